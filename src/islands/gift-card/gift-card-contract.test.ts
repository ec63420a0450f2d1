/**
 * The gift card page and the gift card routes read one contract: the page's props are the page
 * data call's answer, the add answers the cart's add answer, and the form sends the route's body.
 * These checks are compile-time (`npm run typecheck` fails when they break).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AddToCartAnswer } from '../../shared/api/cart';
import type { AnswerOf, BodyOf } from '../../shared/api/endpoint';
import type { GiftCardEntryBody, GiftCardPageData } from '../../shared/api/gift-cards';
import type { giftCardEndpoints } from '../../shared/api/gift-cards-endpoints';
import type { giftCardBody, GiftCardPageProps } from './gift-card-form';

/** Page data that drifted from what the island reads: the denominations' value as a bare number. */
type DriftedPage = Omit<GiftCardPageData, 'denominations'> & { denominations: { variantId: string; sku: string; value: number }[] };

describe('the gift card contract (compile-time)', () => {
  it('the island reads the page data and add answers, and sends the route body', () => {
    expectTypeOf<AnswerOf<typeof giftCardEndpoints.pageData>>().toEqualTypeOf<z.infer<typeof GiftCardPageData>>();
    expectTypeOf<AnswerOf<typeof giftCardEndpoints.addToCart>>().toEqualTypeOf<AddToCartAnswer>();
    expectTypeOf<GiftCardPageProps>().toExtend<GiftCardPageData>();
    expectTypeOf<ReturnType<typeof giftCardBody>>().toEqualTypeOf<BodyOf<typeof giftCardEndpoints.addToCart>>();
    expectTypeOf<ReturnType<typeof giftCardBody>>().toExtend<z.input<typeof GiftCardEntryBody>>();
  });

  it('page data that disagrees with the island does not fit its props', () => {
    expectTypeOf<DriftedPage & { currency: string; locale: string; cartUrl: string }>().not.toExtend<GiftCardPageProps>();
  });
});
