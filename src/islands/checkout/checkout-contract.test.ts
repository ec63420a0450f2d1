/**
 * The checkout island and the checkout routes read one contract: the answer type of each
 * checkout endpoint is the response schema's, and the island's code takes exactly that type.
 * These checks are compile-time (`npm run typecheck` fails when they break).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AnswerOf, BodyOf } from '../../shared/api/endpoint';
import type { CheckoutBody, OrderPlacedAnswer, RequiresActionAnswer } from '../../shared/api/checkout';
import type { checkoutEndpoints } from '../../shared/api/checkout-endpoints';
import type { GiftCardBalanceAnswer } from '../../shared/api/gift-cards';
import type { giftCardEndpoints } from '../../shared/api/gift-cards-endpoints';
import { placedOf, type CheckoutRequestBody } from './checkout-api';
import type { checkoutBody } from './checkout-rules';

/** An answer that drifted from what the island reads: the confirmed page's URL renamed. */
type DriftedPlaced = Omit<z.infer<typeof OrderPlacedAnswer>, 'orderConfirmedUrl'> & { confirmedUrl: string };

describe('the checkout contract (compile-time)', () => {
  it('each checkout endpoint answers its response schemas, and the island reads them', () => {
    expectTypeOf<AnswerOf<typeof checkoutEndpoints.placeOrder>>().toEqualTypeOf<z.infer<typeof OrderPlacedAnswer> | z.infer<typeof RequiresActionAnswer>>();
    expectTypeOf<AnswerOf<typeof checkoutEndpoints.confirmPayment>>().toEqualTypeOf<AnswerOf<typeof checkoutEndpoints.placeOrder>>();
    expectTypeOf<AnswerOf<typeof giftCardEndpoints.balance>>().toEqualTypeOf<GiftCardBalanceAnswer>();
    expectTypeOf(placedOf).returns.toEqualTypeOf<OrderPlacedAnswer | null>();
    // What the form sends is what the route's body schema takes.
    expectTypeOf<ReturnType<typeof checkoutBody>>().toEqualTypeOf<CheckoutRequestBody>();
    expectTypeOf<CheckoutRequestBody>().toExtend<z.input<typeof CheckoutBody>>();
    expectTypeOf<BodyOf<typeof checkoutEndpoints.placeOrder>>().toEqualTypeOf<CheckoutRequestBody>();
  });

  it('an answer that disagrees with the island does not compile', () => {
    const readDrifted = (drifted: DriftedPlaced) =>
      // @ts-expect-error the island follows orderConfirmedUrl
      placedOf(drifted);
    expectTypeOf(readDrifted).toBeFunction();
    expectTypeOf<DriftedPlaced>().not.toExtend<OrderPlacedAnswer>();
  });
});
