/**
 * Store creation, product import and store products against the real modules on both
 * database engines, wired as the server wires them (src/server/composition/store.ts).
 */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { createContentService } from '../../modules/content';
import { createSitesService } from '../../modules/sites';
import { createStoreServices } from '../../server/composition/store';
import { fixedClock } from '../../shared/clock';
import { CollectionType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { createEventBus, type DomainEvent } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';

const HEADER =
  'Handle,Title,Body (HTML),Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,' +
  'Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Requires Shipping,Gift Card,Image Src';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

let counter = 0;

describeDatabase('store flows', (db) => {
  const setup = async () => {
    const tag = `f${(++counter).toString(16)}${Math.random().toString(16).slice(2, 6)}`;
    const events: DomainEvent[] = [];
    const bus = createEventBus();
    bus.on('site.changed', (e) => void events.push(e));
    const deps = { db: db().db, ids: sequentialIds(tag), clock: fixedClock(1_700_000_000_000), events: bus };
    const site = await createSitesService(deps).create({ identifier: `store-${tag}`, isDefault: false });
    const store = createStoreServices({ database: db(), clock: deps.clock, ids: deps.ids, events: bus });
    const content = createContentService(deps);
    /** Counts of the site's rows in every table the flows write. */
    const counts = async () => {
      const tables = ['content_collections', 'content_items', 'content_categories', 'catalog_products', 'catalog_variants', 'inventory_stock', 'inventory_adjustments'];
      const out: Record<string, number> = {};
      for (const t of tables) out[t] = (await db().query<{ n: number }>(`select count(*)::int as n from ${t} where website_id = $1`, [site.id]))[0]!.n;
      return out;
    };
    return { site, store, content, events, counts };
  };

  it('STORE-02..STORE-16 creates the product collection, its root category and the first main navigation entry', async () => {
    const { site, store, content, events } = await setup();
    const existing = await content.createCollection(site.id, { type: CollectionType.PAGE, title: 'About' });
    await content.addNavigationItem(site.id, 'mainNavigation', { item: { collectionId: existing.id } });
    const first = await store.storeFlows.createStore({
      storeTitle: 'Shop',
      addToMainNav: true,
      fallbackStoreTitle: 'Store',
      allCategoryDisplayName: 'All Products',
      websiteId: site.id,
      templateId: null,
      isSevenOne: false,
      storeUrls: [],
    });
    const collection = await content.getCollection(site.id, first.collectionId);
    expect(collection).toMatchObject({ type: CollectionType.PRODUCTS, title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: '', enabled: true });
    expect(await content.listCategories(site.id, first.collectionId)).toMatchObject([
      { displayName: 'All Products', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 },
    ]);
    const nav = await content.getNavigation(site.id);
    expect(nav.mainNavigation.map((e) => e.collectionId)).toEqual([first.collectionId, existing.id]);
    expect(nav.mainNavigation[0]).toMatchObject({ externalLink: null, memberAreaId: null, items: [] });
    expect(events.length).toBeGreaterThan(0);

    // STORE-15, STORE-16: a short title falls back; a taken id gets the next free number
    const second = await store.storeFlows.createStore({ storeTitle: 'Sh', addToMainNav: false, fallbackStoreTitle: 'Shop', allCategoryDisplayName: 'All', websiteId: site.id });
    expect(second.urlId).toBe('shop-1');
    expect((await content.getNavigation(site.id)).mainNavigation).toHaveLength(2);
  });

  it('STORE-02 a failing step leaves nothing behind', async () => {
    const { site, store, counts } = await setup();
    const before = await counts();
    await expect(
      store.storeFlows.createStore({ storeTitle: 'Shop', addToMainNav: true, fallbackStoreTitle: 'Store', allCategoryDisplayName: '', websiteId: site.id }),
    ).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
    expect(await counts()).toEqual(before);
  });

  it('imports a Shopify CSV: items, products, variants and stock, creating the store', async () => {
    const { site, store, content } = await setup();
    const result = await store.storeFlows.importProducts({
      websiteId: site.id,
      currency: site.currency,
      actor: 'cli',
      csv: csv(
        'tee,Classic Tee,"<p>Soft, heavy cotton.</p>",Shirts,"summer, cotton",TRUE,Size,S,,,,,TEE-S,4,25.00,,TRUE,FALSE,https://img.example/tee.jpg',
        'tee,,,,,,,M,,,,,TEE-M,0,20.00,25.00,TRUE,,',
        'ebook,The E-book,,,,FALSE,Title,Default Title,,,,,EBOOK,,9.99,,FALSE,FALSE,',
        'gift,Gift Card,,,,TRUE,Denominations,$25,,,,,GC-25,,25.00,,FALSE,TRUE,',
        'gift,,,,,,,$50,,,,,GC-50,,50.00,,FALSE,,',
      ),
    });
    expect(result).toMatchObject({ createdStore: true, variants: 5, products: [{ handle: 'tee', variants: 2 }, { handle: 'ebook' }, { handle: 'gift' }] });
    const collection = await content.getCollection(site.id, result.collectionId);
    expect(collection).toMatchObject({ type: CollectionType.PRODUCTS, urlId: 'store', status: 'published' });
    const { items } = await content.listItems(site.id, result.collectionId);
    expect(items.map((i) => [i.urlId, i.title, i.status])).toEqual(
      expect.arrayContaining([
        ['tee', 'Classic Tee', 'published'],
        ['ebook', 'The E-book', 'draft'],
        ['gift', 'Gift Card', 'published'],
      ]),
    );
    const tee = items.find((i) => i.urlId === 'tee')!;
    expect(tee).toMatchObject({ body: '<p>Soft, heavy cotton.</p>', tags: ['summer', 'cotton'], categories: ['Shirts'], assetUrl: 'https://img.example/tee.jpg' });

    const products = await store.storeFlows.listProducts(site.id);
    const teeProduct = products.find((p) => p.itemId === tee.id)!;
    expect(teeProduct.variants.map((v) => [v.sku, v.price, v.salePrice, v.onSale, v.attributes, v.stock.qtyInStock, v.stock.unlimited])).toEqual([
      ['TEE-S', 2500, 0, false, { Size: 'S' }, 4, false],
      ['TEE-M', 2500, 2000, true, { Size: 'M' }, 0, false],
    ]);
    expect(products.map((p) => p.productType).sort()).toEqual([1, 2, 4]);
    const history = await store.inventory.listAdjustments(site.id, teeProduct.variants[0]!.id);
    expect(history.adjustments).toMatchObject([{ delta: 4, reason: 'import', actor: 'cli' }]);

    const storefront = await store.storeFlows.storefrontProducts(site.id);
    expect(storefront.structuredContent[tee.id]!.variants.map((v) => v.qtyInStock)).toEqual([4, 0]);
  });

  it('imports nothing when any line is bad, reporting every problem by line', async () => {
    const { site, store, counts } = await setup();
    await store.storeFlows.importProducts({ websiteId: site.id, currency: 'USD', actor: 'cli', csv: csv('mug,Mug,,,,TRUE,,,,,,,MUG-1,3,12,,TRUE,FALSE,') });
    const before = await counts();
    const bad = csv(
      'cap,Cap,,,,TRUE,,,,,,,CAP-1,3,12,,TRUE,FALSE,',
      'hat,Hat,,,,TRUE,,,,,,,MUG-1,3,12,,TRUE,FALSE,',
      'scarf,Scarf,,,,TRUE,,,,,,,SC-1,3,twelve,,TRUE,FALSE,',
      'mug,Mug again,,,,TRUE,,,,,,,MUG-2,3,12,,TRUE,FALSE,',
    );
    const error = await store.storeFlows.importProducts({ websiteId: site.id, currency: 'USD', actor: 'cli', csv: bad }).catch((e: unknown) => e);
    expect(isDomainError(error, 'IMPORT_INVALID')).toBe(true);
    expect((error as { details: { errors: unknown } }).details.errors).toEqual({ 'line 4': 'line 4: Variant Price is not a number' });
    const fixed = bad.replace('twelve', '12');
    const again = await store.storeFlows.importProducts({ websiteId: site.id, currency: 'USD', actor: 'cli', csv: fixed }).catch((e: unknown) => e);
    expect((again as { details: { errors: unknown } }).details.errors).toEqual({
      'line 3': 'line 3: Variant SKU MUG-1 is already used by another product',
      'line 5': 'line 5: the store already has a product with Handle mug',
    });
    expect(await counts()).toEqual(before);
  });

  it('rolls the whole import back when a write fails part way', async () => {
    const { site, store, counts } = await setup();
    const before = await counts();
    // The second product's tag is over the content module's 50-character limit: the first
    // product, the store and its category are already written when it is refused.
    const error = await store.storeFlows
      .importProducts({
        websiteId: site.id,
        currency: 'USD',
        actor: 'cli',
        csv: csv('cap,Cap,,,,TRUE,,,,,,,CAP-1,3,12,,TRUE,FALSE,', `hat,Hat,,,${'x'.repeat(60)},TRUE,,,,,,,HAT-1,3,12,,TRUE,FALSE,`),
      })
      .catch((e: unknown) => e);
    expect(isDomainError(error, 'IMPORT_INVALID')).toBe(true);
    expect(Object.keys((error as { details: { errors: object } }).details.errors)).toEqual(['line 3']);
    expect(await counts()).toEqual(before);
  });

  it('creates, lists and deletes a store product with its item and stock; stock changes only for its own variants', async () => {
    const { site, store, content, counts } = await setup();
    const other = await setup();
    const before = await counts();
    const created = await store.storeFlows.createProduct(site.id, {
      item: { title: 'Lamp', body: '<p>Warm light.</p>', status: 'published' },
      product: { productType: 1, variantOptionOrdering: ['Finish'], variants: [{ price: 8000, attributes: { Finish: 'Brass' } }, { price: 9000, attributes: { Finish: 'Black' } }] },
      stock: [{ quantity: 3 }, { unlimited: true }],
      actor: 'owner-1',
    });
    expect(created.variants.map((v) => v.stock)).toEqual([
      { variantId: created.variants[0]!.id, qtyInStock: 3, unlimited: false },
      { variantId: created.variants[1]!.id, qtyInStock: 0, unlimited: true },
    ]);
    expect((await content.getItem(site.id, created.itemId)).title).toBe('Lamp');
    const brass = created.variants[0]!.id;
    expect(await store.storeFlows.adjustStock(site.id, brass, { delta: 2 }, { actor: 'owner-1' })).toMatchObject({ qtyInStock: 5 });
    await expect(store.storeFlows.adjustStock(other.site.id, brass, { delta: 2 }, {})).rejects.toSatisfy((e) => isDomainError(e, 'VARIANT_NOT_FOUND'));
    expect((await store.storeFlows.getProduct(site.id, created.itemId)).variants[0]!.stock.qtyInStock).toBe(5);
    await expect(store.storeFlows.deleteProduct(other.site.id, created.itemId)).rejects.toSatisfy((e) => isDomainError(e, 'PRODUCT_NOT_FOUND'));
    await store.storeFlows.deleteProduct(site.id, created.itemId);
    const after = await counts();
    // The store made for the product stays; the product, its item and its stock are gone.
    expect({ ...after, content_collections: 0, content_categories: 0 }).toEqual({ ...before, content_collections: 0, content_categories: 0 });
  });
});
