import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { ProductType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { createEventBus, type DomainEvent } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import type { Currency } from '../../shared/money';
import { createCatalogService, type ProductInput } from './index';

let siteCounter = 0;

describeDatabase('catalog service', (db) => {
  const setup = (currency: Currency = 'USD') => {
    const events: DomainEvent[] = [];
    const bus = createEventBus();
    bus.on('site.changed', (e) => void events.push(e));
    const tag = `c${(++siteCounter).toString(16)}${Math.random().toString(16).slice(2, 6)}`;
    const catalog = createCatalogService({
      db: db().db,
      ids: sequentialIds(tag),
      clock: fixedClock(1_700_000_000_000),
      events: bus,
      currencyOf: async () => currency,
    });
    const site = `site-${tag}`;
    let items = 0;
    return { catalog, events, site, item: () => `${tag}-item-${++items}` };
  };

  const tee: ProductInput = {
    productType: ProductType.PHYSICAL,
    variantOptionOrdering: ['Color', 'Size'],
    variants: [
      { sku: 'TEE-R-S', price: 2500, attributes: { Color: 'Red', Size: 'S' } },
      { sku: 'TEE-R-M', price: 2500, onSale: true, salePrice: 1900, attributes: { Color: 'Red', Size: 'M' } },
      { price: 2700, attributes: { Color: 'Blue', Size: 'S' } },
    ],
  };

  it('PROD-01 PROD-02 stores a product with variants and exports its structured content', async () => {
    const { catalog, events, site, item } = setup();
    const itemId = item();
    const product = await catalog.createProduct(site, itemId, tee);
    expect(product).toMatchObject({ id: itemId, itemId, websiteId: site, productType: 1, variantOptionOrdering: ['Color', 'Size'], version: 1 });
    expect(product.variants.map((v) => [v.sku, v.price, v.salePrice, v.onSale, v.position])).toEqual([
      ['TEE-R-S', 2500, 0, false, 0],
      ['TEE-R-M', 2500, 1900, true, 1],
      [`SQ${product.variants[2]!.id.slice(-10).toUpperCase()}`, 2700, 0, false, 2],
    ]);
    expect(events).toEqual([{ type: 'site.changed', websiteId: site }]);
    expect(await catalog.getProduct(site, itemId)).toEqual(product);

    const snapshot = await catalog.exportCatalog(site);
    expect(snapshot.currency).toBe('USD');
    expect(Object.keys(snapshot.products)).toEqual([itemId]);
    const content = snapshot.products[itemId]!.structuredContent;
    expect(content).toMatchObject({ productType: 1, isSubscribable: false, variantOptionOrdering: ['Color', 'Size'], useCustomAddButtonText: false });
    expect(content.variants[1]).toMatchObject({
      sku: 'TEE-R-M',
      price: 2500,
      priceMoney: { value: '25.00', currency: 'USD' },
      salePrice: 1900,
      salePriceMoney: { value: '19.00', currency: 'USD' },
      onSale: true,
      qtyInStock: 0,
      unlimited: false,
      attributes: { Color: 'Red', Size: 'M' },
      optionValues: [
        { optionName: 'Color', value: 'Red' },
        { optionName: 'Size', value: 'M' },
      ],
    });
  });

  it('PROD-03 PROD-04 PROD-05 keeps digital prices at product level, subscriptions, forms and button text', async () => {
    const { catalog, site, item } = setup('JPY');
    const ebook = item();
    await catalog.createProduct(site, ebook, { productType: ProductType.DIGITAL, variants: [{ sku: 'EB', price: 1500 }] });
    const box = item();
    await catalog.createProduct(site, box, {
      productType: ProductType.SERVICE,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
      additionalFieldsFormId: 'form-1',
      useCustomAddButtonText: true,
      customAddButtonText: 'Book now',
      variants: [{ sku: 'BOX', price: 4000 }],
    });
    const { products } = await catalog.exportCatalog(site);
    expect(products[ebook]!.structuredContent).toMatchObject({
      productType: 2,
      priceMoney: { value: '1500', currency: 'JPY' },
      salePriceMoney: { value: '0', currency: 'JPY' },
      onSale: false,
      variants: [{ unlimited: true }],
    });
    expect(products[box]!.structuredContent).toMatchObject({
      productType: 3,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
      additionalFieldsFormId: 'form-1',
      useCustomAddButtonText: true,
      customAddButtonText: 'Book now',
    });
  });

  it('PROD-05 labels gift card denominations under Value when the owner names no option', async () => {
    const { catalog, site, item } = setup();
    const gift = await catalog.createProduct(site, item(), {
      productType: ProductType.GIFT_CARD,
      variants: [{ price: 2500 }, { price: 5000 }],
    });
    expect(gift.variantOptionOrdering).toEqual(['Value']);
    expect(gift.variants.map((v) => v.attributes)).toEqual([{ Value: '25.00' }, { Value: '50.00' }]);
    await expect(
      catalog.createProduct(site, item(), { productType: ProductType.GIFT_CARD, variants: [{ price: 2500 }, { price: 2500 }] }),
    ).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
  });

  it('refuses products that break the rules, naming the fields', async () => {
    const { catalog, site, item } = setup();
    const refused = async (input: unknown) => {
      try {
        await catalog.createProduct(site, item(), input);
      } catch (e) {
        if (isDomainError(e, 'VALIDATION_FAILED')) return e.details.errors;
        throw e;
      }
      throw new Error('accepted');
    };
    expect(await refused({ productType: ProductType.DIGITAL, variants: [{ price: 1 }, { price: 2 }] })).toEqual({
      variants: 'A digital or paywall product has exactly one variant.',
    });
    expect(await refused({ productType: ProductType.PHYSICAL, variants: [{ price: 100, onSale: true, salePrice: 100 }] })).toEqual({
      'variants.0.salePrice': 'The sale price must be lower than the price.',
    });
    expect(
      await refused({ productType: ProductType.DIGITAL, isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 0 }, variants: [{ price: 1 }] }),
    ).toEqual({ isSubscribable: 'Only physical and service products can be subscriptions.' });
    expect(
      await refused({ productType: ProductType.PHYSICAL, variantOptionOrdering: ['Size'], variants: [{ price: 1, attributes: { Size: 'S' } }, { price: 1, attributes: { Size: 'S' } }] }),
    ).toEqual({ 'variants.1.attributes': 'Variant 1 has the same options.' });
    await expect(catalog.createProduct(site, item(), { productType: 9, variants: [{ price: 1 }] })).rejects.toThrow();
    expect(await catalog.listProducts(site)).toEqual([]);
  });

  it('keeps SKUs unique per site, not across sites', async () => {
    const { catalog, site, item } = setup();
    const other = setup();
    await catalog.createProduct(site, item(), { productType: 1, variants: [{ sku: 'SAME', price: 100 }] });
    await expect(catalog.createProduct(site, item(), { productType: 1, variants: [{ sku: 'SAME', price: 100 }] })).rejects.toSatisfy((e) =>
      isDomainError(e, 'SKU_TAKEN'),
    );
    await other.catalog.createProduct(other.site, other.item(), { productType: 1, variants: [{ sku: 'SAME', price: 100 }] });
    expect(await catalog.findTakenSkus(site, ['SAME', 'FREE'])).toEqual(['SAME']);
    expect((await catalog.findBySku(site, 'SAME'))?.variant.sku).toBe('SAME');
  });

  it('updates a product: kept variants keep their ids, SKUs may swap, a stale version gives CONFLICT', async () => {
    const { catalog, site, item } = setup();
    const itemId = item();
    const created = await catalog.createProduct(site, itemId, tee);
    const [red, redM] = created.variants;
    const updated = await catalog.updateProduct(
      site,
      itemId,
      {
        ...tee,
        variants: [
          { id: red!.id, sku: 'TEE-R-M', price: 2600, attributes: { Color: 'Red', Size: 'S' } },
          { id: redM!.id, sku: 'TEE-R-S', price: 2600, attributes: { Color: 'Red', Size: 'M' } },
        ],
      },
      { expectedVersion: 1 },
    );
    expect(updated.version).toBe(2);
    expect(updated.variants.map((v) => [v.id, v.sku, v.price])).toEqual([
      [red!.id, 'TEE-R-M', 2600],
      [redM!.id, 'TEE-R-S', 2600],
    ]);
    await expect(catalog.updateProduct(site, itemId, tee, { expectedVersion: 1 })).rejects.toSatisfy((e) => isDomainError(e, 'CONFLICT'));
    await expect(
      catalog.updateProduct(site, itemId, { productType: 1, variants: [{ id: 'not-mine', price: 1 }] }),
    ).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED'));
  });

  it("one site never reads, changes or deletes another site's product", async () => {
    const a = setup();
    const b = setup();
    const itemId = b.item();
    await b.catalog.createProduct(b.site, itemId, tee);
    expect(await a.catalog.getProduct(a.site, itemId)).toBeNull();
    await expect(a.catalog.updateProduct(a.site, itemId, tee)).rejects.toSatisfy((e) => isDomainError(e, 'PRODUCT_NOT_FOUND'));
    await expect(a.catalog.deleteProduct(a.site, itemId)).rejects.toSatisfy((e) => isDomainError(e, 'PRODUCT_NOT_FOUND'));
    await expect(a.catalog.createProduct(a.site, itemId, tee)).rejects.toSatisfy((e) => isDomainError(e, 'PRODUCT_EXISTS'));
    expect(Object.keys((await a.catalog.exportCatalog(a.site)).products)).toEqual([]);
    const variantId = (await b.catalog.getProduct(b.site, itemId))!.variants[0]!.id;
    expect(await a.catalog.findVariant(a.site, variantId)).toBeNull();
    expect((await b.catalog.findVariant(b.site, variantId))?.product.itemId).toBe(itemId);
    await b.catalog.deleteProduct(b.site, itemId);
    expect(await b.catalog.getProduct(b.site, itemId)).toBeNull();
  });

  it('creates several products at once, or none of them', async () => {
    const { catalog, site, item } = setup();
    const [one, two] = [item(), item()];
    await expect(
      catalog.createProducts(site, [
        { itemId: one, input: { productType: 1, variants: [{ sku: 'X1', price: 100 }] } },
        { itemId: two, input: { productType: 1, variants: [{ sku: 'X1', price: 100 }] } },
      ]),
    ).rejects.toSatisfy((e) => isDomainError(e, 'SKU_TAKEN'));
    expect(await catalog.listProducts(site)).toEqual([]);
    const created = await catalog.createProducts(site, [
      { itemId: one, input: { productType: 1, variants: [{ sku: 'X1', price: 100 }] } },
      { itemId: two, input: { productType: 2, variants: [{ sku: 'X2', price: 100 }] } },
    ]);
    expect(created.map((p) => p.itemId)).toEqual([one, two]);
  });
});
