import { describe, expect, it } from 'vitest';
import type { Order, OrderRefund, RefundTender } from './orders.types';
import { splitRefund, tenderRooms } from './refund-tenders';

const giftA = { giftCardId: 'gA', last4: 'AAAA', amount: 1000 };
const giftB = { giftCardId: 'gB', last4: 'BBBB', amount: 600 };

function orderWith(refunds: Partial<OrderRefund>[] = [], giftCardPayments = [giftA, giftB]): Order {
  return {
    giftCardPayments,
    refunds: refunds.map((r, i) => ({ id: `r${i}`, orderId: 'o', idempotencyKey: `k${i}`, amount: 0, tenders: [], lines: [], restock: false, status: 'succeeded', failureMessage: null, created: 0, updated: 0, ...r })),
  } as unknown as Order;
}

const card = (amount: number): RefundTender => ({ kind: 'card', amount });
const gift = (g: typeof giftA, amount: number): RefundTender => ({ kind: 'gift_card', giftCardId: g.giftCardId, last4: g.last4, amount });

describe('refund tenders', () => {
  it('GAP-61 the card comes first, then the gift cards most recently applied first, each up to what it paid', () => {
    const rooms = tenderRooms(orderWith(), 900);
    expect(rooms).toEqual([card(900), gift(giftB, 600), gift(giftA, 1000)]);
    expect(splitRefund(rooms, 500)).toEqual([card(500)]);
    expect(splitRefund(rooms, 1200)).toEqual([card(900), gift(giftB, 300)]);
    expect(splitRefund(rooms, 2500)).toEqual([card(900), gift(giftB, 600), gift(giftA, 1000)]);
    expect(() => splitRefund(rooms, 2501)).toThrow();
  });

  it('GAP-61 pending and succeeded refunds hold their tenders; failed ones free them', () => {
    const order = orderWith([
      { amount: 1100, tenders: [card(900), gift(giftB, 200)] },
      { amount: 300, status: 'pending', tenders: [gift(giftB, 300)] },
      { amount: 1000, status: 'failed', tenders: [gift(giftA, 1000)] },
    ]);
    expect(tenderRooms(order, 900)).toEqual([card(0), gift(giftB, 100), gift(giftA, 1000)]);
    expect(splitRefund(tenderRooms(order, 900), 600)).toEqual([gift(giftB, 100), gift(giftA, 500)]);
  });

  it('GAP-61 a refund kept before tenders were recorded counts as the card; the ledger caps a card credited apart', () => {
    // As read from storage: an old refund's tenders are all the card's (refunds.repository.ts).
    const order = orderWith([{ amount: 400, tenders: [card(400)] }]);
    expect(tenderRooms(order, 900)[0]).toEqual(card(500));
    const ledger = new Map([['gA', 250]]);
    expect(tenderRooms(order, 900, ledger)).toEqual([card(500), gift(giftB, 0), gift(giftA, 250)]);
    expect(tenderRooms(orderWith([], []), 0)).toEqual([card(0)]);
  });
});
