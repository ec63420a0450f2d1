/** The pricing-rules module: the owner's tax rules, shipping zones and coupons, and the cart totals they give. */
import { readMigrations } from '../../db/migrations';

export { createPricingRulesService, type PricingRulesService, type PricingRulesDeps } from './pricing-rules.service';
export { taxRuleInputSchema, shippingZoneInputSchema, couponInputSchema, type TaxRuleInput, type ShippingZoneInput, type CouponInput } from './pricing-rules.schema';
export {
  computeCartTotals,
  COUPON_INVALID_REASONS,
  type CartTotals,
  type CartTotalsInput,
  type CouponInvalidReason,
  type CouponOutcome,
  type AvailableShippingOption,
  type PricingLine,
} from './cart-totals';
export { COUPON_TYPES, NO_PRICING_RULES, PRICING_RULES_LIMITS, REST_OF_WORLD, couponKey } from './pricing-rules.types';
export type { TaxRule, ShippingZone, ShippingOptionRule, Coupon, CouponType, ShippingLocation, CartPricingRules, CouponRedemption } from './pricing-rules.types';

export const PRICING_RULES_MIGRATIONS = readMigrations('pricing-rules', new URL('./migrations/', import.meta.url));
