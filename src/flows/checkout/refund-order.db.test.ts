/**
 * Refunds of an order (GAP-52, GAP-58, GAP-59): by amount, by lines with restock, in full;
 * never more than captured, never twice for one key, a crash half-way resumed with the same
 * processor key, a refusal freeing its hold, and the buyer's refund email.
 */
import { expect, it } from 'vitest';
import { CARD, orderTestbed } from '../../../test/support/checkout';
import { describeDatabase } from '../../../test/support/database';
import { openDatabase } from '../../db/database';
import { testDatabaseUrl } from '../../server/config';
import { isDomainError } from '../../shared/errors';

describeDatabase('refunding an order', (db, engine) => {
  /** An order of 2 × a and 1 × b at 1250 each, 500 shipping, 200 tax: 4450 captured. */
  const placed = async (overrides: { testMode?: boolean } = {}) => {
    const t = orderTestbed(db());
    const a = await t.stockedVariant(5);
    const b = await t.stockedVariant(3);
    const result = await t.orderFlows.placeOrder({ checkout: t.checkout([{ variantId: a, quantity: 2 }, { variantId: b, quantity: 1 }], overrides), payment: CARD.ok });
    if (result.status !== 'placed') throw new Error('not placed');
    const refund = (request: Parameters<typeof t.orderFlows.refundOrder>[2] = {}) => t.orderFlows.refundOrder(t.websiteId, result.order.id, { storeName: 'Test Store', ...request });
    const charge = async () => (await t.payments.chargesOfOrder(t.websiteId, result.order.id))[0]!;
    const refundMails = async () => (await t.outbox.listMessages(t.websiteId)).messages.filter((m) => m.subject.includes('Refund'));
    return { t, a, b, order: result.order, refund, charge, refundMails };
  };

  it('GAP-52 refunds part of an order by amount: partially_refunded, the charge counts it, the buyer is emailed; the same key again refunds nothing more', async () => {
    const { order, refund, charge, refundMails, t } = await placed();
    const after = await refund({ amount: 1000, idempotencyKey: 'refund-key-1' });
    expect(after).toMatchObject({ status: 'partially_refunded', refundedTotal: 1000 });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 1000, status: 'succeeded', lines: [], restock: false, idempotencyKey: 'refund-key-1' })]);
    expect(await charge()).toMatchObject({ status: 'captured', amount: 4450, refundedAmount: 1000 });
    const calls = t.provider.calls;
    const again = await refund({ amount: 1000, idempotencyKey: 'refund-key-1' });
    expect(again).toMatchObject({ status: 'partially_refunded', refundedTotal: 1000 });
    expect(again.refunds).toHaveLength(1);
    expect(t.provider.calls).toBe(calls);
    const mails = await refundMails();
    expect(mails).toEqual([expect.objectContaining({ to: 'buyer@example.com', subject: `Refund for your order #${order.orderNumber}` })]);
    expect(mails[0]!.text).toContain('Test Store has refunded 10.00 USD for your order #1.');
    expect(mails[0]!.text).toContain('Refunded so far: 10.00 USD.');
    await expect(refund({ amount: 999, idempotencyKey: 'refund-key-1' })).rejects.toSatisfy((e) => isDomainError(e, 'REFUND_KEY_REUSED'));
  });

  it('GAP-52 GAP-59 refunds lines at their price and puts them back in stock with the history reason refund', async () => {
    const { t, a, order, refund } = await placed();
    expect(await t.qty(a)).toBe(3);
    const after = await refund({ lines: [{ sku: `SKU-${a}`, quantity: 1 }], restock: true, idempotencyKey: 'refund-lines-1', actor: 'owner-1' });
    expect(after).toMatchObject({ status: 'partially_refunded', refundedTotal: 1250 });
    expect(after.refunds[0]).toMatchObject({ amount: 1250, lines: [{ sku: `SKU-${a}`, quantity: 1 }], restock: true });
    expect(await t.qty(a)).toBe(4);
    const history = await t.inventory.listAdjustments(t.websiteId, a);
    expect(history.adjustments[0]).toMatchObject({ delta: 1, reason: 'refund', actor: 'owner-1' });
    // One of the two is refunded: two more is too many, an unknown SKU is refused.
    const tooMany = await refund({ lines: [{ sku: `SKU-${a}`, quantity: 2 }], idempotencyKey: 'refund-lines-2' }).catch((e: unknown) => e);
    expect(isDomainError(tooMany, 'REFUND_QUANTITY_EXCEEDS') && tooMany.details).toEqual({ sku: `SKU-${a}`, remaining: 1 });
    await expect(refund({ lines: [{ sku: 'NOPE', quantity: 1 }], idempotencyKey: 'refund-lines-3' })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    // An amount with lines refunds the amount, and restocks the lines.
    const partly = await refund({ amount: 300, lines: [{ sku: `SKU-${a}`, quantity: 1 }], restock: true, idempotencyKey: 'refund-lines-4' });
    expect(partly.refundedTotal).toBe(1550);
    expect(await t.qty(a)).toBe(5);
    expect((await t.orders.get(t.websiteId, order.id))!.refunds).toHaveLength(2);
  });

  it('GAP-52 refuses to refund more than is left (400) and moves nothing', async () => {
    const { t, order, refund, charge } = await placed();
    await refund({ amount: 1000, idempotencyKey: 'refund-over-1' });
    const calls = t.provider.calls;
    const over = await refund({ amount: 3451, idempotencyKey: 'refund-over-2' }).catch((e: unknown) => e);
    expect(isDomainError(over, 'REFUND_EXCEEDS_REMAINING') && over.details).toEqual({ remaining: '34.50 USD', remainingAmount: 3450 });
    expect(t.provider.calls).toBe(calls);
    expect((await t.orders.get(t.websiteId, order.id))!).toMatchObject({ refundedTotal: 1000, refunds: [expect.objectContaining({ amount: 1000 })] });
    expect((await charge()).refundedAmount).toBe(1000);
    await expect(refund({ amount: 5, idempotencyKey: undefined })).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
  });

  it('GAP-52 a refund without amount or lines returns what is left: status refunded; repeating it refunds nothing', async () => {
    const { t, a, refund, charge, refundMails } = await placed();
    await refund({ amount: 450, idempotencyKey: 'refund-full-1' });
    const full = await refund({ restock: true });
    expect(full).toMatchObject({ status: 'refunded', refundedTotal: 4450 });
    expect(full.refunds.map((r) => r.amount)).toEqual([450, 4000]);
    expect(full.refunds[1]!.lines).toEqual([{ sku: `SKU-${a}`, quantity: 2 }, expect.objectContaining({ quantity: 1 })]);
    expect(await charge()).toMatchObject({ status: 'refunded', refundedAmount: 4450 });
    expect(await t.qty(a)).toBe(5);
    const again = await refund();
    expect(again).toMatchObject({ status: 'refunded', refundedTotal: 4450 });
    expect(again.refunds).toHaveLength(2);
    const mails = await refundMails();
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.text.includes('has refunded 40.00 USD'))!.text).toContain('Your order is now refunded in full.');
    expect(mails.find((m) => m.text.includes('has refunded 4.50 USD'))!.text).not.toContain('in full');
    await expect(refund({ amount: 1, idempotencyKey: 'refund-full-2' })).rejects.toSatisfy((e) => isDomainError(e, 'REFUND_EXCEEDS_REMAINING'));
  });

  it('GAP-52 a refund left pending by a crash after the processor answered is resumed with the same key: the money moves once', async () => {
    const { t, order, refund, charge } = await placed();
    const held = await t.orders.reserveRefund(t.websiteId, order.id, { idempotencyKey: 'refund-crash-1', amount: 2000, capturedTotal: 4450 });
    const c = await charge();
    await t.payments.refundPart(t.websiteId, c.id, { amount: 2000, idempotencyKey: `${held.refund!.id}@${c.id}` });
    // The process died here. The owner retries with the same key.
    const resumed = await refund({ amount: 2000, idempotencyKey: 'refund-crash-1' });
    expect(resumed).toMatchObject({ status: 'partially_refunded', refundedTotal: 2000 });
    // Had the processor refunded twice, the rest (2450) would no longer fit there.
    expect(await refund()).toMatchObject({ status: 'refunded', refundedTotal: 4450 });
    expect((await charge()).refundedAmount).toBe(4450);
  });

  it('GAP-52 a refund the processor refuses fails, and its amount can be refunded again with a new key', async () => {
    const { t, refund } = await placed();
    const real = t.provider.refund;
    t.provider.refund = async ({ reference }) => ({ status: 'declined', reference, declineCode: 'processor_down', declineMessage: 'Refunds are unavailable.' });
    await expect(refund({ amount: 4450, idempotencyKey: 'refund-refused-1' })).rejects.toSatisfy((e) => isDomainError(e, 'PAYMENT_REFUND_NOT_ALLOWED'));
    t.provider.refund = real;
    await expect(refund({ amount: 4450, idempotencyKey: 'refund-refused-1' })).rejects.toSatisfy((e) => isDomainError(e, 'PAYMENT_REFUND_NOT_ALLOWED'));
    const after = await refund({ amount: 4450, idempotencyKey: 'refund-refused-2' });
    expect(after).toMatchObject({ status: 'refunded', refundedTotal: 4450 });
    expect(after.refunds.map((r) => [r.status, r.failureMessage])).toEqual([['failed', 'Refunds are unavailable.'], ['succeeded', null]]);
  });

  it('GAP-52 two refunds racing for the same money: one is refunded, the other is refused', async () => {
    const { refund } = await placed();
    const results = await Promise.allSettled([refund({ amount: 3000, idempotencyKey: 'refund-race-1' }), refund({ amount: 3000, idempotencyKey: 'refund-race-2' })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(isDomainError(refused.reason, 'REFUND_EXCEEDS_REMAINING')).toBe(true);
  });

  it('GAP-58 a test-mode order took no stock, so its restocked refund puts none back', async () => {
    const { t, a, refund } = await placed({ testMode: true });
    expect(await t.qty(a)).toBe(5);
    const after = await refund({ restock: true });
    expect(after).toMatchObject({ testMode: true, status: 'refunded' });
    expect(await t.qty(a)).toBe(5);
  });

  it('an order placed through one process is refunded through another: the processor\'s payments are in the database', async () => {
    const { t, order } = await placed();
    // Another server over the same database: its own services and processor (and on PostgreSQL its own pool).
    const [{ schema }] = (await db().query<{ schema: string }>('select current_schema() as schema')) as [{ schema: string }];
    const pool = engine === 'postgres' ? await openDatabase({ url: testDatabaseUrl()!, schema, maxConnections: 2 }) : null;
    try {
      const other = orderTestbed(pool ?? db(), { websiteId: t.websiteId });
      const partly = await other.orderFlows.refundOrder(t.websiteId, order.id, { amount: 1000, idempotencyKey: 'other-process-1' });
      expect(partly).toMatchObject({ status: 'partially_refunded', refundedTotal: 1000 });
      const rest = await t.orderFlows.refundOrder(t.websiteId, order.id);
      expect(rest).toMatchObject({ status: 'refunded', refundedTotal: 4450 });
      const [payment] = await db().query<{ status: string; refunded_amount: number }>('select status, refunded_amount from payments_test_processor_payments where website_id = $1', [t.websiteId]);
      expect(payment).toEqual({ status: 'refunded', refunded_amount: 4450 });
      // The first process's retry of the other's refund key moves no money again.
      expect(await t.orderFlows.refundOrder(t.websiteId, order.id, { amount: 1000, idempotencyKey: 'other-process-1' })).toMatchObject({ refundedTotal: 4450 });
      expect((await db().query<{ n: number }>("select count(*)::int as n from payments_test_processor_operations where website_id = $1 and kind = 'refund'", [t.websiteId]))[0]!.n).toBe(2);
    } finally {
      await pool?.close();
    }
  });
});
