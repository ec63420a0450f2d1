import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const HEADER =
  'Handle,Title,Body (HTML),Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,' +
  'Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Requires Shipping,Gift Card,Image Src';

const lamp = {
  item: { title: 'Lamp', body: '<p>Warm light.</p>', status: 'published' },
  product: { productType: 1, variantOptionOrdering: ['Finish'], variants: [{ sku: 'LAMP-B', price: 8000, attributes: { Finish: 'Brass' } }, { sku: 'LAMP-K', price: 9000, attributes: { Finish: 'Black' } }] },
  stock: [{ quantity: 3 }, { quantity: 0 }],
};

describeDatabase('owner catalog routes', (db) => {
  let n = 0;
  const setup = async (role: number = ContributorRole.ADMIN) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `cat-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id, role });
    return { app, site, headers };
  };

  it('creates, reads, updates and deletes a product with variants and stock', async () => {
    const { app, headers } = await setup();
    const created = await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload: lamp });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({ productType: 1, version: 1, variants: [{ sku: 'LAMP-B', price: 8000, stock: { qtyInStock: 3, unlimited: false } }, { sku: 'LAMP-K' }] });

    const list = await app.inject({ method: 'GET', url: '/api/admin/catalog/products', headers });
    expect(list.json().products.map((p: { itemId: string }) => p.itemId)).toEqual([product.itemId]);

    const [brass] = product.variants;
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalog/products/${product.itemId}`,
      headers,
      payload: { expectedVersion: 1, product: { productType: 1, variantOptionOrdering: ['Finish'], variants: [{ id: brass.id, sku: 'LAMP-B', price: 7500, attributes: { Finish: 'Brass' } }] } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().product).toMatchObject({ version: 2, variants: [{ id: brass.id, price: 7500, stock: { qtyInStock: 3 } }] });

    const stale = await app.inject({ method: 'PUT', url: `/api/admin/catalog/products/${product.itemId}`, headers, payload: { expectedVersion: 1, product: lamp.product } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, code: 'CONFLICT' });

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/catalog/products/${product.itemId}`, headers })).statusCode).toBe(204);
    const gone = await app.inject({ method: 'GET', url: `/api/admin/catalog/products/${product.itemId}`, headers });
    expect(gone.json()).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND', message: 'That product could not be found.' });
    await app.close();
  });

  it('answers bad product input with 400 and the fields', async () => {
    const { app, headers } = await setup();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/catalog/products',
      headers,
      payload: { item: { title: 'E-book' }, product: { productType: 2, variants: [{ price: 100 }, { price: 200 }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { variants: 'A digital or paywall product has exactly one variant.' } } });
    const shape = await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload: { item: { title: 'X' }, product: { productType: 1, variants: [{ price: -1 }] } } });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().data.errors)).toEqual(['product.variants.0.price']);
    await app.close();
  });

  it('PDP-02 takes product images and variant main images; an image id that is not one of this product\'s images is a 400 naming the variant', async () => {
    const { app, headers } = await setup();
    const images = [{ id: 'brass-shot', assetUrl: '/media/a1/brass.jpg' }, { id: 'black-shot', assetUrl: '/media/a2/black.jpg' }];
    const withImages = {
      ...lamp,
      product: { ...lamp.product, images, variants: lamp.product.variants.map((v, i) => ({ ...v, mainImageId: images[i]!.id })) },
    };
    const created = await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload: withImages });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.images.map((i: { id: string }) => i.id)).toEqual(['brass-shot', 'black-shot']);
    expect(product.variants.map((v: { mainImageId: string }) => v.mainImageId)).toEqual(['brass-shot', 'black-shot']);

    const unknown = { ...withImages, product: { ...withImages.product, variants: [{ ...lamp.product.variants[0]!, mainImageId: 'brass-shot' }, { ...lamp.product.variants[1]!, mainImageId: 'not-here' }] } };
    const refused = await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload: unknown });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: 400,
      code: 'VARIANT_IMAGE_UNKNOWN',
      message: "A variant's main image must be one of this product's images.",
      data: { errors: { 'variants.1.mainImageId': "This image is not one of the product's images." } },
    });
    const update = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalog/products/${product.itemId}`,
      headers,
      payload: { product: { ...lamp.product, variants: [{ id: product.variants[0].id, sku: 'LAMP-B', price: 8000, attributes: { Finish: 'Brass' }, mainImageId: 'other' }] } },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ code: 'VARIANT_IMAGE_UNKNOWN', data: { errors: { 'variants.0.mainImageId': "This image is not one of the product's images." } } });
    const badShape = await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload: { ...lamp, product: { ...lamp.product, images: [{ assetUrl: 'javascript:alert(1)' }] } } });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().data.errors).toEqual({ 'product.images.0.assetUrl': 'An image address is a path on this site or an http(s) web address.' });
    const stored = await app.inject({ method: 'GET', url: `/api/admin/catalog/products/${product.itemId}`, headers });
    expect(stored.json().product).toMatchObject({ version: 1, variants: [{ mainImageId: 'brass-shot' }, { mainImageId: 'black-shot' }] });
    await app.close();
  });

  it('changes stock by delta or expected quantity; a stale expected quantity gives CONFLICT; history is kept', async () => {
    const { app, headers } = await setup();
    const product = (await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload: lamp })).json().product;
    const variantId = product.variants[0].id;
    const url = `/api/admin/catalog/stock/${variantId}`;
    const set = await app.inject({ method: 'POST', url, headers, payload: { expected: 3, quantity: 10, reason: 'count' } });
    expect(set.json()).toEqual({ stock: { variantId, qtyInStock: 10, unlimited: false } });
    const stale = await app.inject({ method: 'POST', url, headers, payload: { expected: 3, quantity: 8 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: 'That conflicts with a change someone else made. Reload and try again.' });
    expect((await app.inject({ method: 'POST', url, headers, payload: { delta: -4 } })).json().stock.qtyInStock).toBe(6);
    const negative = await app.inject({ method: 'POST', url, headers, payload: { delta: -7 } });
    expect(negative.json()).toMatchObject({ status: 409, code: 'STOCK_NEGATIVE', message: 'Stock cannot go below zero.' });
    expect((await app.inject({ method: 'POST', url, headers, payload: { delta: 0 } })).statusCode).toBe(400);
    const history = await app.inject({ method: 'GET', url: `${url}/history?limit=2`, headers });
    expect(history.json().adjustments.map((a: { delta: number; reason: string }) => [a.delta, a.reason])).toEqual([
      [-4, 'removed'],
      [7, 'count'],
    ]);
    expect(history.json().nextCursor).not.toBeNull();
    const unknown = await app.inject({ method: 'POST', url: '/api/admin/catalog/stock/nope', headers, payload: { delta: 1 } });
    expect(unknown.json()).toMatchObject({ status: 404, code: 'VARIANT_NOT_FOUND' });
    await app.close();
  });

  it('PROD-07 reads and changes store settings', async () => {
    const { app, headers } = await setup();
    const read = await app.inject({ method: 'GET', url: '/api/admin/catalog/settings', headers });
    expect(read.json().storeSettings.multipleQuantityAllowedForServices).toBe(true);
    const put = await app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers, payload: { multipleQuantityAllowedForServices: false } });
    expect(put.json().storeSettings).toMatchObject({ multipleQuantityAllowedForServices: false, merchandising: { scarcity: { threshold: 5 } } });
    expect((await app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers, payload: { nope: 1 } })).statusCode).toBe(400);
    await app.close();
  });

  it('imports a CSV body, and reports bad lines with 400 and nothing imported', async () => {
    const { app, headers } = await setup();
    const bad = [HEADER, 'tee,Tee,,,,TRUE,,,,,,,T1,2,ten,,TRUE,FALSE,'].join('\n');
    const refused = await app.inject({ method: 'POST', url: '/api/admin/catalog/import', headers: { ...headers, 'content-type': 'text/csv' }, payload: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_INVALID', data: { errors: { 'line 2': 'line 2: Variant Price is not a number' } } });
    expect((await app.inject({ method: 'GET', url: '/api/admin/catalog/products', headers })).json().products).toEqual([]);
    const good = bad.replace('ten', '10');
    const res = await app.inject({ method: 'POST', url: '/api/admin/catalog/import', headers: { ...headers, 'content-type': 'text/csv' }, payload: good });
    expect(res.statusCode).toBe(201);
    expect(res.json().import).toMatchObject({ createdStore: true, variants: 1, products: [{ handle: 'tee', variants: 1 }] });
    const json = await app.inject({ method: 'POST', url: '/api/admin/catalog/import', headers, payload: { csv: good.replace(/tee/g, 'cap').replace('T1', 'C1') } });
    expect(json.json().import).toMatchObject({ createdStore: false });
    await app.close();
  });

  it('STORE-17 creates a store with its root category, first in the main navigation', async () => {
    const { app, headers, site } = await setup();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/catalog/stores',
      headers,
      payload: { storeTitle: 'Shop', addToMainNav: true, fallbackStoreTitle: 'Store', allCategoryDisplayName: 'All', websiteId: 'someone-else', isSevenOne: false, storeUrls: [] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().store).toMatchObject({ urlId: 'shop', collectionPayload: { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: '', enabled: true } });
    const nav = await app.services.content.getNavigation(site.id);
    expect(nav.mainNavigation[0]!.collectionId).toBe(res.json().store.collectionId);
    await app.close();
  });

  it('checks roles: a store manager works on products and stock but not settings; an editor not on products', async () => {
    const manager = await setup(ContributorRole.STORE_MANAGER);
    expect((await manager.app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers: manager.headers, payload: lamp })).statusCode).toBe(201);
    const settings = await manager.app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers: manager.headers, payload: {} });
    expect(settings.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await manager.app.close();
    const editor = await setup(ContributorRole.EDITOR);
    expect((await editor.app.inject({ method: 'GET', url: '/api/admin/catalog/products', headers: editor.headers })).statusCode).toBe(403);
    const anonymous = await editor.app.inject({ method: 'GET', url: '/api/admin/catalog/products', headers: { host: editor.headers.host! } });
    expect(anonymous.statusCode).toBe(401);
    const { 'x-csrf-token': _crumb, ...noCrumb } = editor.headers;
    const forged = await editor.app.inject({ method: 'POST', url: '/api/admin/catalog/stores', headers: noCrumb, payload: {} });
    expect(forged.json()).toMatchObject({ crumbFail: true });
    await editor.app.close();
  });
});
