/**
 * PDP-02 in the catalog: a product's own images, each variant's main image among them (by id),
 * stored in catalog_product_images and catalog_variants.main_image_id, exported as the
 * structured variant's `mainImage`. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { ProductType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { createEventBus } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import { createCatalogService, UNKNOWN_VARIANT_IMAGE, type ProductInput } from './index';

let siteCounter = 0;

describeDatabase('catalog variant images', (db) => {
  const setup = () => {
    const tag = `vi${(++siteCounter).toString(16)}${Math.random().toString(16).slice(2, 6)}`;
    const catalog = createCatalogService({
      db: db().db,
      ids: sequentialIds(tag),
      clock: fixedClock(1_700_000_000_000),
      events: createEventBus(),
      currencyOf: async () => 'USD',
    });
    let items = 0;
    return { catalog, site: `site-${tag}`, item: () => `${tag}-item-${++items}` };
  };

  const sage = { id: 'sage', assetUrl: '/media/a1/mug-sage.jpg', filename: 'mug-sage.jpg', originalSize: '1500x1500', mediaFocalPoint: { x: 0.5, y: 0.4 }, altText: 'Sage mug', systemDataVariants: '1500x1500,100w,300w' };
  const charcoal = { id: 'charcoal', assetUrl: '/media/a2/mug-charcoal.jpg' };
  const mug = (variants: ProductInput['variants'], images: ProductInput['images'] = [sage, charcoal]): ProductInput => ({
    productType: ProductType.PHYSICAL,
    variantOptionOrdering: ['Color'],
    images,
    variants,
  });
  const imageRows = async (itemId: string) =>
    (await db().query<{ id: string }>('select id from catalog_product_images where item_id = $1 order by position', [itemId])).map((r) => r.id);

  it('PDP-02 stores the product images in order and each variant\'s main image; the export gives variants their mainImage', async () => {
    const { catalog, site, item } = setup();
    const itemId = item();
    const product = await catalog.createProduct(
      site,
      itemId,
      mug([
        { sku: 'M-S', price: 2800, attributes: { Color: 'Sage' }, mainImageId: 'sage' },
        { sku: 'M-C', price: 2800, attributes: { Color: 'Charcoal' }, mainImageId: 'charcoal' },
        { sku: 'M-K', price: 2800, attributes: { Color: 'Clay' } },
      ]),
    );
    expect(product.images).toEqual([sage, { ...charcoal, filename: null, originalSize: null, mediaFocalPoint: null, altText: null, systemDataVariants: null }]);
    expect(product.variants.map((v) => v.mainImageId)).toEqual(['sage', 'charcoal', null]);
    expect(await catalog.getProduct(site, itemId)).toEqual(product);
    expect(await imageRows(itemId)).toEqual(['sage', 'charcoal']);

    const content = (await catalog.exportCatalog(site)).products[itemId]!.structuredContent;
    expect(content.variants.map((v) => v.mainImage)).toEqual([sage, product.images[1], null]);
  });

  it('PDP-02 an image without an id gets one; left out on an update, images and kept variants\' main images stay; null clears', async () => {
    const { catalog, site, item } = setup();
    const itemId = item();
    const created = await catalog.createProduct(site, itemId, mug([{ sku: 'A', price: 100, attributes: { Color: 'Sage' }, mainImageId: 'sage' }], [sage, { assetUrl: 'https://img.example/extra.jpg' }]));
    const issued = created.images[1]!.id;
    expect(issued).toMatch(/^vi/);
    const [variant] = created.variants;

    const kept = await catalog.updateProduct(site, itemId, { productType: 1, variantOptionOrdering: ['Color'], variants: [{ id: variant!.id, sku: 'A', price: 150, attributes: { Color: 'Sage' } }] });
    expect(kept.images.map((i) => i.id)).toEqual(['sage', issued]);
    expect(kept.variants[0]).toMatchObject({ price: 150, mainImageId: 'sage' });

    // The gallery changes without the variant's image: the variant shows none rather than a missing one.
    const regallery = await catalog.updateProduct(site, itemId, { ...mug([{ id: variant!.id, sku: 'A', price: 150, attributes: { Color: 'Sage' } }], [charcoal]) });
    expect(regallery.variants[0]!.mainImageId).toBeNull();
    expect(await imageRows(itemId)).toEqual(['charcoal']);

    const pointed = await catalog.updateProduct(site, itemId, mug([{ id: variant!.id, sku: 'A', price: 150, attributes: { Color: 'Sage' }, mainImageId: 'charcoal' }], [charcoal]));
    expect(pointed.variants[0]!.mainImageId).toBe('charcoal');
    const cleared = await catalog.updateProduct(site, itemId, mug([{ id: variant!.id, sku: 'A', price: 150, attributes: { Color: 'Sage' }, mainImageId: null }], [charcoal]));
    expect(cleared.variants[0]!.mainImageId).toBeNull();

    await catalog.deleteProduct(site, itemId);
    expect(await imageRows(itemId)).toEqual([]);
  });

  it('PDP-02 a variant naming an image this product does not have is VARIANT_IMAGE_UNKNOWN (400), and nothing changes', async () => {
    const { catalog, site, item } = setup();
    const noSuchImage = catalog.createProduct(site, item(), mug([{ sku: 'X1', price: 100, attributes: { Color: 'Sage' }, mainImageId: 'nope' }]));
    await expect(noSuchImage).rejects.toSatisfy(
      (e) => isDomainError(e, 'VARIANT_IMAGE_UNKNOWN') && JSON.stringify(e.details.errors) === JSON.stringify({ 'variants.0.mainImageId': UNKNOWN_VARIANT_IMAGE }),
    );
    expect(await catalog.listProducts(site)).toEqual([]);

    // Another product's image id is not this product's.
    const other = await catalog.createProduct(site, item(), mug([{ sku: 'O1', price: 100, attributes: { Color: 'Sage' }, mainImageId: 'other-front' }], [{ ...sage, id: 'other-front' }]));
    const itemId = item();
    const own = await catalog.createProduct(site, itemId, mug([{ sku: 'W1', price: 100, attributes: { Color: 'Sage' } }]));
    const borrowing = mug([{ id: own.variants[0]!.id, sku: 'W1', price: 100, attributes: { Color: 'Sage' }, mainImageId: other.images[0]!.id }]);
    await expect(catalog.updateProduct(site, itemId, borrowing)).rejects.toSatisfy((e) => isDomainError(e, 'VARIANT_IMAGE_UNKNOWN'));
    // Without images in the input, the product's own images are the ones a variant may name.
    await expect(catalog.updateProduct(site, itemId, { ...borrowing, images: undefined })).rejects.toSatisfy((e) => isDomainError(e, 'VARIANT_IMAGE_UNKNOWN'));
    expect(await catalog.getProduct(site, itemId)).toEqual(own);

    // The database holds to it as well: a variant's image belongs to its own product.
    await expect(db().query('update catalog_variants set main_image_id = $1 where id = $2', ['other-front', own.variants[0]!.id])).rejects.toThrow();
  });

  it('PDP-02 image ids are unique within a product and image addresses are paths or http(s) web addresses', async () => {
    const { catalog, site, item } = setup();
    const twice = catalog.createProduct(site, item(), mug([{ price: 100, attributes: { Color: 'Sage' } }], [sage, { ...charcoal, id: 'sage' }]));
    await expect(twice).rejects.toSatisfy((e) => isDomainError(e, 'VALIDATION_FAILED') && JSON.stringify(e.details.errors) === JSON.stringify({ 'images.1.id': 'Image 1 has the same id.' }));
    for (const assetUrl of ['javascript:alert(1)', '//evil.example/x.jpg', 'data:image/png;base64,AA']) {
      await expect(catalog.createProduct(site, item(), mug([{ price: 100, attributes: { Color: 'Sage' } }], [{ assetUrl }]))).rejects.toThrow(/image address/);
    }
    await expect(catalog.createProduct(site, item(), mug([{ price: 100, attributes: { Color: 'Sage' } }], [{ id: 'a b"', assetUrl: '/x.jpg' }]))).rejects.toThrow(/image id/);
    expect(await catalog.listProducts(site)).toEqual([]);
  });
});
