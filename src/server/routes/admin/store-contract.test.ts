/**
 * The owner's store calls read one contract: each order and pricing rule descriptor answers its
 * route's response schema, the route's DTO returns exactly that type, and a response that
 * drifted from it does not compile (`npm run typecheck`). At run time, every descriptor names a
 * registered route that the API reference describes with its answer and input schemas.
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import type { Coupon, ShippingZone } from '../../../modules/pricing-rules';
import type { AnswerOf, BodyOf, Endpoint, ParamsOf } from '../../../shared/api/endpoint';
import type { OrderDetailAnswer, OwnerOrder } from '../../../shared/api/orders';
import { ordersEndpoints } from '../../../shared/api/orders-endpoints';
import type { CouponAnswer, OwnerCoupon, OwnerShippingZone } from '../../../shared/api/pricing-rules';
import { pricingRulesEndpoints } from '../../../shared/api/pricing-rules-endpoints';
import type { orderDto } from './orders.routes';

/** An answer that drifted from the contract: the total as a bare number, the refunds renamed. */
type DriftedOrder = Omit<OwnerOrder, 'grandTotal' | 'refunds'> & { grandTotal: number; refundList: OwnerOrder['refunds'] };

describe('the owner store contract (compile-time)', () => {
  it('CHK-01 the order calls answer their response schemas, which the order DTO returns', () => {
    expectTypeOf<AnswerOf<typeof ordersEndpoints.getOrder>>().toEqualTypeOf<z.infer<typeof OrderDetailAnswer>>();
    expectTypeOf<AnswerOf<typeof ordersEndpoints.refundOrder>['order']>().toEqualTypeOf<ReturnType<typeof orderDto>>();
    expectTypeOf<ParamsOf<typeof ordersEndpoints.getOrder>>().toEqualTypeOf<{ orderId: string }>();
    expectTypeOf<DriftedOrder>().not.toExtend<OwnerOrder>();
    // Never called: only compiled.
    const answerDrifted = (drifted: DriftedOrder): AnswerOf<typeof ordersEndpoints.getOrder> => ({
      // @ts-expect-error the contract's grandTotal is money ({value, currency, …}) and every order lists its refunds
      order: drifted,
      charges: [],
    });
    expectTypeOf(answerDrifted).toBeFunction();
  });

  it('GAP-54 GAP-55 the pricing rule calls answer the module rules, less the site id', () => {
    expectTypeOf<AnswerOf<typeof pricingRulesEndpoints.createCoupon>>().toEqualTypeOf<z.infer<typeof CouponAnswer>>();
    expectTypeOf<OwnerCoupon>().toEqualTypeOf<Omit<Coupon, 'websiteId'>>();
    expectTypeOf<OwnerShippingZone>().toEqualTypeOf<Omit<ShippingZone, 'websiteId'>>();
    expectTypeOf<BodyOf<typeof pricingRulesEndpoints.createTaxRule>>().toHaveProperty('rate');
    expectTypeOf<AnswerOf<typeof pricingRulesEndpoints.deleteCoupon>>().toEqualTypeOf<undefined>();
  });
});

/** Fastify's `:name` path parameters in OpenAPI's `{name}` spelling. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describeDatabase('the owner store descriptors and routes', (db) => {
  let app: FastifyInstance;
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    app = await createTestApp(db());
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'contract.localhost' } })).json();
  });
  afterAll(() => app.close());

  it('every order and pricing rule descriptor is a described route: its answer, and its input where it takes one', () => {
    const all: Endpoint<unknown, unknown, unknown, unknown>[] = [...Object.values(ordersEndpoints), ...Object.values(pricingRulesEndpoints)];
    for (const endpoint of all) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const operation = document.paths?.[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, label).toBeDefined();
      const statuses = Object.keys(operation!.responses ?? {});
      if (endpoint.method === 'DELETE') expect(statuses.some((s) => s.startsWith('2')), label).toBe(false);
      else {
        const ok = (operation!.responses![endpoint.method === 'POST' && !endpoint.path.includes(':') ? '201' : '200'] ?? operation!.responses!['200']) as OpenAPIV3_1.ResponseObject;
        expect(Object.keys(ok.content?.['application/json']?.schema ?? {}).length, label).toBeGreaterThan(0);
      }
      if (endpoint.path.includes(':')) expect(operation!.parameters?.some((p) => (p as OpenAPIV3_1.ParameterObject).in === 'path'), label).toBe(true);
      if (endpoint.method === 'POST' || endpoint.method === 'PUT') expect(operation!.requestBody, label).toBeDefined();
    }
  });
});
