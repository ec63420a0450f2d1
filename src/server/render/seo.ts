/**
 * What search engines and link previews read: the `<title>`, description, canonical URL,
 * OpenGraph and Twitter tags, Product JSON-LD on product pages, `robots.txt` and
 * `sitemap.xml`. All from the site model; URLs are absolute on the request's origin.
 */
import { productSummary } from '../../flows/store';
import { ProductType } from '../../shared/enums';
import type { ProductStructuredContent } from '../../modules/catalog';
import { SCRIPT_NONCE } from './script-nonce';
import { jsonForScript } from './storefront-formatters';
import type { Json, SiteModel } from './site-model';
import { escapeHtml } from '../../shared/html';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (`/shop/mug`). */
  canonicalPath: string;
  ogType: 'website' | 'article' | 'product';
  image: { url: string; size: string | null } | null;
  /** The item whose Product JSON-LD the page carries. */
  product: Json | null;
  /** Keep the page out of search results (search, cart, not-found pages). */
  noindex: boolean;
}

/** Text of an HTML fragment, shortened for a meta description. */
export function describe(html: string, max = 160): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

const AVAILABILITY = { inStock: 'https://schema.org/InStock', outOfStock: 'https://schema.org/OutOfStock' };

/** Product JSON-LD (schema.org Product with one Offer per variant). */
export function productJsonLd(item: Json, origin: string): Record<string, unknown> {
  const content = item.structuredContent as ProductStructuredContent;
  const summary = productSummary(String(item.id), String(item.title ?? ''), content);
  const endless = content.productType === ProductType.DIGITAL || content.productType === ProductType.GIFT_CARD;
  const url = absolute(origin, String(item.fullUrl));
  const offers = summary.variants.map((v) => ({
    '@type': 'Offer',
    sku: v.sku,
    price: v.price,
    priceCurrency: summary.currency,
    availability: endless || v.stock.unlimited || v.stock.qtyInStock > 0 ? AVAILABILITY.inStock : AVAILABILITY.outOfStock,
    url,
  }));
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: summary.name,
    url,
    offers,
  };
  const description = describe(String(item.excerpt || item.body || ''), 500);
  if (description !== '') ld.description = description;
  if (typeof item.assetUrl === 'string') ld.image = [absolute(origin, `${item.assetUrl}?format=1500w`)];
  if (summary.variants.length === 1) ld.sku = summary.variants[0]!.sku;
  return ld;
}

/** The head tags of a page (inside `squarespace-headers`). */
export function headTags(meta: PageMeta, model: SiteModel, origin: string, stylesheetUrl: string): string {
  const siteTitle = String(model.website.siteTitle);
  const canonical = absolute(origin, meta.canonicalPath);
  const lines = [
    '<meta charset="utf-8">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<link rel="stylesheet" href="${escapeHtml(stylesheetUrl)}">`,
  ];
  const favicon = model.website.faviconUrl;
  if (typeof favicon === 'string') lines.push(`<link rel="icon" href="${escapeHtml(favicon)}">`);
  if (meta.description !== '') lines.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  if (meta.noindex) lines.push('<meta name="robots" content="noindex">');
  const og: [string, string][] = [
    ['og:site_name', siteTitle],
    ['og:title', meta.title],
    ['og:url', canonical],
    ['og:type', meta.ogType],
  ];
  if (meta.description !== '') og.push(['og:description', meta.description]);
  if (meta.image !== null) {
    og.push(['og:image', absolute(origin, `${meta.image.url}?format=1500w`)]);
    const [w, h] = (meta.image.size ?? '').split('x').map(Number);
    if (w && h) {
      const width = Math.min(w, 1500);
      og.push(['og:image:width', String(width)], ['og:image:height', String(Math.round((h * width) / w))]);
    }
  }
  for (const [property, content] of og) lines.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  lines.push(`<meta name="twitter:card" content="${meta.image !== null ? 'summary_large_image' : 'summary'}">`);
  lines.push(`<meta name="twitter:title" content="${escapeHtml(meta.title)}">`);
  if (meta.product !== null) {
    lines.push(`<script${SCRIPT_NONCE} type="application/ld+json">${jsonForScript(productJsonLd(meta.product, origin))}</script>`);
  }
  return lines.join('\n');
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /search', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function isoDate(ms: unknown): string | null {
  return typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : null;
}

/** Every page a visitor can reach: the homepage, collections and their items. */
export function sitemapXml(model: SiteModel, origin: string): string {
  const urls: { loc: string; lastmod: string | null }[] = [];
  const seen = new Set<string>();
  const add = (path: string, updatedOn: unknown) => {
    const loc = absolute(origin, path);
    if (seen.has(loc)) return;
    seen.add(loc);
    urls.push({ loc, lastmod: isoDate(updatedOn) });
  };
  if (model.homepage !== null) add('/', model.homepage.source.updatedOn);
  for (const collection of model.collections.values()) {
    const source = collection.source;
    if (!source.clickable || (source.folder && source.typeName !== 'index')) continue;
    add(source.fullUrl, source.updatedOn);
    for (const item of collection.items) add(String(item.fullUrl), item.updatedOn);
  }
  const body = urls
    .map((u) => `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod === null ? '' : `<lastmod>${u.lastmod}</lastmod>`}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
