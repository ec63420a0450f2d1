/**
 * The restock form and the restock route read one contract: the island sends the sign-up
 * body's type and reads the answer the route's schema declares. Compile-time checks
 * (`npm run typecheck` fails when they break); the runtime asserts are trivial.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AnswerOf, BodyOf } from '../../shared/api/endpoint';
import type { RestockSignUpAnswer, RestockSignUpBody } from '../../shared/api/restock';
import type { restockEndpoints } from '../../shared/api/restock-endpoints';
import type { restockPayload, RestockPayload } from './restock-request';

/** A body that drifted from the route: the email as a bare number, the ids renamed. */
type DriftedPayload = { itemId: string; variant: string; siteVisitorEmail: number };

describe('the restock contract (compile-time)', () => {
  it('RSTK-11 the sign-up endpoint answers its response schema and takes its body schema', () => {
    expectTypeOf<AnswerOf<typeof restockEndpoints.signUp>>().toEqualTypeOf<z.infer<typeof RestockSignUpAnswer>>();
    expectTypeOf<RestockPayload>().toEqualTypeOf<BodyOf<typeof restockEndpoints.signUp>>();
    expectTypeOf<ReturnType<typeof restockPayload>>().toExtend<z.input<typeof RestockSignUpBody>>();
  });

  it('a payload that disagrees with the route does not compile', () => {
    expectTypeOf<DriftedPayload>().not.toExtend<RestockPayload>();
    expectTypeOf<{ productId: string; variantId: string; siteVisitorEmail: { email: number } }>().not.toExtend<RestockPayload>();
  });
});
