/**
 * Gift card HTTP tests: the gift card page's add, checkout with codes, and cards issued
 * straight through the service (as an order would) for redemption tests.
 */
import type { FastifyInstance } from 'fastify';
import type { CartVisitor } from './cart';

export const GIFT_CARD_ENTRY = '/api/commerce/gift-cards/cart-entry';
export const card = (number: string) => ({ type: 'card', number, expMonth: 12, expYear: 2030, cvc: '123' });
let keys = 0;
export const newKey = () => `gift-key-${++keys}-${Math.random().toString(16).slice(2, 10)}`;

export const jane = { recipientName: 'Jane Doe', recipientEmail: 'jane@example.com', senderName: 'Ada', message: 'Happy birthday!' };

/** Checkout of the visitor's cart by card unless the body says otherwise (e.g. `payment: undefined`). */
export function checkoutWith(visitor: CartVisitor, body: Record<string, unknown> = {}) {
  return visitor.request('POST', '/api/commerce/checkout', { email: 'buyer@example.com', payment: card('4242 4242 4242 4242'), idempotencyKey: newKey(), ...body });
}

/** A live USD card of `amount` on the site, as if an order had bought it; its code and id. */
export async function issueCard(app: FastifyInstance, websiteId: string, amount: number, options: { testMode?: boolean } = {}) {
  const [issued] = await app.services.giftCards.issue(websiteId, [
    {
      currency: 'USD',
      amount,
      testMode: options.testMode ?? false,
      recipient: { recipientName: 'Jane', recipientEmail: 'jane@example.com', senderName: '', message: '', sendDate: null, sendAt: null },
      orderId: null,
      orderLine: null,
      orderUnit: null,
    },
  ]);
  return issued!;
}

/** The ledger sum and the balance of a card: equal whenever the ledger is kept right. */
export async function ledgerAndBalance(app: FastifyInstance, websiteId: string, id: string) {
  const movements = await app.services.giftCards.movements(websiteId, id);
  const { balance } = await app.services.giftCards.mustGet(websiteId, id);
  return { ledger: movements.reduce((sum, m) => sum + m.amount, 0), balance };
}
