/**
 * Security: hostile text in every query parameter and in every field an owner or a visitor
 * can fill never becomes markup. Each page type of the demo site is rendered with generated
 * payloads (classic XSS vectors mixed with random text), parsed, and checked element by
 * element: no element or attribute comes from a payload, every script is an island's JSON
 * that still parses (nothing broke out of it) or an external file.
 */
import * as fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { fakeStore, fakeStorefront, FAKE_ORIGIN, TEST_CSP_NONCE, type FakeStore } from '../../../test/support/storefront-site';
import { mockShoppingCart } from '../../flows/cart';
import { toStructuredContent } from '../../modules/catalog';
import type { Order } from '../../modules/orders';
import { BlockType } from '../../shared/enums';

/** The element and attribute names payloads use, which no page has of its own. */
const PROBE_TAG = 'xssprobe';
const VECTORS = [
  `<${PROBE_TAG}>`,
  `"><${PROBE_TAG} onprobe=1>`,
  `'><${PROBE_TAG} onprobe='1'>`,
  `" onprobe="1`,
  `' onprobe='1`,
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<svg onload=alert(1)>',
  '<script>alert(1)</script>',
  `</script><${PROBE_TAG}>`,
  `<!--<script><${PROBE_TAG}>`,
  `</title><${PROBE_TAG}>`,
  `</textarea><${PROBE_TAG}>`,
  'javascript:alert(1)',
  '<a href="jAvAscript:alert(1)">x</a>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  `<${PROBE_TAG}`,
  '\u2028\u2029',
  '{website.siteTitle}',
  '&lt;img src=x onerror=alert(1)&gt;',
];

const payload = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...VECTORS), fc.string({ maxLength: 6 }))
  .map(([before, vector, after]) => `${before}${vector}${after}`);

const payloads = fc.record({
  siteTitle: payload, tagLine: payload, description: payload, productTitle: payload, tag: payload, category: payload,
  altText: payload, body: payload, excerpt: payload, postTitle: payload, author: payload, navigationTitle: payload,
  linkTitle: payload, collectionTitle: payload, galleryTitle: payload, blockText: payload, query: payload,
  customerEmail: payload, productName: payload, address: payload, optionName: payload, optionValue: payload,
});
type Payloads = typeof payloads extends fc.Arbitrary<infer T> ? T : never;

/** The demo store with a payload in every field a visitor sees. */
function hostileStore(p: Payloads): FakeStore {
  const store = fakeStore();
  store.website.title = p.siteTitle;
  store.website.settings = { ...store.website.settings, siteTagLine: p.tagLine, siteDescription: p.description, location: { addressTitle: p.address, addressLine1: p.address } };
  for (const c of store.content.collections) {
    c.title = p.collectionTitle;
    c.navigationTitle = p.navigationTitle;
    c.description = p.description;
    c.tags = [p.tag];
    c.categories = [p.category];
    for (const item of c.items) {
      item.title = c.typeName === 'blog' ? p.postTitle : c.typeName === 'gallery' ? p.galleryTitle : p.productTitle;
      item.tags = [p.tag];
      item.categories = [p.category];
      item.altText = p.altText;
      item.body = p.body;
      item.excerpt = p.excerpt;
      if (item.author !== undefined) item.author = { displayName: p.author };
    }
    for (const row of c.layout?.rows ?? []) {
      for (const block of row.blocks) {
        if (block.type === BlockType.HTML) block.data = { ...block.data, html: p.body };
        if (block.type === BlockType.QUOTE) block.data = { ...block.data, text: p.blockText, source: p.author };
        if (block.type === BlockType.BUTTON) block.data = { ...block.data, label: p.blockText };
        if (block.type === BlockType.IMAGE) block.data = { ...block.data, altText: p.altText, title: p.blockText, body: p.body };
        if (block.type === BlockType.NEWSLETTER || block.type === BlockType.SUMMARY || block.type === BlockType.FORM) block.data = { ...block.data, title: p.blockText, description: p.body };
        if (block.type === BlockType.GALLERY) block.data = { ...block.data, images: (block.data.images as object[]).map((i) => ({ ...i, altText: p.altText, caption: p.blockText })) };
      }
    }
  }
  const rename = (entries: FakeStore['content']['navigation']['mainNavigation']): void => {
    for (const entry of entries) {
      entry.title = p.navigationTitle;
      if (entry.collection !== undefined) Object.assign(entry.collection, { title: p.collectionTitle, navigationTitle: p.navigationTitle, description: p.description });
      if (entry.externalLink !== undefined) entry.externalLink = { ...entry.externalLink, title: p.linkTitle };
      rename(entry.items);
    }
  };
  rename(store.content.navigation.mainNavigation);
  rename(store.content.navigation.secondaryNavigation);
  for (const entry of Object.values(store.catalog.products)) {
    const product = entry.product;
    if (product.variants.length < 2) continue;
    product.variantOptionOrdering = [p.optionName];
    product.variants.forEach((v, i) => (v.attributes = { [p.optionName]: `${p.optionValue}${i}` }));
    entry.structuredContent = toStructuredContent(product, 'USD');
  }
  return store;
}

function hostileOrder(p: Payloads): Order {
  const address = { firstName: p.address, lastName: p.address, line1: p.address, line2: p.address, city: p.address, postalCode: p.address, countryCode: 'US' };
  return {
    id: 'order-1', orderNumber: 7, testMode: true, status: 'placed', fulfillmentStatus: 'unfulfilled', customerEmail: p.customerEmail, created: 0, currency: 'USD',
    items: [{ productName: p.productName, sku: p.productName, quantity: 1, unitPrice: 1000, lineTotal: 1000 }],
    subtotal: 1000, discountTotal: 0, shippingTotal: 0, taxTotal: 0, grandTotal: 1000, refundedTotal: 0, accessToken: 'token',
    shippingAddress: address, billingAddress: { ...address, city: 'Elsewhere' },
  } as unknown as Order;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'xlink:href']);

interface Finding {
  problem: string;
}

/** Everything in a page that a payload could have made. */
function findInjections(html: string): Finding[] {
  const found: Finding[] = [];
  let script: { attributes: Record<string, string>; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === PROBE_TAG || name === 'iframe' || name === 'math' || name === 'mglyph') found.push({ problem: `element <${name}>` });
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/.test(attribute) || attribute === 'srcdoc') found.push({ problem: `attribute ${attribute} on <${name}>` });
          if (URL_ATTRIBUTES.has(attribute) && /^\s*(javascript|vbscript|data:text)/i.test(value)) found.push({ problem: `${attribute}="${value}" on <${name}>` });
        }
        if (name === 'script') script = { attributes, text: '' };
      },
      ontext(text) {
        if (script !== null) script.text += text;
      },
      onclosetag(name) {
        if (name !== 'script' || script === null) return;
        const { attributes, text } = script;
        script = null;
        if (attributes.src !== undefined) {
          if (text.trim() !== '') found.push({ problem: 'text in an external script' });
        } else if (attributes.type === 'application/json' || attributes.type === 'application/ld+json') {
          try {
            JSON.parse(text);
          } catch {
            found.push({ problem: `script JSON broken: ${text.slice(0, 120)}` });
          }
          if (/<\/?script|<!--|\u2028|\u2029/i.test(text)) found.push({ problem: 'script JSON holds raw markup' });
        } else {
          found.push({ problem: `inline script: ${text.slice(0, 120)}` });
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  for (const raw of ['<img src=x onerror', `<${PROBE_TAG}`, '<script>alert(1)', '<svg onload']) {
    if (html.toLowerCase().includes(raw.toLowerCase())) found.push({ problem: `raw ${raw}` });
  }
  return found;
}

async function renderEveryPage(p: Payloads): Promise<Record<string, string>> {
  const store = hostileStore(p);
  const { storefront, page } = fakeStorefront(store);
  const request = { origin: FAKE_ORIGIN, query: {}, requestId: 'req-1', cspNonce: TEST_CSP_NONCE };
  const products = Object.values(store.catalog.products).map((e) => e.product);
  const titles = new Map(products.map((product) => [product.itemId, p.productTitle]));
  const cart = mockShoppingCart(products.slice(0, 2), titles, { websiteId: store.website.id, currency: 'USD', now: 0 });
  const pages: Record<string, Promise<{ body: string }>> = {
    home: page('/'),
    page: page('/about'),
    contact: page('/contact'),
    'products list': page('/shop', { category: p.query, page: p.query }),
    'product item': page('/shop/stoneware-mug', { q: p.query }),
    'blog list by tag': page('/journal', { tag: p.query }),
    'blog list by category': page('/journal', { category: p.query }),
    'blog item': page('/journal/first-firing'),
    gallery: page('/gallery'),
    'gallery item': page('/gallery/image-1'),
    search: page('/search', { q: p.query, page: p.query }),
    'search hit': page('/search', { q: 'mug' }),
    'cart, empty': page('/cart'),
    'cart, filled': storefront.page(store.website, '/cart', { ...request, cart, crumb: p.query }),
    checkout: storefront.page(store.website, '/checkout', { ...request, cart }),
    'order confirmed': storefront.orderPage(store.website, 'order-confirmed', hostileOrder(p), request),
    'order status': storefront.orderPage(store.website, 'order-status', hostileOrder(p), request),
    404: page(`/no-such-page/${encodeURIComponent(p.query)}`),
  };
  const out: Record<string, string> = {};
  for (const [name, response] of Object.entries(pages)) out[name] = (await response).body;
  return out;
}

describe('storefront escaping (security)', () => {
  it('security: hostile query parameters and content fields never become markup on any page type', async () => {
    await fc.assert(
      fc.asyncProperty(payloads, async (p) => {
        const pages = await renderEveryPage(p);
        for (const [name, html] of Object.entries(pages)) {
          expect(html.length, name).toBeGreaterThan(200);
          expect(findInjections(html), name).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('security: the search page shows the query as text, the attack from the report included', async () => {
    const { page } = fakeStorefront();
    const body = (await page('/search', { q: '<img src=x onerror=alert(1)>' })).body;
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).not.toContain('<img src=x');
    for (const [path, query] of [['/shop', { category: '<img src=x onerror=alert(1)>' }], ['/journal', { tag: '<img src=x onerror=alert(1)>' }], ['/journal', { category: '<img src=x onerror=alert(1)>' }]] as const) {
      const html = (await page(path, query)).body;
      expect(findInjections(html), path).toEqual([]);
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });

  it('security: a product title carrying a script shows as text wherever the title appears', async () => {
    const store = fakeStore();
    const shop = store.content.collections.find((c) => c.urlId === 'shop')!;
    shop.items[0]!.title = '<script>alert(document.cookie)</script>';
    const { page } = fakeStorefront(store);
    for (const path of ['/', '/about', '/shop', '/shop/stoneware-mug', '/search']) {
      const html = (await page(path, path === '/search' ? { q: 'script' } : {})).body;
      expect(html, path).not.toContain('<script>alert');
      expect(findInjections(html), path).toEqual([]);
    }
    expect((await page('/shop')).body).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
  });

  it("security: owners' rich text keeps its formatting and loses its scripts", async () => {
    const store = fakeStore();
    const post = store.content.collections.find((c) => c.urlId === 'journal')!.items[0]!;
    post.body = '<p>Kiln <strong>day</strong> <a href="javascript:alert(1)" onclick="x()">link</a></p><img src=x onerror=alert(1)><script>alert(2)</script>';
    const html = (await fakeStorefront(store).page('/journal/first-firing')).body;
    expect(html).toContain('<p>Kiln <strong>day</strong> <a>link</a></p><img src="x" />');
    expect(findInjections(html)).toEqual([]);
  });
  it('security: a link in a page block (button, poster button, image, video) is a web link, never javascript:', async () => {
    const store = fakeStore();
    const home = store.content.collections.find((c) => c.urlId === 'home')!;
    const hostile = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'];
    home.layout!.rows.push({
      id: 'hostile-links',
      blocks: hostile.flatMap((url, i) => [
        { id: `button-${i}`, type: BlockType.BUTTON, data: { label: 'Go', url } },
        { id: `poster-${i}`, type: BlockType.IMAGE, data: { design: 'poster', assetUrl: '/media/m/poster.jpg', title: 'Poster', button: { label: 'Go', url } } },
        { id: `image-${i}`, type: BlockType.IMAGE, data: { assetUrl: '/media/m/image.jpg', link: url } },
        { id: `video-${i}`, type: BlockType.VIDEO, data: { url, title: 'Watch' } },
      ]),
    });
    const html = (await fakeStorefront(store).page('/')).body;
    expect(html).toContain('id="block-button-0"');
    expect(findInjections(html)).toEqual([]);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data)/i);
    // Web links and paths on the site are kept.
    expect(html).toContain('href="/about/"');
    expect(html).toContain('href="/shop/"');
  });
});

describe('storefront variants-select (security)', () => {
  it("security: an owner's variant option name cannot end the select's aria-label", async () => {
    const store = fakeStore();
    const mug = store.catalog.products['p-mug']!;
    mug.product.variantOptionOrdering = ['"><xssprobe onprobe=1>'];
    mug.product.variants.forEach((v, i) => (v.attributes = { '"><xssprobe onprobe=1>': `Oat${i}` }));
    mug.structuredContent = toStructuredContent(mug.product, 'USD');
    const html = (await fakeStorefront(store).page('/shop/stoneware-mug')).body;
    expect(html).toContain('<select aria-label="Select &quot;&gt;&lt;xssprobe onprobe=1&gt;"');
    expect(findInjections(html)).toEqual([]);
  });
});
