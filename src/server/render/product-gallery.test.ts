import { describe, expect, it } from 'vitest';
import { fakeStore, fakeStorefront } from '../../../test/support/storefront-site';
import { toStructuredContent, type Product } from '../../modules/catalog';
import { imagesHiddenBeforeChoice } from './product-gallery';

const shot = (id: string) => ({ id, assetUrl: `/media/${id}/${id}.jpg`, filename: `${id}.jpg`, originalSize: '1500x1500', mediaFocalPoint: null, altText: `${id} photo`, systemDataVariants: null });

/** The fake store's mug (Oat, Moss, Ink) with a gallery: Oat and Moss each name their shot, Ink none; a detail shot no variant names. */
function storeWithMugGallery() {
  const store = fakeStore();
  const entry = store.catalog.products['p-mug']!;
  const images = [shot('oat-shot'), shot('moss-shot'), shot('detail-shot')];
  const named: Record<string, string> = { Oat: 'oat-shot', Moss: 'moss-shot' };
  const product: Product = { ...entry.product, images, variants: entry.product.variants.map((v) => ({ ...v, mainImageId: named[v.attributes.Color ?? ''] ?? null })) };
  store.catalog.products['p-mug'] = { product, structuredContent: toStructuredContent(product, 'USD') };
  return store;
}

describe('PDP-02 the product page gallery and the variants\' main images', () => {
  it('PDP-02 each variant\'s mainImage reaches the page JSON (?format=json) and the product-form island\'s props', async () => {
    const { json, page } = fakeStorefront(storeWithMugGallery());
    const context = await json('/shop/stoneware-mug');
    const variants = context.item.structuredContent.variants as { attributes: { Color: string }; mainImage: { id: string; assetUrl: string } | null }[];
    expect(variants.map((v) => [v.attributes.Color, v.mainImage?.id ?? null, v.mainImage?.assetUrl ?? null])).toEqual([
      ['Oat', 'oat-shot', '/media/oat-shot/oat-shot.jpg'],
      ['Moss', 'moss-shot', '/media/moss-shot/moss-shot.jpg'],
      ['Ink', null, null],
    ]);
    expect(context.item.items.map((i: { id: string; hiddenUntilChosen: boolean }) => [i.id, i.hiddenUntilChosen])).toEqual([
      ['oat-shot', false],
      ['moss-shot', true],
      ['detail-shot', false],
    ]);

    const html = (await page('/shop/stoneware-mug')).body;
    const props = JSON.parse(/<script nonce="[^"]+" type="application\/json" data-island-props="product-form">(.*?)<\/script>/s.exec(html)![1]!) as { variants: { mainImage: { id: string } | null }[] };
    expect(props.variants.map((v) => v.mainImage?.id ?? null)).toEqual(['oat-shot', 'moss-shot', null]);
    // Server-rendered as the island would leave it before a choice: no layout shift at hydration.
    expect([...html.matchAll(/<li class="Product-image" data-image-id="([^"]+)"( hidden)?>/g)].map((m) => [m[1], m[2] === ' hidden'])).toEqual([
      ['oat-shot', false],
      ['moss-shot', true],
      ['detail-shot', false],
    ]);
    expect(html).toContain('src="/media/moss-shot/moss-shot.jpg?format=1000w"');
  });

  it('PDP-02 a product without images of its own shows its item\'s image, hidden by nothing', async () => {
    const { json } = fakeStorefront();
    const context = await json('/shop/stoneware-mug');
    expect(context.item.items).toMatchObject([{ id: 'p-mug', hiddenUntilChosen: false }]);
    expect(context.item.structuredContent.variants.every((v: { mainImage: unknown }) => v.mainImage === null)).toBe(true);
  });

  it('PDP-02 hides every variant\'s main image but the one shown first; a lone variant without options shows its own at once', () => {
    const base = fakeStore().catalog.products['p-mug']!.product;
    const variant = (mainImageId: string | null, attributes: Record<string, string>) => ({ ...base.variants[0]!, attributes, mainImageId });
    const images = [shot('a'), shot('b'), shot('c')];
    const withOptions: Product = { ...base, images, variantOptionOrdering: ['Color'], variants: [variant('b', { Color: 'X' }), variant('c', { Color: 'Y' }), variant('a', { Color: 'Z' })] };
    expect([...imagesHiddenBeforeChoice(withOptions)]).toEqual(['b', 'c']);
    const lone: Product = { ...base, images, variantOptionOrdering: [], variants: [variant('c', {})] };
    expect([...imagesHiddenBeforeChoice(lone)]).toEqual([]);
    const none: Product = { ...base, images, variantOptionOrdering: ['Color'], variants: [variant(null, { Color: 'X' })] };
    expect([...imagesHiddenBeforeChoice(none)]).toEqual([]);
  });
});
