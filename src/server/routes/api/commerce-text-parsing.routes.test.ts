/**
 * issue 15 §2: the cart, cart-choice and checkout calls check their text bodies in their own
 * parsers (checked-text-parsers.ts) instead of text-boundary's per-request stream; the rule is
 * the same as on every other route: bytes that are not UTF-8, a NUL or a lone surrogate answer
 * 400 INVALID_TEXT before anything is written, and text that is UTF-8 (an accent, a euro sign)
 * goes through.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';

const INVALID_TEXT = { status: 400, code: 'INVALID_TEXT', message: 'The request contains characters that are not allowed.' };

describeDatabase('cart and checkout calls: text bodies checked by their parsers', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    const crumb = randomBytes(18).toString('base64url');
    let cart = '';
    const send = async (method: 'POST' | 'PUT', url: string, payload: string | Buffer) => {
      const res = await app.inject({
        method,
        url,
        payload,
        headers: { host: shop.host, 'content-type': 'application/json', cookie: `crumb=${crumb}${cart}`, 'x-csrf-token': crumb },
      });
      const set = res.cookies.find((c) => c.name === 'ss_cart');
      if (set !== undefined) cart = `; ss_cart=${set.value}`;
      return res;
    };
    return { app, shop, send };
  };

  /** `json` as UTF-8 bytes with its first `é` (C3 A9) cut to a lone C3: not UTF-8. */
  const broken = (json: string) => {
    const bytes = Buffer.from(json);
    const at = bytes.indexOf(Buffer.from('é'));
    return Buffer.concat([bytes.subarray(0, at + 1), bytes.subarray(at + 2)]);
  };

  it('issue 15 §2 add to cart, shipping location and checkout refuse bytes that are not UTF-8, a NUL and a lone surrogate; nothing is written', async () => {
    const { app, shop, send } = await setup();
    const add = { itemId: shop.products.tee.itemId, sku: shop.products.tee.skus[0], quantity: 1 };
    const ENTRIES = '/api/commerce/shopping-cart/entries';
    expect((await send('POST', ENTRIES, broken(JSON.stringify({ ...add, note: 'é' })))).json()).toEqual(INVALID_TEXT);
    expect((await send('POST', ENTRIES, JSON.stringify({ ...add, sku: 'a\u0000' }))).json()).toEqual(INVALID_TEXT);
    expect((await send('POST', ENTRIES, `{"itemId":"\\ud800","sku":"x","quantity":1}`)).json()).toEqual(INVALID_TEXT);
    expect((await app.inject({ url: '/api/commerce/shopping-cart', headers: { host: shop.host } })).json().entries ?? []).toEqual([]);

    expect((await send('POST', ENTRIES, JSON.stringify(add))).statusCode).toBe(200);
    const LOCATION = '/api/commerce/shopping-cart/shipping-location';
    expect((await send('PUT', LOCATION, broken(JSON.stringify({ country: 'US', postalCode: '10001', city: 'é' })))).json()).toEqual(INVALID_TEXT);
    const located = await send('PUT', LOCATION, JSON.stringify({ country: 'US', region: 'NY', postalCode: '10001' }));
    expect(located.statusCode).toBe(200);

    const address = { name: 'Zoë Brontë', line1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
    const checkout = { email: 'ada@example.com', shippingAddress: address, payment: { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' }, idempotencyKey: 'text-parsing-1' };
    expect((await send('POST', '/api/commerce/checkout', broken(JSON.stringify({ ...checkout, shippingAddress: { ...address, line1: 'é' } })))).json()).toEqual(INVALID_TEXT);
    expect((await send('POST', '/api/commerce/checkout', JSON.stringify({ ...checkout, email: 'ada\u0000@example.com' }))).json()).toEqual(INVALID_TEXT);
    expect((await app.services.orders.listOrders(shop.site.id)).orders).toEqual([]);
    // UTF-8 text (ë, accents) is taken as it is.
    const placed = await send('POST', '/api/commerce/checkout', JSON.stringify(checkout));
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await app.services.orders.listOrders(shop.site.id)).orders.map((o) => o.customerName)).toEqual(['Zoë Brontë']);
    await app.close();
  });
});
