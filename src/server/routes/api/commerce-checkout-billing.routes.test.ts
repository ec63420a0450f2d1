/**
 * The billing address over HTTP (GAP-51, GAP-52): a checkout without one bills the shipping
 * address; a different one is kept and shown on the order pages and to the owner; a provided
 * one is checked like the shipping address, its field errors in `data.errors` under
 * `billingAddress.*`; a cart that ships nothing keeps the billing address alone. The same for
 * the subscription page's checkout.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { planProduct } from '../../../../test/support/subscriptions';

const CHECKOUT = '/api/commerce/checkout';
const SUBSCRIBE = '/api/3/commerce/cart/subscription';
const card = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const shipping = { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'us' };
const billing = { name: 'Ada King Byron', line1: '12 St James Sq', line2: 'Floor 2', city: 'London', region: 'Greater London', postalCode: 'SW1Y 4JH', country: 'gb' };
const SHIPPING_ORDER_ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' };
const BILLING_ORDER_ADDRESS = { firstName: 'Ada', lastName: 'King Byron', line1: '12 St James Sq', line2: 'Floor 2', city: 'London', region: 'Greater London', postalCode: 'SW1Y 4JH', countryCode: 'GB' };
const BILLING_HTML = 'Billing address</h2>\n  <address class="OrderSummary-address">Ada King Byron<br>12 St James Sq<br>Floor 2<br>SW1Y 4JH London, Greater London<br>GB</address>';
let keys = 0;
const newKey = () => `billing-key-${++keys}-${Math.random().toString(16).slice(2, 10)}`;

describeDatabase('billing address at checkout', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };
  const checkout = (visitor: CartVisitor, body: Record<string, unknown> = {}) =>
    visitor.request('POST', CHECKOUT, { email: 'ada@example.com', shippingAddress: shipping, payment: card, idempotencyKey: newKey(), ...body });
  const page = async (visitor: CartVisitor, url: string) => (await visitor.request('GET', url)).body;
  const ordersOf = (websiteId: string) => db().query<{ n: number }>('select count(*)::int as n from orders_orders where website_id = $1', [websiteId]);

  it('GAP-51 GAP-52 without a billing address the order is billed to its shipping address; the pages do not repeat it', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const res = await checkout(visitor);
    expect(res.statusCode).toBe(200);
    const { order, orderConfirmedUrl, orderStatusPageUrl, orderStatusUrl } = res.json();
    expect(order.shippingAddress).toEqual(SHIPPING_ORDER_ADDRESS);
    expect(order.billingAddress).toEqual(SHIPPING_ORDER_ADDRESS);
    expect((await visitor.request('GET', orderStatusUrl)).json().order.billingAddress).toEqual(SHIPPING_ORDER_ADDRESS);
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const detail = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers });
    expect(detail.json().order.billingAddress).toEqual(SHIPPING_ORDER_ADDRESS);
    for (const url of [orderConfirmedUrl, orderStatusPageUrl]) {
      const html = await page(visitor, url);
      expect(html).toContain('Shipping to</h2>');
      expect(html).not.toContain('Billing address');
    }
    // The same address typed again as billing is still the shipping address to the buyer.
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    const typedTwice = (await checkout(visitor, { billingAddress: { ...shipping, country: 'US' } })).json();
    expect(typedTwice.order.billingAddress).toEqual(SHIPPING_ORDER_ADDRESS);
    expect(await page(visitor, typedTwice.orderConfirmedUrl)).not.toContain('Billing address');
    await app.close();
  });

  it('GAP-52 a different billing address is kept and shown on the order confirmed and order status pages, and to the owner', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const res = await checkout(visitor, { billingAddress: billing });
    expect(res.statusCode).toBe(200);
    const { order, orderConfirmedUrl, orderStatusPageUrl } = res.json();
    expect(order).toMatchObject({ shippingAddress: SHIPPING_ORDER_ADDRESS, billingAddress: BILLING_ORDER_ADDRESS });
    for (const url of [orderConfirmedUrl, orderStatusPageUrl]) {
      const html = await page(visitor, url);
      expect(html).toContain('Ada Lovelace<br>1 Main St<br>12345 Springfield<br>US</address>');
      expect(html).toContain(BILLING_HTML);
    }
    const json = (await visitor.request('GET', `${orderStatusPageUrl}&format=json`)).json();
    expect(json.order).toMatchObject({ showBillingAddress: true, billingAddress: { name: 'Ada King Byron', cityLine: 'SW1Y 4JH London, Greater London', countryCode: 'GB' } });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    expect((await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers })).json().order.billingAddress).toEqual(BILLING_ORDER_ADDRESS);
    await app.close();
  });

  it('GAP-52 a billing address is checked like the shipping address: field errors under billingAddress.*, and no order', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const missing = await checkout(visitor, { billingAddress: { ...billing, postalCode: '  ', name: undefined } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(Object.keys(missing.json().data.errors).sort()).toEqual(['billingAddress.name', 'billingAddress.postalCode']);
    // The very same mistakes in the shipping address answer with the same messages under its own keys.
    const shippingMissing = await checkout(visitor, { shippingAddress: { ...shipping, postalCode: '  ', name: undefined } });
    expect(shippingMissing.json().data.errors).toEqual({
      'shippingAddress.name': missing.json().data.errors['billingAddress.name'],
      'shippingAddress.postalCode': missing.json().data.errors['billingAddress.postalCode'],
    });
    const tooLong = await checkout(visitor, { billingAddress: { ...billing, city: 'x'.repeat(101), country: 'GBR' } });
    expect(Object.keys(tooLong.json().data.errors).sort()).toEqual(['billingAddress.city', 'billingAddress.country']);
    expect(tooLong.json().data.errors['billingAddress.country']).toBe('A two-letter country code.');
    const notAnAddress = await checkout(visitor, { billingAddress: 'London' });
    expect(notAnAddress.statusCode).toBe(400);
    expect(Object.keys(notAnAddress.json().data.errors)).toEqual(['billingAddress']);
    expect((await ordersOf(site.id))[0]!.n).toBe(0);
    expect((await visitor.getCart()).json().entries).toHaveLength(1);
    await app.close();
  });

  it('GAP-52 a cart that ships nothing keeps the billing address alone, and its pages show it', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    const res = await checkout(visitor, { shippingAddress: undefined, billingAddress: billing });
    expect(res.statusCode).toBe(200);
    const { order, orderConfirmedUrl } = res.json();
    expect(order).toMatchObject({ shippingAddress: null, billingAddress: BILLING_ORDER_ADDRESS });
    const html = await page(visitor, orderConfirmedUrl);
    expect(html).not.toContain('Shipping to');
    expect(html).toContain(BILLING_HTML);
    await app.close();
  });

  it('GAP-52 GAP-62 the subscription checkout bills the shipping address unless told otherwise, and checks a billing address the same way', async () => {
    const { app, visitor, products, site } = await setup();
    const subscribe = async (itemId: string) => (await visitor.request('POST', SUBSCRIBE, { itemId })).json().cartToken as string;
    const pay = async (token: string, body: Record<string, unknown>) =>
      visitor.request('POST', `${SUBSCRIBE}/${token}/checkout`, { email: 'ada@example.com', shippingAddress: shipping, payment: card, idempotencyKey: newKey(), ...body });
    const same = await pay(await subscribe(products.subscription.itemId), {});
    expect(same.statusCode).toBe(200);
    expect(same.json().order).toMatchObject({ shippingAddress: SHIPPING_ORDER_ADDRESS, billingAddress: SHIPPING_ORDER_ADDRESS });
    const token = await subscribe(products.subscription.itemId);
    const bad = await pay(token, { billingAddress: { ...billing, line1: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors)).toEqual(['billingAddress.line1']);
    const other = await pay(token, { billingAddress: billing });
    expect(other.statusCode).toBe(200);
    expect(other.json().order).toMatchObject({ shippingAddress: SHIPPING_ORDER_ADDRESS, billingAddress: BILLING_ORDER_ADDRESS });
    // A service ships nothing: the order keeps the billing address alone.
    const service = await planProduct(app, site.id, { value: 1, unit: 'MONTH', cycles: 0 }, { productType: 3 });
    const lesson = await pay(await subscribe(service.itemId), { shippingAddress: undefined, billingAddress: billing });
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json().order).toMatchObject({ shippingAddress: null, billingAddress: BILLING_ORDER_ADDRESS });
    await app.close();
  });
});
