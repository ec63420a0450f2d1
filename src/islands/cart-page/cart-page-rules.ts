/**
 * The cart page's wording and rules (spec §8 Cart UI strings, GAP-56, GAP-57, GAP-100): the
 * failure titles and their details (no answer at all: the connection; any other failure: try
 * again), the checkout-minimum message, the quantity the input holds, money from minor units,
 * and what the live region says after a change.
 */
import type { ApiFailure } from '../api-client';
import { formatMoney, isCurrency, parseDecimal } from '../../shared/money';
import { moneyText } from '../money-text';
import { CHECK_CONNECTION, ENABLE_COOKIES, SESSION_EXPIRED, TRY_AGAIN, TRY_AGAIN_SOON } from '../product-form/purchase-request';
import type { ShoppingCart } from '../../shared/api/cart';

export { CHECK_CONNECTION, TRY_AGAIN };
export const UPDATE_QUANTITY_FAILED = 'Unable to update quantity';
export const REMOVE_FAILED = 'Unable to remove item';
export const UPDATE_FORM_FAILED = 'Unable to update form';
export const OPEN_FORM_FAILED = 'Unable to open form';
/** Stoa's own titles for the calls the spec's catalogue does not word (coupons, shipping). */
export const APPLY_CODE_FAILED = 'Unable to apply discount code';
export const REMOVE_CODE_FAILED = 'Unable to remove discount code';
export const SHIPPING_FAILED = 'Unable to estimate shipping';
export const FORM_INVALID = 'Update the missing or invalid information above.';
export const CART_EMPTY = 'You have nothing in your shopping cart.';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;
/** Typing or stepping settles for this long before the quantity is sent (one call for a burst of clicks). */
export const QUANTITY_DEBOUNCE_MS = 500;

/** CART-26 with the minimum formatted per FMT. */
export function minimumSubtotalText(subtotal: string): string {
  return `To check out, your order subtotal must be ${subtotal} or more.`;
}

/**
 * A failed cart call as the visitor reads it: the spec's title, what the server said when it
 * refused with a reason the visitor can act on (stock, a crumb, a bad code), and the GAP-100
 * detail: the connection when no answer came (status 0), otherwise 'Please try again.'.
 */
export interface FailureNotice {
  title: string;
  reason: string | null;
  detail: string;
}

export function failureNotice(title: string, failure: ApiFailure, cookiesEnabled: boolean): FailureNotice {
  if (failure.status === 0) return { title, reason: null, detail: CHECK_CONNECTION };
  let reason: string | null = null;
  if (failure.crumbFail) reason = cookiesEnabled ? SESSION_EXPIRED : ENABLE_COOKIES;
  else if (failure.status === 429) reason = TRY_AGAIN_SOON;
  else if (failure.status >= 400 && failure.status < 500) reason = failure.message;
  return { title, reason: reason === TRY_AGAIN ? null : reason, detail: TRY_AGAIN };
}

/** A problem of its own, with no call made (GAP-100: the form's missing answers). */
export function localNotice(title: string, detail: string): FailureNotice {
  return { title, reason: null, detail };
}

export type QuantityInput = { ok: true; quantity: number } | { ok: false; message: string };

/** The quantity input's text as a quantity to send (the server's rules and messages, spec §5). */
export function readQuantity(text: string): QuantityInput {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(n)) return { ok: false, message: 'Quantity must be a number.' };
  if (!Number.isInteger(n)) return { ok: false, message: 'Quantity must be a whole number.' };
  if (n < MIN_QUANTITY || n > MAX_QUANTITY) return { ok: false, message: `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}.` };
  return { ok: true, quantity: n };
}

/** One step of the − / + buttons from what the input holds, kept within 1..9999. */
export function stepQuantity(text: string, step: 1 | -1, fallback: number): number {
  const read = readQuantity(text);
  const base = read.ok ? read.quantity : fallback;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, base + step));
}

/** Minor units as display text in the store's currency (JPY has no minor unit). */
export function centsText(cents: number, currency: string, locale: string): string {
  if (isCurrency(currency)) return formatMoney({ amount: cents, currency }, locale.replace('_', '-'));
  return moneyText((cents / 100).toFixed(2), currency, locale);
}

/** The minimum as minor units, from its `{value}` decimal text. */
export function minimumCents(cart: Pick<ShoppingCart, 'minimumOrderSubtotal'>, currency: string): number {
  return isCurrency(currency) ? (parseDecimal(cart.minimumOrderSubtotal.value, currency) ?? 0) : 0;
}

/** GAP-57: checkout only with something in the cart and the subtotal at or above the minimum. */
export function canCheckOut(cart: Pick<ShoppingCart, 'entries' | 'meetsMinimumOrderSubtotal'> | null): boolean {
  return cart !== null && cart.entries.length > 0 && cart.meetsMinimumOrderSubtotal;
}

/** An entry's additional-fields answers by field id, or {} when there are none or they do not parse. */
export function answersOf(json: string | null): Record<string, unknown> {
  if (json === null || json === '') return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Where focus goes after entry `index` of `count` is removed: the entry now in its place, the one before, or none. */
export function focusAfterRemoval(index: number, countAfter: number): number | null {
  if (countAfter === 0) return null;
  return Math.min(index, countAfter - 1);
}
