/**
 * The buyer's order pages (GAP-51, GAP-64, NAV-12): order confirmed 202 and order status 211
 * by order id plus token, as HTML from the theme and as `?format=json`; a wrong or missing
 * token is the not-found page; never cached or indexed. And test mode (GAP-58): the owner's
 * toggle marks checkout orders testMode, leaves stock alone, and shows the banner.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import type { Order } from '../../../modules/orders';

const card = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
let keys = 0;
const newKey = () => `order-page-key-${++keys}-${Math.random().toString(16).slice(2, 10)}`;

describeDatabase('order confirmed and order status pages', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };

  /** An order with every total set: 2 × 'Mug & Cup' at 25.00, 5.00 off, 7.00 shipping, 3.60 tax. */
  const placeOrder = async (app: FastifyInstance, websiteId: string, testMode = false): Promise<Order> => {
    const result = await app.services.orderFlows.placeOrder({
      checkout: {
        websiteId,
        idempotencyKey: newKey(),
        purchasedCartId: null,
        testMode,
        currency: 'USD',
        customerEmail: 'ada@example.com',
        shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', line1: '1 <Main> St', line2: 'Flat 2', city: 'Springfield', postalCode: '12345', countryCode: 'US' },
        billingAddress: null,
        lines: [{ itemId: 'item-1', variantId: `${websiteId}-unstocked`, sku: 'MUG<1>', productName: 'Mug & Cup', quantity: 2, unitPrice: 2500, stockTracked: false }],
        subtotal: 5000,
        discountTotal: 500,
        shippingTotal: 700,
        taxTotal: 360,
        grandTotal: 5560,
      },
      payment: { type: 'card', number: '4242424242424242' },
    });
    if (result.status !== 'placed') throw new Error('not placed');
    return result.order;
  };
  const pageUrl = (page: string, order: Order, extra = '') => `/checkout/${page}?orderId=${order.id}&token=${order.accessToken}${extra}`;

  it('GAP-51 GAP-64 NAV-12 CHK-02 the order confirmed page (202) shows the number, items, totals and shipping address', async () => {
    const { app, site, host } = await setup();
    const order = await placeOrder(app, site.id);
    const res = await app.inject({ method: 'GET', url: pageUrl('order-confirmed', order), headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' });
    const html = res.body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<link rel="canonical" href="http://${host}/checkout/order-confirmed">`);
    expect(html).toContain('class="page-type-202 ');
    expect(html).toContain(`Order #${order.orderNumber}</p>`);
    expect(html).toContain('<td>Mug &amp; Cup</td><td class="OrderSummary-sku">MUG&lt;1&gt;</td><td class="is-number">2</td><td class="is-number">$25.00</td>');
    expect(html).toContain('<dt>Subtotal</dt><dd>$50.00</dd>');
    expect(html).toContain('<dt>Discount</dt><dd>&minus;$5.00</dd>');
    expect(html).toContain('<dt>Shipping</dt><dd>$7.00</dd>');
    expect(html).toContain('<dt>Tax</dt><dd>$3.60</dd>');
    expect(html).toContain('<dt>Total</dt><dd>$55.60</dd>');
    expect(html).toContain('Ada Lovelace<br>1 &lt;Main&gt; St<br>Flat 2<br>12345 Springfield<br>US</address>');
    expect(html).toContain(`href="/checkout/order-status?orderId=${order.id}&amp;token=${order.accessToken}"`);
    expect(html).not.toContain('TestModeBanner');
    await app.close();
  });

  it('GAP-64 NAV-12 the order status page (211) shows payment and delivery states; ?format=json gives its data', async () => {
    const { app, site, host } = await setup();
    const order = await placeOrder(app, site.id);
    await app.services.orders.setFulfillmentStatus(site.id, order.id, 'fulfilled');
    await app.services.orderFlows.refundOrder(site.id, order.id, { amount: 1000, idempotencyKey: 'status-page-refund' });
    const res = await app.inject({ method: 'GET', url: pageUrl('order-status', order), headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('class="page-type-211 ');
    expect(res.body).toContain('<dt>Payment</dt><dd>Partly refunded</dd>');
    expect(res.body).toContain('<dt>Delivery</dt><dd>Fulfilled</dd>');
    expect(res.body).toContain('<dt>Refunded</dt><dd>$10.00</dd>');
    const json = await app.inject({ method: 'GET', url: pageUrl('order-status', order, '&format=json'), headers: { host } });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['cache-control']).toBe('private, no-store');
    const context = json.json();
    expect(context.pageType).toBe(211);
    expect(context.order).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      testMode: false,
      status: 'partially_refunded',
      items: [{ sku: 'MUG<1>', productName: 'Mug & Cup', quantity: 2, unitPrice: { value: '25.00', currency: 'USD' } }],
      subtotal: { value: '50.00', currency: 'USD' },
      discountTotal: { value: '5.00' },
      shippingTotal: { value: '7.00' },
      taxTotal: { value: '3.60' },
      grandTotal: { value: '55.60', currency: 'USD' },
      refundedTotal: { value: '10.00' },
      shippingAddress: { name: 'Ada Lovelace', line1: '1 <Main> St', city: 'Springfield', postalCode: '12345', countryCode: 'US' },
    });
    const confirmed = await app.inject({ method: 'GET', url: pageUrl('order-confirmed', order, '&format=json'), headers: { host } });
    expect(confirmed.json().pageType).toBe(202);
    await app.close();
  });

  it("GAP-51 a wrong or missing token, an unknown id or another site's order is the not-found page", async () => {
    const { app, site, host } = await setup();
    const order = await placeOrder(app, site.id);
    const other = await createCartSite(app);
    const theirs = await placeOrder(app, other.site.id);
    const attempts = [
      `/checkout/order-confirmed?orderId=${order.id}&token=wrong`,
      `/checkout/order-status?orderId=${order.id}`,
      `/checkout/order-status?orderId=${order.id}&token=`,
      `/checkout/order-status?token=${order.accessToken}`,
      `/checkout/order-confirmed?orderId=nope&token=${order.accessToken}`,
      `/checkout/order-confirmed?orderId=${order.id}&token=${theirs.accessToken}`,
      pageUrl('order-confirmed', theirs),
      `${pageUrl('order-status', theirs)}&format=json`,
      `/checkout/order-status?orderId=${'x'.repeat(500)}&token=${order.accessToken}`,
    ];
    for (const url of attempts) {
      const res = await app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.body, url).not.toContain('Mug &amp; Cup');
      expect(res.body, url).not.toContain('Mug & Cup');
    }
    const html = await app.inject({ method: 'GET', url: attempts[0]!, headers: { host } });
    expect(html.body).toContain('Page not found');
    // The theme's page names are not pages of their own.
    expect((await app.inject({ method: 'GET', url: '/order-confirmed', headers: { host } })).statusCode).toBe(404);
    await app.close();
  });

  it('GAP-51 GAP-64 checkout answers the order confirmed page URL, which shows that order', async () => {
    const { app, visitor, products } = await setup();
    // A service ships nothing: no shipping step stands between the cart and the order.
    await visitor.add({ itemId: products.lesson.itemId, sku: null, quantity: 1 });
    const res = await visitor.request('POST', '/api/commerce/checkout', { email: 'ada@example.com', payment: card, idempotencyKey: newKey() });
    expect(res.statusCode, res.body).toBe(200);
    const { order, orderConfirmedUrl, orderStatusPageUrl } = res.json();
    expect(orderConfirmedUrl).toMatch(new RegExp(`^/checkout/order-confirmed\\?orderId=${order.id}&token=[^&]+$`));
    expect(orderStatusPageUrl).toBe(orderConfirmedUrl.replace('order-confirmed', 'order-status'));
    const page = await visitor.request('GET', orderConfirmedUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Order #${order.orderNumber}</p>`);
    expect(page.body).toContain('<td>Pottery Lesson</td>');
    expect((await visitor.request('GET', orderStatusPageUrl)).statusCode).toBe(200);
    await app.close();
  });

  it('GAP-58 CHK-03 with test mode on, checkout orders are testMode, take no stock and show the banner; off again, orders are live and take stock', async () => {
    const { app, site, host, visitor, products } = await setup();
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const stock = async () => (await visitor.request('GET', `/api/commerce/inventory/stock?itemId=${products.lesson.itemId}`)).json().results[0].qtyInStock;
    const buy = async () => {
      await visitor.add({ itemId: products.lesson.itemId, sku: null, quantity: 1 });
      const res = await visitor.request('POST', '/api/commerce/checkout', { email: 'ada@example.com', payment: card, idempotencyKey: newKey() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const on = await app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers, payload: { testMode: true } });
    expect(on.json().storeSettings.testMode).toBe(true);
    const home = await app.inject({ method: 'GET', url: '/?format=json', headers: { host } });
    expect(home.json().websiteSettings.storeSettings.testMode).toBe(true);
    const test = await buy();
    expect(test.order.testMode).toBe(true);
    expect(await stock()).toBe(10);
    const page = await app.inject({ method: 'GET', url: test.orderConfirmedUrl, headers: { host } });
    expect(page.body).toContain('<p class="TestModeBanner" role="note"><strong>Test mode</strong>');
    const owner = await app.inject({ method: 'GET', url: `/api/admin/orders/${test.order.id}`, headers });
    expect(owner.json().order.testMode).toBe(true);

    await app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers, payload: { testMode: false } });
    expect((await app.inject({ method: 'GET', url: '/?format=json', headers: { host } })).json().websiteSettings.storeSettings.testMode).toBe(false);
    const live = await buy();
    expect(live.order.testMode).toBe(false);
    expect(await stock()).toBe(9);
    expect((await app.inject({ method: 'GET', url: live.orderConfirmedUrl, headers: { host } })).body).not.toContain('TestModeBanner');
    const bad = await app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers, payload: { testMode: 'yes' } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
