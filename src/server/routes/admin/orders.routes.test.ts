import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import type { PricedCheckout } from '../../../flows/checkout';
import { ContributorRole } from '../../../shared/enums';
import { orderDto } from './orders.routes';

describeDatabase('owner order routes', (db) => {
  let n = 0;
  const setup = async (role: number = ContributorRole.ADMIN) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `ord-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id, role });
    const variantId = `${site.id}-v1`;
    await app.services.inventory.adjustStock(site.id, variantId, { expected: 0, quantity: 4 });
    const checkout = (key: string, quantity = 1): PricedCheckout => ({
      websiteId: site.id,
      idempotencyKey: key,
      purchasedCartId: 'cart-1',
      testMode: false,
      currency: 'USD',
      customerEmail: 'buyer@example.com',
      shippingAddress: null,
      billingAddress: null,
      lines: [{ itemId: 'item-1', variantId, sku: 'MUG-1', productName: 'Mug', quantity, unitPrice: 1500 }],
      subtotal: 1500 * quantity,
      discountTotal: 0,
      shippingTotal: 0,
      taxTotal: 120,
      grandTotal: 1500 * quantity + 120,
    });
    const place = async (key: string, quantity = 1) => {
      const result = await app.services.orderFlows.placeOrder({ checkout: checkout(key, quantity), payment: { type: 'card', number: '4242424242424242' } });
      if (result.status !== 'placed') throw new Error('not placed');
      return result.order;
    };
    return { app, site, headers, place, variantId };
  };

  it('CHK-01 CHK-02 lists orders newest first and shows one with its charge, in the spec fields', async () => {
    const { app, site, headers, place } = await setup();
    const first = await place(`${site.id}-key-1`, 2);
    const second = await place(`${site.id}-key-2`);
    const list = await app.inject({ method: 'GET', url: '/api/admin/orders?limit=1', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((o: { id: string }) => o.id)).toEqual([second.id]);
    const older = await app.inject({ method: 'GET', url: `/api/admin/orders?before=${list.json().nextCursor}`, headers });
    expect(older.json()).toMatchObject({ orders: [{ id: first.id, orderNumber: 1 }], nextCursor: null });
    const detail = await app.inject({ method: 'GET', url: `/api/admin/orders/${first.id}`, headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().order).toMatchObject({
      id: first.id,
      purchasedCartId: 'cart-1',
      testMode: false,
      websiteId: site.id,
      items: [{ sku: 'MUG-1', productName: 'Mug', quantity: 2, unitPrice: { value: '15.00', currency: 'USD' } }],
      grandTotal: { value: '31.20', currency: 'USD', decimalValue: '31.20', currencyCode: 'USD' },
      shippingTotal: { value: '0.00', currency: 'USD' },
      taxTotal: { value: '1.20', currency: 'USD' },
      status: 'placed',
      fulfillmentStatus: 'unfulfilled',
    });
    expect(detail.json().order.accessToken).toBeUndefined();
    expect(detail.json().charges).toEqual([expect.objectContaining({ status: 'captured', amount: expect.objectContaining({ value: '31.20' }), method: 'card ending 4242' })]);
    const missing = await app.inject({ method: 'GET', url: '/api/admin/orders/nope', headers });
    expect(missing.json()).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND', message: 'That order could not be found.' });
    await app.close();
  });

  it('CHK-01 CHK-02 GAP-58 answers every field of the orders, the summary and the outbox', async () => {
    const { app, site, headers, place } = await setup();
    const placed = await place(`${site.id}-key-w`, 2);
    await app.services.orderFlows.refundOrder(site.id, placed.id, { amount: 500, lines: [{ sku: 'MUG-1', quantity: 1 }], idempotencyKey: `${site.id}-refund-w` });
    const order = orderDto(await app.services.orders.mustGet(site.id, placed.id));
    const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(order.refunds).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders', headers })).json()).toEqual(asJson({ orders: [order], nextCursor: null }));
    const detail = (await app.inject({ method: 'GET', url: `/api/admin/orders/${placed.id}`, headers })).json();
    expect(detail.order).toEqual(asJson(order));
    expect(detail.charges.map(Object.keys)).toEqual([['id', 'status', 'amount', 'refundedAmount', 'method', 'providerReference', 'created']]);
    const usd = (value: string) => ({ value, currency: 'USD', decimalValue: value, currencyCode: 'USD' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders/summary', headers })).json()).toEqual({
      summary: { sales: [{ currency: 'USD', orderCount: 1, grossSales: usd('31.20'), refunded: usd('5.00'), netSales: usd('26.20') }], testOrderCount: 0 },
    });
    const outbox = (await app.inject({ method: 'GET', url: '/api/admin/outbox?limit=1', headers })).json();
    expect(Object.keys(outbox)).toEqual(['messages', 'nextCursor']);
    expect(outbox.messages.map(Object.keys)).toEqual([['id', 'to', 'subject', 'text', 'html', 'status', 'attempts', 'created', 'sent']]);
    await app.close();
  });

  it('refunds an order through the processor once, and sets the fulfilment status', async () => {
    const { app, site, headers, place } = await setup();
    const order = await place(`${site.id}-key-r`);
    const refund = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refund`, headers });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().order.status).toBe('refunded');
    const again = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refund`, headers });
    expect(again.json().order.status).toBe('refunded');
    const detail = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers });
    expect(detail.json().charges).toEqual([expect.objectContaining({ status: 'refunded', refundedAmount: expect.objectContaining({ value: '16.20' }) })]);
    const fulfil = await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/fulfillment`, headers, payload: { fulfillmentStatus: 'fulfilled' } });
    expect(fulfil.json().order.fulfillmentStatus).toBe('fulfilled');
    const bad = await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/fulfillment`, headers, payload: { fulfillmentStatus: 'shipped-ish' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    await app.close();
  });

  it('shows the outbox to owners: the confirmation email of each order', async () => {
    const { app, site, headers, place } = await setup();
    await place(`${site.id}-key-m`);
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ to: 'buyer@example.com', subject: 'Your order #1 is confirmed', status: 'recorded', sent: null }),
    ]);
    await app.close();
  });

  it("needs 'commerce.orders': a store manager may, an editor may not", async () => {
    const manager = await setup(ContributorRole.STORE_MANAGER);
    expect((await manager.app.inject({ method: 'GET', url: '/api/admin/orders', headers: manager.headers })).statusCode).toBe(200);
    await manager.app.close();
    const editor = await setup(ContributorRole.EDITOR);
    for (const url of ['/api/admin/orders', '/api/admin/outbox']) {
      expect((await editor.app.inject({ method: 'GET', url, headers: editor.headers })).statusCode).toBe(403);
    }
    const { host } = editor.headers;
    expect((await editor.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { host } })).statusCode).toBe(401);
    await editor.app.close();
  });
});
