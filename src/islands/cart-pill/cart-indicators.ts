/**
 * The theme's cart indicators (CART-21..CART-23): elements marked `data-cart-indicator` (or
 * the engine's `sqs-custom-cart` class) show the count in `.sqs-cart-quantity` and the
 * subtotal in `.sqs-cart-subtotal`; each gets `data-cart-initialized` on the first sync and
 * `data-cart-empty` while the cart is empty, for themes to style.
 */
import type { CartSummarySource } from '../cart-events';
import { moneyText } from '../money-text';
import { countText, spokenCount } from './cart-count';

export const INDICATOR_SELECTOR = '[data-cart-indicator], .sqs-custom-cart';
export const INITIALIZED_ATTRIBUTE = 'data-cart-initialized';
export const EMPTY_ATTRIBUTE = 'data-cart-empty';

export function syncCartIndicators(root: ParentNode, cart: CartSummarySource): void {
  const count = cart.totalQuantity;
  const locale = document.documentElement.lang || 'en';
  const subtotal = cart.subtotalAmount === undefined ? null : moneyText(cart.subtotalAmount.value, cart.subtotalAmount.currency, locale);
  for (const indicator of root.querySelectorAll<HTMLElement>(INDICATOR_SELECTOR)) {
    for (const el of indicator.querySelectorAll<HTMLElement>('.sqs-cart-quantity')) el.textContent = countText(count);
    if (subtotal !== null) for (const el of indicator.querySelectorAll<HTMLElement>('.sqs-cart-subtotal')) el.textContent = subtotal;
    // A link's name then says the count the way the pill does (CART-20), '100+' included.
    if (indicator.matches('a, button')) indicator.setAttribute('aria-label', `Cart, ${spokenCount(count)}`);
    indicator.setAttribute(INITIALIZED_ATTRIBUTE, '');
    indicator.toggleAttribute(EMPTY_ATTRIBUTE, count === 0);
  }
}
