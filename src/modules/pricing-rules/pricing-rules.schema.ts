/**
 * The owner's input for tax rules, shipping zones and coupons is the HTTP contract's
 * (`src/shared/api/pricing-rules.ts`): the routes declare those schemas and this module stores
 * what they parse to, under the names the module has always used.
 */
export {
  CouponBody as couponInputSchema,
  ShippingZoneBody as shippingZoneInputSchema,
  TaxRuleBody as taxRuleInputSchema,
  type CouponInput,
  type ShippingZoneInput,
  type TaxRuleInput,
} from '../../shared/api/pricing-rules';
