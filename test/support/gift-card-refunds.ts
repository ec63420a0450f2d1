/**
 * Orders paid with gift cards, for refund tests: cards issued through the service, an order of
 * 2 × 1250 + 500 shipping + 100 tax (3100, optionally with a bought gift card line) paid by the
 * given cards in the order applied and by the test card for the rest, and the ledger checks.
 */
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import type { OrderRefundRequest } from '../../src/flows/checkout';
import type { GiftCard } from '../../src/modules/gift-cards';
import type { Order } from '../../src/modules/orders';
import { CARD, orderTestbed } from './checkout';

const recipient = { recipientName: 'Jane', recipientEmail: 'jane@example.com', senderName: '', message: '', sendDate: null, sendAt: null };

export async function giftCardRefundBed(database: Database) {
  const t = orderTestbed(database);
  const variant = await t.stockedVariant(20);
  const issue = async (amount: number): Promise<GiftCard> =>
    (await t.giftCards.issue(t.websiteId, [{ currency: 'USD', amount, testMode: false, recipient, orderId: null, orderLine: null, orderUnit: null }]))[0]!;

  /** Places the order; `buysGiftCard` adds a 2500 gift card line (paid by the card, never by gift cards). */
  const place = async (pays: { card: GiftCard; amount: number }[], options: { buysGiftCard?: boolean } = {}): Promise<Order> => {
    const base = t.checkout([{ variantId: variant, quantity: 2 }]);
    const bought = { itemId: `${t.tag}-gc`, variantId: `${t.tag}-gc-25`, sku: 'GC-25', productName: 'Gift card', quantity: 1, unitPrice: 2500, stockTracked: false, giftCard: { value: 2500, recipient: null } };
    const extra = options.buysGiftCard === true ? 2500 : 0;
    const checkout = {
      ...base,
      lines: options.buysGiftCard === true ? [...base.lines, bought] : base.lines,
      subtotal: base.subtotal + extra,
      grandTotal: base.grandTotal + extra,
      giftCardPayments: pays.map((p) => ({ giftCardId: p.card.id, last4: p.card.last4, amount: p.amount })),
    };
    const result = await t.orderFlows.placeOrder({ checkout, payment: CARD.ok });
    if (result.status !== 'placed') throw new Error('not placed');
    return result.order;
  };

  const refund = (order: Order, request: OrderRefundRequest = {}) => t.orderFlows.refundOrder(t.websiteId, order.id, { storeName: 'Test Store', ...request });

  /** The card's balance, after checking it equals the sum of its ledger. */
  const balance = async (card: GiftCard): Promise<number> => {
    const movements = await t.giftCards.movements(t.websiteId, card.id);
    const now = (await t.giftCards.mustGet(t.websiteId, card.id)).balance;
    expect(movements.reduce((sum, m) => sum + m.amount, 0)).toBe(now);
    return now;
  };

  /** What refunds credited a card for `order`, from its ledger. */
  const credited = async (card: GiftCard, order: Order): Promise<number> =>
    (await t.giftCards.movements(t.websiteId, card.id)).filter((m) => m.kind === 'refund' && m.orderId === order.id).reduce((sum, m) => sum + m.amount, 0);

  /** What the processor gave back on the order's charges. */
  const cardRefunded = async (order: Order): Promise<number> => (await t.payments.chargesOfOrder(t.websiteId, order.id)).reduce((sum, c) => sum + c.refundedAmount, 0);

  const refundMails = async () => (await t.outbox.listMessages(t.websiteId)).messages.filter((m) => m.subject.includes('Refund'));

  return { t, issue, place, refund, balance, credited, cardRefunded, refundMails };
}
