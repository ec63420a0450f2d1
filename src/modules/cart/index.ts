/** The cart module: visitors' shopping carts and their lines (spec §3 Shopping cart, Cart entry). */
import { readMigrations } from '../../db/migrations';

export { createCartService, isCartToken, type CartService, type CartDeps, type CartRule } from './cart.service';
export { fieldsKey } from './cart-lines';
export { CART_LIMITS } from './cart.types';
export type { Cart, CartEntry, NewCartLine, HeldQuantity } from './cart.types';

export const CART_MIGRATIONS = readMigrations('cart', new URL('./migrations/', import.meta.url));
