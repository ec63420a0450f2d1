/**
 * The owner issues a gift card (a present, a goodwill credit): a fresh code made as a bought
 * card's is, its 'issue' movement, and the recipient's email in the outbox, all in one
 * transaction, so there is never a card nobody was told about or an email for a card that
 * does not exist. The card follows the store's test mode (GAP-58): issued in test mode, it pays
 * only test orders.
 */
import type { GiftCard, GiftCardsService } from '../../modules/gift-cards';
import type { OutboxService } from '../../modules/outbox';
import type { InTransaction } from '../transaction';
import { giftCardEmail } from './gift-card-email';

export interface GiftCardIssueDeps {
  inTransaction: InTransaction<{ giftCards: Pick<GiftCardsService, 'issue'>; outbox: Pick<OutboxService, 'enqueue'> }>;
  testModeOf(websiteId: string): Promise<boolean>;
}

export interface OwnerGiftCardInput {
  amount: number;
  recipientEmail: string;
  recipientName: string;
  message: string;
}

export async function issueOwnerGiftCard(
  deps: GiftCardIssueDeps,
  websiteId: string,
  input: OwnerGiftCardInput,
  store: { currency: string; storeName: string | undefined },
): Promise<GiftCard> {
  const testMode = await deps.testModeOf(websiteId);
  return deps.inTransaction(async ({ giftCards, outbox }) => {
    const recipient = { recipientName: input.recipientName, recipientEmail: input.recipientEmail, senderName: '', message: input.message, sendDate: null, sendAt: null };
    const [card] = await giftCards.issue(websiteId, [{ currency: store.currency, amount: input.amount, testMode, recipient, orderId: null, orderLine: null, orderUnit: null }]);
    await outbox.enqueue(websiteId, giftCardEmail(card!, store.storeName));
    return card!;
  });
}
