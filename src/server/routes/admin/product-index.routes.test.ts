import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { PRODUCTS_CSV_PATH, productIndexEndpoints } from '../../../shared/api/catalog-index-endpoints';
import { ContributorRole } from '../../../shared/enums';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Row = { id: string; title: string; status: string; totalStock: number | null; price: { min: number; max: number; currency: string }; categories: string[] };

const physical = (title: string, sku: string, price: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  item: { title, status: 'published', ...extra },
  product: { productType: 1, variants: [{ sku, price }] },
  stock: [{ quantity }],
});

describeDatabase('owner product list routes', (db) => {
  let n = 0;
  const setup = async (role: number = ContributorRole.ADMIN) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `pix-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id, role });
    return { app, site, headers };
  };
  const create = async (app: App, headers: Record<string, string>, body: object): Promise<string> => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload: body });
    expect(res.statusCode).toBe(201);
    return res.json().product.itemId as string;
  };
  const index = async (app: App, headers: Record<string, string>, query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/catalog/product-index?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { products: Row[]; hasMore: boolean; nextCursor: string | null; total?: number };
  };
  const titles = (page: { products: Row[] }) => page.products.map((p) => p.title);

  it('lists, searches by title and SKU, filters, sorts and pages by cursor without a count unless asked', async () => {
    const { app, headers } = await setup();
    await create(app, headers, physical('Brass Lamp', 'LAMP-1', 8000, 10, { categories: ['Lighting'] }));
    await create(app, headers, physical('Oak Table', 'TBL-9', 25000, 0, { categories: ['Furniture'] }));
    await create(app, headers, physical('Wool Rug', 'RUG-2', 12000, 3));
    await create(app, headers, { item: { title: 'Gift card' }, product: { productType: 4, variants: [{ price: 2500 }, { price: 5000 }] }, stock: [{ unlimited: true }, { unlimited: true }] });

    const all = await index(app, headers, 'sort=title&dir=asc');
    expect(titles(all)).toEqual(['Brass Lamp', 'Gift card', 'Oak Table', 'Wool Rug']);
    expect(all).toMatchObject({ hasMore: false, nextCursor: null });
    expect(all.total).toBeUndefined();
    expect((all as { categories?: string[] }).categories).toEqual(['Furniture', 'Lighting']);
    expect(all.products[1]).toMatchObject({ type: 'gift-card', status: 'hidden', totalStock: null, variantCount: 2, price: { min: 2500, max: 5000, currency: 'USD' } });

    expect(titles(await index(app, headers, 'q=lamp'))).toEqual(['Brass Lamp']);
    expect(titles(await index(app, headers, 'q=tbl-9'))).toEqual(['Oak Table']);
    expect(titles(await index(app, headers, 'q=%25'))).toEqual([]);
    expect(titles(await index(app, headers, 'type=gift-card'))).toEqual(['Gift card']);
    expect(titles(await index(app, headers, 'status=hidden'))).toEqual(['Gift card']);
    expect(titles(await index(app, headers, 'category=Furniture'))).toEqual(['Oak Table']);
    expect(titles(await index(app, headers, 'stock=out&sort=title&dir=asc'))).toEqual(['Oak Table']);
    expect(titles(await index(app, headers, 'stock=low'))).toEqual(['Wool Rug']);
    expect(titles(await index(app, headers, 'stock=in&sort=title&dir=asc'))).toEqual(['Brass Lamp', 'Gift card', 'Wool Rug']);
    expect(titles(await index(app, headers, 'sort=price&dir=desc'))).toEqual(['Oak Table', 'Wool Rug', 'Brass Lamp', 'Gift card']);
    expect(titles(await index(app, headers, 'sort=stock&dir=asc'))).toEqual(['Oak Table', 'Wool Rug', 'Brass Lamp', 'Gift card']);

    const first = await index(app, headers, 'sort=price&dir=asc&limit=3&count=true');
    expect(first).toMatchObject({ hasMore: true, total: 4 });
    expect(titles(first)).toEqual(['Gift card', 'Brass Lamp', 'Wool Rug']);
    const second = await index(app, headers, `sort=price&dir=asc&limit=3&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['Oak Table']);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });

    const byTitle = await index(app, headers, 'sort=title&dir=desc&limit=2');
    expect(titles(await index(app, headers, `sort=title&dir=desc&limit=2&cursor=${byTitle.nextCursor}`))).toEqual(['Gift card', 'Brass Lamp']);
    await app.close();
  });

  it('answers a bad query with 400, never a 500', async () => {
    const { app, headers } = await setup();
    for (const query of ['sort=colour', 'dir=up', 'limit=0', 'limit=5000', 'type=car', 'stock=some', 'cursor=***', 'cursor=bm90LWpzb24', 'sort=price&cursor=WyJhIiwiYiJd', 'extra=1']) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/catalog/product-index?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBeTypeOf('string');
    }
    await app.close();
  });

  it('refuses a role without commerce.products (403) on the list, the bulk actions and the export', async () => {
    const { app, headers } = await setup(ContributorRole.EDITOR);
    for (const [method, url] of [['GET', '/api/admin/catalog/product-index'], ['POST', '/api/admin/catalog/products/bulk'], ['GET', '/api/admin/catalog/products.csv']] as const) {
      const res = await app.inject({ method, url, headers, ...(method === 'POST' && { payload: { action: 'hide', ids: ['x'] } }) });
      expect(res.statusCode, url).toBe(403);
    }
    await app.close();
  });

  it("never shows or changes another site's products", async () => {
    const a = await setup();
    const lamp = await create(a.app, a.headers, physical('Brass Lamp', 'LAMP-1', 8000, 1));
    const site = await a.app.services.sites.create({ identifier: `pix-other-${++n}`, title: 'Other' });
    const { headers } = await ownerSession(a.app, { websiteId: site.id, role: ContributorRole.ADMIN });
    await create(a.app, headers, physical('Their Chair', 'CHAIR', 100, 1));
    expect(titles(await index(a.app, headers, ''))).toEqual(['Their Chair']);
    expect(titles(await index(a.app, a.headers, ''))).toEqual(['Brass Lamp']);
    const bulk = await a.app.inject({ method: 'POST', url: '/api/admin/catalog/products/bulk', headers, payload: { action: 'delete', ids: [lamp] } });
    expect(bulk.statusCode).toBe(404);
    expect(bulk.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const csv = await a.app.inject({ method: 'GET', url: '/api/admin/catalog/products.csv', headers });
    expect(csv.body).toContain('Their Chair');
    expect(csv.body).not.toContain('Brass Lamp');
    expect(titles(await index(a.app, a.headers, ''))).toEqual(['Brass Lamp']);
    await a.app.close();
  });

  it('bulk-publishes, hides, sets a category and deletes in one transaction, answering what changed', async () => {
    const { app, headers } = await setup();
    const lamp = await create(app, headers, physical('Brass Lamp', 'LAMP-1', 8000, 1));
    const rug = await create(app, headers, physical('Wool Rug', 'RUG-2', 12000, 1, { status: 'draft' }));
    const bulk = (payload: object) => app.inject({ method: 'POST', url: '/api/admin/catalog/products/bulk', headers, payload });

    expect((await bulk({ action: 'hide', ids: [lamp, rug] })).json()).toEqual({ action: 'hide', changed: [lamp], unchanged: [rug] });
    expect(titles(await index(app, headers, 'status=hidden&sort=title&dir=asc'))).toEqual(['Brass Lamp', 'Wool Rug']);
    expect((await bulk({ action: 'publish', ids: [lamp, rug] })).json()).toMatchObject({ changed: expect.arrayContaining([lamp, rug]) });
    expect(titles(await index(app, headers, 'status=published&sort=title&dir=asc'))).toEqual(['Brass Lamp', 'Wool Rug']);
    expect((await bulk({ action: 'set-category', ids: [rug], category: 'Floors' })).json()).toEqual({ action: 'set-category', changed: [rug], unchanged: [] });
    expect((await index(app, headers, 'category=Floors')).products.map((p) => p.id)).toEqual([rug]);

    // One unknown id: nothing is deleted.
    const refused = await bulk({ action: 'delete', ids: [lamp, 'no-such-product'] });
    expect(refused.statusCode).toBe(404);
    expect((await index(app, headers, '')).products).toHaveLength(2);
    expect((await bulk({ action: 'delete', ids: [lamp] })).json()).toEqual({ action: 'delete', changed: [lamp], unchanged: [] });
    expect(titles(await index(app, headers, ''))).toEqual(['Wool Rug']);

    expect((await bulk({ action: 'delete', ids: [] })).statusCode).toBe(400);
    expect((await bulk({ action: 'paint', ids: [rug] })).statusCode).toBe(400);
    await app.close();
  });

  it('exports Shopify product CSV that the import reads back into another site as the same products', async () => {
    const { app, headers } = await setup();
    await create(app, headers, {
      item: { title: 'Lamp, "Brass"', body: '<p>Warm light.</p>', status: 'published', tags: ['home', 'light'], categories: ['Lighting'] },
      product: {
        productType: 1,
        variantOptionOrdering: ['Finish'],
        images: [{ id: 'a', assetUrl: '/media/a1/brass.jpg' }, { id: 'b', assetUrl: 'https://img.example/black.jpg' }, { id: 'c', assetUrl: 'https://img.example/side.jpg' }],
        variants: [
          { sku: 'LAMP-B', price: 8000, salePrice: 6000, onSale: true, attributes: { Finish: 'Brass' }, mainImageId: 'a' },
          { sku: 'LAMP-K', price: 9000, attributes: { Finish: 'Black' }, mainImageId: 'b' },
        ],
      },
      stock: [{ quantity: 3 }, { unlimited: true }],
    });
    await create(app, headers, { item: { title: 'E-book' }, product: { productType: 2, variants: [{ sku: 'EB', price: 1500 }] } });
    const res = await app.inject({ method: 'GET', url: '/api/admin/catalog/products.csv', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(res.body.split('\r\n')[0]).toMatch(/^Handle,Title,Body \(HTML\),Vendor,Type,Tags,Published,Option1 Name,Option1 Value/);
    expect(res.body).toContain('"Lamp, ""Brass"""');

    const other = await setup();
    const imported = await other.app.inject({ method: 'POST', url: '/api/admin/catalog/import', headers: { ...other.headers, 'content-type': 'text/csv' }, payload: res.body });
    expect(imported.statusCode, imported.body).toBe(201);
    const rows = await index(other.app, other.headers, 'sort=title&dir=asc');
    expect(rows.products).toMatchObject([
      { title: 'E-book', type: 'digital', status: 'hidden', price: { min: 1500, max: 1500 }, totalStock: 0 },
      { title: 'Lamp, "Brass"', type: 'physical', status: 'published', price: { min: 6000, max: 9000 }, totalStock: null, variantCount: 2, categories: ['Lighting'] },
    ]);
    const lamp = (await other.app.inject({ method: 'GET', url: `/api/admin/catalog/products/${rows.products[1]!.id}`, headers: other.headers })).json().product;
    expect(lamp.variants).toMatchObject([
      { sku: 'LAMP-B', price: 8000, salePrice: 6000, onSale: true, attributes: { Finish: 'Brass' }, mainImageId: 'image-1', stock: { qtyInStock: 3, unlimited: false } },
      { sku: 'LAMP-K', price: 9000, onSale: false, attributes: { Finish: 'Black' }, mainImageId: 'image-2', stock: { unlimited: true } },
    ]);
    expect(lamp.images.map((i: { assetUrl: string }) => i.assetUrl)).toEqual([expect.stringMatching(/^https?:\/\/.+\/media\/a1\/brass\.jpg$/), 'https://img.example/black.jpg', 'https://img.example/side.jpg']);
    await app.close();
    await other.app.close();
  });

  it('each product-list descriptor names a registered route', async () => {
    const { app } = await setup();
    const paths = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'product-index-contract.localhost' } })).json().paths as Record<string, Record<string, unknown>>;
    for (const [name, endpoint] of Object.entries(productIndexEndpoints)) expect(paths[endpoint.path]?.[endpoint.method.toLowerCase()], name).toBeDefined();
    expect(paths[PRODUCTS_CSV_PATH]?.get).toBeDefined();
    await app.close();
  });
});
