/**
 * The owner's pricing rules for tests, made through the pricing-rules service with the owner
 * API's input shapes (validated by the same schemas): tax rules, shipping zones, coupons.
 */
import type { FastifyInstance } from 'fastify';
import { couponInputSchema, shippingZoneInputSchema, taxRuleInputSchema } from '../../src/modules/pricing-rules';

/** Test apps run at this instant (test/support/app.ts). */
export const TEST_NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
export const DAY = 24 * 60 * 60 * 1000;

export function pricingFor(app: FastifyInstance, websiteId: string) {
  const rules = app.services.pricingRules;
  return {
    taxRule: (input: Record<string, unknown>) => rules.createTaxRule(websiteId, taxRuleInputSchema.parse(input)),
    zone: (input: Record<string, unknown>) => rules.createShippingZone(websiteId, shippingZoneInputSchema.parse(input)),
    coupon: (input: Record<string, unknown>) => rules.createCoupon(websiteId, couponInputSchema.parse(input)),
    /** Counts `times` orders of a coupon, as placing them would. */
    redeem: async (couponId: string, code: string, times = 1) => {
      for (let i = 0; i < times; i++) await rules.redeemCoupons(websiteId, [{ couponId, code }]);
    },
    settings: (patch: Record<string, unknown>) => app.services.storeSettings.updateStoreSettings(websiteId, patch),
  };
}

/** North America (ground, free over 100.00, and express) and the rest of the world. */
export async function standardZones(app: FastifyInstance, websiteId: string) {
  const p = pricingFor(app, websiteId);
  const na = await p.zone({
    name: 'North America',
    countries: ['US', 'CA'],
    options: [
      { name: 'Ground', costCents: 700, freeOverCents: 10_000, deliveryEstimate: '3–5 business days' },
      { name: 'Express', costCents: 2500 },
    ],
  });
  const world = await p.zone({ name: 'Rest of world', countries: ['*'], options: [{ name: 'International', costCents: 4000 }] });
  return { ground: na.options[0]!.id, express: na.options[1]!.id, international: world.options[0]!.id };
}
