/**
 * The subscription page's islands and the subscription routes read one contract: the answer
 * types are the response schemas', and the island's code takes exactly those types. These
 * checks are compile-time (`npm run typecheck` fails when they break).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AnswerOf, BodyOf, ParamsOf } from '../../shared/api/endpoint';
import type { RequiresActionAnswer } from '../../shared/api/checkout';
import type { SubscriptionCheckoutBody, SubscriptionPlacedAnswer } from '../../shared/api/subscriptions';
import type { subscriptionEndpoints } from '../../shared/api/subscriptions-endpoints';
import type { ApiResult } from '../api-client';
import { readAnswer, type subscribeBody } from './subscribe-request';

/** An answer that drifted from what the island reads: the confirmed page's URL renamed. */
type DriftedPlaced = Omit<z.infer<typeof SubscriptionPlacedAnswer>, 'subscriptionConfirmedUrl'> & { confirmedUrl: string };

describe('the subscription contract (compile-time)', () => {
  it('the checkout and confirm calls answer their response schemas, and the island reads them', () => {
    type Answer = z.infer<typeof SubscriptionPlacedAnswer> | z.infer<typeof RequiresActionAnswer>;
    expectTypeOf<AnswerOf<typeof subscriptionEndpoints.checkout>>().toEqualTypeOf<Answer>();
    expectTypeOf<AnswerOf<typeof subscriptionEndpoints.confirm>>().toEqualTypeOf<Answer>();
    expectTypeOf<ApiResult<Answer>>().toExtend<Parameters<typeof readAnswer>[0]>();
    expectTypeOf<ParamsOf<typeof subscriptionEndpoints.checkout>>().toEqualTypeOf<{ cartToken: string }>();
    expectTypeOf<ReturnType<typeof subscribeBody>>().toEqualTypeOf<BodyOf<typeof subscriptionEndpoints.checkout>>();
    expectTypeOf<ReturnType<typeof subscribeBody>>().toExtend<z.input<typeof SubscriptionCheckoutBody>>();
  });

  it('an answer that disagrees with the island does not compile', () => {
    const readDrifted = (drifted: DriftedPlaced) =>
      // @ts-expect-error the island follows subscriptionConfirmedUrl
      readAnswer({ ok: true, data: drifted });
    expectTypeOf(readDrifted).toBeFunction();
  });
});
