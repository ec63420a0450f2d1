/**
 * The visitor's cart as every island on a page sees it: read once from
 * `GET /api/commerce/shopping-cart` (pages are shared by all visitors, so the server never
 * renders it), then replaced by the `shoppingCart` each change answers (ATC-19). Changes are
 * broadcast as a `stoa:cart` DOM event, so islands built as separate scripts (and theme
 * scripts) stay in step without a reload.
 */
import type { ShoppingCart, ShoppingCartEntry } from '../shared/api/cart';
import { cartEndpoints } from '../shared/api/cart-endpoints';
import { callEndpoint } from './api-client';

/**
 * The cart fields islands read (spec §3 Shopping cart): the contract's cart, of which islands
 * and theme scripts may publish only a summary.
 */
export type CartSummarySource = Pick<ShoppingCart, 'totalQuantity'> &
  Partial<Pick<ShoppingCart, 'subtotalCents' | 'subtotalAmount'>> & {
    entries?: (Pick<ShoppingCartEntry, 'itemId' | 'quantity'> & { chosenVariant?: Partial<ShoppingCartEntry['chosenVariant']> })[];
  };

export const CART_EVENT = 'stoa:cart';
export const CART_PATH = cartEndpoints.getCart.path;

let changes = 0;
let latest: CartSummarySource | null = null;

/** The cart last published on this page, or null before the first read. */
export function currentCart(): CartSummarySource | null {
  return latest;
}

/** Tells every island on the page that the cart is now `cart`. */
export function publishCart(cart: CartSummarySource): void {
  changes++;
  latest = cart;
  document.dispatchEvent(new CustomEvent<CartSummarySource>(CART_EVENT, { detail: cart }));
}

/** Calls `listener` with each published cart; returns the unsubscribe function. */
export function onCartChange(listener: (cart: CartSummarySource) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CartSummarySource>).detail);
  document.addEventListener(CART_EVENT, handler);
  return () => document.removeEventListener(CART_EVENT, handler);
}

/** Reads the visitor's cart and publishes it, unless a change was published meanwhile (that one is newer). */
export async function loadCart(): Promise<CartSummarySource | null> {
  const before = changes;
  const result = await callEndpoint(cartEndpoints.getCart, { query: { calculateSubtotal: 'true' } });
  if (!result.ok || typeof result.data?.totalQuantity !== 'number') return null;
  if (changes === before) publishCart(result.data);
  return result.data;
}

/** Units of one item and variant already in the cart (ATC-16). */
export function quantityInCart(cart: CartSummarySource | null, itemId: string, sku: string): number {
  let total = 0;
  for (const entry of cart?.entries ?? []) if (entry.itemId === itemId && entry.chosenVariant?.sku === sku) total += entry.quantity;
  return total;
}
