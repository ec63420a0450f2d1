/** The cart module: visitors' shopping carts and their lines (spec §3 Shopping cart, Cart entry). */
import { readMigrations } from '../../db/migrations';

export { createCartService, type CartService, type CartDeps, type CartRule } from './cart.service';
export { isCartToken, cartKeyOf } from './cart-keys';
export type { MergeLimits, MergeOutcome } from './site-user-carts';
export type { CartChoices } from './cart-choices';
export { fieldsKey } from './cart-lines';
export { CART_LIMITS } from './cart.types';
export type { Cart, CartEntry, CartKey, NewCartLine, HeldQuantity } from './cart.types';
export type { CartGiftCard } from './cart.types';

export const CART_MIGRATIONS = readMigrations('cart', new URL('./migrations/', import.meta.url));
