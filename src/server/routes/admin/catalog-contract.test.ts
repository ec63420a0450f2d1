/**
 * The store calls' contract: every descriptor in `catalog-endpoints.ts` names a route the
 * server registers; at compile time the descriptors answer the response schemas' types, which
 * the store flows and the media module return; and the answers carry every field the flows
 * return (a response schema drops the fields it does not list).
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import type { ProductWithStock as FlowProduct } from '../../../flows/store';
import type { MediaService } from '../../../modules/media';
import type { StoreSettings as ModuleStoreSettings } from '../../../modules/store-settings';
import type { ImportProductsResult } from '../../../flows/store';
import type { CreatedStore } from '../../../flows/store';
import type { CreatedStoreAnswer, ImportAnswer, StoreSettings } from '../../../shared/api/store-settings';
import type { ProductAnswer, ProductWithStock } from '../../../shared/api/catalog';
import { catalogEndpoints, mediaEndpoints } from '../../../shared/api/catalog-endpoints';
import type { AnswerOf } from '../../../shared/api/endpoint';
import type { MediaAsset } from '../../../shared/api/media';

/** A product answer that drifted: the version renamed, stock flattened to a number. */
type DriftedProduct = Omit<ProductWithStock, 'version' | 'variants'> & { revision: number; variants: { id: string; stock: number }[] };

describe('the catalog contract (compile-time)', () => {
  it('each descriptor answers its response schema, and the flows and modules return that schema', () => {
    expectTypeOf<AnswerOf<typeof catalogEndpoints.getProduct>>().toEqualTypeOf<ProductAnswer>();
    expectTypeOf<FlowProduct>().toEqualTypeOf<ProductWithStock>();
    expectTypeOf<Awaited<ReturnType<MediaService['get']>>>().toEqualTypeOf<MediaAsset>();
    expectTypeOf<AnswerOf<typeof mediaEndpoints.getAsset>>().toEqualTypeOf<MediaAsset>();
    // The settings, import and store answers are declared beside the module and flow types they serialize.
    expectTypeOf<ModuleStoreSettings>().toEqualTypeOf<StoreSettings>();
    expectTypeOf<ImportProductsResult>().toEqualTypeOf<ImportAnswer['import']>();
    expectTypeOf<CreatedStore>().toExtend<CreatedStoreAnswer['store']>();
  });

  it('an answer that disagrees with the contract does not compile', () => {
    expectTypeOf<DriftedProduct>().not.toExtend<ProductWithStock>();
    // Never called: only compiled.
    const units = (answer: AnswerOf<typeof catalogEndpoints.getProduct>): number =>
      // @ts-expect-error stock is a level ({variantId, qtyInStock, unlimited}), not a number
      answer.product.variants[0]!.stock + 1;
    expectTypeOf(units).toBeFunction();
  });
});

describeDatabase('the catalog endpoint descriptors and answers', (db) => {
  let app: FastifyInstance;
  let paths: OpenAPIV3_1.PathsObject;
  beforeAll(async () => {
    app = await createTestApp(db());
    paths = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'catalog-contract.localhost' } })).json().paths;
  });
  afterAll(() => app.close());

  it('each descriptor names a registered route', () => {
    for (const [name, endpoint] of Object.entries({ ...catalogEndpoints, ...mediaEndpoints })) {
      const operation = paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, name).toBeDefined();
    }
  });

  it('PROD-01 PDP-02 a product answer carries every field the store flows return: images, merchandising, plan, variants with stock; history too', async () => {
    const site = await app.services.sites.create({ identifier: `cat-whole-${Math.random().toString(16).slice(2, 8)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const images = [{ id: 'front', assetUrl: '/media/a1/front.jpg', filename: 'front.jpg', originalSize: '10x20', mediaFocalPoint: { x: 0.5, y: 0.4 }, altText: 'Front', systemDataVariants: '10x20' }];
    const payload = {
      item: { title: 'Box' },
      product: {
        productType: 1,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
        variantOptionOrdering: ['Size'],
        useCustomAddButtonText: true,
        customAddButtonText: 'Subscribe',
        merchandising: { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left', customSoldOutText: 'Gone', restockNotificationsEnabled: true, restockHiddenByDefault: false },
        images,
        variants: [
          { sku: 'BOX-S', price: 1000, salePrice: 800, onSale: true, attributes: { Size: 'S' }, mainImageId: 'front' },
          { sku: 'BOX-L', price: 1500, attributes: { Size: 'L' } },
        ],
      },
      stock: [{ quantity: 4 }, { unlimited: true }],
    };
    const created = await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload });
    expect(created.statusCode, created.body).toBe(201);
    const kept = await app.services.storeFlows.getProduct(site.id, created.json().product.id);
    expect(kept.merchandising).toEqual(payload.product.merchandising);
    expect(kept.images).toEqual(images);
    expect(created.json()).toEqual({ product: kept });
    expect((await app.inject({ method: 'GET', url: '/api/admin/catalog/products', headers })).json()).toEqual({ products: [kept] });
    const variantId = kept.variants[0]!.id;
    const changed = await app.inject({ method: 'POST', url: `/api/admin/catalog/stock/${variantId}`, headers, payload: { delta: 2, reason: 'restock' } });
    expect(changed.json()).toEqual({ stock: { variantId, qtyInStock: 6, unlimited: false } });
    const history = await app.inject({ method: 'GET', url: `/api/admin/catalog/stock/${variantId}/history?limit=1`, headers });
    expect(history.json()).toEqual(await app.services.inventory.listAdjustments(site.id, variantId, { limit: 1 }));
    expect(history.json().nextCursor).not.toBeNull();
  });

  it('PROD-07 STORE-17 the settings, import and store answers are whole', async () => {
    const site = await app.services.sites.create({ identifier: `cat-set-${Math.random().toString(16).slice(2, 8)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const put = await app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers, payload: { storeAddress: { country: 'NL', region: null }, instalments: { paymentAccountCountry: 'GB' } } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ storeSettings: await app.services.storeSettings.getStoreSettings(site.id) });
    expect((await app.inject({ method: 'GET', url: '/api/admin/catalog/settings', headers })).json()).toEqual(put.json());
    const store = await app.inject({ method: 'POST', url: '/api/admin/catalog/stores', headers, payload: { storeTitle: 'Shop', addToMainNav: true, fallbackStoreTitle: 'Store', allCategoryDisplayName: 'All' } });
    expect(store.statusCode, store.body).toBe(201);
    expect(store.json()).toEqual({
      store: {
        collectionId: expect.any(String),
        urlId: 'shop',
        collectionPayload: { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: '', enabled: true },
        rootCategoryPayload: { displayName: 'All', parentCategoryId: '', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 },
        addedToMainNav: true,
      },
    });
    const csv = 'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price\nmug,Mug,Title,Default Title,M1,12.00\n';
    const imported = await app.inject({ method: 'POST', url: '/api/admin/catalog/import', headers, payload: { csv } });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ import: { collectionId: store.json().store.collectionId, createdStore: false, products: [{ handle: 'mug', itemId: expect.any(String), variants: 1 }], variants: 1 } });
  });
});
