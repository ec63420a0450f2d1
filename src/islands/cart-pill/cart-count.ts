/**
 * How the cart pill and the template cart indicators show the cart (spec §4, §9; CART-17..20):
 * hidden at zero, '100+' above 100 with the spoken 'More than 100 items in cart', and the
 * fade in: 0.2 s to 0.7 opacity, then 0.5 s to full.
 */

export const COUNT_CAP = 100;

/** CART-19: the visible count. */
export function countText(count: number): string {
  return count > COUNT_CAP ? `${COUNT_CAP}+` : String(count);
}

/** CART-20: what a screen reader says for the count. */
export function spokenCount(count: number): string {
  if (count > COUNT_CAP) return 'More than 100 items in cart';
  return count === 1 ? '1 item in cart' : `${count} items in cart`;
}

/** CART-17: the pill shows only with something in the cart. */
export function pillShown(totalQuantity: number): boolean {
  return totalQuantity > 0;
}

/** CART-18 as one animation: 0 → 0.7 in the first 200 ms, 0.7 → 1 in the next 500 ms. */
export const FADE_IN_MS = 700;
export const FADE_IN_KEYFRAMES: Keyframe[] = [
  { opacity: 0, offset: 0 },
  { opacity: 0.7, offset: 200 / FADE_IN_MS },
  { opacity: 1, offset: 1 },
];
