/**
 * The owner's pricing rules as the rest of Stoa sees them (GAP-53 tax, GAP-54 shipping, GAP-55
 * coupons). Money is integer minor units of the site's currency; times are epoch milliseconds;
 * countries are two-letter codes in upper case.
 */
import { COUPON_CODE_MAX_LENGTH, COUPON_TYPES } from '../../shared/api/cart';
import { REST_OF_WORLD, SHIPPING_OPTIONS_PER_ZONE_MAX } from '../../shared/api/pricing-rules';

/** A tax rate for a country, or for one region of it. */
export interface TaxRule {
  id: string;
  websiteId: string;
  name: string;
  /** The rate as a percentage in decimal text, e.g. "8.875" (at most 4 fraction digits). */
  rate: string;
  /** The same rate in parts per million of the amount (8.875 % → 88750): what the maths uses. */
  ratePpm: number;
  country: string;
  /** null: every region of the country. Matched without regard to case. */
  region: string | null;
  /** Whether the rate is charged on the shipping cost too. */
  appliesToShipping: boolean;
  created: number;
  updated: number;
}

/** One way to ship within a zone. */
export interface ShippingOptionRule {
  /** Stable across edits of the zone (a cart keeps the id of its chosen option). */
  id: string;
  name: string;
  costCents: number;
  /** The option costs nothing when the order's subtotal after discounts reaches this; null: never free. */
  freeOverCents: number | null;
  /** Shown as is, e.g. "3–5 business days". */
  deliveryEstimate: string | null;
}

/** `'*'` in `countries`: the rest of the world (every country no other zone names); the owner's contract's. */
export { REST_OF_WORLD };

export interface ShippingZone {
  id: string;
  websiteId: string;
  name: string;
  countries: string[];
  options: ShippingOptionRule[];
  created: number;
  updated: number;
}

// The kinds are the cart contract's (the cart answers them).
export { COUPON_TYPES };
export type CouponType = (typeof COUPON_TYPES)[number];

export interface Coupon {
  id: string;
  websiteId: string;
  /** As the owner wrote it; visitors may type it in any case. */
  code: string;
  type: CouponType;
  /** PERCENTAGE: whole percent, 1–100. */
  percentOff: number | null;
  /** FIXED_AMOUNT: minor units. */
  amountOffCents: number | null;
  /** The cart's subtotal must be at least this (0: no minimum). */
  minimumSubtotalCents: number;
  startsAt: number | null;
  expiresAt: number | null;
  /** Orders that may use the coupon; null: no limit. */
  usageLimit: number | null;
  /** Orders placed with it so far. */
  redemptionCount: number;
  active: boolean;
  created: number;
  updated: number;
}

/** Where a cart ships to (GAP-07 ShippingLocation). */
export interface ShippingLocation {
  country: string;
  region: string | null;
  postalCode: string | null;
}

/** What pricing a cart needs of a site's rules: all tax rules and zones, and the coupons the cart names. */
export interface CartPricingRules {
  taxRules: TaxRule[];
  shippingZones: ShippingZone[];
  coupons: Coupon[];
}

export const NO_PRICING_RULES: CartPricingRules = { taxRules: [], shippingZones: [], coupons: [] };

/** A coupon an order uses, to be counted in the order's transaction. */
export interface CouponRedemption {
  couponId: string;
  code: string;
}

export const PRICING_RULES_LIMITS = {
  /** Rules of each kind per site: the cart reads them all on every request. */
  maxTaxRules: 500,
  maxShippingZones: 100,
  maxOptionsPerZone: SHIPPING_OPTIONS_PER_ZONE_MAX,
  maxCoupons: 5000,
  /** Codes one cart may hold. */
  maxCouponsPerCart: 10,
  // The cart's coupon calls refuse longer codes with the same limit (src/shared/api/cart.ts).
  maxCodeLength: COUPON_CODE_MAX_LENGTH,
} as const;

/** The coupon's code in the form codes are compared in (case does not matter). */
export function couponKey(code: string): string {
  return code.trim().toUpperCase();
}
