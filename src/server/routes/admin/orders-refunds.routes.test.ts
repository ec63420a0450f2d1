/**
 * The owner's order tools over HTTP: partial and full refunds (by amount, by lines, with
 * restock; keys in the body or the Idempotency-Key header), list filters and paging, the live
 * sales summary without test orders (GAP-58), and the role checks of orders and stock.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import type { PricedCheckout } from '../../../flows/checkout';
import { ContributorRole } from '../../../shared/enums';

describeDatabase('owner refunds, order filters and stock roles', (db) => {
  let n = 0;
  const setup = async (role: number = ContributorRole.ADMIN) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `ref-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Refund Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id, role });
    const product = await app.services.storeFlows.createProduct(site.id, { item: { title: 'Mug' }, product: { productType: 1, variants: [{ sku: 'MUG-1', price: 1500 }] }, stock: [{ quantity: 10 }] });
    const variantId = product.variants[0]!.id;
    /** 2 mugs at 1500, 120 tax: 3120. */
    const place = async (key: string, options: { testMode?: boolean; quantity?: number } = {}) => {
      const quantity = options.quantity ?? 2;
      const checkout: PricedCheckout = {
        websiteId: site.id,
        idempotencyKey: `${site.id}-${key}`,
        purchasedCartId: null,
        testMode: options.testMode ?? false,
        currency: 'USD',
        customerEmail: 'buyer@example.com',
        shippingAddress: null,
        billingAddress: null,
        lines: [{ itemId: product.itemId, variantId, sku: 'MUG-1', productName: 'Mug', quantity, unitPrice: 1500 }],
        subtotal: 1500 * quantity,
        discountTotal: 0,
        shippingTotal: 0,
        taxTotal: 120,
        grandTotal: 1500 * quantity + 120,
      };
      const result = await app.services.orderFlows.placeOrder({ checkout, payment: { type: 'card', number: '4242424242424242' } });
      if (result.status !== 'placed') throw new Error('not placed');
      return result.order;
    };
    const qty = async () => (await app.services.inventory.getStock(site.id, [variantId]))[0]!.qtyInStock;
    return { app, site, headers, place, variantId, qty };
  };

  it('GAP-52 refunds part of an order by amount, then by lines with restock; over-refunds are 400; a retried key refunds once', async () => {
    const { app, headers, place, variantId, qty } = await setup();
    const order = await place('a');
    expect(await qty()).toBe(8);
    const url = `/api/admin/orders/${order.id}/refund`;
    const byAmount = await app.inject({ method: 'POST', url, headers, payload: { amount: 500, idempotencyKey: 'owner-refund-1' } });
    expect(byAmount.statusCode).toBe(200);
    expect(byAmount.json().order).toMatchObject({
      status: 'partially_refunded',
      refundedTotal: { value: '5.00', currency: 'USD' },
      refunds: [{ amount: { value: '5.00' }, lines: [], restock: false, status: 'succeeded', failureMessage: null }],
    });
    const retried = await app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': 'owner-refund-1' }, payload: { amount: 500 } });
    expect(retried.json().order.refunds).toHaveLength(1);
    const byLines = await app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': 'owner-refund-2' }, payload: { lines: [{ sku: 'MUG-1', quantity: 1 }], restock: true } });
    expect(byLines.json().order).toMatchObject({ status: 'partially_refunded', refundedTotal: { value: '20.00' } });
    expect(await qty()).toBe(9);
    const history = await app.inject({ method: 'GET', url: `/api/admin/catalog/stock/${variantId}/history`, headers });
    expect(history.json().adjustments[0]).toMatchObject({ delta: 1, reason: 'refund' });
    const over = await app.inject({ method: 'POST', url, headers, payload: { amount: 1121, idempotencyKey: 'owner-refund-3' } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'REFUND_EXCEEDS_REMAINING', message: 'That is more than is left to refund on this order (11.20 USD).' });
    const tooMany = await app.inject({ method: 'POST', url, headers, payload: { lines: [{ sku: 'MUG-1', quantity: 2 }], idempotencyKey: 'owner-refund-4' } });
    expect(tooMany.json()).toMatchObject({ status: 400, code: 'REFUND_QUANTITY_EXCEEDS', message: 'Only 1 of MUG-1 can still be refunded.' });
    const noKey = await app.inject({ method: 'POST', url, headers, payload: { amount: 100 } });
    expect(noKey.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    for (const payload of [{ amount: 0, idempotencyKey: 'owner-refund-5' }, { amount: 1.5, idempotencyKey: 'owner-refund-5' }, { lines: [], idempotencyKey: 'owner-refund-5' }, { amount: 100, idempotencyKey: 'short' }]) {
      expect((await app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(400);
    }
    const rest = await app.inject({ method: 'POST', url, headers });
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedTotal: { value: '31.20' } });
    const detail = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers });
    expect(detail.json().charges).toEqual([expect.objectContaining({ status: 'refunded', refundedAmount: expect.objectContaining({ value: '31.20' }) })]);
    const outbox = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
    expect(outbox.json().messages.filter((m: { subject: string }) => m.subject === 'Refund for your order #1')).toHaveLength(3);
    await app.close();
  });

  it('GAP-58 lists orders by status, fulfilment and test mode with paging; the sales summary leaves test orders out', async () => {
    const { app, headers, place } = await setup();
    const first = await place('l1');
    const test = await place('l2', { testMode: true });
    const third = await place('l3', { quantity: 1 });
    await app.inject({ method: 'PUT', url: `/api/admin/orders/${third.id}/fulfillment`, headers, payload: { fulfillmentStatus: 'fulfilled' } });
    await app.inject({ method: 'POST', url: `/api/admin/orders/${first.id}/refund`, headers, payload: { amount: 120, idempotencyKey: 'list-refund-1' } });
    const ids = async (query: string) => (await app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers })).json().orders.map((o: { id: string }) => o.id);
    expect(await ids('')).toEqual([third.id, test.id, first.id]);
    expect(await ids('?testMode=true')).toEqual([test.id]);
    expect(await ids('?testMode=false')).toEqual([third.id, first.id]);
    expect(await ids('?status=partially_refunded')).toEqual([first.id]);
    expect(await ids('?fulfillmentStatus=fulfilled')).toEqual([third.id]);
    expect(await ids('?fulfillmentStatus=unfulfilled&testMode=false')).toEqual([first.id]);
    const page = await app.inject({ method: 'GET', url: '/api/admin/orders?testMode=false&limit=1', headers });
    expect(page.json().orders.map((o: { id: string }) => o.id)).toEqual([third.id]);
    expect(await ids(`?testMode=false&before=${page.json().nextCursor}`)).toEqual([first.id]);
    for (const query of ['?status=shipped', '?testMode=maybe', '?fulfillmentStatus=x', '?limit=0']) {
      expect((await app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers })).statusCode).toBe(400);
    }
    const summary = await app.inject({ method: 'GET', url: '/api/admin/orders/summary', headers });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      summary: {
        sales: [{ currency: 'USD', orderCount: 2, grossSales: expect.objectContaining({ value: '47.40' }), refunded: expect.objectContaining({ value: '1.20' }), netSales: expect.objectContaining({ value: '46.20' }) }],
        testOrderCount: 1,
      },
    });
    await app.close();
  });

  it("GAP-10 USER-08 needs 'commerce.orders' to refund or read the summary, and 'commerce.inventory' to change stock", async () => {
    const manager = await setup(ContributorRole.STORE_MANAGER);
    const order = await manager.place('r1');
    const refund = await manager.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refund`, headers: manager.headers, payload: { amount: 100, idempotencyKey: 'manager-refund' } });
    expect(refund.statusCode).toBe(200);
    const stock = await manager.app.inject({ method: 'POST', url: `/api/admin/catalog/stock/${manager.variantId}`, headers: manager.headers, payload: { delta: 2, reason: 'found in the back' } });
    expect(stock.json()).toEqual({ stock: { variantId: manager.variantId, qtyInStock: 10, unlimited: false } });
    // Test mode is a store setting: a store manager may not turn it on.
    const toggle = await manager.app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers: manager.headers, payload: { testMode: true } });
    expect(toggle.statusCode).toBe(403);
    await manager.app.close();

    const editor = await setup(ContributorRole.EDITOR);
    const other = await editor.place('r2');
    const forbidden = [
      { method: 'POST' as const, url: `/api/admin/orders/${other.id}/refund`, payload: { amount: 100, idempotencyKey: 'editor-refund' } },
      { method: 'GET' as const, url: '/api/admin/orders/summary' },
      { method: 'GET' as const, url: `/api/admin/orders/${other.id}` },
      { method: 'PUT' as const, url: `/api/admin/orders/${other.id}/fulfillment`, payload: { fulfillmentStatus: 'fulfilled' } },
      { method: 'POST' as const, url: `/api/admin/catalog/stock/${editor.variantId}`, payload: { delta: 1 } },
      { method: 'GET' as const, url: `/api/admin/catalog/stock/${editor.variantId}/history` },
    ];
    for (const call of forbidden) {
      const res = await editor.app.inject({ ...call, headers: editor.headers });
      expect(res.statusCode, call.url).toBe(403);
      const anonymous = await editor.app.inject({ ...call, headers: { host: editor.headers.host! } });
      expect([401, 403], call.url).toContain(anonymous.statusCode);
    }
    expect(await editor.qty()).toBe(8);
    expect((await editor.app.services.orders.get(editor.site.id, other.id))!.refundedTotal).toBe(0);
    await editor.app.close();
  });
});
