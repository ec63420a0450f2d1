/**
 * The visitor's checkout over HTTP (GAP-51, GAP-52, GAP-59, CHK-01..03): the cart in the
 * cookie becomes an order, once per key, with the stock taken, the cart closed and the
 * confirmation email queued; declines, extra steps, empty carts, missing addresses, stock
 * gone, and the order status call's site isolation.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { CART_CHANGES_PER_MINUTE } from '../../http/cart-visitor';

const CHECKOUT = '/api/commerce/checkout';
const card = (number: string) => ({ type: 'card', number, expMonth: 12, expYear: 2030, cvc: '123' });
const CARDS = { ok: card('4242 4242 4242 4242'), declined: card('4000 0000 0000 0002'), extraStep: card('4000 0027 6000 3184') };
const address = { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'us' };
let keys = 0;
const newKey = () => `checkout-key-${++keys}-${Math.random().toString(16).slice(2, 10)}`;

describeDatabase('visitor checkout', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };
  const checkout = (visitor: CartVisitor, body: Record<string, unknown> = {}) =>
    visitor.request('POST', CHECKOUT, { email: 'ada@example.com', shippingAddress: address, payment: CARDS.ok, idempotencyKey: newKey(), ...body });
  const stockOf = async (visitor: CartVisitor, itemId: string) =>
    (await visitor.request('GET', `/api/commerce/inventory/stock?itemId=${itemId}`)).json().results.map((r: { qtyInStock: number }) => r.qtyInStock);
  const charges = (websiteId: string, key: string) =>
    db().query<{ status: string }>('select status from payments_charges where website_id = $1 and checkout_key = $2', [websiteId, key]);
  const outbox = (websiteId: string) =>
    db().query<{ to_address: string; subject: string }>('select to_address, subject from outbox_messages where website_id = $1', [websiteId]);

  it('CHK-01 CHK-02 places the order of the cart: stock taken, cart closed, confirmation email queued', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 2 });
    const res = await checkout(visitor);
    expect(res.statusCode).toBe(200);
    const { order, orderStatusUrl } = res.json();
    expect(order).toMatchObject({
      id: expect.any(String),
      orderNumber: expect.any(Number),
      websiteId: site.id,
      purchasedCartId: expect.any(String),
      testMode: false,
      customerEmail: 'ada@example.com',
      shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' },
      currency: 'USD',
      items: [{ sku: products.tee.skus[0], productName: 'Linen Tee', quantity: 2, unitPrice: 2500 }],
      subtotal: 5000,
      shippingTotal: 0,
      taxTotal: 0,
      grandTotal: 5000,
    });
    expect(order.accessToken).toBeUndefined();
    expect(await stockOf(visitor, products.tee.itemId)).toEqual([1, 0, 0]);
    const cart = (await visitor.getCart()).json();
    expect(cart).toMatchObject({ id: null, entries: [] });
    expect(await outbox(site.id)).toEqual([expect.objectContaining({ to_address: 'ada@example.com', subject: expect.stringContaining(`#${order.orderNumber}`) })]);
    const status = await visitor.request('GET', orderStatusUrl);
    expect(status.statusCode).toBe(200);
    expect(status.json().order).toEqual(order);
    await app.close();
  });

  it('CHK-01 a retried submit with the same key makes one order and one charge', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const idempotencyKey = newKey();
    const first = await checkout(visitor, { idempotencyKey });
    const second = await checkout(visitor, { idempotencyKey });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(await charges(site.id, idempotencyKey)).toEqual([{ status: 'captured' }]);
    expect(await stockOf(visitor, products.tee.itemId)).toEqual([2, 0, 0]);
    expect(await outbox(site.id)).toHaveLength(1);
    await app.close();
  });

  it('a declined card answers 402 with the processor message; the cart stays open and no stock is taken', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const res = await checkout(visitor, { payment: CARDS.declined });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ status: 402, code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    expect((await visitor.getCart()).json().entries).toHaveLength(1);
    expect(await stockOf(visitor, products.tee.itemId)).toEqual([3, 0, 0]);
    await app.close();
  });

  it('a payment that needs an extra step answers 202 requires_action; confirm places the order', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    const idempotencyKey = newKey();
    const res = await checkout(visitor, { payment: CARDS.extraStep, idempotencyKey });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'requires_action', action: { type: 'confirm' } });
    expect(await stockOf(visitor, products.print.itemId)).toEqual([1]);
    const confirmed = await visitor.request('POST', `${CHECKOUT}/confirm`, { idempotencyKey });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order).toMatchObject({ grandTotal: 12000, items: [{ productName: 'Signed Print', quantity: 1 }] });
    expect(await stockOf(visitor, products.print.itemId)).toEqual([0]);
    expect((await visitor.getCart()).json().id).toBeNull();
    expect(await charges(site.id, idempotencyKey)).toEqual([{ status: 'captured' }]);
    const again = await visitor.request('POST', `${CHECKOUT}/confirm`, { idempotencyKey });
    expect(again.json().order.id).toBe(confirmed.json().order.id);
    const unknown = await visitor.request('POST', `${CHECKOUT}/confirm`, { idempotencyKey: newKey() });
    expect(unknown.statusCode).toBe(404);
    await app.close();
  });

  it('an empty cart, or no cart at all, answers 400 with a clear message', async () => {
    const { app, visitor, products } = await setup();
    const none = await checkout(visitor);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'CHECKOUT_CART_EMPTY', message: 'Your cart is empty. Add an item before checking out.' });
    const added = (await visitor.add({ itemId: products.ebook.itemId, sku: null })).json();
    await visitor.request('DELETE', `/api/commerce/shopping-cart/entries/${added.newlyAdded.id}`);
    expect((await checkout(visitor)).json().code).toBe('CHECKOUT_CART_EMPTY');
    await app.close();
  });

  it('GAP-51 a cart that requires shipping needs a shipping address; a digital cart does not', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const res = await checkout(visitor, { shippingAddress: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { shippingAddress: 'A shipping address is required.' } } });
    expect((await visitor.getCart()).json().entries).toHaveLength(2);
    await app.close();
  });

  it('GAP-51 a purely digital cart checks out without a shipping address', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    const res = await checkout(visitor, { shippingAddress: undefined });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ shippingAddress: null, grandTotal: 999 });
    await app.close();
  });

  it('GAP-59 stock gone between add and checkout answers 409 with the spec message and charges nothing', async () => {
    const { app, visitor, products, host, site } = await setup();
    const rival = cartVisitor(app, host, '127.0.0.2');
    await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    await rival.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    expect((await checkout(rival)).statusCode).toBe(200);
    const idempotencyKey = newKey();
    const res = await checkout(visitor, { idempotencyKey });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVENTORY_INSUFFICIENT', message: 'Sorry, we do not have enough of that item available.' });
    expect(await stockOf(visitor, products.print.itemId)).toEqual([0]);
    // Known before charging: no charge to refund, nothing at the processor.
    expect(await charges(site.id, idempotencyKey)).toEqual([]);
    expect(await db().query('select reference from payments_test_processor_payments where website_id = $1 and idempotency_key like $2', [site.id, `${idempotencyKey}%`])).toEqual([]);
    expect((await visitor.getCart()).json().entries).toHaveLength(1);
    await app.close();
  });

  it('a product withdrawn between add and checkout answers 404 as adding it would, and charges nothing', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    await app.services.content.setItemStatus(site.id, products.print.itemId, { status: 'private' }, { canPublish: true });
    const idempotencyKey = newKey();
    const res = await checkout(visitor, { idempotencyKey });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CART_ITEM_UNAVAILABLE', message: 'Sorry, that item is not available.' });
    expect(await charges(site.id, idempotencyKey)).toEqual([]);
    // Nothing was taken: published again (the stock call hides unpublished items), it still has its one unit.
    await app.services.content.setItemStatus(site.id, products.print.itemId, { status: 'published' }, { canPublish: true });
    expect(await stockOf(visitor, products.print.itemId)).toEqual([1]);
    await app.close();
  });

  it('field errors come back in data.errors; a write without the crumb changes nothing', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const bad = await checkout(visitor, { email: 'nope', idempotencyKey: 'short', payment: { type: 'cash' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['email', 'idempotencyKey', 'payment.type']);
    const noCrumb = await visitor.request('POST', CHECKOUT, { email: 'ada@example.com', shippingAddress: address, payment: CARDS.ok, idempotencyKey: newKey() }, { crumb: false });
    expect(noCrumb.json()).toMatchObject({ crumbFail: true });
    expect(await stockOf(visitor, products.tee.itemId)).toEqual([3, 0, 0]);
    await app.close();
  });

  it('the instalment payment method places the order through the test processor', async () => {
    const { app, visitor, products, site } = await setup();
    // Instalments need a connected provider account (GAP-63; refusals in commerce-instalments.routes.test.ts).
    await app.services.storeSettings.updateStoreSettings(site.id, { instalments: { connected: true, paymentAccountCountry: 'US' } });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    const res = await checkout(visitor, { payment: { type: 'instalments' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ grandTotal: 2700, paymentSummary: '4 instalments of $6.75' });
    await app.close();
  });

  it('GAP-75 checkout submits are limited per visitor like other cart changes (429)', async () => {
    const { app, visitor } = await setup();
    for (let i = 0; i < CART_CHANGES_PER_MINUTE; i++) expect((await checkout(visitor)).statusCode).toBe(400);
    const limited = await checkout(visitor);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    await app.close();
  });

  it('GAP-51 the order status call needs the order token and never answers for another site', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    const { order, orderStatusUrl } = (await checkout(visitor)).json();
    const other = await createCartSite(app);
    const stranger = cartVisitor(app, other.host);
    const elsewhere = await stranger.request('GET', orderStatusUrl);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'That order could not be found.' });
    expect((await visitor.request('GET', `/api/commerce/orders/${order.id}?token=wrong`)).statusCode).toBe(404);
    expect((await visitor.request('GET', `/api/commerce/orders/${order.id}`)).statusCode).toBe(404);
    expect((await visitor.request('GET', orderStatusUrl)).statusCode).toBe(200);
    await app.close();
  });
});
