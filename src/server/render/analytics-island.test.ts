import { describe, expect, it } from 'vitest';
import { fakeStore, FAKE_ORIGIN, TEST_CSP_NONCE } from '../../../test/support/storefront-site';
import type { AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import { fixedClock } from '../../shared/clock';
import { CollectionType, PageType, ProductType, RecordType } from '../../shared/enums';
import { createEventBus } from '../../shared/events';
import { analyticsPageEvents, analyticsTags } from './analytics-island';
import type { IslandAssets } from './island-assets';
import { createStorefront, type StorefrontDeps } from './storefront';

const islands: IslandAssets = {
  built: true,
  scriptTags: (names) => names.map((n) => `<script type="module" src="/assets/islands/${n}.js"></script>`).join(''),
  filesOf: () => [],
  asset: () => undefined,
};

const ON = { enabled: true, sourceEnvironment: 'staging' } as const;

function pages(store = fakeStore(), analytics: StorefrontDeps['analytics'] | null = ON) {
  const storefront = createStorefront({
    sources: store.sources,
    events: createEventBus(),
    clock: fixedClock(Date.UTC(2026, 10, 21)),
    log: { warn: () => {} },
    islands,
    ...(analytics !== null && { analytics }),
  });
  return async (path: string, drafts = false) =>
    (await storefront.page(store.website, path, { origin: FAKE_ORIGIN, query: {}, requestId: 'r', cspNonce: TEST_CSP_NONCE, drafts })).body;
}

function propsOf(html: string): AnalyticsPageProps | null {
  const json = /<script nonce="[^"]+" type="application\/json" data-island-props="analytics">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as AnalyticsPageProps);
}

describe('the analytics island on storefront pages', () => {
  it('ANL-11 GAP-14 a product page mounts it with the page props and a product view, under the page nonce', async () => {
    const store = fakeStore();
    const html = await pages(store)('/shop/stoneware-mug');
    expect(html).toContain('<div data-island="analytics" hidden></div>');
    expect(html).toContain('src="/assets/islands/analytics.js"');
    expect(propsOf(html)).toEqual({
      websiteId: store.website.id,
      templateId: store.website.theme,
      locale: store.website.locale,
      sourceEnvironment: 'staging',
      pageType: 'product',
      pageKind: 'page',
      visitorMetricsOnly: false,
      itemId: 'p-mug',
      cookieBanner: 'off',
      events: [{ schema: 'commerce_product_view', fields: { object_identifier: 'p-mug' } }],
    });
  });

  it('page types: home, search, cart; a collection page names its collection', async () => {
    const page = pages();
    const home = propsOf(await page('/'))!;
    expect(home.pageType).toBe('home');
    expect(home.collectionId).toEqual(expect.any(String));
    expect(home.events).toEqual([]);
    expect(propsOf(await page('/search'))!.pageType).toBe('search');
    expect(propsOf(await page('/cart'))!.pageType).toBe('cart');
    expect(propsOf(await page('/shop'))!.pageType).toBe('products');
  });

  it('a gallery page is a gallery, as a slide gallery or as a generic collection of gallery type', async () => {
    expect(propsOf(await pages()('/gallery'))!.pageType).toBe('gallery');
    const store = fakeStore();
    const gallery = store.content.collections.find((c) => c.urlId === 'gallery')!;
    Object.assign(gallery, { type: CollectionType.GENERIC });
    expect(propsOf(await pages(store)('/gallery'))!.pageType).toBe('gallery');
  });

  it('ANL-03 a not-found page says so (the script records nothing there)', async () => {
    const props = propsOf(await pages()('/no-such-page'))!;
    expect(props.pageKind).toBe('not-found');
    expect(props.pageType).toBe('other');
  });

  it('ANL-07 lesson and video paywall pages record visitor metrics only: a lessons or course collection, its items, a lesson, a paywall product', async () => {
    const store = fakeStore();
    const journal = store.content.collections.find((c) => c.id === 'c-journal')!;
    journal.type = CollectionType.LESSONS;
    const page = pages(store);
    expect(propsOf(await page('/journal'))!.visitorMetricsOnly).toBe(true);
    expect(propsOf(await page(journal.items![0]!.fullUrl))!.visitorMetricsOnly).toBe(true);
    journal.type = CollectionType.COURSE;
    expect(propsOf(await pages(store)('/journal'))!.visitorMetricsOnly).toBe(true);

    const other = fakeStore();
    const posts = other.content.collections.find((c) => c.id === 'c-journal')!;
    posts.items![0]!.recordType = RecordType.LESSON;
    const shop = other.content.collections.find((c) => c.id === 'c-shop')!;
    const guide = shop.items!.find((i) => i.id === 'p-guide')!;
    const paywall = other.catalog.products['p-guide']!;
    paywall.product.productType = ProductType.PAYWALL as typeof paywall.product.productType;
    (paywall.structuredContent as { productType: number }).productType = ProductType.PAYWALL;
    const page2 = pages(other);
    expect(propsOf(await page2(posts.items![0]!.fullUrl))!.visitorMetricsOnly).toBe(true);
    expect(propsOf(await page2(posts.items![1]!.fullUrl))!.visitorMetricsOnly).toBe(false);
    expect(propsOf(await page2('/journal'))!.visitorMetricsOnly).toBe(false);
    expect(propsOf(await page2(guide.fullUrl))!.visitorMetricsOnly).toBe(true);
    expect(propsOf(await page2('/shop/stoneware-mug'))!.visitorMetricsOnly).toBe(false);
  });

  it('GAP-66 the site\'s cookie banner setting is passed on', async () => {
    const store = fakeStore('w-banner', { settings: { ...fakeStore().website.settings, analytics: { cookieBanner: 'opt-in' } } });
    expect(propsOf(await pages(store)('/'))!.cookieBanner).toBe('opt-in');
  });

  it('ANL-06 no island when the site turns analytics off, when the deployment switch is off, or without analytics config', async () => {
    const off = fakeStore('w-off', { settings: { ...fakeStore().website.settings, analytics: { enabled: false } } });
    for (const html of [await pages(off)('/shop/stoneware-mug'), await pages(fakeStore(), { ...ON, enabled: false })('/shop/stoneware-mug'), await pages(fakeStore(), null)('/')]) {
      expect(html).not.toContain('data-island="analytics"');
      expect(html).not.toContain('/assets/islands/analytics.js');
    }
  });

  it('never on the owner\'s ?preview=draft preview', async () => {
    const html = await pages()('/shop/stoneware-mug', true);
    expect(html).toContain('editing-frame');
    expect(html).not.toContain('data-island="analytics"');
  });

  it('GAP-14 the order confirmation stands for one checkout confirmed, once per order, in cents', () => {
    const order = { id: 'order-1', testMode: true, items: [], grandTotal: { value: '118.50', currency: 'USD' } };
    expect(analyticsPageEvents({ kind: 'order', pageType: PageType.ORDER_CONFIRMED, name: 'order-confirmed', order })).toEqual([
      { schema: 'commerce_checkout_confirmed', fields: { orderId: 'order-1', grandTotalCents: 11850, currency: 'USD', testMode: true }, onceKey: 'checkout:order-1' },
    ]);
    expect(analyticsPageEvents({ kind: 'order', pageType: PageType.ORDER_STATUS, name: 'order-status', order })).toEqual([]);
  });

  it('the props script cannot be closed by a value', () => {
    const props = { websiteId: 'w', templateId: '</script><script>alert(1)</script>' } as unknown as AnalyticsPageProps;
    const tags = analyticsTags(props);
    expect(tags).not.toContain('</script><script>');
    expect(tags).toContain('\\u003c/script>');
  });
});
