import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { listenOnLoopback } from '../../../../test/support/loopback-http';
import { DEFAULT_SITE_STYLES } from '../../../shared/site-styles';
import { BlockType, CollectionType } from '../../../shared/enums';

const address = { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'us' };
const payment = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describeDatabase('rendered-page cache over HTTP (the route, then the page fast lane)', (db) => {
  const setup = async (overrides = {}) => {
    const app = await createTestApp(db(), overrides);
    const shop = await createCartSite(app);
    // Over a real connection: a repeat view is answered by the page fast lane, which inject never reaches.
    const loopback = await listenOnLoopback(app);
    const get = (url: string, headers: Record<string, string> = {}) => loopback.get(url, { host: shop.host, ...headers });
    const list = (await get('/store/')).body;
    const printPath = /href="(\/store\/signed-print[^"]*)"/.exec(list)?.[1];
    expect(printPath).toBeDefined();
    return { app, ...shop, get, printPath: printPath! };
  };
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

  it('a repeat view: the same weak ETag, a fresh nonce in the body and the policy, and 304 without a new policy', async () => {
    const { app, get, printPath } = await setup();
    const first = await get(printPath);
    const second = await get(printPath);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const nonce = nonceOf(second.headers['content-security-policy'])!;
    expect(nonce).not.toBe(nonceOf(first.headers['content-security-policy']));
    expect(second.body).toContain(`nonce="${nonce}"`);
    expect(second.body).not.toContain(`nonce="${nonceOf(first.headers['content-security-policy'])}"`);
    const revalidated = await get(printPath, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect((await get(printPath, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    // The repeat views, the 304 and the last view came by the fast lane.
    expect(app.pageFastLane!.served).toBe(3);
    await app.close();
  });

  it('gzip from the cache: unzips to the page with this response\'s nonce', async () => {
    const { app, get, printPath } = await setup();
    await get(printPath);
    for (let i = 0; i < 2; i++) {
      const res = await get(printPath, { 'accept-encoding': 'gzip, br' });
      expect(res.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(res.rawPayload).toString();
      const nonce = nonceOf(res.headers['content-security-policy'])!;
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).toBe((await get(printPath)).body.replaceAll(/nonce="[^"]+"/g, `nonce="${nonce}"`));
    }
    await app.close();
  });

  it('a stock change through a real checkout: the sold-out state shows on the very next view', async () => {
    const { app, get, printPath, products, host } = await setup();
    const before = await get(printPath);
    expect(before.body).not.toContain('is-sold-out');
    expect(before.body).toContain('schema.org/InStock');
    const visitor = cartVisitor(app, host);
    await visitor.add({ itemId: products.print.itemId, sku: products.print.skus[0], quantity: 1 });
    const placed = await visitor.request('POST', '/api/commerce/checkout', { email: 'ada@example.com', shippingAddress: address, payment, idempotencyKey: `page-cache-${Date.now()}` });
    expect(placed.statusCode).toBe(200);
    const after = await get(printPath);
    expect(after.body).toContain('<div class="product-mark sold-out">sold out</div>');
    expect(after.body).not.toContain('schema.org/InStock');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(printPath, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    await app.close();
  });

  it('a price change shows on the next view', async () => {
    const { app, get, printPath, products, site } = await setup();
    expect((await get(printPath)).body).toContain('$120.00');
    const { catalog } = app.services;
    const product = await catalog.getProduct(site.id, products.print.itemId);
    await catalog.updateProduct(site.id, products.print.itemId, { productType: 1, variants: product!.variants.map((v) => ({ id: v.id, sku: v.sku, price: 13500 })) });
    const after = (await get(printPath)).body;
    expect(after).toContain('$135.00');
    expect(after).not.toContain('$120.00');
    await app.close();
  });

  it('a published page edit, a settings change and a design change each show on the next view', async () => {
    const { app, get, site } = await setup();
    const { content, sites } = app.services;
    const page = await content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Story', urlId: 'story', status: 'published' });
    await content.setPageLayout(site.id, page.id, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: '<p>First words</p>' } }] }] });
    expect((await get('/story')).body).toContain('First words');
    await content.setPageLayout(site.id, page.id, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: '<p>Second words</p>' } }] }] });
    expect((await get('/story')).body).toContain('Second words');
    await sites.update(site.id, { title: 'Renamed Pottery' });
    expect((await get('/story')).body).toContain('Renamed Pottery');
    await sites.updateStyles(site.id, { ...DEFAULT_SITE_STYLES, colors: { ...DEFAULT_SITE_STYLES.colors, accent: '#aa0033' } });
    expect((await get('/story')).body).toContain('#aa0033');
    await app.close();
  });

  it('a 404 page stays 404 and never answers 304; the cart page is never cached', async () => {
    const { app, get } = await setup();
    const first = await get('/no-such-page');
    const again = await get('/no-such-page', { 'if-none-match': String(first.headers.etag) });
    expect([first.statusCode, again.statusCode]).toEqual([404, 404]);
    expect(again.body).toContain('page-type-100');
    expect((await get('/cart')).headers.etag).toBeUndefined();
    await app.close();
  });

  it('two sites never share a page, and STOA_PAGE_CACHE=off renders every view', async () => {
    const { app, get } = await setup();
    const other = await createCartSite(app);
    await app.services.sites.update(other.site.id, { title: 'The Other Shop' });
    const mine = (await get('/store/')).body;
    const theirs = (await app.inject({ method: 'GET', url: '/store/', headers: { host: other.host } })).body;
    expect(theirs).toContain('The Other Shop');
    expect(mine).not.toContain('The Other Shop');
    await app.close();
    const off = await setup({ pageCache: false });
    expect((await off.get('/store/')).headers.etag).toBeUndefined();
    await off.app.close();
  });
});
