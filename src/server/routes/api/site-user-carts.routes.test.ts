/**
 * Carts of signed-in site users over HTTP (CART-15, GAP-60, USER-06): the user's cart on any
 * device, the anonymous cart merged at sign-in (quantities summed, capped by stock, what cannot
 * fit dropped), sign-out with and without cloneCart, and checkout of the user's cart.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { orderDto } from '../../http/dto/buyer-order';
import { browser, customerEmail, SITE_USER_PASSWORD, type Browser } from '../../../../test/support/site-users';

type Line = { title: string; quantity: number; chosenVariant: { sku: string } };
const lines = async (b: Browser) => {
  const cart = (await b.getCart()).json();
  return cart.entries.map((e: Line) => [e.chosenVariant.sku, e.quantity]);
};

describeDatabase('site user carts', (db) => {
  let ip = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    const device = () => browser(app, shop.host, `192.0.2.${++ip % 250}`);
    const email = customerEmail();
    const first = device();
    expect((await first.signUp({ email, password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    return { app, ...shop, device, email, first };
  };
  const openCarts = (app: FastifyInstance, websiteId: string) =>
    db().query<{ site_user_id: string | null }>('select site_user_id from cart_carts where website_id = $1 and not is_purchased order by created_at', [websiteId]);

  it('CART-15 the signed-in cart follows the user to a second device that has no cart cookie', async () => {
    const { app, products, device, email, first } = await setup();
    const add = await first.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 2 });
    expect(add.statusCode).toBe(200);
    // A user's cart is not named by any cookie.
    expect(add.cookies.find((c) => c.name === 'ss_cart')).toBeUndefined();
    const second = device();
    expect(await lines(second)).toEqual([]);
    await second.signIn(email);
    expect(second.cookies.has('ss_cart')).toBe(false);
    expect(await lines(second)).toEqual([[products.tee.skus[2], 2]]);
    await second.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    expect(await lines(first)).toEqual([[products.tee.skus[2], 2], [products.print.skus[0], 1]]);
    await app.close();
  });

  it('GAP-60 CART-15 signing in merges the anonymous cart: same variant and answers summed, capped by stock; the anonymous cart is gone', async () => {
    const { app, products, device, email, first, site } = await setup();
    const [s, , l] = products.tee.skus;
    await first.add({ itemId: products.tee.itemId, sku: s, quantity: 2 });
    await first.add({ itemId: products.engraved.itemId, sku: null, quantity: 1, additionalFields: '{"a":"1","b":"2"}' });
    await first.add({ itemId: products.tee.itemId, sku: l, quantity: 9000 });
    const anon = device();
    await anon.add({ itemId: products.tee.itemId, sku: s, quantity: 2 }); // 2 + 2 > 3 in stock: capped at 3
    await anon.add({ itemId: products.engraved.itemId, sku: null, quantity: 1, additionalFields: '{"b":"2","a":"1"}' }); // same answers: summed to 2
    await anon.add({ itemId: products.engraved.itemId, sku: null, quantity: 1, additionalFields: '{"a":"other"}' }); // the mug's 2 are taken: dropped
    await anon.add({ itemId: products.tee.itemId, sku: l, quantity: 2000 }); // unlimited stock, but 9999 at most a line
    await anon.add({ itemId: products.ebook.itemId, sku: null, quantity: 3 }); // a new line
    const anonToken = anon.cookies.get('ss_cart')!;

    const signIn = await anon.signIn(email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.cookies.find((c) => c.name === 'ss_cart')?.value).toBe('');
    const mug = products.engraved.skus[0];
    const merged = [[s, 3], [mug, 2], [l, 9999], [products.ebook.skus[0], 3]];
    expect(await lines(anon)).toEqual(merged);
    expect(await lines(first)).toEqual(merged);
    expect(await openCarts(app, site.id)).toEqual([{ site_user_id: expect.any(String) }]);
    // The old anonymous cookie finds nothing any more, even after signing out.
    await anon.signOut(false);
    anon.cookies.set('ss_cart', anonToken);
    expect(await lines(anon)).toEqual([]);
    await app.close();
  });

  it('GAP-60 lines of products deleted since, or no longer in stock, are dropped without failing the sign-in', async () => {
    const { app, products, device, email, site } = await setup();
    const anon = device();
    await anon.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    await anon.add({ itemId: products.ebook.itemId, sku: null, quantity: 1 });
    await anon.add({ itemId: products.lesson.itemId, sku: null, quantity: 2 });
    await app.services.storeFlows.deleteProduct(site.id, products.ebook.itemId);
    const print = (await app.services.inventory.getStock(site.id, products.print.variantIds))[0]!;
    await app.services.inventory.adjustStock(site.id, products.print.variantIds[0]!, { expected: print.qtyInStock, quantity: 0 });
    expect((await anon.signIn(email)).statusCode).toBe(200);
    expect(await lines(anon)).toEqual([[products.lesson.skus[0], 2]]);
    await app.close();
  });

  it('USER-06 GAP-60 sign-out with cloneCart=true leaves the visitor a copy; the user cart stays for the next sign-in', async () => {
    const { app, products, device, email, first } = await setup();
    await first.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 2 });
    const out = await first.signOut(true);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'ss_cart')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await lines(first)).toEqual([[products.tee.skus[0], 2]]);
    // The copy is the anonymous visitor's own: changing it leaves the user's cart alone.
    await first.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    const elsewhere = device();
    await elsewhere.signIn(email);
    expect(await lines(elsewhere)).toEqual([[products.tee.skus[0], 2]]);
    await app.close();
  });

  it('USER-06 sign-out with cloneCart=false (or without it) leaves the visitor an empty cart', async () => {
    const { app, products, device, email, first } = await setup();
    await first.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const out = await first.signOut(false);
    expect(out.cookies.find((c) => c.name === 'ss_cart')).toBeUndefined();
    expect(await lines(first)).toEqual([]);
    const second = device();
    await second.signIn(email);
    await second.signOut();
    expect(await lines(second)).toEqual([]);
    await second.signIn(email);
    expect(await lines(second)).toEqual([[products.tee.skus[0], 1]]);
    await app.close();
  });

  it('CART-15 a signed-in user checks out their own cart; the next add starts a new one', async () => {
    const { app, products, first, site } = await setup();
    await first.add({ itemId: products.ebook.itemId, sku: null, quantity: 1 });
    const cartId = (await first.getCart()).json().id;
    const res = await first.request('POST', '/api/commerce/checkout', {
      email: 'ada@example.com',
      payment: { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      idempotencyKey: `site-user-checkout-${site.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.purchasedCartId).toBe(cartId);
    expect(await lines(first)).toEqual([]);
    await first.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    expect(await lines(first)).toEqual([[products.print.skus[0], 1]]);
    expect(await openCarts(app, site.id)).toHaveLength(1);
    await app.close();
  });
  it('GAP-60 a signed-in customer\'s orders carry their account and make their order history; guests\' and others\' orders stay out', async () => {
    const { app, products, first, device, site } = await setup();
    const pay = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
    await first.add({ itemId: products.ebook.itemId, sku: null, quantity: 1 });
    const mine = (await first.request('POST', '/api/commerce/checkout', { email: 'ada@example.com', payment: pay, idempotencyKey: `history-mine-${site.id}` })).json().order;
    const guest = device();
    await guest.add({ itemId: products.ebook.itemId, sku: null, quantity: 1 });
    expect((await guest.request('POST', '/api/commerce/checkout', { email: 'guest@example.com', payment: pay, idempotencyKey: `history-guest-${site.id}` })).statusCode).toBe(200);
    const history = await first.request('GET', '/api/site-users/account/orders');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ orders: [{ id: mine.id, orderNumber: mine.orderNumber, customerEmail: 'ada@example.com' }], nextCursor: null });
    expect(history.json().orders[0].orderStatusPageUrl).toMatch(/^\/checkout\/order-status\?orderId=/);
    // The whole buyer's view of the order, as the response schema lists it (a field it forgets is stripped).
    const { orderStatusPageUrl, ...listed } = history.json().orders[0];
    expect(orderStatusPageUrl).toEqual(expect.any(String));
    expect(listed).toEqual(orderDto((await app.services.orders.get(site.id, mine.id))!));
    expect((await guest.request('GET', '/api/site-users/account/orders')).statusCode).toBe(401);
    const [row] = await db().query<{ site_user_id: string | null }>('select site_user_id from orders_orders where id = $1', [mine.id]);
    expect(row!.site_user_id).toBe((await first.request('GET', '/api/site-users/account')).json().id);
    await app.close();
  });
});
