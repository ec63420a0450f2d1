/**
 * Wiring of the gift card use cases a route calls (GAP-61): the gift card page's data and its
 * add to cart, a code's balance, and the owner's resend. The gift cards service itself is
 * bound in order-services.ts, because orders debit and issue cards in their transaction.
 */
import { resendGiftCardEmail } from '../flows/gift-cards';
import { addGiftCardToCart, giftCardBalance, giftCardPageData, type GiftCardPurchaseDeps } from '../flows/gift-cards';
import type { CartItemPort } from '../flows/cart';
import type { Clock } from '../shared/clock';
import type { IdSource } from '../shared/ids';
import type { CartServices } from './cart-services';
import type { OrderServices } from './order-services';
import type { StoreServices } from './store-services';

type WithoutFirst<F> = F extends (first: never, ...rest: infer A) => infer R ? (...args: A) => R : never;

export interface GiftCardFlows {
  addToCart: WithoutFirst<typeof addGiftCardToCart>;
  pageData: WithoutFirst<typeof giftCardPageData>;
  balance: WithoutFirst<typeof giftCardBalance>;
  /** Queues the card's email again, sent at once; `storeName` signs it. */
  resendEmail(websiteId: string, giftCardId: string, storeName: string | undefined): ReturnType<typeof resendGiftCardEmail>;
}

export interface GiftCardServices {
  giftCardFlows: GiftCardFlows;
}

export function createGiftCardServices(
  { clock, ids }: { clock: Clock; ids: IdSource },
  store: Pick<StoreServices, 'catalog'>,
  content: CartItemPort,
  cart: Pick<CartServices, 'cartFlows'>,
  orders: Pick<OrderServices, 'giftCards' | 'outbox'>,
): GiftCardServices {
  const deps: GiftCardPurchaseDeps = { catalog: store.catalog, content, addToCart: cart.cartFlows.addToCart, now: () => clock.now() };
  return {
    giftCardFlows: {
      addToCart: (...args) => addGiftCardToCart(deps, ...args),
      pageData: (...args) => giftCardPageData(deps, ...args),
      balance: (...args) => giftCardBalance(orders.giftCards, ...args),
      resendEmail: (websiteId, giftCardId, storeName) => resendGiftCardEmail(orders, websiteId, giftCardId, { storeName, resendKey: ids.next() }),
    },
  };
}
