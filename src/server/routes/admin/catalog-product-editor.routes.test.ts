/**
 * What the editor's product screen relies on beyond plain product updates: stock set in the
 * same update (new variants by their place in the list), and the per-product merchandising
 * choices (scarcity threshold, restock mailing-list sign-up) kept and answered.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';

const tee = {
  item: { title: 'Tee', status: 'published' },
  product: { productType: 1, variantOptionOrdering: ['Size'], variants: [{ sku: 'TEE-S', price: 2000, attributes: { Size: 'S' } }] },
  stock: [{ quantity: 4 }],
};

describeDatabase('owner product editor calls', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `ped-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const created = await app.inject({ method: 'POST', url: '/api/admin/catalog/products', headers, payload: tee });
    return { app, headers, product: created.json().product };
  };

  it('PROD-02 an update sets the stock of kept and new variants in its transaction; a stale expected quantity changes nothing', async () => {
    const { app, headers, product } = await setup();
    const [small] = product.variants;
    const variants = [
      { id: small.id, sku: 'TEE-S', price: 2000, attributes: { Size: 'S' } },
      { price: 2200, attributes: { Size: 'M' } },
      { price: 2400, attributes: { Size: 'L' } },
    ];
    const body = { product: { ...tee.product, variants }, stock: [{ expected: 4, quantity: 9 }, { expected: 0, quantity: 5 }, { unlimited: true }] };
    const res = await app.inject({ method: 'PUT', url: `/api/admin/catalog/products/${product.itemId}`, headers, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.variants.map((v: { attributes: unknown; stock: unknown }) => [v.attributes, v.stock])).toEqual([
      [{ Size: 'S' }, expect.objectContaining({ qtyInStock: 9, unlimited: false })],
      [{ Size: 'M' }, expect.objectContaining({ qtyInStock: 5, unlimited: false })],
      [{ Size: 'L' }, expect.objectContaining({ unlimited: true })],
    ]);

    // Unlimited off, counted from the quantity kept while it was on.
    const ids0 = res.json().product.variants.map((v: { id: string }) => v.id);
    const counted = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalog/products/${product.itemId}`,
      headers,
      payload: { product: { ...tee.product, variants: variants.map((v, i) => ({ ...v, id: ids0[i] })) }, stock: [null, null, { unlimited: false, expected: 0, quantity: 0 }] },
    });
    expect(counted.json().product.variants[2].stock).toMatchObject({ qtyInStock: 0, unlimited: false });

    const version = counted.json().product.version;
    const ids = res.json().product.variants.map((v: { id: string }) => v.id);
    const keep = variants.map((v, i) => ({ ...v, id: ids[i], price: 3000 }));
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalog/products/${product.itemId}`,
      headers,
      payload: { product: { ...tee.product, variants: keep }, stock: [{ expected: 4, quantity: 1 }, null, null] },
    });
    expect(stale.statusCode).toBe(409);
    const after = (await app.inject({ method: 'GET', url: `/api/admin/catalog/products/${product.itemId}`, headers })).json().product;
    // The refused stock change took the product change with it.
    expect(after.version).toBe(version);
    expect(after.variants.map((v: { price: number; stock: { qtyInStock: number } }) => [v.price, v.stock.qtyInStock])).toEqual([
      [2000, 9],
      [2200, 5],
      [2400, 0],
    ]);
    await app.close();
  });

  it('PROD-08 RSTK-02 keeps the scarcity threshold and the restock mailing-list choices; a threshold below 1 is a 400 naming the field', async () => {
    const { app, headers, product } = await setup();
    const merchandising = { scarcityEnabled: true, scarcityText: 'Just {qtyInStock} left', scarcityThreshold: 3, mailingListSignUpEnabled: true, mailingListOptInByDefault: true };
    const variants = [{ id: product.variants[0].id, sku: 'TEE-S', price: 2000, attributes: { Size: 'S' } }];
    const ok = await app.inject({ method: 'PUT', url: `/api/admin/catalog/products/${product.itemId}`, headers, payload: { product: { ...tee.product, variants, merchandising } } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().product.merchandising).toEqual(merchandising);

    const bad = { ...merchandising, scarcityThreshold: 0 };
    const res = await app.inject({ method: 'PUT', url: `/api/admin/catalog/products/${product.itemId}`, headers, payload: { product: { ...tee.product, variants, merchandising: bad } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual({ 'product.merchandising.scarcityThreshold': 'A threshold is at least 1 unit.' });
    await app.close();
  });
});
