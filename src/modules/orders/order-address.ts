/**
 * When an order's (or a subscription's) billing address is worth showing to the buyer
 * (GAP-52): the billing address defaults to the shipping address, and repeating it tells the
 * buyer nothing. Order pages, subscription answers and the confirmation email all use this
 * one rule, so they never disagree about it.
 */
import type { OrderAddress } from './orders.types';

/** Two addresses a buyer would read as the same (the order keeps the shipping address as billing when told so). */
function sameAddress(a: OrderAddress, b: OrderAddress): boolean {
  const lines = (x: OrderAddress) =>
    [x.firstName, x.lastName, x.line1, x.line2, x.city, x.region, x.postalCode, x.countryCode].map((part) => (part ?? '').trim().toLowerCase());
  const left = lines(a);
  return lines(b).every((part, i) => part === left[i]);
}

/** True when there is a billing address and it differs from the shipping address, or nothing ships. */
export function showsBillingAddress(billing: OrderAddress | null, shipping: OrderAddress | null): billing is OrderAddress {
  return billing !== null && (shipping === null || !sameAddress(billing, shipping));
}
