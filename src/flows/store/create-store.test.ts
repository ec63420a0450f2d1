import { describe, expect, it } from 'vitest';
import { CollectionType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { createStore, createStoreIn, type StoreContentPort, type StoreCreationInputs } from './create-store';
import { storeUrlId, urlIdFromTitle } from './store-url-id';

/** A content port that records every call, in order. */
function fakeContent(options: { urls?: string[]; mainNavigation?: boolean } = {}) {
  const calls: [string, ...unknown[]][] = [];
  const port: StoreContentPort = {
    listCollections: async () => (options.urls ?? []).map((urlId, i) => ({ id: `c${i}`, urlId, type: 10 })),
    createCollection: async (websiteId, input) => {
      calls.push(['createCollection', websiteId, input]);
      return { id: 'new-store', urlId: input.urlId };
    },
    createCategory: async (websiteId, collectionId, input) => void calls.push(['createCategory', websiteId, collectionId, input]),
    getNavigation: async () => (options.mainNavigation === false ? { secondaryNavigation: [] } : { mainNavigation: [], secondaryNavigation: [] }),
    addNavigationItem: async (websiteId, navigationId, input) => void calls.push(['addNavigationItem', websiteId, navigationId, input]),
    reservedCollectionUrlIds: new Set(['cart']),
  };
  return { port, calls };
}

const inputs = (over: Partial<StoreCreationInputs> = {}): StoreCreationInputs => ({
  storeTitle: 'Shop',
  addToMainNav: true,
  fallbackStoreTitle: 'Store',
  allCategoryDisplayName: 'All',
  websiteId: 'w1',
  templateId: 't1',
  isSevenOne: false,
  storeUrls: [],
  ...over,
});

describe('store creation', () => {
  it('STORE-02 STORE-03 STORE-05 STORE-06 STORE-07 STORE-10 STORE-11 collection, then root category, then the store first in the main navigation', async () => {
    const { port, calls } = fakeContent();
    const created = await createStoreIn(port, inputs({ storeTitle: 'Summer Shop' }));
    expect(calls).toEqual([
      ['createCollection', 'w1', { navigationTitle: 'Summer Shop', title: 'Summer Shop', urlId: 'summer-shop', description: '', enabled: true, type: CollectionType.PRODUCTS }],
      ['createCategory', 'w1', 'new-store', { displayName: 'All', parentCategoryId: '', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 }],
      ['addNavigationItem', 'w1', 'mainNavigation', { item: { collectionId: 'new-store', externalLink: null, memberAreaId: null, items: [] }, position: 'first' }],
    ]);
    expect(created).toMatchObject({ collectionId: 'new-store', urlId: 'summer-shop', addedToMainNav: true });
  });

  it('STORE-04 leaves the description out when isSevenOne', async () => {
    const { port, calls } = fakeContent();
    await createStoreIn(port, inputs({ isSevenOne: true }));
    expect(calls[0]![2]).toEqual({ navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', enabled: true, type: CollectionType.PRODUCTS });
  });

  it('STORE-08 makes no navigation call without addToMainNav', async () => {
    const { port, calls } = fakeContent({ mainNavigation: false });
    await createStoreIn(port, inputs({ addToMainNav: false }));
    expect(calls.map((c) => c[0])).toEqual(['createCollection', 'createCategory']);
  });

  it("STORE-13 'Unable to find site main navigation' when there is no main navigation", async () => {
    const { port } = fakeContent({ mainNavigation: false });
    await expect(createStoreIn(port, inputs())).rejects.toSatisfy((e) => isDomainError(e, 'STORE_NAVIGATION_NOT_FOUND'));
    const { describeError } = await import('../../shared/error-catalog');
    expect(describeError('STORE_NAVIGATION_NOT_FOUND').message).toBe('Unable to find site main navigation');
  });

  it('STORE-14 STORE-15 STORE-16 URL ids: from the title, else the fallback, then -1, -2 ... the next free number', async () => {
    expect(urlIdFromTitle('  Crème Brûlée & Co. ')).toBe('creme-brulee-co');
    expect(storeUrlId('Shop', 'Store', new Set())).toBe('shop');
    expect(storeUrlId('Ab', 'My Store', new Set())).toBe('my-store');
    expect(storeUrlId('!!', 'Store', new Set())).toBe('store');
    expect(storeUrlId('Shop', 'Store', new Set(['shop']))).toBe('shop-1');
    expect(storeUrlId('Shop', 'Store', new Set(['shop', 'shop-1', 'shop-3']))).toBe('shop-2');
    expect(storeUrlId('x'.repeat(120), 'Store', new Set(['x'.repeat(100)]))).toBe(`${'x'.repeat(98)}-1`);
    const { port, calls } = fakeContent({ urls: ['shop'] });
    await createStoreIn(port, inputs({ storeUrls: ['shop-1'] }));
    expect((calls[0]![2] as { urlId: string }).urlId).toBe('shop-2');
    const reserved = fakeContent();
    await createStoreIn(reserved.port, inputs({ storeTitle: 'Cart' }));
    expect((reserved.calls[0]![2] as { urlId: string }).urlId).toBe('cart-1');
  });

  it('runs the steps inside the transaction the caller provides', async () => {
    const { port } = fakeContent();
    let ran = 0;
    const created = await createStore({ inTransaction: async (work) => (ran++, work({ content: port })) }, inputs());
    expect(ran).toBe(1);
    expect(created.collectionId).toBe('new-store');
  });
});
