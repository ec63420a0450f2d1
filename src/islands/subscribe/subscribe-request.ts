/**
 * The subscription page's checkout (SUB-02, GAP-62): the checks made before paying (the billing
 * address too, unless it is the shipping address, GAP-52), the body
 * of `POST /api/3/commerce/cart/subscription/{cartToken}/checkout` and how its answers read:
 * the subscription-confirmed page (206) to go to, the payment's extra step (202), or field
 * messages and a message for the rest. Field errors are keyed by the input's element id, so
 * the form can move focus to the first one.
 */
import type { ApiFailure, ApiResult } from '../api-client';
import { addressBody, addressErrors, ADDRESS_FIELDS, BILLING_PREFIX, type AddressInput } from '../components/address-input';
import { cardBody, cardErrors, cardFieldOf, type CardInput } from '../components/card-input';
import { fieldErrorsOf } from '../components/field-errors';
import type { BodyOf } from '../../shared/api/endpoint';
import type { SubscriptionCheckoutAnswer } from '../../shared/api/subscriptions';
import type { subscriptionEndpoints } from '../../shared/api/subscriptions-endpoints';
import { isValidEmail } from '../../shared/email';

export interface SubscribePageProps {
  cartToken: string;
  requiresShipping: boolean;
  testMode: boolean;
  locale: string;
  /** What each cycle charges, phrased ('$18.00 every 2 weeks'). */
  total: string;
}

export interface SubscribeInput {
  email: string;
  shipping: AddressInput;
  /** 'Billing address is the same as shipping address' is checked (shown for physical goods only). */
  billingSame: boolean;
  billing: AddressInput;
  card: CardInput;
}

export const EMAIL_ID = 'subscribe-email';
export const SHIPPING_PREFIX = 'shipping';
export const CARD_PREFIX = 'card';
export const EMAIL_INVALID = 'Please enter a valid email.';

/** GAP-52: a subscription is always paid by card, so it is billed to the shipping address (when the box says so) or to its own. */
export function ownBilling(requiresShipping: boolean, billingSame: boolean): boolean {
  return !(requiresShipping && billingSame);
}

/** Element ids in page order (focus goes to the first invalid one). */
export function fieldOrder(requiresShipping: boolean, billingSame: boolean): string[] {
  const shipping = requiresShipping ? ADDRESS_FIELDS.map((f) => `${SHIPPING_PREFIX}-${f}`) : [];
  const billing = ownBilling(requiresShipping, billingSame) ? ADDRESS_FIELDS.map((f) => `${BILLING_PREFIX}-${f}`) : [];
  return [EMAIL_ID, ...shipping, `${CARD_PREFIX}-number`, `${CARD_PREFIX}-expiry`, `${CARD_PREFIX}-cvc`, ...billing];
}

const prefixed = (prefix: string, errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}-${k}`, v]));

/** Field messages by element id; empty when the form can be sent. */
export function subscribeErrors(input: SubscribeInput, requiresShipping: boolean, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isValidEmail(input.email.trim())) errors[EMAIL_ID] = EMAIL_INVALID;
  if (requiresShipping) Object.assign(errors, prefixed(SHIPPING_PREFIX, addressErrors(input.shipping)));
  Object.assign(errors, prefixed(CARD_PREFIX, cardErrors(input.card, now)));
  if (ownBilling(requiresShipping, input.billingSame)) Object.assign(errors, prefixed(BILLING_PREFIX, addressErrors(input.billing, 'billing')));
  return errors;
}

/** The errors of one group, keyed by the group's own field names (for AddressFields, CardFields). */
export function groupErrors(errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, message] of Object.entries(errors)) if (id.startsWith(`${prefix}-`)) out[id.slice(prefix.length + 1)] = message;
  return out;
}

export function subscribeBody(input: SubscribeInput, requiresShipping: boolean, idempotencyKey: string): BodyOf<typeof subscriptionEndpoints.checkout> {
  return {
    email: input.email.trim(),
    ...(requiresShipping && { shippingAddress: addressBody(input.shipping) }),
    billingAddress: addressBody(ownBilling(requiresShipping, input.billingSame) ? input.billing : input.shipping),
    payment: cardBody(input.card),
    idempotencyKey,
  };
}

/** A server field path → the element id showing it (null: no field shows it). */
export function fieldIdOf(path: string): string | null {
  if (path === 'email') return EMAIL_ID;
  const address = /^(shipping|billing)Address(?:\.(\w+))?$/.exec(path);
  if (address !== null) {
    const prefix = address[1] === 'shipping' ? SHIPPING_PREFIX : BILLING_PREFIX;
    if (address[2] === undefined) return `${prefix}-line1`;
    return (ADDRESS_FIELDS as readonly string[]).includes(address[2]) ? `${prefix}-${address[2]}` : null;
  }
  const card = cardFieldOf(path);
  return card === null ? null : `${CARD_PREFIX}-${card}`;
}

export type SubscribeAnswer =
  | { kind: 'confirmed'; url: string }
  | { kind: 'requires-action' }
  | { kind: 'failed'; failure: ApiFailure; fields: Record<string, string> };

/** How a checkout or confirm call's result reads. */
export function readAnswer(result: ApiResult<SubscriptionCheckoutAnswer>): SubscribeAnswer {
  if (!result.ok) return { kind: 'failed', failure: result.failure, fields: fieldErrorsOf(result.failure, fieldIdOf) };
  const answer = result.data;
  if ('status' in answer) return { kind: 'requires-action' };
  // Only a page of this site is followed.
  if (typeof answer.subscriptionConfirmedUrl === 'string' && answer.subscriptionConfirmedUrl.startsWith('/')) return { kind: 'confirmed', url: answer.subscriptionConfirmedUrl };
  return { kind: 'failed', failure: { status: 500, crumbFail: false, message: null, code: null }, fields: {} };
}
