/**
 * PDP-02 through the Shopify CSV import: Image Src and Variant Image become the product's
 * images and each variant's main image, stored by the catalog and shown in the storefront's
 * structured content. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { createSitesService } from '../../modules/sites';
import { createStoreServices } from '../../server/composition/store';
import { fixedClock } from '../../shared/clock';
import { createEventBus } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';

const HEADER =
  'Handle,Title,Body (HTML),Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,' +
  'Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Requires Shipping,Gift Card,Image Src,Variant Image';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

let counter = 0;

describeDatabase('import variant images', (db) => {
  const setup = async () => {
    const tag = `iv${(++counter).toString(16)}${Math.random().toString(16).slice(2, 6)}`;
    const deps = { db: db().db, ids: sequentialIds(tag), clock: fixedClock(1_700_000_000_000), events: createEventBus() };
    const site = await createSitesService(deps).create({ identifier: `import-${tag}`, isDefault: false });
    return { site, store: createStoreServices({ database: db(), clock: deps.clock, ids: deps.ids, events: deps.events }) };
  };

  it('PDP-02 maps Variant Image to the variant\'s main image: stored with the product\'s images and given to the page as mainImage', async () => {
    const { site, store } = await setup();
    const result = await store.storeFlows.importProducts({
      websiteId: site.id,
      currency: site.currency,
      actor: 'cli',
      csv: csv(
        'mug,Mug,,,,TRUE,Color,Sage,,,,,MUG-S,3,28.00,,TRUE,FALSE,https://img.example/mug.jpg,https://img.example/mug-sage.jpg',
        'mug,,,,,,,Charcoal,,,,,MUG-C,3,28.00,,TRUE,,https://img.example/mug-charcoal.jpg,https://img.example/mug-charcoal.jpg',
        'mug,,,,,,,Clay,,,,,MUG-K,3,28.00,,TRUE,,,',
        'mug,,,,,,,,,,,,,,,,,,https://img.example/mug-back.jpg,',
        'cup,Cup,,,,TRUE,,,,,,,CUP-1,1,9.00,,TRUE,FALSE,,',
      ),
    });
    const itemId = result.products.find((p) => p.handle === 'mug')!.itemId;
    const mug = await store.storeFlows.getProduct(site.id, itemId);
    expect(mug.images.map((i) => [i.id, i.assetUrl])).toEqual([
      ['image-1', 'https://img.example/mug.jpg'],
      ['image-2', 'https://img.example/mug-sage.jpg'],
      ['image-3', 'https://img.example/mug-charcoal.jpg'],
      ['image-4', 'https://img.example/mug-back.jpg'],
    ]);
    expect(mug.variants.map((v) => [v.sku, v.mainImageId])).toEqual([
      ['MUG-S', 'image-2'],
      ['MUG-C', 'image-3'],
      ['MUG-K', null],
    ]);
    const cup = await store.storeFlows.getProduct(site.id, result.products.find((p) => p.handle === 'cup')!.itemId);
    expect([cup.images, cup.variants[0]!.mainImageId]).toEqual([[], null]);

    const storefront = await store.storeFlows.storefrontProducts(site.id);
    expect(storefront.structuredContent[itemId]!.variants.map((v) => v.mainImage?.assetUrl ?? null)).toEqual([
      'https://img.example/mug-sage.jpg',
      'https://img.example/mug-charcoal.jpg',
      null,
    ]);
  });
});
