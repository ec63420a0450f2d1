import { describe, expect, it } from 'vitest';
import { fakeStore, fakeStorefront as setup, FAKE_ORIGIN as ORIGIN } from '../../../test/support/storefront-site';

describe('storefront page types (NAV-12)', () => {
  it.each([
    ['/', 2],
    ['/about', 2],
    ['/about/', 2],
    ['/shop', 1],
    ['/journal/', 1],
    ['/gallery', 1],
    ['/shop/stoneware-mug', 50],
    ['/journal/first-firing', 50],
    ['/cart', 200],
    ['/search', 102],
    ['/no-such-page', 100],
  ])('NAV-12 %s has page type %i', async (path, pageType) => {
    const { json } = setup();
    expect((await json(path)).pageType).toBe(pageType);
  });

  it('NAV-10 a content item page whose item has a product is a product detail page', async () => {
    const { json } = setup();
    const product = await json('/shop/stoneware-mug');
    expect(product.item.structuredContent.productType).toBe(1);
    const post = await json('/journal/first-firing');
    expect(post.item.structuredContent).toBeUndefined();
  });

  it('NAV-12 not found is 100 with HTTP 404 and the theme\'s not-found page', async () => {
    const { page } = setup();
    const res = await page('/missing/page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.body).toContain('page-type-100');
  });

  it('NAV-12 error is 101 with HTTP 500: a failing export gives the error page and the cause to log', async () => {
    const store = fakeStore();
    store.sources.catalog.exportCatalog = () => Promise.reject(new Error('disk on fire'));
    const { page } = setup(store);
    const res = await page('/shop');
    expect(res.status).toBe(500);
    expect(res.body).toContain('Something went wrong');
    expect(res.body).toContain('req-1');
    expect(res.body).not.toContain('disk on fire');
    expect(String(res.error)).toContain('disk on fire');
  });

  it('a folder that is neither index nor redirect has no page of its own (MODEL-08)', async () => {
    const { page } = setup();
    expect((await page('/info')).status).toBe(404);
  });

  it('MODEL-08 an index folder shows its pages one after another; a redirect folder sends visitors to its first page', async () => {
    const index = fakeStore();
    const folder = index.content.collections.find((c) => c.urlId === 'info')!;
    Object.assign(folder, { folderBehavior: 1, typeName: 'index', clickable: true });
    const indexed = await setup(index).page('/info');
    expect(indexed.status).toBe(200);
    expect(indexed.body).toContain('<section class="IndexSection" id="about">');
    expect(indexed.body).toContain('<section class="IndexSection" id="contact">');
    const redirect = fakeStore();
    Object.assign(redirect.content.collections.find((c) => c.urlId === 'info')!, { folderBehavior: 2, clickable: true, fullUrl: '/about/' });
    const moved = await setup(redirect).page('/info/');
    expect(moved.status).toBe(302);
    expect(moved.headers).toEqual({ location: '/about/' });
  });

  it('list pages filter by category and tag, as query or path', async () => {
    const { json } = setup();
    const kitchen = await json('/shop', { category: 'Kitchen' });
    expect(kitchen.items.map((i: { title: string }) => i.title)).toEqual(['Stoneware Mug', 'Slow Brewing Guide (PDF)', 'Coffee Subscription']);
    expect(kitchen.categoryFilter).toBe('Kitchen');
    const tagged = await json('/journal/tag/kiln');
    expect(tagged.pageType).toBe(1);
    expect(tagged.items.map((i: { urlId: string }) => i.urlId)).toEqual(['first-firing']);
  });

  it('paginates long lists', async () => {
    const store = fakeStore();
    store.content.collections.find((c) => c.urlId === 'shop')!.pageSize = 3;
    const { json } = setup(store);
    const first = await json('/shop');
    expect(first.items).toHaveLength(3);
    expect(first.pagination).toMatchObject({ nextPage: true, nextPageUrl: '/shop/?page=2', prevPage: false });
    const last = await json('/shop', { page: '3' });
    expect(last.items).toHaveLength(2);
    expect(last.pagination).toMatchObject({ nextPage: false, prevPage: true, prevPageUrl: '/shop/?page=2' });
  });
});

describe('?format=json: the page context', () => {
  it('is shaped like a real page context (website, websiteSettings, collection, item, navigation, cart summary ...)', async () => {
    const { json } = setup();
    const ctx = await json('/shop/wool-throw');
    expect(ctx.website).toMatchObject({ id: 'w-demo', identifier: 'demo', siteTitle: 'Oak & Ember', timeZone: 'America/New_York', baseUrl: ORIGIN });
    expect(ctx.websiteSettings.storeSettings).toMatchObject({ multipleQuantityAllowedForServices: true, defaultCurrency: 'USD' });
    expect(ctx.collection).toMatchObject({ id: 'c-shop', typeName: 'products', fullUrl: '/shop/' });
    expect(ctx.collection.items).toBeUndefined();
    expect(ctx.item).toMatchObject({ id: 'p-throw', title: 'Merino Wool Throw', fullUrl: '/shop/wool-throw', recordType: 11 });
    expect(ctx.item.structuredContent.variants[0]).toMatchObject({ sku: 'SQ10', onSale: true, qtyInStock: 8, unlimited: false, priceMoney: { value: '145.00', currency: 'USD' } });
    expect(ctx.navigation.mainNavigation.items[0]).toMatchObject({ title: 'Shop', active: true, externalLink: null, collection: { fullUrl: '/shop/' } });
    expect(ctx.navigation.secondaryNavigation.items[0]).toMatchObject({ collection: null, externalLink: { url: 'https://instagram.com/oakandember' } });
    expect(ctx.showCart).toBe(true);
    expect(ctx.localizedStrings).toEqual({});
    expect(ctx.featureFlags).toMatchObject({ useCLDRMoneyFormat: true });
    expect(Object.keys(ctx.productMerchandisingContext)).toContain('p-throw');
    expect(ctx['squarespace-headers']).toBeUndefined();
  });

  it('CART-08 the cart summary reads items (default 0) and subtotal (text)', async () => {
    const { json } = setup();
    const ctx = await json('/');
    expect(ctx.shoppingCart).toMatchObject({ items: 0, subtotal: '$0.00', totalQuantity: 0, subtotalCents: 0, hasDigital: false });
  });

  it('PROD-08 the merchandising context is keyed by product id', async () => {
    const { json } = setup();
    const ctx = await json('/shop/stoneware-mug');
    expect(ctx.productMerchandisingContext['p-mug']).toMatchObject({
      scarcityEnabled: true,
      scarcityTemplateViews: [{ qtyInStock: 3, attributes: { Color: 'Moss' } }],
      restockNotificationViews: [{ variantId: 'p-mug-v3', hiddenByDefault: false }],
    });
  });

  it('pages carry their rendered block layout as mainContent, and json-pretty indents', async () => {
    const { page } = setup();
    const res = await page('/about', {}, 'json-pretty');
    expect(res.contentType).toContain('application/json');
    expect(res.body).toContain('\n  "website": {');
    const ctx = JSON.parse(res.body);
    expect(ctx.collection.mainContent).toContain('About the studio');
    expect(ctx.collection.layout).toBeUndefined();
  });

  it('answers not-found pages with status 404 too', async () => {
    const { page } = setup();
    const res = await page('/nope', {}, 'json');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body).pageType).toBe(100);
  });
});

describe('rendered pages', () => {
  it('PDP-01 PDP-10 PDP-13 the product page has the variant selects, quantity input and add-to-cart button in the product-form island mount', async () => {
    const { page, warnings } = setup();
    const html = (await page('/shop/stoneware-mug')).body;
    expect(html).toMatch(/<div class="ProductForm" data-island="product-form" data-item-id="p-mug">/);
    expect(html).toContain('<option value="">Select Color</option>');
    expect(html).toContain('max="9999" min="1" value="1" type="number" step="1"');
    expect(html).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
    const props = /<script nonce="[^"]+" type="application\/json" data-island-props="product-form">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(props)).toMatchObject({ itemId: 'p-mug', productType: 1, currency: 'USD', merchandising: { scarcityEnabled: true } });
    expect(warnings).toEqual([]);
  });

  it('PDP-11 PDP-15 PDP-16 shows Subscribe for subscriptions and the sale and sold-out marks', async () => {
    const { page } = setup();
    expect((await page('/shop/coffee-subscription')).body).toContain('>Subscribe</div>');
    const shop = (await page('/shop')).body;
    expect(shop).toContain('<div class="product-mark sale">sale</div>');
    expect(shop).toContain('<div class="product-mark sold-out">sold out</div>');
  });

  it('PDP-05 PDP-06 no quantity input for digital products and gift cards', async () => {
    const { page } = setup();
    expect((await page('/shop/brewing-guide')).body).not.toContain('product-quantity-input');
    expect((await page('/shop/gift-card')).body).not.toContain('product-quantity-input');
    expect((await page('/shop/pottery-class')).body).toContain('product-quantity-input');
  });

  it('NAV-01 NAV-02 /cart has full-page cart root and container and no cart pill; other pages mount the pill', async () => {
    const { page } = setup();
    const cart = (await page('/cart')).body;
    expect(cart).toContain('id="sqs-cart-root"');
    expect(cart).toContain('id="sqs-cart-container"');
    expect(cart).not.toContain('data-island="cart-pill"');
    const home = (await page('/')).body;
    expect(home).toContain('data-island="cart-pill" hidden');
    expect(home).toContain('data-island-props="cart-pill"');
  });

  it('NAV-05 /search finds products, posts and pages by title, excerpt and tags', async () => {
    const { page, json } = setup();
    const ctx = await json('/search', { q: 'mug' });
    expect(ctx.search.results.map((r: { title: string; kind: string }) => `${r.kind}: ${r.title}`)).toEqual(['Product: Stoneware Mug', 'Image: Finished mugs']);
    expect((await json('/search', { q: 'studio' })).search.results.map((r: { kind: string }) => r.kind)).toContain('Page');
    expect((await json('/search', { q: 'people' })).search.results.map((r: { title: string }) => r.title)).toEqual(['Meet the makers']);
    const html = (await page('/search', { q: 'mug' })).body;
    expect(html).toContain('2 results for');
    expect(html).toContain('<a href="/shop/stoneware-mug">Stoneware Mug</a>');
  });

  it('renders page block layouts: poster image, summary of products, text, button, newsletter', async () => {
    const { page } = setup();
    const html = (await page('/')).body;
    expect(html).toContain('class="Block Block--poster"');
    expect(html).toContain('Shop the collection');
    expect(html).toContain('<h2 class="Summary-title" id="block-featured-title">Featured</h2>');
    expect(html.match(/<li class="ProductCard/g)).toHaveLength(4);
    expect(html).toContain('Made slowly, made to last');
    expect(html).toContain('href="/about/"');
    expect(html).toContain('Letters from the studio');
  });

  it('is keyboard and screen-reader friendly: landmarks, skip link, labelled navigation, alt text', async () => {
    const { page } = setup();
    const html = (await page('/shop')).body;
    expect(html).toContain('<a class="SkipLink" href="#main">Skip to content</a>');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<header class="Header">');
    expect(html).toContain('<footer class="Footer">');
    expect(html).toContain('<nav class="Header-nav" aria-label="Main">');
    expect(html).toContain('<summary class="Nav-link">Studio');
    expect(html).toContain('aria-current="page">Shop</a>');
    for (const img of html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/ alt="[^"]+"/);
  });
});

describe('the snapshot', () => {
  it('page views read the snapshot: no export call after the first view', async () => {
    const { store, page } = setup();
    await page('/');
    const calls = store.exportCalls;
    for (const path of ['/', '/shop', '/shop/stoneware-mug', '/journal', '/search', '/cart', '/nope']) await page(path, { q: 'mug' });
    expect(store.exportCalls).toBe(calls);
  });

  it('site.changed drops the snapshot: the next view shows the edit', async () => {
    const { store, page, events } = setup();
    expect((await page('/shop/stoneware-mug')).body).toContain('<h1 class="Product-title">Stoneware Mug</h1>');
    store.content.collections.find((c) => c.urlId === 'shop')!.items[0]!.title = 'Speckled Mug';
    expect((await page('/shop/stoneware-mug')).body).toContain('Stoneware Mug</h1>');
    events.emit({ type: 'site.changed', websiteId: store.website.id });
    expect((await page('/shop/stoneware-mug')).body).toContain('<h1 class="Product-title">Speckled Mug</h1>');
  });

  it('scheduled content coming due rebuilds the snapshot (validUntil)', async () => {
    const { store, page, clock } = setup();
    store.content.validUntil = clock.now() + 60_000;
    await page('/');
    const calls = store.exportCalls;
    await page('/');
    expect(store.exportCalls).toBe(calls);
    clock.advance(60_000);
    await page('/');
    expect(store.exportCalls).toBeGreaterThan(calls);
  });
});
