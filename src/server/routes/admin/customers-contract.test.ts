/**
 * The owner's customers, gift card and subscription descriptors (the editor's calls) each name
 * a registered route the API reference describes with its answer, and the answers are the
 * routes' response schemas.
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import type { CustomerAnswer, CustomerListAnswer } from '../../../shared/api/customers';
import { adminCustomerEndpoints } from '../../../shared/api/customers-endpoints';
import type { AnswerOf, Endpoint } from '../../../shared/api/endpoint';
import type { GiftCardAnswer } from '../../../shared/api/gift-cards-admin';
import { adminGiftCardEndpoints } from '../../../shared/api/gift-cards-admin-endpoints';
import type { SubscriptionDetailAnswer } from '../../../shared/api/subscriptions-admin';
import { adminSubscriptionEndpoints } from '../../../shared/api/subscriptions-admin-endpoints';

describe('the owner customers contract (compile-time)', () => {
  it('the descriptors answer the routes’ response schemas', () => {
    expectTypeOf<AnswerOf<typeof adminCustomerEndpoints.list>>().toEqualTypeOf<z.infer<typeof CustomerListAnswer>>();
    expectTypeOf<AnswerOf<typeof adminCustomerEndpoints.get>>().toEqualTypeOf<z.infer<typeof CustomerAnswer>>();
    expectTypeOf<AnswerOf<typeof adminGiftCardEndpoints.issue>>().toEqualTypeOf<z.infer<typeof GiftCardAnswer>>();
    expectTypeOf<AnswerOf<typeof adminSubscriptionEndpoints.get>>().toEqualTypeOf<z.infer<typeof SubscriptionDetailAnswer>>();
  });
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describeDatabase('the owner customers, gift card and subscription descriptors', (db) => {
  let app: FastifyInstance;
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    app = await createTestApp(db());
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'contract.localhost' } })).json();
  });
  afterAll(() => app.close());

  it('every descriptor is a described route with its answer', () => {
    const all: Endpoint<unknown, unknown, unknown, unknown>[] = [
      ...Object.values(adminCustomerEndpoints),
      ...Object.values(adminGiftCardEndpoints),
      ...Object.values(adminSubscriptionEndpoints),
    ];
    for (const endpoint of all) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const operation = document.paths?.[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, label).toBeDefined();
      const ok = (operation!.responses!['200'] ?? operation!.responses!['201']) as OpenAPIV3_1.ResponseObject;
      expect(Object.keys(ok.content?.['application/json']?.schema ?? {}).length, label).toBeGreaterThan(0);
      if (endpoint.path.includes(':')) expect(operation!.parameters?.some((p) => (p as OpenAPIV3_1.ParameterObject).in === 'path'), label).toBe(true);
    }
  });
});
