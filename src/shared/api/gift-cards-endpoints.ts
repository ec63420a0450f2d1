/**
 * The gift card calls as endpoint descriptors (no zod: safe for islands); the types come from
 * the schemas in `gift-cards.ts` (and the cart's add answer), which the routes declare.
 */
import type { AddToCartAnswer } from './cart';
import { endpoint, type In, type None } from './endpoint';
import type { GiftCardBalanceAnswer, GiftCardBalanceBody, GiftCardEntryBody, GiftCardPageData, GiftCardPageQuery } from './gift-cards';

export const giftCardEndpoints = {
  /** Send an `Idempotency-Key` header: a retried add adds one card. */
  addToCart: endpoint<None, None, In<typeof GiftCardEntryBody>, AddToCartAnswer>('POST', '/api/commerce/gift-cards/cart-entry'),
  pageData: endpoint<None, In<typeof GiftCardPageQuery>, None, GiftCardPageData>('GET', '/api/commerce/gift-cards/page-data'),
  balance: endpoint<None, None, In<typeof GiftCardBalanceBody>, GiftCardBalanceAnswer>('POST', '/api/commerce/gift-cards/balance'),
} as const;
