/**
 * Refunds and gift cards (GAP-61), kept simple: the processor's refund covers what was charged
 * to the buyer's card (partial refunds come out of that part only); when the order ends up
 * refunded in full, every gift card that paid for it gets its part back in its ledger
 * ('refund'), and the gift cards the order bought are disabled so refunded cards cannot be
 * spent. Both steps are idempotent, so a retried refund repeats nothing.
 */
import type { GiftCardsService } from '../modules/gift-cards';
import type { Order } from '../modules/orders';

export interface GiftCardRefundRequest {
  amount?: number | undefined;
  lines?: unknown[] | undefined;
}

/** Runs `refund`, then settles the gift cards of a whole, completed refund (see the file comment). */
export async function refundWithGiftCards<R extends GiftCardRefundRequest>(
  giftCards: Pick<GiftCardsService, 'creditOrder' | 'disableIssuedBy'>,
  refund: (websiteId: string, orderId: string, request: R | undefined) => Promise<Order>,
  websiteId: string,
  orderId: string,
  request?: R,
): Promise<Order> {
  const order = await refund(websiteId, orderId, request);
  const whole = request?.amount === undefined && (request?.lines?.length ?? 0) === 0;
  if (whole && order.status === 'refunded') {
    await giftCards.creditOrder(websiteId, orderId);
    await giftCards.disableIssuedBy(websiteId, orderId);
  }
  return order;
}
