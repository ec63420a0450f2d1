/**
 * The instalment calls' contract (GAP-63): the descriptors in `store-instalments-endpoints.ts`
 * (used by the editor's Payments screen) name the routes the server registers, answer the
 * response schema's type, and a write through them reads back.
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import type { AnswerOf, BodyOf } from '../../../shared/api/endpoint';
import type { InstalmentsAnswer } from '../../../shared/api/store-instalments';
import { storeInstalmentsEndpoints } from '../../../shared/api/store-instalments-endpoints';

describe('the instalment calls’ contract (compile-time)', () => {
  it('GAP-63 the descriptors answer the response schema and take the body schema', () => {
    expectTypeOf<AnswerOf<typeof storeInstalmentsEndpoints.getInstalments>>().toEqualTypeOf<InstalmentsAnswer>();
    expectTypeOf<AnswerOf<typeof storeInstalmentsEndpoints.updateInstalments>>().toEqualTypeOf<InstalmentsAnswer>();
    expectTypeOf<BodyOf<typeof storeInstalmentsEndpoints.updateInstalments>>().toHaveProperty('paymentAccountCountry');
  });
});

describeDatabase('the instalment endpoint descriptors', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(db());
  });
  afterAll(() => app.close());

  it('GAP-63 each descriptor names a registered route', async () => {
    const paths: OpenAPIV3_1.PathsObject = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'instalments-contract.localhost' } })).json().paths;
    for (const [name, endpoint] of Object.entries(storeInstalmentsEndpoints)) {
      expect(paths[endpoint.path]?.[endpoint.method.toLowerCase() as 'get'], name).toBeDefined();
    }
  });

  it('GAP-63 a write through the descriptors reads back; a connect without a country names the field', async () => {
    const site = await app.services.sites.create({ identifier: `bnpl-contract-${process.pid}`, title: 'Shop', currency: 'GBP' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const { updateInstalments: put, getInstalments: get } = storeInstalmentsEndpoints;
    const refused = await app.inject({ method: put.method, url: put.path, headers, payload: { connected: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors).toEqual({ paymentAccountCountry: 'Choose the payment account country before connecting.' });
    const saved = await app.inject({ method: put.method, url: put.path, headers, payload: { connected: true, paymentAccountCountry: 'GB' } });
    expect(saved.statusCode).toBe(200);
    const read = (await app.inject({ method: get.method, url: get.path, headers })).json() as InstalmentsAnswer;
    expect(read.instalments).toMatchObject({ connected: true, paymentAccountCountry: 'GB', available: true, limits: { currency: 'GBP' } });
  });
});
