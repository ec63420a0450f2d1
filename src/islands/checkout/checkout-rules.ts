/**
 * The checkout's rules that need no page (GAP-51, GAP-52, GAP-61): what gift cards pay and what
 * is left to pay, whether the instalment option shows and its text, which billing address is
 * asked, the checks made before sending, the body of `POST /api/commerce/checkout`, where a refusal is shown (which field or
 * section, or above the form), and the texts of the order summary's totals.
 */
import type { ApiFailure } from '../api-client';
import type { CheckoutRequestBody } from './checkout-api';
import { addressBody, addressErrors, ADDRESS_FIELDS, type AddressInput } from '../components/address-input';
import { cardBody, cardErrors, cardFieldOf, type CardInput } from '../components/card-input';
import { isValidEmail } from '../../shared/email';
import { formatMoney, type Currency } from '../../shared/money';
import { instalmentRangeText, instalmentSummary } from '../../shared/instalments';
import type { AppliedGiftCard, CheckoutInstalments, ShippingLocation, ShoppingCart } from './checkout.types';

export type PaymentMethod = 'card' | 'instalments';

/** Form keys of errors, in the order the form shows them (the error summary lists them so). */
export const ERROR_ORDER = [
  'email',
  ...ADDRESS_FIELDS.map((f) => `address.${f}`),
  'shippingOption',
  'coupon',
  'giftCard',
  'card.number',
  'card.expiry',
  'card.cvc',
  'payment',
  ...ADDRESS_FIELDS.map((f) => `billing.${f}`),
] as const;

export const EMAIL_MISSING = 'Enter your email address.';
export const EMAIL_INVALID = 'Please enter a valid email.';
export const SHIPPING_OPTION_MISSING = 'Choose a shipping option.';
export const PAYMENT_NOT_CONFIRMED = 'The payment was not confirmed. Place your order again to retry, or use another card.';

export interface GiftCardCoverage {
  /** Each card with what it pays, in the order applied; cards that pay nothing are left out. */
  paying: (AppliedGiftCard & { amountCents: number })[];
  paidCents: number;
  amountDueCents: number;
}

/** GAP-61: each card pays min(balance, what is left), never for gift card lines. */
export function giftCardCoverage(cards: readonly AppliedGiftCard[], grandTotalCents: number, giftCardLinesCents: number): GiftCardCoverage {
  let left = Math.max(grandTotalCents - giftCardLinesCents, 0);
  const paying: GiftCardCoverage['paying'] = [];
  for (const card of cards) {
    const amountCents = Math.min(card.balanceCents, left);
    if (amountCents <= 0) continue;
    paying.push({ ...card, amountCents });
    left -= amountCents;
  }
  const paidCents = paying.reduce((sum, p) => sum + p.amountCents, 0);
  return { paying, paidCents, amountDueCents: grandTotalCents - paidCents };
}

/** What the cart's gift card lines cost (entry ids from the server). */
export function giftCardLinesCents(cart: ShoppingCart, giftCardEntryIds: readonly string[]): number {
  return cart.entries.filter((e) => giftCardEntryIds.includes(e.id)).reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
}

export type InstalmentOffer = { kind: 'none' } | { kind: 'available'; label: string } | { kind: 'out-of-range'; text: string };

/** GAP-52, BNPL-04, BNPL-12: the instalment option for this total, or why it is not offered. */
export function instalmentOffer(offer: CheckoutInstalments | null, grandTotalCents: number, amountDueCents: number, currency: Currency, locale: string): InstalmentOffer {
  if (offer === null || amountDueCents <= 0) return { kind: 'none' };
  const range = instalmentRangeText(grandTotalCents, offer, currency, locale);
  if (range !== null) return { kind: 'out-of-range', text: `Paying in instalments with ${offer.brand} is ${range}.` };
  return { kind: 'available', label: `${offer.brand}: ${instalmentSummary({ amount: amountDueCents, currency }, locale)}, interest-free` };
}

export interface CheckoutInput {
  email: string;
  requiresShipping: boolean;
  address: AddressInput;
  /** 'Billing address is the same as shipping address' is checked (it only shows when the cart ships). */
  billingSame: boolean;
  /** The billing address's own fields. */
  billing: AddressInput;
  /** The cart offers shipping options and none is chosen. */
  shippingOptionMissing: boolean;
  method: PaymentMethod;
  card: CardInput;
  amountDueCents: number;
}

/**
 * GAP-52: which billing address the form asks for: none when gift cards pay everything (no
 * payment to bill), the shipping address while the box says so, else its own fields (always
 * for a cart that ships nothing and is paid by card or instalments).
 */
export function billingAsked(input: Pick<CheckoutInput, 'requiresShipping' | 'billingSame' | 'amountDueCents'>): 'none' | 'shipping' | 'own' {
  if (input.amountDueCents <= 0) return 'none';
  return input.requiresShipping && input.billingSame ? 'shipping' : 'own';
}

/** Messages by form key for what must be fixed before sending; empty when the form can go. */
export function checkoutErrors(input: CheckoutInput, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = input.email.trim();
  if (email === '') errors.email = EMAIL_MISSING;
  else if (!isValidEmail(email) || email.length > 254) errors.email = EMAIL_INVALID;
  if (input.requiresShipping) {
    for (const [field, message] of Object.entries(addressErrors(input.address))) errors[`address.${field}`] = message;
    if (input.shippingOptionMissing) errors.shippingOption = SHIPPING_OPTION_MISSING;
  }
  if (input.amountDueCents > 0 && input.method === 'card') {
    for (const [field, message] of Object.entries(cardErrors(input.card, now))) errors[`card.${field}`] = message;
  }
  if (billingAsked(input) === 'own') {
    for (const [field, message] of Object.entries(addressErrors(input.billing, 'billing'))) errors[`billing.${field}`] = message;
  }
  return errors;
}

/** The body of `POST /api/commerce/checkout`; no payment when gift cards pay it all (GAP-61). */
export function checkoutBody(input: CheckoutInput, giftCardCodes: readonly string[], idempotencyKey: string): CheckoutRequestBody {
  const body: CheckoutRequestBody = { email: input.email.trim(), idempotencyKey };
  if (input.requiresShipping) body.shippingAddress = addressBody(input.address);
  const billing = billingAsked(input);
  if (billing !== 'none') body.billingAddress = addressBody(billing === 'shipping' ? input.address : input.billing);
  if (input.amountDueCents > 0) body.payment = input.method === 'instalments' ? { type: 'instalments' } : cardBody(input.card);
  if (giftCardCodes.length > 0) body.giftCardCodes = [...giftCardCodes];
  return body;
}

/** A server field path (`shippingAddress.city`, `billingAddress.city`, `payment.cvc`, `giftCardCodes.0`) → the form key showing it. */
export function formKeyOf(path: string): string | null {
  if (path === 'email') return 'email';
  const address = /^(shipping|billing)Address(?:\.(\w+))?$/.exec(path);
  if (address !== null) {
    const group = address[1] === 'shipping' ? 'address' : 'billing';
    const field = address[2] !== undefined && (ADDRESS_FIELDS as readonly string[]).includes(address[2]) ? address[2] : 'line1';
    return `${group}.${field}`;
  }
  const card = cardFieldOf(path);
  if (card !== null) return `card.${card}`;
  if (path === 'payment' || path.startsWith('payment.')) return 'payment';
  if (path.startsWith('giftCardCodes')) return 'giftCard';
  return null;
}

/** Refusals that belong to one section of the form rather than above it. */
const SECTION_OF_CODE: Readonly<Record<string, string>> = {
  PAYMENT_DECLINED: 'payment',
  GIFT_CARD_PAYMENT_REQUIRED: 'payment',
  INSTALMENTS_UNAVAILABLE: 'payment',
  INSTALMENTS_ITEM_NOT_ELIGIBLE: 'payment',
  INSTALMENTS_OUT_OF_RANGE: 'payment',
  CHECKOUT_SHIPPING_OPTION_REQUIRED: 'shippingOption',
  GIFT_CARD_CODE_INVALID: 'giftCard',
  GIFT_CARD_EMPTY: 'giftCard',
  GIFT_CARD_NOT_FOR_GIFT_CARDS: 'giftCard',
  GIFT_CARD_BALANCE_CHANGED: 'giftCard',
  CHECKOUT_COUPON_INVALID: 'coupon',
};

/**
 * Where a refused checkout is shown: field messages next to their fields (a 400's
 * `data.errors`), a decline at the payment section, and what no field explains (stock gone,
 * the session, the network: `message`, worded by the caller) above the form.
 */
export function placeFailure(failure: ApiFailure, message: string): { fields: Record<string, string>; general: string | null } {
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const [path, text] of Object.entries(failure.errors ?? {})) {
    const key = formKeyOf(path);
    if (key === null) unplaced = true;
    else fields[key] ??= text;
  }
  const section = failure.code === null ? undefined : SECTION_OF_CODE[failure.code];
  if (section !== undefined) fields[section] ??= message;
  const placed = Object.keys(fields).length > 0;
  return { fields, general: placed && !unplaced ? null : message };
}

/** The shipping location of an address (`PUT …/shipping-location`), null without a country. */
export function locationOf(address: AddressInput): ShippingLocation | null {
  const country = address.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return null;
  const part = (s: string) => (s.trim() === '' ? null : s.trim());
  return { country, region: part(address.region), postalCode: part(address.postalCode) };
}

export function sameLocation(a: ShippingLocation | null, b: ShippingLocation | null): boolean {
  return a?.country === b?.country && (a?.region ?? null) === (b?.region ?? null) && (a?.postalCode ?? null) === (b?.postalCode ?? null);
}

export type TotalKey = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'grandTotal' | 'giftCards' | 'amountDue';

/** The summary's totals as display text; null for a row that does not apply (hidden). */
export function totalsText(cart: ShoppingCart, coverage: GiftCardCoverage, currency: Currency, locale: string): Record<TotalKey, string | null> {
  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  const paid = coverage.paidCents > 0;
  return {
    subtotal: money(cart.subtotalCents),
    discount: cart.discountCents > 0 ? `−${money(cart.discountCents)}` : null,
    shipping: cart.requiresShipping ? money(cart.shippingCostCents) : null,
    tax: money(cart.taxCents),
    grandTotal: money(cart.grandTotalCents),
    giftCards: paid ? `−${money(coverage.paidCents)}` : null,
    amountDue: paid ? money(coverage.amountDueCents) : null,
  };
}
