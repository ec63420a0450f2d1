/**
 * Refunds of orders paid (wholly or partly) with gift cards (GAP-61). Every refund, full or
 * partial, by amount or by lines, is split over what paid the order when it is reserved under
 * the order's lock (orders' refund-tenders.ts):
 *  1. first the buyer's card, through the processor, up to what is still refundable on it;
 *  2. then the gift cards that paid, the most recently applied first (the last code the buyer
 *     entered at checkout gets its money back first), each up to what it paid for this order
 *     less what earlier refunds gave it back (and never more than its own ledger says the order
 *     still owes it, which also covers cards credited by whole refunds made before this split).
 * Each gift card part becomes a 'refund' movement in that card's ledger naming the refund, in
 * the same transaction that marks the refund succeeded; a retry with the same key finds the
 * refund and its split, and the card is never credited twice for one refund. Once the order is
 * refunded in full, the gift cards it bought are disabled so refunded cards cannot be spent.
 */
import type { GiftCardsService } from '../../modules/gift-cards';
import type { Order, OrderRefund } from '../../modules/orders';

/**
 * What each gift card that paid for `order` may still get back by its ledger, or undefined
 * when no gift card paid (nothing to ask the gift cards module).
 */
export async function giftCardsRefundable(giftCards: Pick<GiftCardsService, 'refundableByOrder'>, order: Order): Promise<Map<string, number> | undefined> {
  return order.giftCardPayments.length === 0 ? undefined : giftCards.refundableByOrder(order.websiteId, order.id);
}

/**
 * In the refund's transaction, after it succeeded: credits the refund's gift card parts and,
 * when the order is now refunded in full, disables the gift cards it bought.
 */
export async function settleGiftCardRefund(giftCards: Pick<GiftCardsService, 'creditRefund' | 'disableIssuedBy'>, order: Order, refund: OrderRefund): Promise<void> {
  const parts = refund.tenders.flatMap((t) => (t.kind === 'gift_card' ? [{ giftCardId: t.giftCardId, amount: t.amount }] : []));
  if (parts.length > 0) await giftCards.creditRefund(order.websiteId, { orderId: order.id, refundId: refund.id, parts });
  if (order.status === 'refunded') await giftCards.disableIssuedBy(order.websiteId, order.id);
}
