/**
 * The checkout, gift card and subscription calls as the API reference describes them: every
 * endpoint descriptor the islands call names a documented route with a described answer, and
 * the order and subscription answers list every field the buyer reads.
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { checkoutEndpoints } from '../../../shared/api/checkout-endpoints';
import { giftCardEndpoints } from '../../../shared/api/gift-cards-endpoints';
import { subscriptionEndpoints } from '../../../shared/api/subscriptions-endpoints';

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const schemaOf = (response: unknown) => (response as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;

describeDatabase('the purchase calls in the API reference (GAP-51, GAP-61, GAP-62)', (db) => {
  let app: FastifyInstance;
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    app = await createTestApp(db());
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'purchase-reference.localhost' } });
    expect(res.statusCode, res.body).toBe(200);
    document = res.json();
  });
  afterAll(() => app.close());

  it('every checkout, gift card and subscription descriptor names a route with a described answer', () => {
    for (const endpoint of [...Object.values(checkoutEndpoints), ...Object.values(giftCardEndpoints), ...Object.values(subscriptionEndpoints)]) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const operation = document.paths?.[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, name).toBeDefined();
      const schema = schemaOf(operation!.responses?.['200']);
      expect(schema !== undefined && Object.keys(schema).length > 0, name).toBe(true);
    }
  });

  it('GAP-51 GAP-52 the checkout answers the order placed (200) or the extra payment step (202); both take the request body described', () => {
    const checkout = document.paths!['/api/commerce/checkout']!.post!;
    expect(Object.keys(schemaOf(checkout.responses!['200'])!.properties ?? {})).toEqual(['order', 'orderStatusUrl', 'orderConfirmedUrl', 'orderStatusPageUrl']);
    expect(schemaOf(checkout.responses!['202'])).toMatchObject({ $ref: '#/components/schemas/RequiresActionAnswer' });
    const body = (checkout.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema as OpenAPIV3_1.SchemaObject;
    expect(body.required).toEqual(['email', 'idempotencyKey']);
    const order = document.components!.schemas!.BuyerOrder as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(order.properties ?? {})).toEqual(expect.arrayContaining(['orderNumber', 'grandTotal', 'giftCardPayments', 'billingAddress']));
    expect(Object.keys(order.properties ?? {})).not.toContain('accessToken');
  });

  it('GAP-62 the subscription answers never list the saved payment method; the instalment popup describes its query', () => {
    const subscription = document.components!.schemas!.BuyerSubscription as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(subscription.properties ?? {})).toEqual(expect.arrayContaining(['status', 'priceText', 'nextBillingDate', 'showBillingAddress']));
    expect(Object.keys(subscription.properties ?? {})).not.toContain('paymentMethodReference');
    const modal = document.paths!['/api/commerce/instalments/modal']!.get!;
    expect((modal.parameters ?? []).map((p) => (p as OpenAPIV3_1.ParameterObject).name)).toEqual(expect.arrayContaining(['locale', 'amount']));
  });
});
