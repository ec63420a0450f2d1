/**
 * The cart page and the cart routes read one contract: the answer type of each cart endpoint
 * is the response schema's, and the island's code takes exactly that type. These checks are
 * compile-time (`npm run typecheck` fails when they break); the runtime asserts are trivial.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AnswerOf } from '../../shared/api/endpoint';
import type { ShoppingCart, ShoppingCart as ShoppingCartSchema, ShoppingCartAnswer } from '../../shared/api/cart';
import type { cartEndpoints } from '../../shared/api/cart-endpoints';
import { minimumCents, type canCheckOut } from './cart-page-rules';
import type { CartCallResult } from './cart-calls';

/** A response schema that drifted from what the island reads: the total renamed, money as a bare number. */
type DriftedCart = Omit<ShoppingCart, 'grandTotalCents' | 'minimumOrderSubtotal'> & { totalCents: number; minimumOrderSubtotal: number };

describe('the cart contract (compile-time)', () => {
  it('each cart endpoint answers its response schema, and the island reads that schema', () => {
    expectTypeOf<AnswerOf<typeof cartEndpoints.changeQuantity>>().toEqualTypeOf<z.infer<typeof ShoppingCartAnswer>>();
    expectTypeOf<AnswerOf<typeof cartEndpoints.getCart>>().toEqualTypeOf<z.infer<typeof ShoppingCartSchema>>();
    expectTypeOf<Extract<CartCallResult, { ok: true }>['cart']>().toEqualTypeOf<ShoppingCart>();
  });

  it('a response that disagrees with the island does not compile', () => {
    // Never called: only compiled.
    const readDrifted = (drifted: DriftedCart) =>
      // @ts-expect-error the island reads minimumOrderSubtotal as money ({value, currency, …})
      minimumCents(drifted, 'USD');
    expectTypeOf(readDrifted).toBeFunction();
    expectTypeOf<DriftedCart>().not.toExtend<ShoppingCart>();
    // The real cart gives the island what it reads.
    expectTypeOf<ShoppingCart>().toExtend<Parameters<typeof canCheckOut>[0]>();
    expectTypeOf<ShoppingCart>().toExtend<Parameters<typeof minimumCents>[0]>();
  });
});
