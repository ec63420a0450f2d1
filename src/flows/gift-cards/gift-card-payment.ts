/**
 * Gift cards in the order's money (GAP-61):
 *  - before the charge, the visitor's codes become payments: each card pays
 *    min(balance, what is left), never for gift cards (grandTotal less the gift card lines);
 *    the processor is charged the rest, or nothing when the cards cover it all;
 *  - in the order's transaction the cards are debited (a balance spent meanwhile refuses, so
 *    the order rolls back and its charge is refunded like stock gone), the cards the order
 *    bought are issued (one per unit) and their emails queued for their send dates;
 *  - the confirmation email says where the cards went and which cards paid.
 */
import type { GiftCard, GiftCardRecipient, GiftCardsService } from '../../modules/gift-cards';
import { GIFT_CARD_LIMITS } from '../../modules/gift-cards';
import type { Order } from '../../modules/orders';
import type { OutboxService } from '../../modules/outbox';
import { DomainError } from '../../shared/errors';
import { giftCardConfirmationLines, giftCardEmail } from './gift-card-email';
import type { PricedCheckout, PricedCheckoutLine } from '../checkout';

/** What a checkout line of a gift card product carries: the card's value and who it is for. */
export interface CheckoutGiftCardLine {
  /** The denomination's face value per unit, minor units (the regular price, even while on sale). */
  value: number;
  /** null: added without the gift card page; the card goes to the buyer. */
  recipient: GiftCardRecipient | null;
}

/** What the order's gift card lines cost: the part gift cards may not pay. */
export function giftCardLinesTotal(lines: readonly PricedCheckoutLine[]): number {
  return lines.reduce((sum, l) => sum + (l.giftCard === undefined ? 0 : l.quantity * l.unitPrice), 0);
}

/** What the processor is charged: grandTotal less what gift cards pay. */
export function amountDue(checkout: PricedCheckout): number {
  return checkout.grandTotal - (checkout.giftCardPayments ?? []).reduce((sum, p) => sum + p.amount, 0);
}

/** Field errors of a checkout's gift card payments (assertValidCheckout adds them to its own). */
export function giftCardPaymentErrors(checkout: PricedCheckout): Record<string, string> {
  const payments = checkout.giftCardPayments;
  if (payments === undefined || payments.length === 0) return {};
  const bad = { giftCardPayments: `Up to ${GIFT_CARD_LIMITS.maxCodesPerOrder} gift cards, each once with a positive amount, paying no more than the order less its gift cards.` };
  if (!Array.isArray(payments) || payments.length > GIFT_CARD_LIMITS.maxCodesPerOrder) return bad;
  const ok = payments.every((p) => typeof p.giftCardId === 'string' && p.giftCardId !== '' && Number.isSafeInteger(p.amount) && p.amount > 0);
  if (!ok || new Set(payments.map((p) => p.giftCardId)).size !== payments.length) return bad;
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  return paid > Math.max(checkout.grandTotal - giftCardLinesTotal(checkout.lines), 0) ? bad : {};
}

/**
 * The checkout with the visitor's codes turned into payments (see the file comment). Each
 * code must name a spendable card of the site (GIFT_CARD_CODE_INVALID otherwise) with a
 * balance (GIFT_CARD_EMPTY); a code once the order is covered pays nothing and is left out.
 */
export async function applyGiftCards(
  giftCards: Pick<GiftCardsService, 'findSpendable'>,
  checkout: PricedCheckout,
  codes: readonly string[],
): Promise<PricedCheckout> {
  if (codes.length === 0) return checkout;
  if (codes.length > GIFT_CARD_LIMITS.maxCodesPerOrder) {
    throw new DomainError('VALIDATION_FAILED', { errors: { giftCardCodes: `At most ${GIFT_CARD_LIMITS.maxCodesPerOrder} gift cards.` } });
  }
  let left = Math.max(checkout.grandTotal - giftCardLinesTotal(checkout.lines), 0);
  if (left === 0 && checkout.grandTotal > 0) throw new DomainError('GIFT_CARD_NOT_FOR_GIFT_CARDS');
  const payments: NonNullable<PricedCheckout['giftCardPayments']> = [];
  for (const code of codes) {
    const card = await giftCards.findSpendable(checkout.websiteId, code, { currency: checkout.currency, testMode: checkout.testMode });
    if (payments.some((p) => p.giftCardId === card.id)) continue;
    if (card.balance === 0) throw new DomainError('GIFT_CARD_EMPTY', { last4: card.last4 });
    const amount = Math.min(card.balance, left);
    if (amount === 0) continue;
    payments.push({ giftCardId: card.id, last4: card.last4, amount });
    left -= amount;
  }
  return { ...checkout, giftCardPayments: payments };
}

/** The order's payment summary with its gift cards: 'card ending 4242 + gift card ending 7KQ2'. */
export function paymentSummaryWithGiftCards(summary: string | null, checkout: PricedCheckout): string {
  const cards = (checkout.giftCardPayments ?? []).map((p) => `gift card ending ${p.last4}`);
  const parts = [...(summary === null ? [] : [summary]), ...cards];
  return parts.length === 0 ? 'no payment due' : parts.join(' + ');
}

/** The recipient of a gift card line: the gift card page's, else the buyer. */
function recipientOf(line: CheckoutGiftCardLine, checkout: PricedCheckout): GiftCardRecipient {
  return line.recipient ?? { recipientName: '', recipientEmail: checkout.customerEmail, senderName: '', message: '', sendDate: null, sendAt: null };
}

/**
 * In the order's transaction: debits the cards that pay, issues the cards bought (one per
 * unit, flagged test on a test-mode order) and queues each recipient's email for its send
 * date. Returns the lines the buyer's confirmation adds.
 */
export async function settleGiftCards(
  services: { giftCards: Pick<GiftCardsService, 'redeem' | 'issue'>; outbox: Pick<OutboxService, 'enqueue'> },
  checkout: PricedCheckout,
  order: Order,
): Promise<string[]> {
  const payments = checkout.giftCardPayments ?? [];
  if (payments.length > 0) await services.giftCards.redeem(order.websiteId, payments, { orderId: order.id, currency: order.currency, testMode: order.testMode });
  const wanted = checkout.lines.flatMap((line, position) => {
    const giftCard = line.giftCard;
    if (giftCard === undefined || giftCard.value <= 0) return [];
    return Array.from({ length: line.quantity }, (_, unit) => ({
      currency: order.currency,
      amount: giftCard.value,
      testMode: order.testMode,
      recipient: recipientOf(giftCard, checkout),
      orderId: order.id,
      orderLine: position,
      orderUnit: unit + 1,
    }));
  });
  const issued: GiftCard[] = wanted.length === 0 ? [] : await services.giftCards.issue(order.websiteId, wanted);
  for (const card of issued) await services.outbox.enqueue(order.websiteId, giftCardEmail(card, checkout.storeName));
  return giftCardConfirmationLines(issued, payments, order.currency);
}

/**
 * A charge completes a gift card purchase only when it is exactly what the cards left to pay
 * (a retried checkout may have applied the cards differently from the attempt it resumes);
 * otherwise GIFT_CARD_BALANCE_CHANGED, and the charge is refunded.
 */
export function assertChargeCoversRest(charge: { amount: number; context: unknown } | null, checkout: PricedCheckout): void {
  const stored = (charge?.context as Partial<PricedCheckout> | null | undefined)?.giftCardPayments ?? [];
  if ((checkout.giftCardPayments ?? []).length === 0 && stored.length === 0) return;
  const due = amountDue(checkout);
  if (charge === null ? due !== 0 : charge.amount !== due) throw new DomainError('GIFT_CARD_BALANCE_CHANGED');
}
