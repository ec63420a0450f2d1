/**
 * A cart's discount, shipping and tax from the owner's rules (GAP-53, GAP-54, GAP-55): pure,
 * integer minor units throughout, so the cart view and the checkout always agree.
 *  1. Coupons: each code is valid or invalid with a reason; the valid discounts add up, never
 *     beyond the discountable amount (gift cards are money and are never discounted).
 *  2. Shipping: the options of the zones naming the shipping country (else the rest-of-world
 *     zones); an option is free once the subtotal after discounts reaches its threshold; a
 *     free-shipping coupon waives the chosen option's cost.
 *  3. Tax: the rules of the shipping location (or the store address when nothing ships); per
 *     taxable line, Σ rates × (line amount − its share of the discount), rounded half-up.
 */
import { COUPON_INVALID_REASONS } from '../../shared/api/cart';
import { applyRate } from './tax-rate';
import {
  REST_OF_WORLD,
  couponKey,
  type CartPricingRules,
  type Coupon,
  type CouponType,
  type ShippingLocation,
  type ShippingZone,
  type TaxRule,
} from './pricing-rules.types';

export interface PricingLine {
  /** Unit price × quantity, minor units. */
  amountCents: number;
  /** False for gift cards: they are taxed when spent, not when bought. */
  taxable: boolean;
  /** False for gift cards. */
  discountable: boolean;
}

export interface CartTotalsInput {
  lines: PricingLine[];
  requiresShipping: boolean;
  shippingLocation: ShippingLocation | null;
  /** The tax location of carts that ship nothing; null: no tax for them. */
  storeAddress: { country: string; region: string | null } | null;
  selectedShippingOptionId: string | null;
  /** As the cart holds them, in the order they were added. */
  couponCodes: string[];
  rules: CartPricingRules;
  now: number;
}

// The reasons are the cart contract's (the cart answers them, GAP-55).
export { COUPON_INVALID_REASONS };
export type CouponInvalidReason = (typeof COUPON_INVALID_REASONS)[number];

export interface CouponOutcome {
  /** The owner's spelling when the coupon exists, else what the visitor typed. */
  code: string;
  couponId: string | null;
  type: CouponType | null;
  valid: boolean;
  reason: CouponInvalidReason | null;
  /** This coupon's part of the cart's discountCents. */
  discountCents: number;
  /** The shipping cost a free-shipping coupon waives. */
  shippingDiscountCents: number;
  minimumSubtotalCents: number;
}

export interface AvailableShippingOption {
  id: string;
  zoneId: string;
  zoneName: string;
  name: string;
  /** What the option costs this cart (0 once its free-over threshold is reached). */
  costCents: number;
  /** The option's price before any threshold. */
  regularCostCents: number;
  freeOverCents: number | null;
  deliveryEstimate: string | null;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  /** GAP-54: subtotal − discount + shipping + tax. */
  grandTotalCents: number;
  shippingOptions: AvailableShippingOption[];
  selectedShippingOption: AvailableShippingOption | null;
  applicableTaxRules: TaxRule[];
  coupons: CouponOutcome[];
}

function invalidReason(coupon: Coupon | undefined, input: CartTotalsInput, subtotal: number, discountable: number): CouponInvalidReason | null {
  if (coupon === undefined || !coupon.active) return 'unknown';
  if (coupon.expiresAt !== null && input.now >= coupon.expiresAt) return 'expired';
  if (coupon.startsAt !== null && input.now < coupon.startsAt) return 'not_applicable';
  if (coupon.usageLimit !== null && coupon.redemptionCount >= coupon.usageLimit) return 'usage_limit_reached';
  if (subtotal < coupon.minimumSubtotalCents) return 'minimum_not_met';
  if (coupon.type === 'FREE_SHIPPING' ? !input.requiresShipping : discountable === 0) return 'not_applicable';
  return null;
}

function evaluateCoupons(input: CartTotalsInput, subtotal: number, discountable: number): CouponOutcome[] {
  const byKey = new Map(input.rules.coupons.map((c) => [couponKey(c.code), c]));
  let left = discountable;
  return input.couponCodes.map((code) => {
    const coupon = byKey.get(couponKey(code));
    const reason = invalidReason(coupon, input, subtotal, discountable);
    let discountCents = 0;
    if (reason === null && coupon!.type !== 'FREE_SHIPPING') {
      const wanted = coupon!.type === 'PERCENTAGE' ? applyRate(discountable, coupon!.percentOff! * 10_000) : coupon!.amountOffCents!;
      discountCents = Math.min(wanted, left);
      left -= discountCents;
    }
    return {
      code: coupon?.code ?? code,
      couponId: coupon?.id ?? null,
      type: coupon?.type ?? null,
      valid: reason === null,
      reason,
      discountCents,
      shippingDiscountCents: 0,
      minimumSubtotalCents: coupon?.minimumSubtotalCents ?? 0,
    };
  });
}

/** `total` split over `weights` in proportion, whole units, largest remainders first: the parts add up to `total`. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => BigInt(w) * BigInt(total));
  const parts = exact.map((e) => Number(e / BigInt(sum)));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, rem: Number(e % BigInt(sum)) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** The zones serving a country: those naming it, else the rest-of-world ones. */
export function zonesFor(zones: ShippingZone[], country: string): ShippingZone[] {
  const named = zones.filter((z) => z.countries.includes(country));
  return named.length > 0 ? named : zones.filter((z) => z.countries.includes(REST_OF_WORLD));
}

function shippingOptionsFor(input: CartTotalsInput, subtotalAfterDiscount: number): AvailableShippingOption[] {
  if (!input.requiresShipping || input.shippingLocation === null) return [];
  return zonesFor(input.rules.shippingZones, input.shippingLocation.country).flatMap((zone) =>
    zone.options.map((o) => ({
      id: o.id,
      zoneId: zone.id,
      zoneName: zone.name,
      name: o.name,
      costCents: o.freeOverCents !== null && subtotalAfterDiscount >= o.freeOverCents ? 0 : o.costCents,
      regularCostCents: o.costCents,
      freeOverCents: o.freeOverCents,
      deliveryEstimate: o.deliveryEstimate,
    })),
  );
}

/** The tax rules of a location: the country's, for the whole country or the location's region. */
export function taxRulesFor(rules: TaxRule[], location: { country: string; region: string | null } | null): TaxRule[] {
  if (location === null) return [];
  const region = location.region?.trim().toUpperCase() ?? null;
  return rules.filter((r) => r.country === location.country && (r.region === null || r.region.toUpperCase() === region));
}

/** See the file comment. */
export function computeCartTotals(input: CartTotalsInput): CartTotals {
  const subtotalCents = input.lines.reduce((sum, l) => sum + l.amountCents, 0);
  const discountable = input.lines.reduce((sum, l) => sum + (l.discountable ? l.amountCents : 0), 0);
  const coupons = evaluateCoupons(input, subtotalCents, discountable);
  const discountCents = coupons.reduce((sum, c) => sum + c.discountCents, 0);

  const shippingOptions = shippingOptionsFor(input, subtotalCents - discountCents);
  const selectedShippingOption = shippingOptions.find((o) => o.id === input.selectedShippingOptionId) ?? null;
  let shippingCostCents = selectedShippingOption?.costCents ?? 0;
  const freeShipping = coupons.find((c) => c.valid && c.type === 'FREE_SHIPPING');
  if (freeShipping !== undefined) {
    freeShipping.shippingDiscountCents = shippingCostCents;
    shippingCostCents = 0;
  }

  const taxLocation = input.requiresShipping ? input.shippingLocation : input.storeAddress;
  const applicableTaxRules = taxRulesFor(input.rules.taxRules, taxLocation);
  const linePpm = applicableTaxRules.reduce((sum, r) => sum + r.ratePpm, 0);
  const shippingPpm = applicableTaxRules.filter((r) => r.appliesToShipping).reduce((sum, r) => sum + r.ratePpm, 0);
  const lineDiscounts = allocate(discountCents, input.lines.map((l) => (l.discountable ? l.amountCents : 0)));
  let taxCents = applyRate(shippingCostCents, shippingPpm);
  input.lines.forEach((line, i) => {
    if (line.taxable) taxCents += applyRate(line.amountCents - lineDiscounts[i]!, linePpm);
  });

  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
    shippingOptions,
    selectedShippingOption,
    applicableTaxRules,
    coupons,
  };
}
