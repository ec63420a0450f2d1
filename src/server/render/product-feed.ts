/**
 * The product feed for dynamic ads (GAP-05): every published product's variants in the
 * shopping-feed attributes (id, item_group_id, title, description, link, image_link, price,
 * sale_price, availability, brand, condition), as RSS 2.0 with the `g:` namespace and as CSV.
 * Built from the published site model, so a draft or deleted product never appears.
 */
import type { ProductStructuredContent } from '../../modules/catalog';
import { ProductType } from '../../shared/enums';
import { isCurrency, toDecimalString } from '../../shared/money';
import { csvLine } from '../http/subscribers-csv';
import type { SiteModel } from './site-model';

/** The stable paths the Marketing screen shows. */
export const PRODUCT_FEED_RSS_PATH = '/feeds/products.xml';
export const PRODUCT_FEED_CSV_PATH = '/feeds/products.csv';

export const PRODUCT_FEED_FIELDS = ['id', 'item_group_id', 'title', 'description', 'link', 'image_link', 'price', 'sale_price', 'availability', 'brand', 'condition'] as const;
export type ProductFeedEntry = Record<(typeof PRODUCT_FEED_FIELDS)[number], string>;

/** Feeds cap descriptions at 5000 characters. */
const MAX_DESCRIPTION = 5000;

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Rich text as plain text: tags dropped, the common entities decoded, spaces collapsed. */
function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&rsquo;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= MAX_DESCRIPTION ? text : text.slice(0, MAX_DESCRIPTION);
}

/** "12.00 USD": the decimal amount and its currency, as feeds want prices. */
export function feedPrice(minorUnits: number, currency: string): string {
  return isCurrency(currency) ? `${toDecimalString({ amount: minorUnits, currency })} ${currency}` : '';
}

/** Every published variant of the site's products, in the store's order. */
export function productFeedEntries(model: SiteModel, origin: string): ProductFeedEntry[] {
  const brand = String(model.website.siteTitle ?? '');
  const entries: ProductFeedEntry[] = [];
  for (const { json: item } of model.items.values()) {
    const content = item.structuredContent as ProductStructuredContent | undefined;
    if (content === undefined || content.variants.length === 0) continue;
    const title = String(item.title ?? '');
    const description = plainText(String(item.excerpt || item.body || '')) || title;
    const link = absolute(origin, String(item.fullUrl));
    const gallery = (item.items as { assetUrl?: unknown }[] | undefined) ?? [];
    const productImage = typeof item.assetUrl === 'string' ? item.assetUrl : typeof gallery[0]?.assetUrl === 'string' ? gallery[0].assetUrl : null;
    // PROD-10: digital goods and gift cards are never sold out.
    const endless = content.productType === ProductType.DIGITAL || content.productType === ProductType.GIFT_CARD;
    const several = content.variants.length > 1;
    for (const variant of content.variants) {
      const currency = variant.priceMoney.currency;
      const options = variant.optionValues.map((o) => o.value).join(' / ');
      const image = variant.mainImage?.assetUrl ?? productImage;
      entries.push({
        id: variant.sku || variant.id,
        item_group_id: String(item.id),
        title: several && options !== '' ? `${title} - ${options}` : title,
        description,
        link,
        image_link: image === null ? '' : absolute(origin, image),
        price: feedPrice(variant.price, currency),
        sale_price: variant.onSale ? feedPrice(variant.salePrice, currency) : '',
        availability: endless || variant.unlimited || variant.qtyInStock > 0 ? 'in stock' : 'out of stock',
        brand,
        condition: 'new',
      });
    }
  }
  return entries;
}

/** Text safe inside XML: the five special characters escaped, characters XML forbids dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The feed as RSS 2.0 with the `g:` namespace (empty attributes left out). */
export function productFeedRss(model: SiteModel, origin: string): string {
  const siteTitle = String(model.website.siteTitle ?? '');
  const items = productFeedEntries(model, origin)
    .map((entry) => {
      const fields = PRODUCT_FEED_FIELDS.filter((field) => entry[field] !== '').map((field) => `      <g:${field}>${xmlText(entry[field])}</g:${field}>`);
      return `    <item>\n${fields.join('\n')}\n    </item>`;
    })
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n  <channel>\n` +
    `    <title>${xmlText(siteTitle)}</title>\n    <link>${xmlText(`${origin}/`)}</link>\n    <description>${xmlText(`Products of ${siteTitle}`)}</description>\n` +
    `${items === '' ? '' : `${items}\n`}  </channel>\n</rss>\n`
  );
}

/** The feed as CSV (RFC 4180, a header row of the attribute names). */
export function productFeedCsv(model: SiteModel, origin: string): string {
  return csvLine(PRODUCT_FEED_FIELDS) + productFeedEntries(model, origin).map((entry) => csvLine(PRODUCT_FEED_FIELDS.map((field) => entry[field]))).join('');
}
