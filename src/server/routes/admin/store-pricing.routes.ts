/**
 * The owner's pricing rules ('commerce.settings', like the other store settings): tax rules
 * (GAP-53), shipping zones (GAP-54) and coupons (GAP-55), each listed, created, replaced and
 * deleted under /api/admin/store/. The checkout minimum (GAP-57) and the store address that
 * taxes carts shipping nothing are store settings (PUT /api/admin/catalog/settings). The site
 * is always the request's site.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Coupon, ShippingZone, TaxRule } from '../../../modules/pricing-rules';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  CouponAnswer,
  CouponBody,
  CouponListAnswer,
  RuleParams,
  ShippingZoneAnswer,
  ShippingZoneBody,
  ShippingZoneListAnswer,
  TaxRuleAnswer,
  TaxRuleBody,
  TaxRuleListAnswer,
  type OwnerCoupon,
  type OwnerShippingZone,
  type OwnerTaxRule,
} from '../../../shared/api/pricing-rules';
import { requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

function taxRuleDto(r: TaxRule): OwnerTaxRule {
  return { id: r.id, name: r.name, rate: r.rate, country: r.country, region: r.region, appliesToShipping: r.appliesToShipping, created: r.created, updated: r.updated };
}

function zoneDto(z: ShippingZone): OwnerShippingZone {
  return { id: z.id, name: z.name, countries: z.countries, options: z.options, created: z.created, updated: z.updated };
}

function couponDto(c: Coupon): OwnerCoupon {
  const { websiteId: _site, ...rest } = c;
  return rest;
}

export function registerAdminStorePricingRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pricingRules } = app.services;
  const guard = { preHandler: requirePermission('commerce.settings') };
  const removal = { ...guard, schema: { params: RuleParams } };

  app.get('/api/admin/store/tax-rules', { ...guard, schema: { response: { 200: TaxRuleListAnswer } } }, async (request) => ({
    taxRules: (await pricingRules.listTaxRules(siteIdOf(request))).map(taxRuleDto),
  }));
  app.post('/api/admin/store/tax-rules', { ...guard, schema: { body: bodyOrEmpty(TaxRuleBody), response: { 201: TaxRuleAnswer } } }, async (request, reply) => {
    return reply.status(201).send({ taxRule: taxRuleDto(await pricingRules.createTaxRule(siteIdOf(request), request.body)) });
  });
  app.put('/api/admin/store/tax-rules/:id', { ...guard, schema: { params: RuleParams, body: bodyOrEmpty(TaxRuleBody), response: { 200: TaxRuleAnswer } } }, async (request) => {
    return { taxRule: taxRuleDto(await pricingRules.updateTaxRule(siteIdOf(request), request.params.id, request.body)) };
  });
  app.delete('/api/admin/store/tax-rules/:id', removal, async (request, reply) => {
    await pricingRules.deleteTaxRule(siteIdOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/admin/store/shipping-zones', { ...guard, schema: { response: { 200: ShippingZoneListAnswer } } }, async (request) => ({
    shippingZones: (await pricingRules.listShippingZones(siteIdOf(request))).map(zoneDto),
  }));
  app.post('/api/admin/store/shipping-zones', { ...guard, schema: { body: bodyOrEmpty(ShippingZoneBody), response: { 201: ShippingZoneAnswer } } }, async (request, reply) => {
    return reply.status(201).send({ shippingZone: zoneDto(await pricingRules.createShippingZone(siteIdOf(request), request.body)) });
  });
  app.put('/api/admin/store/shipping-zones/:id', { ...guard, schema: { params: RuleParams, body: bodyOrEmpty(ShippingZoneBody), response: { 200: ShippingZoneAnswer } } }, async (request) => {
    return { shippingZone: zoneDto(await pricingRules.updateShippingZone(siteIdOf(request), request.params.id, request.body)) };
  });
  app.delete('/api/admin/store/shipping-zones/:id', removal, async (request, reply) => {
    await pricingRules.deleteShippingZone(siteIdOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/admin/store/coupons', { ...guard, schema: { response: { 200: CouponListAnswer } } }, async (request) => ({
    coupons: (await pricingRules.listCoupons(siteIdOf(request))).map(couponDto),
  }));
  app.post('/api/admin/store/coupons', { ...guard, schema: { body: bodyOrEmpty(CouponBody), response: { 201: CouponAnswer } } }, async (request, reply) => {
    return reply.status(201).send({ coupon: couponDto(await pricingRules.createCoupon(siteIdOf(request), request.body)) });
  });
  app.put('/api/admin/store/coupons/:id', { ...guard, schema: { params: RuleParams, body: bodyOrEmpty(CouponBody), response: { 200: CouponAnswer } } }, async (request) => {
    return { coupon: couponDto(await pricingRules.updateCoupon(siteIdOf(request), request.params.id, request.body)) };
  });
  app.delete('/api/admin/store/coupons/:id', removal, async (request, reply) => {
    await pricingRules.deleteCoupon(siteIdOf(request), request.params.id);
    return reply.status(204).send();
  });
}
