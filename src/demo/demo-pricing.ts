/**
 * The demo store's pricing rules, written through the pricing-rules service the owner's
 * `/api/admin/store/{shipping-zones,tax-rules,coupons}` calls use (the same input schemas): a
 * domestic (US) and an international shipping zone with real rates, Maine sales tax (the
 * studio is in Portland, Maine) and the `WELCOME10` welcome code, so a new shopper's cart
 * estimate and checkout show real shipping, tax and a discount.
 */
import { couponInputSchema, shippingZoneInputSchema, taxRuleInputSchema } from '../modules/pricing-rules';
import type { DemoServices } from './demo-services';

export const DEMO_COUPON_CODE = 'WELCOME10';

export const DEMO_SHIPPING_ZONES = [
  {
    name: 'United States',
    countries: ['US'],
    options: [
      { name: 'Standard', costCents: 600, freeOverCents: 7500, deliveryEstimate: '3–5 business days' },
      { name: 'Express', costCents: 1500, deliveryEstimate: '1–2 business days' },
    ],
  },
  {
    name: 'International',
    countries: ['*'],
    options: [{ name: 'International', costCents: 1800, deliveryEstimate: '7–14 business days' }],
  },
] as const;

export const DEMO_TAX_RULE = { name: 'Maine sales tax', rate: '5.5', country: 'US', region: 'ME', appliesToShipping: false } as const;

export const DEMO_COUPON = { code: DEMO_COUPON_CODE, type: 'PERCENTAGE', percentOff: 10 } as const;

/** Writes the demo's shipping zones, tax rule and welcome coupon. */
export async function createDemoPricingRules(services: DemoServices, websiteId: string): Promise<void> {
  for (const zone of DEMO_SHIPPING_ZONES) await services.pricingRules.createShippingZone(websiteId, shippingZoneInputSchema.parse(zone));
  await services.pricingRules.createTaxRule(websiteId, taxRuleInputSchema.parse(DEMO_TAX_RULE));
  await services.pricingRules.createCoupon(websiteId, couponInputSchema.parse(DEMO_COUPON));
}
