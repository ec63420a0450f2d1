import { expect, it } from 'vitest';
import { CARD, orderTestbed } from '../../../test/support/checkout';
import { describeDatabase } from '../../../test/support/database';
import { openDatabase } from '../../db/database';
import { testDatabaseUrl } from '../../server/config';
import { isDomainError } from '../../shared/errors';
import { placeOrder } from './place-order';
import { RECONCILE_GRACE_MS } from './reconcile-charges';

describeDatabase('reconciling charges and racing buyers', (db, engine) => {
  /** A charge captured by the processor whose order was never written (the process died). */
  const paidWithoutOrder = async (t: ReturnType<typeof orderTestbed>, checkout: ReturnType<ReturnType<typeof orderTestbed>['checkout']>) => {
    const { charge } = await t.payments.beginCharge(t.websiteId, { checkoutKey: checkout.idempotencyKey, amount: checkout.grandTotal, currency: 'USD', method: CARD.ok, context: checkout });
    return t.payments.executeCharge(t.websiteId, charge.id, CARD.ok);
  };

  it('completes a captured charge without an order after the grace period, and refunds one whose stock is gone', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const completes = t.checkout([{ variantId: v, quantity: 1 }]);
    const refunds = t.checkout([{ variantId: v, quantity: 1 }]);
    const a = await paidWithoutOrder(t, completes);
    const b = await paidWithoutOrder(t, refunds);
    expect([a.status, b.status]).toEqual(['captured', 'captured']);
    // Within the grace period a purchase may still be in flight: nothing is touched.
    const early = await t.orderFlows.reconcileCharges();
    expect([early.completed, early.refunded].map((list) => list.filter((x) => JSON.stringify(x).includes(t.tag)))).toEqual([[], []]);
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    const report = await t.orderFlows.reconcileCharges();
    const mine = (ids: string[]) => ids.filter((id) => id === a.id || id === b.id);
    expect(report.completed.filter((c) => c.chargeId === a.id)).toHaveLength(1);
    expect(mine(report.refunded)).toEqual([b.id]);
    const order = await t.orders.findByKey(t.websiteId, completes.idempotencyKey);
    expect(order).toMatchObject({ grandTotal: completes.grandTotal, status: 'placed' });
    expect(await t.chargeRows(completes.idempotencyKey)).toEqual([{ status: 'captured', order_id: order!.id, amount: completes.grandTotal, attempt: 1 }]);
    expect((await t.chargeRows(refunds.idempotencyKey)).map((c) => c.status)).toEqual(['refunded']);
    expect(await t.qty(v)).toBe(0);
    expect((await t.outbox.listMessages(t.websiteId)).messages).toHaveLength(1);
    // The buyer's retried submit now finds the order.
    expect(await t.orderFlows.placeOrder({ checkout: completes, payment: CARD.ok })).toMatchObject({ status: 'placed', replayed: true });
  });

  it('GAP-51 an order completed by reconciliation closes its cart with it; a purchase refused for its stock leaves its cart open', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const openCart = async (id: string) => {
      await db().query(`insert into cart_carts (id, website_id, token_hash, created_at, updated_at) values ($1, $2, $3, now(), now())`, [id, t.websiteId, `${id}-token`]);
      return id;
    };
    const cartState = async (id: string) =>
      (await db().query<{ is_purchased: boolean; order_id: string | null }>('select is_purchased, order_id from cart_carts where id = $1', [id]))[0];
    const completes = t.checkout([{ variantId: v, quantity: 1 }], { purchasedCartId: await openCart(`${t.tag}-cart-a`) });
    const refunds = t.checkout([{ variantId: v, quantity: 1 }], { purchasedCartId: await openCart(`${t.tag}-cart-b`) });
    await paidWithoutOrder(t, completes);
    await paidWithoutOrder(t, refunds);
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    await t.orderFlows.reconcileCharges();
    const order = await t.orders.findByKey(t.websiteId, completes.idempotencyKey);
    expect(await cartState(completes.purchasedCartId!)).toEqual({ is_purchased: true, order_id: order!.id });
    expect(await cartState(refunds.purchasedCartId!)).toEqual({ is_purchased: false, order_id: null });
  });

  it('settles pending charges by asking the processor, and finishes a refund a crash interrupted', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(5);
    // Crash before the processor was called: the processor never saw the key.
    const never = t.checkout([{ variantId: v, quantity: 1 }]);
    const { charge: neverCharge } = await t.payments.beginCharge(t.websiteId, { checkoutKey: never.idempotencyKey, amount: never.grandTotal, currency: 'USD', method: CARD.ok, context: never });
    // Crash after the processor took the money, before the answer was recorded.
    const lost = t.checkout([{ variantId: v, quantity: 2 }]);
    const { charge: lostCharge } = await t.payments.beginCharge(t.websiteId, { checkoutKey: lost.idempotencyKey, amount: lost.grandTotal, currency: 'USD', method: CARD.ok, context: lost });
    await t.provider.charge({ websiteId: t.websiteId, idempotencyKey: lostCharge.idempotencyKey, amount: { amount: lost.grandTotal, currency: 'USD' }, method: CARD.ok });
    // Crash in the middle of a refund.
    const refunding = t.checkout([{ variantId: v, quantity: 1 }]);
    const paid = await paidWithoutOrder(t, refunding);
    await db().query(`update payments_charges set status = 'refunding' where id = $1`, [paid.id]);
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    const report = await t.orderFlows.reconcileCharges();
    expect(report.closed).toContain(neverCharge.id);
    expect(report.completed.map((c) => c.chargeId)).toContain(lostCharge.id);
    expect(report.refunded).toContain(paid.id);
    expect((await t.chargeRows(never.idempotencyKey)).map((c) => c.status)).toEqual(['failed']);
    expect((await t.chargeRows(refunding.idempotencyKey)).map((c) => c.status)).toEqual(['refunded']);
    expect(await t.qty(v)).toBe(3);
    // Nothing is left half-way.
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    expect((await t.payments.listStaleCharges(t.clock.now())).filter((c) => c.websiteId === t.websiteId)).toEqual([]);
  });

  it('a failure after payment keeps the charge for reconciliation, and the buyer\'s retry completes the same purchase', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(2);
    const broken = { orders: t.orders, payments: t.payments, inventory: t.inventory, inTransaction: async () => Promise.reject(new Error('connection reset')) };
    const retried = t.checkout([{ variantId: v, quantity: 1 }]);
    const reconciled = t.checkout([{ variantId: v, quantity: 1 }]);
    for (const checkout of [retried, reconciled]) {
      await expect(placeOrder(broken, { checkout, payment: CARD.ok })).rejects.toThrow('connection reset');
      expect((await t.chargeRows(checkout.idempotencyKey)).map((c) => [c.status, c.order_id])).toEqual([['captured', null]]);
    }
    expect(await t.qty(v)).toBe(2);
    const callsBefore = t.provider.calls;
    expect(await t.orderFlows.placeOrder({ checkout: retried, payment: CARD.ok })).toMatchObject({ status: 'placed', replayed: false });
    expect(t.provider.calls).toBe(callsBefore);
    t.clock.advance(RECONCILE_GRACE_MS + 1000);
    const report = await t.orderFlows.reconcileCharges();
    const [charge] = await t.chargeRows(reconciled.idempotencyKey);
    expect(charge!.order_id).not.toBeNull();
    expect(report.completed).toContainEqual({ chargeId: expect.any(String), orderId: charge!.order_id });
    expect(await t.qty(v)).toBe(0);
    expect((await t.orders.listOrders(t.websiteId)).orders).toHaveLength(2);
  });

  it('refunds a charge another process took (the processor\'s payments are in the database), and logs every charge it cannot settle', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(1);
    const sold = t.checkout([{ variantId: v, quantity: 1 }]);
    const orphan = t.checkout([{ variantId: v, quantity: 1 }]);
    const unlucky = t.checkout([{ variantId: v, quantity: 1 }]);
    const a = await paidWithoutOrder(t, orphan);
    const b = await paidWithoutOrder(t, unlucky);
    expect((await t.orderFlows.placeOrder({ checkout: sold, payment: CARD.ok })).status).toBe('placed');
    // Another server (its own processor object) reconciles, while refunds are refused for one run.
    const other = orderTestbed(db(), { websiteId: t.websiteId });
    other.clock.advance(RECONCILE_GRACE_MS + 1000);
    const refund = other.provider.refund;
    other.provider.refund = async ({ reference }) => ({ status: 'declined', reference, declineCode: 'processor_down', declineMessage: 'Refunds are unavailable.' });
    const refused = await other.orderFlows.reconcileCharges();
    const mine = (ids: string[]) => ids.filter((id) => id === a.id || id === b.id).sort();
    expect(mine(refused.refunded)).toEqual([]);
    expect(mine(refused.failed.map((f) => f.chargeId))).toEqual([a.id, b.id].sort());
    expect(mine(other.logged.map((l) => String(l.details.chargeId)))).toEqual([a.id, b.id].sort());
    expect(other.logged[0]).toMatchObject({ message: expect.stringContaining('charge reconciliation failed'), details: { websiteId: t.websiteId, err: expect.any(Error) } });
    other.provider.refund = refund;
    // A refused refund put the charge back as captured just now: it is stale again after the grace.
    other.clock.advance(RECONCILE_GRACE_MS + 1000);
    const settled = await other.orderFlows.reconcileCharges();
    expect(mine(settled.refunded)).toEqual([a.id, b.id].sort());
    expect(settled.failed.filter((f) => f.chargeId === a.id || f.chargeId === b.id)).toEqual([]);
    for (const key of [orphan.idempotencyKey, unlucky.idempotencyKey]) expect((await t.chargeRows(key)).map((c) => c.status)).toEqual(['refunded']);
    const held = await db().query<{ status: string }>(
      "select p.status from payments_test_processor_payments p join payments_charges c on c.provider_reference = p.reference where c.website_id = $1 and c.order_id is null",
      [t.websiteId],
    );
    expect(held).toEqual([{ status: 'refunded' }, { status: 'refunded' }]);
  });

  it('GAP-59 many buyers racing for few units: exactly the stock succeeds, stock ends at 0, every captured charge has its order or was refunded', async () => {
    const STOCK = 5;
    const BUYERS = 24;
    const t = orderTestbed(db());
    // On PostgreSQL, a second pool on the same schema stands in for a second server process.
    const second = engine === 'postgres' ? await openSecondPool(db()) : null;
    try {
      const u = second === null ? t : orderTestbed(second, { websiteId: t.websiteId });
      const v = await t.stockedVariant(STOCK);
      const results = await Promise.allSettled(
        Array.from({ length: BUYERS }, (_, i) => (i % 2 === 0 ? t : u).orderFlows.placeOrder({ checkout: t.checkout([{ variantId: v, quantity: 1 }]), payment: CARD.ok })),
      );
      const placed = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(placed).toHaveLength(STOCK);
      expect(refused.every((r) => isDomainError(r.reason, 'INVENTORY_INSUFFICIENT'))).toBe(true);
      expect(await t.qty(v)).toBe(0);
      const charges = await db().query<{ status: string; order_id: string | null }>('select status, order_id from payments_charges where website_id = $1', [t.websiteId]);
      expect(charges).toHaveLength(BUYERS);
      expect(charges.filter((c) => c.status === 'captured' && c.order_id !== null)).toHaveLength(STOCK);
      expect(charges.filter((c) => c.status === 'refunded' && c.order_id === null)).toHaveLength(BUYERS - STOCK);
      const orders = await db().query<{ n: number; numbers: number }>('select count(*)::int as n, count(distinct order_number)::int as numbers from orders_orders where website_id = $1', [t.websiteId]);
      expect(orders[0]).toEqual({ n: STOCK, numbers: STOCK });
    } finally {
      await second?.close();
    }
  }, 60_000);

  it('CHK-01 concurrent submits with one key make one order and one charge', async () => {
    const t = orderTestbed(db());
    const v = await t.stockedVariant(10);
    const checkout = t.checkout([{ variantId: v, quantity: 1 }]);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => t.orderFlows.placeOrder({ checkout, payment: CARD.ok })));
    for (const r of results) if (r.status === 'rejected') expect(isDomainError(r.reason, 'PAYMENT_IN_PROGRESS')).toBe(true);
    const ids = new Set(results.flatMap((r) => (r.status === 'fulfilled' && r.value.status === 'placed' ? [r.value.order.id] : [])));
    expect(ids.size).toBe(1);
    expect(await t.chargeRows(checkout.idempotencyKey)).toHaveLength(1);
    expect(await t.qty(v)).toBe(9);
  });
});

async function openSecondPool(database: { query<T>(sql: string): Promise<T[]> }) {
  const [{ schema }] = (await database.query<{ schema: string }>('select current_schema() as schema')) as [{ schema: string }];
  return openDatabase({ url: testDatabaseUrl()!, schema, maxConnections: 4 });
}
