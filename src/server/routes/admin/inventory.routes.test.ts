/**
 * The inventory panel's listing over HTTP (GAP-04, ADM-04): products named by their items,
 * each variant's stock, search by name or SKU, sort by name, stock or price both ways, keyset
 * pages, 'commerce.inventory', never another site's products.
 */
import { expect, it } from 'vitest';
import { inventoryEndpoints } from '../../../shared/api/catalog-endpoints';
import { ContributorRole } from '../../../shared/enums';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';

const product = (title: string, variants: { sku: string; price: number; attributes?: Record<string, string> }[], stock: ({ quantity: number } | { unlimited: true })[]) => ({
  item: { title, status: 'published' },
  product: { productType: 1, variantOptionOrdering: variants[0]?.attributes ? Object.keys(variants[0].attributes) : [], variants },
  stock,
});

describeDatabase('owner inventory listing', (db) => {
  let n = 0;
  const setup = async (role: number = ContributorRole.STORE_MANAGER) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `inv-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id, role });
    const admin = (await ownerSession(app, { websiteId: site.id })).headers;
    const create = async (body: unknown) => (await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers: admin, payload: body as Record<string, unknown> })).json().product;
    const list = async (query = '', as = headers) => app.inject({ method: 'GET', url: `${inventoryEndpoints.list.path}${query}`, headers: as });
    return { app, site, headers, create, list };
  };

  it('ADM-04 lists products with per-variant stock, searched by name or SKU, sorted by name, stock and price', async () => {
    const { app, create, list } = await setup();
    const lamp = await create(product('Lamp', [{ sku: 'LAMP-B', price: 8000, attributes: { Finish: 'Brass' } }, { sku: 'LAMP-K', price: 9000, attributes: { Finish: 'Black' } }], [{ quantity: 3 }, { quantity: 0 }]));
    await create(product('armchair', [{ sku: 'CHAIR', price: 30000 }], [{ quantity: 12 }]));
    await create(product('Candle', [{ sku: 'WAX-1', price: 1500 }], [{ unlimited: true }]));
    const byName = (await list()).json();
    expect(byName).toMatchObject({ currency: 'USD', total: 3, nextCursor: null });
    expect(byName.products.map((p: { name: string }) => p.name)).toEqual(['armchair', 'Candle', 'Lamp']);
    expect(byName.products[2]).toEqual({
      itemId: lamp.itemId,
      name: 'Lamp',
      productType: 1,
      totalStock: 3,
      unlimited: false,
      lowestPrice: 8000,
      variants: [
        { id: lamp.variants[0].id, sku: 'LAMP-B', label: 'Brass', price: 8000, salePrice: 0, onSale: false, qtyInStock: 3, unlimited: false },
        { id: lamp.variants[1].id, sku: 'LAMP-K', label: 'Black', price: 9000, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: false },
      ],
    });
    const names = async (query: string) => (await list(query)).json().products.map((p: { name: string }) => p.name);
    expect(await names('?sort=stock')).toEqual(['Lamp', 'armchair', 'Candle']);
    expect(await names('?sort=stock&dir=desc')).toEqual(['Candle', 'armchair', 'Lamp']);
    expect(await names('?sort=price')).toEqual(['Candle', 'Lamp', 'armchair']);
    expect(await names('?sort=name&dir=desc')).toEqual(['Lamp', 'Candle', 'armchair']);
    expect(await names('?q=lam')).toEqual(['Lamp']);
    expect(await names('?q=wax')).toEqual(['Candle']);
    expect((await list('?q=zzz')).json()).toMatchObject({ products: [], total: 0, nextCursor: null });
    await app.close();
  });

  it('ADM-04 pages with a cursor that neither repeats nor skips a product', async () => {
    const { app, create, list } = await setup();
    for (let i = 0; i < 5; i++) await create(product(`Mug ${i}`, [{ sku: `MUG-${i}`, price: 1000 }], [{ quantity: 2 }]));
    const first = (await list('?sort=stock&limit=2')).json();
    expect(first.products).toHaveLength(2);
    expect(first.total).toBe(5);
    const second = (await list(`?sort=stock&limit=2&cursor=${first.nextCursor}`)).json();
    const third = (await list(`?sort=stock&limit=2&cursor=${second.nextCursor}`)).json();
    expect(third.nextCursor).toBeNull();
    const seen = [...first.products, ...second.products, ...third.products].map((p: { name: string }) => p.name);
    expect(new Set(seen).size).toBe(5);
    const bad = await list('?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { cursor: 'This page link is no longer valid; start from the first page.' } } });
    expect((await list('?sort=colour')).statusCode).toBe(400);
    await app.close();
  });

  it('ADM-04 needs commerce.inventory and shows only the site\'s own products', async () => {
    const { app, create, list } = await setup();
    await create(product('Lamp', [{ sku: 'LAMP', price: 8000 }], [{ quantity: 1 }]));
    const other = await app.services.sites.create({ identifier: `inv-other-${Math.random().toString(16).slice(2, 8)}`, title: 'Other' });
    const stranger = (await ownerSession(app, { websiteId: other.id })).headers;
    expect((await list('', stranger)).json()).toMatchObject({ products: [], total: 0 });
    const site = await app.services.sites.create({ identifier: `inv-ed-${Math.random().toString(16).slice(2, 8)}`, title: 'Ed' });
    const editor = (await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR })).headers;
    expect((await list('', editor)).statusCode).toBe(403);
    await app.close();
  });
});
