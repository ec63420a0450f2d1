import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { cartEndpoints } from '../../shared/api/cart-endpoints';
import { areaOf } from './openapi';

type Document = OpenAPIV3_1.Document & { 'x-error-catalog': { code: string; status: number; message: string }[] };
const OPERATION_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Fastify's `:name` path parameters in OpenAPI's `{name}` spelling. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

describeDatabase('the API reference (/api/openapi.json, /api/docs)', (db) => {
  let app: FastifyInstance;
  let document: Document;
  const host = 'reference.localhost';

  beforeAll(async () => {
    app = await createTestApp(db());
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host } });
    expect(res.statusCode, res.body).toBe(200);
    document = res.json();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every registered /api/ route with its area tag and security, and nothing outside /api/', () => {
    const apiRoutes = app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && OPERATION_METHODS.has(r.method));
    expect(apiRoutes.length).toBeGreaterThan(50);
    const missing = apiRoutes.filter((r) => document.paths?.[openApiPath(r.url)]?.[r.method.toLowerCase() as 'get'] === undefined);
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths ?? {}).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    for (const route of apiRoutes) {
      const operation = document.paths![openApiPath(route.url)]![route.method.toLowerCase() as 'get']!;
      expect(operation.tags?.length, `${route.method} ${route.url}`).toBe(1);
      expect(operation.responses?.['500'], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('says who may call: owner session with its crumb or an API key on /api/admin/, the visitor crumb on writes', () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(Object.keys(schemes).sort()).toEqual(['apiKey', 'ownerCrumb', 'ownerSession', 'visitorCrumb']);
    expect(schemes.ownerCrumb).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Stoa-Owner-Crumb' });
    expect(schemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const products = document.paths!['/api/admin/catalog/products']!;
    expect(products.get!.security).toEqual([{ ownerSession: [], ownerCrumb: [] }, { apiKey: [] }]);
    expect(products.post!.security).toEqual([{ ownerSession: [], ownerCrumb: [], visitorCrumb: [] }, { apiKey: [] }]);
    // Signing in takes no key and needs no session yet.
    expect(document.paths!['/api/admin/session']!.post!.security).toEqual([{ visitorCrumb: [] }]);
    expect(document.paths!['/api/commerce/shopping-cart/entries']!.post!.security).toEqual([{ visitorCrumb: [] }]);
    expect(document.paths!['/api/commerce/shopping-cart']!.get!.security).toEqual([]);
  });

  it('describes the cart calls with real schemas: the cart, its entries, money and the error answer', () => {
    const schemas = document.components?.schemas ?? {};
    for (const name of ['ShoppingCart', 'ShoppingCartEntry', 'Money', 'CartCoupon', 'CartShippingOption', 'ErrorAnswer']) expect(schemas[name], name).toBeDefined();
    expect(Object.keys((schemas.ShoppingCart as OpenAPIV3_1.SchemaObject).properties ?? {})).toEqual(expect.arrayContaining(['entries', 'grandTotalCents', 'subtotalAmount', 'invalidCoupons']));
    for (const endpoint of Object.values(cartEndpoints)) {
      const operation = document.paths?.[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      const ok = operation!.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
      const schema = ok?.content?.['application/json']?.schema as Record<string, unknown> | undefined;
      expect(schema !== undefined && Object.keys(schema).length > 0, `${endpoint.method} ${endpoint.path}`).toBe(true);
    }
    const add = document.paths!['/api/commerce/shopping-cart/entries']!.post!;
    const addAnswer = (add.responses!['200'] as OpenAPIV3_1.ResponseObject).content!['application/json']!.schema as OpenAPIV3_1.SchemaObject;
    expect(addAnswer.properties).toMatchObject({ shoppingCart: { $ref: '#/components/schemas/ShoppingCart' } });
    expect(Object.keys(addAnswer.properties ?? {})).toEqual(['shoppingCart', 'newlyAdded']);
    const body = (add.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema as OpenAPIV3_1.SchemaObject;
    expect(body.required).toEqual(['itemId']);
    const refused = add.responses!['401'] as OpenAPIV3_1.ResponseObject;
    expect(refused.description).toContain('CRUMB_INVALID');
    const errorAnswer = schemas.ErrorAnswer as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(errorAnswer.properties ?? {})).toEqual(['status', 'code', 'message', 'crumbFail', 'data']);
    expect(document['x-error-catalog']).toContainEqual({ code: 'CART_QUANTITY_OUT_OF_RANGE', status: 400, message: 'Quantity must be between 1 and 9999.' });
  });

  it('/api/docs is a page of the same calls, escaped, under the strict CSP with no script', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'nonce-");
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('<h2 id="area-commerce-shopping-cart">commerce: shopping-cart</h2>');
    expect(res.body).toContain('<h3>PUT /api/commerce/shopping-cart/entries/{entryId}</h3>');
    expect(res.body).toContain('crumb (X-CSRF-Token header)');
    expect(res.body).toContain('owner session cookie + X-Stoa-Owner-Crumb header, or Bearer API key');
    expect(res.body).toContain('<td><code>CART_QUANTITY_OUT_OF_RANGE</code></td><td>400</td><td>Quantity must be between 1 and 9999.</td>');
  });
});

describe('areas of the reference', () => {
  it('groups calls by what they are about, never by a version number', () => {
    expect(areaOf('/api/admin/catalog/products/:itemId')).toBe('admin: catalog');
    expect(areaOf('/api/commerce/shopping-cart/entries')).toBe('commerce: shopping-cart');
    expect(areaOf('/api/3/commerce/cart/subscription')).toBe('commerce: cart');
    expect(areaOf('/api/3/commerce/subscriptions/:subscriptionId')).toBe('commerce: subscriptions');
    expect(areaOf('/api/site-users/account')).toBe('site-users');
    expect(areaOf('/api/openapi.json')).toBe('reference');
    expect(areaOf('/api/docs')).toBe('reference');
  });
});
