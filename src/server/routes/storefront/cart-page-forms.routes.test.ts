/**
 * The cart page's no-script form posts (POST /cart/update, POST /cart/remove): the same cart
 * flows and messages as the cart API, same-origin posts only, only the visitor's own cart
 * (anonymous or signed in), 303 to /cart, or a small page with the spec's alert title.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { browser, customerEmail, SITE_USER_PASSWORD } from '../../../../test/support/site-users';
import type { Database } from '../../../db/database';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const CART_API = '/api/commerce/shopping-cart';

describeDatabase('the cart page form posts (POST /cart/update, POST /cart/remove)', (db: () => Database) => {
  let app: FastifyInstance;
  let shop: Awaited<ReturnType<typeof createCartSite>>;
  let ip = 0;
  beforeAll(async () => {
    app = await createTestApp(db());
    shop = await createCartSite(app);
  });
  afterAll(async () => {
    await app.close();
  });

  // Each visitor from its own address, so the per-visitor limits never meet.
  const visitor = () => cartVisitor(app, shop.host, `198.51.100.${++ip}`);
  const post = (v: CartVisitor, path: string, fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
    v.request('POST', path, form(fields), { crumb: false, headers: { ...FORM, ...headers } });
  const withTee = async (quantity: number) => {
    const v = visitor();
    await v.add({ itemId: shop.products.tee.itemId, sku: shop.products.tee.skus[0], quantity });
    const entryId: string = (await v.getCart()).json().entries[0].id;
    return { v, entryId };
  };
  const quantities = async (v: CartVisitor) => (await v.getCart()).json().entries.map((e: { quantity: number }) => e.quantity);

  it('works before JavaScript: the cart page has an update and a remove form post for each entry', async () => {
    const { v, entryId } = await withTee(2);
    const page = (await v.request('GET', '/cart')).body;
    expect(page).toContain(`<form class="CartEntry-form" method="post" action="/cart/update">`);
    expect(page).toContain(`<input type="hidden" name="entryId" value="${entryId}">`);
    expect(page).toContain(`<label for="cart-quantity-form-${entryId}">Quantity<span class="visually-hidden"> of Linen Tee</span></label>`);
    expect(page).toMatch(new RegExp(`id="cart-quantity-form-${entryId}" name="quantity" type="number"[^>]* value="2">`));
    expect(page).toContain(`<form class="CartEntry-form" method="post" action="/cart/remove">`);
  });

  it('CART-27 works before JavaScript: a same-origin update changes the quantity and goes to /cart (303)', async () => {
    const { v, entryId } = await withTee(1);
    const res = await post(v, '/cart/update', { entryId, quantity: '3' });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/cart']);
    expect(await quantities(v)).toEqual([3]);
    // Without fetch metadata an Origin naming this host is enough; 0 removes the line, as the API does.
    const zero = await post(v, '/cart/update', { entryId, quantity: '0' }, { origin: `http://${shop.host}` });
    expect(zero.statusCode).toBe(303);
    expect(await quantities(v)).toEqual([]);
  });

  it('CART-27 a refused update shows "Unable to update quantity" with the API\'s own message and a link back to the cart', async () => {
    const { v, entryId } = await withTee(1);
    const cases: [string, number, string][] = [
      ['abc', 400, 'Quantity must be a number.'],
      ['1.5', 400, 'Quantity must be a whole number.'],
      ['', 400, 'Quantity must be a number.'],
    ];
    for (const [quantity, status, message] of cases) {
      const res = await post(v, '/cart/update', { entryId, quantity });
      expect([res.statusCode, res.headers['content-type']]).toEqual([status, 'text/html; charset=utf-8']);
      expect(res.body).toContain('<title>Unable to update quantity</title>');
      expect(res.body).toContain(`<h1>Unable to update quantity</h1><p>${message}</p><p><a href="/cart">Back to the cart</a></p>`);
    }
    // More than is in stock (3 of size S): the same status and text as PUT on the API.
    const api = await v.request('PUT', `${CART_API}/entries/${entryId}`, { quantity: 5 });
    const res = await post(v, '/cart/update', { entryId, quantity: '5' });
    expect(api.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBe(api.statusCode);
    expect(res.body).toContain(`<p>${api.json().message}</p>`);
    expect(await quantities(v)).toEqual([1]);
  });

  it('CART-28 works before JavaScript: a same-origin remove takes the line out and goes to /cart (303)', async () => {
    const { v, entryId } = await withTee(2);
    await v.add({ itemId: shop.products.print.itemId, quantity: 1 });
    const res = await post(v, '/cart/remove', { entryId });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/cart']);
    expect((await v.getCart()).json().entries.map((e: { title: string }) => e.title)).toEqual(['Signed Print']);
  });

  it('CART-27 CART-28 another visitor\'s entry id is refused ("That item is no longer in your cart.") and their cart is untouched', async () => {
    const owner = await withTee(2);
    const stranger = await withTee(1);
    const update = await post(stranger.v, '/cart/update', { entryId: owner.entryId, quantity: '1' });
    expect(update.statusCode).toBe(404);
    expect(update.body).toContain('<h1>Unable to update quantity</h1><p>That item is no longer in your cart.</p>');
    const remove = await post(stranger.v, '/cart/remove', { entryId: owner.entryId });
    expect(remove.statusCode).toBe(404);
    expect(remove.body).toContain('<h1>Unable to remove item</h1><p>That item is no longer in your cart.</p>');
    // A visitor with no cart at all is refused the same way.
    const none = await post(visitor(), '/cart/remove', { entryId: owner.entryId });
    expect(none.statusCode).toBe(404);
    expect(await quantities(owner.v)).toEqual([2]);
    expect(await quantities(stranger.v)).toEqual([1]);
  });

  it('CART-27 CART-28 refuses posts from another site, or that say nothing of where they came from (403, the session message)', async () => {
    const { v, entryId } = await withTee(2);
    const refused: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'http://evil.example' }, {}];
    for (const headers of refused) {
      const update = await post(v, '/cart/update', { entryId, quantity: '1' }, headers);
      expect(update.statusCode).toBe(403);
      expect(update.body).toContain('<h1>Unable to update quantity</h1><p>Your session has expired. Please reload the page and try again.</p>');
      const remove = await post(v, '/cart/remove', { entryId }, headers);
      expect(remove.statusCode).toBe(403);
      expect(remove.body).toContain('<h1>Unable to remove item</h1><p>Your session has expired. Please reload the page and try again.</p>');
    }
    expect(await quantities(v)).toEqual([2]);
  });

  it('CART-28 a post without an entry id answers the invalid-fields message (400)', async () => {
    const { v } = await withTee(1);
    const res = await post(v, '/cart/remove', {});
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<h1>Unable to remove item</h1><p>One or more fields is invalid, please check your entries.</p>');
    expect(await quantities(v)).toEqual([1]);
  });

  it('CART-15 CART-27 CART-28 a signed-in customer\'s cart changes through the forms too', async () => {
    const customer = browser(app, shop.host, `203.0.113.${++ip}`);
    expect((await customer.signUp({ email: customerEmail(), password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    await customer.add({ itemId: shop.products.tee.itemId, sku: shop.products.tee.skus[2], quantity: 1 });
    await customer.add({ itemId: shop.products.print.itemId, quantity: 1 });
    expect(customer.cookies.has('ss_cart')).toBe(false);
    const [tee, print] = (await customer.getCart()).json().entries.map((e: { id: string }) => e.id);
    const send = (path: string, fields: Record<string, string>) => customer.request('POST', path, form(fields), { crumb: false, xsrf: false, headers: { ...FORM, ...SAME_ORIGIN } });
    expect((await send('/cart/update', { entryId: tee, quantity: '4' })).statusCode).toBe(303);
    expect((await send('/cart/remove', { entryId: print })).statusCode).toBe(303);
    expect((await customer.getCart()).json().entries.map((e: { title: string; quantity: number }) => [e.title, e.quantity])).toEqual([['Linen Tee', 4]]);
  });
});
