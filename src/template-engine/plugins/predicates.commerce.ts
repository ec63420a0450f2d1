/**
 * Store predicates, asked of the current item: `{.on-sale?}`, `{.sold-out?}`,
 * `{.has-variants?}`, `{.varied-prices?}` (PROD-09..PROD-13).
 */
import type { PredicateTable } from '../plugin';
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from './commerce/product-state';

export const COMMERCE_PREDICATES: PredicateTable = {
  'has-variants?': (_args, ctx) => hasVariants(ctx.node()),
  'on-sale?': (_args, ctx) => isOnSale(ctx.node()),
  'sold-out?': (_args, ctx) => isSoldOut(ctx.node()),
  'varied-prices?': (_args, ctx) => hasVariedPrices(ctx.node()),
};
