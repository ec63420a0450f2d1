/**
 * How a refund splits over what paid the order (GAP-61), in the order a store owner expects:
 *  1. the buyer's card, through the processor, up to what is still refundable on it;
 *  2. then the gift cards that paid, the most recently applied first (the last code entered at
 *     checkout is credited back first), each up to what it paid less what refunds gave it.
 * Every pending or succeeded refund holds its tenders, so refunds reserved one after another
 * under the order's lock never together give a tender back more than it paid.
 */
import type { Order, OrderRefund, RefundTender } from './orders.types';

/** A refund that holds its amount against the order: being paid out, or paid out. */
export const holdsAmount = (r: OrderRefund) => r.status === 'pending' || r.status === 'succeeded';

/**
 * What each tender may still give back, in refund order (`amount` is that room, 0 or more).
 * `capturedTotal` is what the processor captured; `giftCardsRefundable`, when given, caps each
 * gift card by its own ledger (cards credited by whole refunds made before refunds were split).
 */
export function tenderRooms(order: Order, capturedTotal: number, giftCardsRefundable?: ReadonlyMap<string, number>): RefundTender[] {
  const held = order.refunds.filter(holdsAmount).flatMap((r) => r.tenders);
  const heldOn = (match: (t: RefundTender) => boolean) => held.filter(match).reduce((sum, t) => sum + t.amount, 0);
  const card: RefundTender = { kind: 'card', amount: Math.max(capturedTotal - heldOn((t) => t.kind === 'card'), 0) };
  const giftCards = [...order.giftCardPayments].reverse().map((p): RefundTender => {
    const paidLeft = p.amount - heldOn((t) => t.kind === 'gift_card' && t.giftCardId === p.giftCardId);
    const room = giftCardsRefundable === undefined ? paidLeft : Math.min(paidLeft, giftCardsRefundable.get(p.giftCardId) ?? 0);
    return { kind: 'gift_card', giftCardId: p.giftCardId, last4: p.last4, amount: Math.max(room, 0) };
  });
  return [card, ...giftCards];
}

/** `amount` taken from `rooms` in their order, each up to its room; tenders giving nothing are left out. */
export function splitRefund(rooms: readonly RefundTender[], amount: number): RefundTender[] {
  const parts: RefundTender[] = [];
  let left = amount;
  for (const room of rooms) {
    const take = Math.min(room.amount, left);
    if (take <= 0) continue;
    parts.push({ ...room, amount: take });
    left -= take;
  }
  if (left > 0) throw new Error(`refund of ${amount} does not fit its tenders`);
  return parts;
}
