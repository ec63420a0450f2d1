import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { sequentialIds } from '../../shared/ids';
import { createGiftCardsService, type NewGiftCard } from './index';

let counter = 0;

describeDatabase('gift cards', (db) => {
  const setup = () => {
    const tag = `gc${++counter}${Math.random().toString(16).slice(2, 6)}`;
    const clock = fixedClock(Date.UTC(2026, 10, 21, 12));
    const service = createGiftCardsService({ db: db().db, ids: sequentialIds(tag), clock });
    const websiteId = `site-${tag}`;
    const card = (amount: number, extra: Partial<NewGiftCard> = {}): NewGiftCard => ({
      currency: 'USD',
      amount,
      testMode: false,
      recipient: { recipientName: 'Jane', recipientEmail: 'jane@example.com', senderName: 'Ada', message: 'Hi', sendDate: null, sendAt: null },
      orderId: `${tag}-order`,
      orderLine: 0,
      orderUnit: 1,
      ...extra,
    });
    const ledgerSum = async (id: string) => (await service.movements(websiteId, id)).reduce((s, m) => s + m.amount, 0);
    return { service, websiteId, card, ledgerSum, tag };
  };
  const refuses = (code: string) => (e: unknown) => isDomainError(e) && e.code === code;

  it('GAP-61 issues cards with unique codes and an issue movement; balance equals the ledger', async () => {
    const { service, websiteId, card, ledgerSum } = setup();
    const issued = await service.issue(websiteId, [card(2500, { orderUnit: 1 }), card(2500, { orderUnit: 2 })]);
    expect(issued).toHaveLength(2);
    expect(issued[0]!.code).not.toBe(issued[1]!.code);
    expect(issued[0]).toMatchObject({ balance: 2500, initialAmount: 2500, status: 'active', last4: issued[0]!.code.slice(-4), recipientEmail: 'jane@example.com' });
    expect(await service.movements(websiteId, issued[0]!.id)).toEqual([expect.objectContaining({ kind: 'issue', amount: 2500, balanceAfter: 2500 })]);
    expect(await ledgerSum(issued[0]!.id)).toBe(2500);
    await expect(service.issue(websiteId, [card(0)])).rejects.toSatisfy(refuses('VALIDATION_FAILED'));
  });

  it('GAP-61 finds a spendable card by code only on its own site, currency and mode', async () => {
    const { service, websiteId, card } = setup();
    const [live] = await service.issue(websiteId, [card(1000)]);
    const [test] = await service.issue(websiteId, [card(1000, { testMode: true, orderUnit: 2 })]);
    const usd = { currency: 'USD', testMode: false };
    expect((await service.findSpendable(websiteId, live!.code.toLowerCase(), usd)).id).toBe(live!.id);
    for (const attempt of [
      () => service.findSpendable('other-site', live!.code, usd),
      () => service.findSpendable(websiteId, live!.code, { currency: 'EUR', testMode: false }),
      () => service.findSpendable(websiteId, test!.code, usd),
      () => service.findSpendable(websiteId, 'NOT A CODE', usd),
    ]) {
      await expect(attempt()).rejects.toSatisfy(refuses('GIFT_CARD_CODE_INVALID'));
    }
    expect((await service.findSpendable(websiteId, test!.code, { currency: 'USD', testMode: true })).id).toBe(test!.id);
    await service.disable(websiteId, live!.id);
    await expect(service.findSpendable(websiteId, live!.code, usd)).rejects.toSatisfy(refuses('GIFT_CARD_CODE_INVALID'));
  });

  it('GAP-61 concurrent redemptions of one card never overdraw it: one wins, the ledger matches the balance', async () => {
    const { service, websiteId, card, ledgerSum } = setup();
    const [gift] = await service.issue(websiteId, [card(5000)]);
    const spend = (orderId: string) =>
      service.redeem(websiteId, [{ giftCardId: gift!.id, last4: gift!.last4, amount: 3000 }], { orderId, currency: 'USD', testMode: false }).then(
        () => 'ok',
        (e: unknown) => (isDomainError(e) ? e.code : 'crash'),
      );
    const outcomes = await Promise.all([spend('o1'), spend('o2'), spend('o3')]);
    expect(outcomes.sort()).toEqual(['GIFT_CARD_BALANCE_CHANGED', 'GIFT_CARD_BALANCE_CHANGED', 'ok']);
    const after = await service.mustGet(websiteId, gift!.id);
    expect(after.balance).toBe(2000);
    expect(await ledgerSum(gift!.id)).toBe(2000);
  });

  it('GAP-61 credits an order back once, adjusts with a note within bounds, and disables what an order bought', async () => {
    const { service, websiteId, card, ledgerSum, tag } = setup();
    const [gift] = await service.issue(websiteId, [card(5000, { orderId: null, orderLine: null, orderUnit: null })]);
    await service.redeem(websiteId, [{ giftCardId: gift!.id, last4: gift!.last4, amount: 1200 }], { orderId: 'paid-order', currency: 'USD', testMode: false });
    expect(await service.creditOrder(websiteId, 'paid-order')).toEqual([expect.objectContaining({ kind: 'refund', amount: 1200, balanceAfter: 5000, orderId: 'paid-order' })]);
    expect(await service.creditOrder(websiteId, 'paid-order')).toEqual([]);
    expect(await service.creditOrder('other-site', 'paid-order')).toEqual([]);
    expect((await service.adjust(websiteId, gift!.id, { amount: -500, note: 'Goodwill correction' })).balance).toBe(4500);
    await expect(service.adjust(websiteId, gift!.id, { amount: -4501, note: 'Too much' })).rejects.toSatisfy(refuses('GIFT_CARD_ADJUSTMENT_INVALID'));
    await expect(service.adjust(websiteId, gift!.id, { amount: 2_000_000_000, note: 'Overflow' })).rejects.toSatisfy(refuses('GIFT_CARD_ADJUSTMENT_INVALID'));
    await expect(service.adjust(websiteId, gift!.id, { amount: 10, note: ' ' })).rejects.toSatisfy(refuses('VALIDATION_FAILED'));
    await expect(service.adjust('other-site', gift!.id, { amount: 10, note: 'x' })).rejects.toSatisfy(refuses('GIFT_CARD_NOT_FOUND'));
    expect(await ledgerSum(gift!.id)).toBe(4500);
    expect((await service.movements(websiteId, gift!.id)).map((m) => [m.kind, m.amount, m.note])).toEqual([
      ['issue', 5000, ''],
      ['redeem', -1200, ''],
      ['refund', 1200, ''],
      ['adjust', -500, 'Goodwill correction'],
    ]);
    const bought = await service.issue(websiteId, [card(100, { orderUnit: 1 }), card(100, { orderUnit: 2 })]);
    expect((await service.disableIssuedBy(websiteId, `${tag}-order`)).sort()).toEqual(bought.map((c) => c.id).sort());
    expect(await service.disableIssuedBy(websiteId, `${tag}-order`)).toEqual([]);
  });

  it('GAP-61 credits a refund once per refund id, never more than the order still owes the card; the ledger matches the balance', async () => {
    const { service, websiteId, card, ledgerSum } = setup();
    const [a, b] = await service.issue(websiteId, [card(3000, { orderUnit: 1 }), card(3000, { orderUnit: 2 })]);
    const context = { orderId: 'gc-order', currency: 'USD', testMode: false };
    await service.redeem(websiteId, [{ giftCardId: a!.id, last4: a!.last4, amount: 1000 }, { giftCardId: b!.id, last4: b!.last4, amount: 500 }], context);
    expect(Object.fromEntries(await service.refundableByOrder(websiteId, 'gc-order'))).toEqual({ [a!.id]: 1000, [b!.id]: 500 });
    const first = { orderId: 'gc-order', refundId: 'refund-1', parts: [{ giftCardId: b!.id, amount: 200 }, { giftCardId: a!.id, amount: 300 }] };
    const made = await service.creditRefund(websiteId, first);
    expect(made.map((m) => [m.giftCardId, m.kind, m.amount, m.refundId])).toEqual([a!.id, b!.id].sort().map((id) => [id, 'refund', id === a!.id ? 300 : 200, 'refund-1']));
    expect((await service.creditRefund(websiteId, first)).map((m) => m.id).sort()).toEqual(made.map((m) => m.id).sort());
    expect(Object.fromEntries(await service.refundableByOrder(websiteId, 'gc-order'))).toEqual({ [a!.id]: 700, [b!.id]: 300 });
    await expect(service.creditRefund(websiteId, { orderId: 'gc-order', refundId: 'refund-2', parts: [{ giftCardId: a!.id, amount: 100 }, { giftCardId: b!.id, amount: 301 }] })).rejects.toSatisfy(
      refuses('GIFT_CARD_REFUND_EXCEEDS_PAID'),
    );
    await expect(service.creditRefund(websiteId, { orderId: 'other-order', refundId: 'refund-3', parts: [{ giftCardId: a!.id, amount: 1 }] })).rejects.toSatisfy(refuses('GIFT_CARD_REFUND_EXCEEDS_PAID'));
    await expect(service.creditRefund('other-site', { ...first, refundId: 'refund-4' })).rejects.toSatisfy(refuses('GIFT_CARD_NOT_FOUND'));
    expect([(await service.mustGet(websiteId, a!.id)).balance, (await service.mustGet(websiteId, b!.id)).balance]).toEqual([2300, 2700]);
    expect([await ledgerSum(a!.id), await ledgerSum(b!.id)]).toEqual([2300, 2700]);
  });

  it('lists newest first with a cursor, filtered by order, per site', async () => {
    const { service, websiteId, card, tag } = setup();
    await service.issue(websiteId, [1, 2, 3].map((unit) => card(100 * unit, { orderUnit: unit })));
    await service.issue(websiteId, [card(999, { orderId: 'another', orderUnit: 1 })]);
    const first = await service.list(websiteId, { limit: 3 });
    expect(first.giftCards).toHaveLength(3);
    const rest = await service.list(websiteId, { limit: 3, before: first.nextCursor! });
    expect([...first.giftCards, ...rest.giftCards].map((c) => c.initialAmount).sort()).toEqual([100, 200, 300, 999]);
    expect(rest.nextCursor).toBeNull();
    expect((await service.list(websiteId, { orderId: `${tag}-order` })).giftCards).toHaveLength(3);
    expect((await service.list('other-site')).giftCards).toEqual([]);
  });
});
