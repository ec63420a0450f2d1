import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import type { Database } from '../../../db/database';
import { BlockType, CollectionType, ProductType } from '../../../shared/enums';

/** Counts every statement sent to the database client (PGlite or a pg pool) while `fn` runs. */
async function countQueries(database: Database, fn: () => Promise<void>): Promise<number> {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const names = ['query', 'exec', 'transaction', 'connect'].filter((name) => typeof client[name] === 'function');
  const originals = names.map((name) => client[name] as (...args: unknown[]) => unknown);
  let count = 0;
  names.forEach((name, i) => {
    client[name] = (...args: unknown[]) => {
      count++;
      return originals[i]!.apply(client, args);
    };
  });
  try {
    await fn();
  } finally {
    names.forEach((name, i) => {
      client[name] = originals[i];
    });
  }
  return count;
}

let sequence = 0;

/** A published site: a home page, a blog with a post, a store with a product, main navigation. */
async function publishedSite(app: FastifyInstance) {
  const n = ++sequence;
  const { sites, content, storeFlows } = app.services;
  const site = await sites.create({ identifier: `store-${process.pid}-${n}`, title: `Store ${n}`, isDefault: false });
  const published = { status: 'published' as const };
  const home = await content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', ...published });
  await content.setHomepage(site.id, home.id);
  await content.setPageLayout(site.id, home.id, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: '<h1>Welcome to the store</h1>' } }] }] });
  const blog = await content.createCollection(site.id, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Journal', urlId: 'journal', ...published });
  const post = await content.createItem(site.id, blog.id, { recordType: 1, title: 'Hello world', urlId: 'hello', body: '<p>First post.</p>', ...published });
  const product = await storeFlows.createProduct(site.id, {
    item: { title: 'Oat Mug', urlId: 'oat-mug', body: '<p>A mug.</p>', status: 'published' },
    product: { productType: ProductType.PHYSICAL, variants: [{ price: 2800, attributes: { Color: 'Oat' } }, { price: 2800, attributes: { Color: 'Ink' } }] },
    stock: [{ quantity: 4 }, { quantity: 0 }],
  });
  const shop = (await content.listCollections(site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
  await content.setNavigation(site.id, 'mainNavigation', { items: [{ collectionId: shop.id }, { collectionId: blog.id }] });
  return { site, host: `${site.identifier}.localhost`, home, blog, post, product, shop };
}

describeDatabase('storefront over HTTP', (db) => {
  let app: FastifyInstance;
  let site: Awaited<ReturnType<typeof publishedSite>>;
  const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    app = await createTestApp(db());
    site = await publishedSite(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('NAV-12 resolves each path to its page type code', async () => {
    const expected: [string, number, number][] = [
      ['/', 2, 200],
      ['/journal', 1, 200],
      ['/journal/hello', 50, 200],
      [`/${site.shop.urlId}/oat-mug`, 50, 200],
      ['/cart', 200, 200],
      ['/search?q=mug', 102, 200],
      ['/no/such/page', 100, 404],
    ];
    for (const [url, pageType, status] of expected) {
      const res = await get(site.host, url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body, url).toContain(`page-type-${pageType}`);
    }
  });

  it('NAV-10 ?format=json answers a product page\'s context shaped like a real page context', async () => {
    const res = await get(site.host, `/${site.shop.urlId}/oat-mug?format=json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const ctx = res.json();
    expect(ctx.pageType).toBe(50);
    expect(ctx.website).toMatchObject({ id: site.site.id, identifier: site.site.identifier, siteTitle: site.site.title, baseUrl: `http://${site.host}` });
    expect(ctx.websiteSettings.storeSettings).toMatchObject({ multipleQuantityAllowedForServices: true, selectedCurrency: 'USD' });
    expect(ctx.collection).toMatchObject({ id: site.shop.id, typeName: 'products' });
    expect(ctx.item).toMatchObject({ id: site.product.itemId, title: 'Oat Mug' });
    expect(ctx.item.structuredContent).toMatchObject({ productType: 1, variants: [{ qtyInStock: 4, priceMoney: { value: '28.00', currency: 'USD' } }, { qtyInStock: 0 }] });
    expect(ctx.navigation.mainNavigation.items.map((e: { title: string }) => e.title)).toEqual([site.shop.title, 'Journal']);
    expect(ctx.shoppingCart).toMatchObject({ items: 0, subtotal: '$0.00' });
    expect(ctx.productMerchandisingContext[site.product.itemId]).toHaveProperty('scarcityEnabled');
    expect(ctx).toHaveProperty('localizedStrings');
    expect(ctx).toHaveProperty('featureFlags');
  });

  it('a host that names no site gets the 404 page', async () => {
    const res = await get('nobody-here.localhost', '/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('No site is published at this address.');
  });

  it('storefront pages do not shadow /api/, /healthz or /readyz', async () => {
    const api = await get(site.host, '/api/no-such-endpoint');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });
    expect((await get(site.host, '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get(site.host, '/readyz')).statusCode).toBe(200);
  });

  it('serves the theme stylesheet at its fingerprinted URL with a year of caching', async () => {
    const page = await get(site.host, '/');
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)![1]!;
    const css = await get(site.host, href);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body.length).toBeLessThan(30 * 1024);
    expect((await get(site.host, '/_theme/default/000000000000/site.css')).statusCode).toBe(404);
  });

  it('serves robots.txt, sitemap.xml, canonical URLs, OpenGraph tags and Product JSON-LD', async () => {
    const origin = `http://${site.host}`;
    const robots = await get(site.host, '/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await get(site.host, '/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${origin}/journal/hello</loc>`);
    expect(sitemap.body).toContain(`<loc>${origin}/${site.shop.urlId}/oat-mug</loc>`);
    const product = (await get(site.host, `/${site.shop.urlId}/oat-mug`)).body;
    expect(product).toContain(`<link rel="canonical" href="${origin}/${site.shop.urlId}/oat-mug">`);
    expect(product).toContain('<meta property="og:type" content="product">');
    const ld = JSON.parse(/<script nonce="[^"]+" type="application\/ld\+json">(.*?)<\/script>/.exec(product)![1]!);
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Oat Mug', offers: [{ price: '28.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' }, { availability: 'https://schema.org/OutOfStock' }] });
  });

  it('a page view makes no database query once the site is in memory', async () => {
    // The counter sees real queries...
    expect(await countQueries(db(), async () => void (await app.services.sites.get(site.site.id)))).toBeGreaterThan(0);
    await get(site.host, '/');
    const queries = await countQueries(db(), async () => {
      for (const url of ['/', '/journal', '/journal/hello', `/${site.shop.urlId}/oat-mug`, '/cart', '/search?q=mug', '/nope', '/sitemap.xml', '/?format=json']) {
        expect((await get(site.host, url)).statusCode).toBeLessThan(500);
      }
    });
    expect(queries).toBe(0);
  });

  it('an edit shows on the next page view (the snapshot is dropped on site.changed)', async () => {
    const { content, storeFlows } = app.services;
    expect((await get(site.host, '/journal/hello')).body).toContain('Hello world');
    await content.updateItem(site.site.id, site.post.id, { title: 'Hello again' });
    expect((await get(site.host, '/journal/hello')).body).toContain('<h1 class="Post-title">Hello again</h1>');
    await storeFlows.adjustStock(site.site.id, site.product.variants[1]!.id, { expected: 0, quantity: 3 }, { reason: 'restock', actor: null });
    const ctx = (await get(site.host, `/${site.shop.urlId}/oat-mug?format=json`)).json();
    expect(ctx.item.structuredContent.variants[1].qtyInStock).toBe(3);
  });

  it('one site never shows another site\'s pages', async () => {
    const other = await publishedSite(app);
    await app.services.content.updateItem(other.site.id, other.post.id, { title: 'Only on the other site' });
    expect((await get(other.host, '/journal/hello')).body).toContain('Only on the other site');
    expect((await get(site.host, '/journal/hello')).body).not.toContain('Only on the other site');
    expect((await get(other.host, '/journal/hello?format=json')).json().website.id).toBe(other.site.id);
  });

  it('NAV-12 a failing page is page type 101: HTTP 500, the error page, the cause only in the log', async () => {
    const catalog = app.services.catalog;
    const original = catalog.exportCatalog;
    catalog.exportCatalog = () => Promise.reject(new Error('catalog exploded'));
    try {
      const fresh = await publishedSite(app);
      const res = await get(fresh.host, '/');
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('Something went wrong');
      expect(res.body).not.toContain('catalog exploded');
    } finally {
      catalog.exportCatalog = original;
    }
  });
});
