import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import type { Database } from '../../../db/database';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describeDatabase('the no-script add to cart (POST /cart/add)', (db: () => Database) => {
  let app: FastifyInstance;
  let site: Awaited<ReturnType<typeof createCartSite>>;
  beforeAll(async () => {
    app = await createTestApp(db());
    site = await createCartSite(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (visitor: ReturnType<typeof cartVisitor>, fields: Record<string, string>, headers: Record<string, string>) =>
    visitor.request('POST', '/cart/add', form(fields), { crumb: false, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

  it('a same-origin form post adds the variant and quantity, keeps the cart cookie and goes to /cart (303)', async () => {
    const visitor = cartVisitor(app, site.host);
    const res = await post(visitor, { itemId: site.products.tee.itemId, sku: site.products.tee.skus[0]!, quantity: '2' }, { 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart');
    expect(visitor.cart).not.toBeNull();
    const cart = (await visitor.getCart()).json();
    expect([cart.totalQuantity, cart.entries[0].chosenVariant.sku]).toEqual([2, site.products.tee.skus[0]]);
    // Browsers without fetch metadata: an Origin naming this host is enough.
    const again = await post(visitor, { itemId: site.products.print.itemId, sku: '' }, { origin: `http://${site.host}` });
    expect(again.statusCode).toBe(303);
    expect((await visitor.getCart()).json().totalQuantity).toBe(3);
  });

  it('refuses a post from another site, or one that says nothing of where it came from (403, the session message)', async () => {
    const visitor = cartVisitor(app, site.host);
    const refused: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'http://evil.example' }, {}];
    for (const headers of refused) {
      const res = await post(visitor, { itemId: site.products.tee.itemId, sku: site.products.tee.skus[0]! }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Unable to Add Item');
      expect(res.body).toContain('Your session has expired. Please reload the page and try again.');
    }
    expect(visitor.cart).toBeNull();
  });

  it('ATC-13 ATC-14 a refused add answers a page with the reason and a way back', async () => {
    const visitor = cartVisitor(app, site.host);
    const soldOut = await post(visitor, { itemId: site.products.tee.itemId, sku: site.products.tee.skus[1]! }, { 'sec-fetch-site': 'same-origin', referer: `http://${site.host}/shop/linen-tee` });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.body).toContain('Sorry, we do not have enough of that item available.');
    expect(soldOut.body).toContain('href="/shop/linen-tee"');
    const fraction = await post(visitor, { itemId: site.products.tee.itemId, sku: site.products.tee.skus[0]!, quantity: '1.5' }, { 'sec-fetch-site': 'same-origin', referer: 'http://elsewhere.example/x' });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.body).toContain('Quantity must be a whole number.');
    expect(fraction.body).toContain('href="/"');
    const missing = await post(visitor, { sku: 'x' }, { 'sec-fetch-site': 'same-origin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('One or more fields is invalid, please check your entries.');
  });
});
