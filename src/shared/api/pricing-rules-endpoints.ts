/**
 * The owner's pricing rule calls as endpoint descriptors (no zod: safe for browser code such
 * as the owner's editor). The types come from the schemas in `pricing-rules.ts`, which the
 * routes declare; a delete answers 204 with no body (`None`).
 */
import type { z } from 'zod';
import { endpoint, type In, type None } from './endpoint';
import type {
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
} from './pricing-rules';

type Rule = z.output<typeof RuleParams>;

export const STORE_RULES_PATH = '/api/admin/store';

export const pricingRulesEndpoints = {
  listTaxRules: endpoint<None, None, None, TaxRuleListAnswer>('GET', `${STORE_RULES_PATH}/tax-rules`),
  createTaxRule: endpoint<None, None, In<typeof TaxRuleBody>, TaxRuleAnswer>('POST', `${STORE_RULES_PATH}/tax-rules`),
  replaceTaxRule: endpoint<Rule, None, In<typeof TaxRuleBody>, TaxRuleAnswer>('PUT', `${STORE_RULES_PATH}/tax-rules/:id`),
  deleteTaxRule: endpoint<Rule, None, None, None>('DELETE', `${STORE_RULES_PATH}/tax-rules/:id`),
  listShippingZones: endpoint<None, None, None, ShippingZoneListAnswer>('GET', `${STORE_RULES_PATH}/shipping-zones`),
  createShippingZone: endpoint<None, None, In<typeof ShippingZoneBody>, ShippingZoneAnswer>('POST', `${STORE_RULES_PATH}/shipping-zones`),
  replaceShippingZone: endpoint<Rule, None, In<typeof ShippingZoneBody>, ShippingZoneAnswer>('PUT', `${STORE_RULES_PATH}/shipping-zones/:id`),
  deleteShippingZone: endpoint<Rule, None, None, None>('DELETE', `${STORE_RULES_PATH}/shipping-zones/:id`),
  listCoupons: endpoint<None, None, None, CouponListAnswer>('GET', `${STORE_RULES_PATH}/coupons`),
  createCoupon: endpoint<None, None, In<typeof CouponBody>, CouponAnswer>('POST', `${STORE_RULES_PATH}/coupons`),
  replaceCoupon: endpoint<Rule, None, In<typeof CouponBody>, CouponAnswer>('PUT', `${STORE_RULES_PATH}/coupons/:id`),
  deleteCoupon: endpoint<Rule, None, None, None>('DELETE', `${STORE_RULES_PATH}/coupons/:id`),
} as const;
