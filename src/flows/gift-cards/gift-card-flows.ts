/**
 * The gift card use cases a route calls (GAP-61) bound to their dependencies: the gift card
 * page's data and its add to cart, a code's balance, and the owner's resend and issue. Orders debit and
 * issue cards in their own transaction (checkout/place-order.ts), not here.
 */
import type { GiftCardsService } from '../../modules/gift-cards';
import type { Bound } from '../bound';
import { resendGiftCardEmail } from './gift-card-email';
import { issueOwnerGiftCard, type GiftCardIssueDeps } from './gift-card-issue';
import { addGiftCardToCart, giftCardBalance, giftCardPageData, type GiftCardPurchaseDeps } from './gift-card-purchase';

export interface GiftCardFlows {
  addToCart: Bound<typeof addGiftCardToCart>;
  pageData: Bound<typeof giftCardPageData>;
  balance: Bound<typeof giftCardBalance>;
  /** Queues the card's email again, sent at once; `storeName` signs it. */
  resendEmail(websiteId: string, giftCardId: string, storeName: string | undefined): ReturnType<typeof resendGiftCardEmail>;
  /** The owner issues a card, emailed to its recipient, in one transaction. */
  issue: Bound<typeof issueOwnerGiftCard>;
}

export type GiftCardFlowsDeps = GiftCardPurchaseDeps & {
  giftCards: Pick<GiftCardsService, 'findSpendable'> & Parameters<typeof resendGiftCardEmail>[0]['giftCards'];
  outbox: Parameters<typeof resendGiftCardEmail>[0]['outbox'];
  /** A fresh key for each resend (the outbox's idempotency). */
  newId(): string;
} & GiftCardIssueDeps;

export function createGiftCardFlows(deps: GiftCardFlowsDeps): GiftCardFlows {
  return {
    addToCart: (...args) => addGiftCardToCart(deps, ...args),
    pageData: (...args) => giftCardPageData(deps, ...args),
    balance: (...args) => giftCardBalance(deps.giftCards, ...args),
    resendEmail: (websiteId, giftCardId, storeName) => resendGiftCardEmail(deps, websiteId, giftCardId, { storeName, resendKey: deps.newId() }),
    issue: (...args) => issueOwnerGiftCard(deps, ...args),
  };
}
