/**
 * The owner's pricing rules ('commerce.settings', like the other store settings): tax rules
 * (GAP-53), shipping zones (GAP-54) and coupons (GAP-55), each listed, created, replaced and
 * deleted under /api/admin/store/. The checkout minimum (GAP-57) and the store address that
 * taxes carts shipping nothing are store settings (PUT /api/admin/catalog/settings). The site
 * is always the request's site.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { couponInputSchema, shippingZoneInputSchema, taxRuleInputSchema, type Coupon, type ShippingZone, type TaxRule } from '../../../modules/pricing-rules';
import { requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

const RuleParams = z.object({ id: z.string().min(1).max(64) });

function taxRuleDto(r: TaxRule) {
  return { id: r.id, name: r.name, rate: r.rate, country: r.country, region: r.region, appliesToShipping: r.appliesToShipping, created: r.created, updated: r.updated };
}

function zoneDto(z: ShippingZone) {
  return { id: z.id, name: z.name, countries: z.countries, options: z.options, created: z.created, updated: z.updated };
}

function couponDto(c: Coupon) {
  const { websiteId: _site, ...rest } = c;
  return rest;
}

export function registerAdminStorePricingRoutes(app: FastifyInstance): void {
  const { pricingRules } = app.services;
  const guard = { preHandler: requirePermission('commerce.settings') };

  app.get('/api/admin/store/tax-rules', guard, async (request) => ({ taxRules: (await pricingRules.listTaxRules(siteIdOf(request))).map(taxRuleDto) }));
  app.post('/api/admin/store/tax-rules', guard, async (request, reply) => {
    const input = taxRuleInputSchema.parse(request.body ?? {});
    return reply.status(201).send({ taxRule: taxRuleDto(await pricingRules.createTaxRule(siteIdOf(request), input)) });
  });
  app.put('/api/admin/store/tax-rules/:id', guard, async (request) => {
    const { id } = RuleParams.parse(request.params);
    const input = taxRuleInputSchema.parse(request.body ?? {});
    return { taxRule: taxRuleDto(await pricingRules.updateTaxRule(siteIdOf(request), id, input)) };
  });
  app.delete('/api/admin/store/tax-rules/:id', guard, async (request, reply) => {
    const { id } = RuleParams.parse(request.params);
    await pricingRules.deleteTaxRule(siteIdOf(request), id);
    return reply.status(204).send();
  });

  app.get('/api/admin/store/shipping-zones', guard, async (request) => ({ shippingZones: (await pricingRules.listShippingZones(siteIdOf(request))).map(zoneDto) }));
  app.post('/api/admin/store/shipping-zones', guard, async (request, reply) => {
    const input = shippingZoneInputSchema.parse(request.body ?? {});
    return reply.status(201).send({ shippingZone: zoneDto(await pricingRules.createShippingZone(siteIdOf(request), input)) });
  });
  app.put('/api/admin/store/shipping-zones/:id', guard, async (request) => {
    const { id } = RuleParams.parse(request.params);
    const input = shippingZoneInputSchema.parse(request.body ?? {});
    return { shippingZone: zoneDto(await pricingRules.updateShippingZone(siteIdOf(request), id, input)) };
  });
  app.delete('/api/admin/store/shipping-zones/:id', guard, async (request, reply) => {
    const { id } = RuleParams.parse(request.params);
    await pricingRules.deleteShippingZone(siteIdOf(request), id);
    return reply.status(204).send();
  });

  app.get('/api/admin/store/coupons', guard, async (request) => ({ coupons: (await pricingRules.listCoupons(siteIdOf(request))).map(couponDto) }));
  app.post('/api/admin/store/coupons', guard, async (request, reply) => {
    const input = couponInputSchema.parse(request.body ?? {});
    return reply.status(201).send({ coupon: couponDto(await pricingRules.createCoupon(siteIdOf(request), input)) });
  });
  app.put('/api/admin/store/coupons/:id', guard, async (request) => {
    const { id } = RuleParams.parse(request.params);
    const input = couponInputSchema.parse(request.body ?? {});
    return { coupon: couponDto(await pricingRules.updateCoupon(siteIdOf(request), id, input)) };
  });
  app.delete('/api/admin/store/coupons/:id', guard, async (request, reply) => {
    const { id } = RuleParams.parse(request.params);
    await pricingRules.deleteCoupon(siteIdOf(request), id);
    return reply.status(204).send();
  });
}
