/**
 * A visitor's journeys through the demo site in Debian's Chromium: the home page, keyboard
 * only navigation (skip link, main navigation, the About folder's dropdown), the shop and a
 * product page (server-rendered price, variant selects, add-to-cart markup), the blog, the
 * gallery, the not-found page, and the page context behind `?format=json`.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { focused, tabTo } from './support/page-checks';
import { useDemoServerAndBrowser } from './support/session';

describe.skipIf(!browserAvailable())('storefront journeys on the demo site', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  });

  it('shows the demo home page: title, hero, featured products and the navigation', async () => {
    const response = await page.goto(`${session.server().origin}/`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain('Stoa Studio');
    await expect.poll(() => page.locator('.Block--poster h1').textContent()).toBe('Made slowly, for everyday use');
    expect(await page.locator('.Header-nav .Nav > .Nav-item').allInnerTexts()).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Contact']);
    expect(await page.locator('.Summary .ProductGrid > li').count()).toBe(4);
  });

  it('moves by keyboard alone: skip link, main navigation and the folder dropdown', async () => {
    await page.goto(`${session.server().origin}/`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to content', href: '#main' });
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main');

    await page.goto(`${session.server().origin}/`);
    expect(await tabTo(page, 'Shop')).toBe(true);
    await Promise.all([page.waitForURL(`${session.server().origin}/shop/`), page.keyboard.press('Enter')]);
    expect(await page.locator('h1').first().textContent()).toBe('Shop');

    // The About folder is a disclosure: Enter opens it, Tab reaches its pages, Escape closes it.
    expect(await tabTo(page, 'About')).toBe(true);
    expect((await focused(page)).tag).toBe('summary');
    await page.keyboard.press('Enter');
    expect(await page.locator('.Header-nav .Nav-dropdown').getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Escape');
    expect(await page.locator('.Header-nav .Nav-dropdown').getAttribute('open')).toBeNull();
    expect((await focused(page)).text).toBe('About');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Our Story', href: '/about/' });
    await Promise.all([page.waitForURL(`${session.server().origin}/about/`), page.keyboard.press('Enter')]);
    expect(await page.locator('main').innerText()).toContain('Our story');
  });

  it('opens the shop and a product page with its server-rendered price, variant selects and add-to-cart markup', async () => {
    await page.goto(`${session.server().origin}/shop`);
    const cards = page.locator('main .ProductGrid > li');
    expect(await cards.count()).toBe(11);
    await Promise.all([page.waitForURL(/\/shop\/stoneware-mug$/), page.locator('main a[href="/shop/stoneware-mug"]').first().click()]);
    expect(await page.locator('h1.Product-title').textContent()).toBe('Speckled Stoneware Mug');
    expect((await page.locator('.Product-price').innerText()).trim()).toBe('from $26.00');
    const selects = page.locator('.ProductForm select[data-variant-option-name]');
    expect(await selects.evaluateAll((list) => list.map((s) => s.getAttribute('data-variant-option-name')))).toEqual(['Color', 'Size']);
    expect(await page.locator('select[data-variant-option-name="Color"] option').allTextContents()).toEqual(['Select Color', 'Sage', 'Charcoal']);
    const button = page.locator('.ProductForm .sqs-add-to-cart-button');
    expect(await button.getAttribute('data-item-id')).toMatch(/^[0-9a-f]{24}$/);
    expect(await button.getAttribute('role')).toBe('button');
    const props = JSON.parse((await page.locator('script[data-island-props="product-form"]').textContent()) ?? 'null') as { variants: { qtyInStock: number; onSale: boolean }[] };
    expect(props.variants.map((v) => [v.qtyInStock, v.onSale])).toEqual([
      [14, false],
      [2, false],
      [0, false],
      [9, true],
    ]);
    expect(await page.locator('.product-scarcity').first().textContent()).toContain('Only 2 left in stock');
  });

  it('reads the blog list and a post, then the gallery', async () => {
    await page.goto(`${session.server().origin}/blog`);
    const titles = page.locator('.PostCard-title a');
    expect(await titles.count()).toBeGreaterThanOrEqual(3);
    const first = (await titles.first().textContent())!;
    await Promise.all([page.waitForURL(/\/blog\/[a-z-]+$/), titles.first().click()]);
    expect(await page.locator('h1').first().textContent()).toBe(first);
    expect(await page.locator('main time').first().getAttribute('datetime')).toMatch(/^2026-11-\d\d$/);

    await page.goto(`${session.server().origin}/gallery`);
    const pictures = page.locator('.GalleryGrid img');
    expect(await pictures.count()).toBe(7);
    expect(await pictures.evaluateAll((list) => list.every((img) => img.getAttribute('alt') !== ''))).toBe(true);
  });

  it('answers an unknown address with the theme\'s not-found page and HTTP 404', async () => {
    const response = await page.goto(`${session.server().origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  });

  it('answers ?format=json on a product page with its page context', async () => {
    const response = await page.goto(`${session.server().origin}/shop/stoneware-mug?format=json`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^application\/json/);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page context is free-form JSON
    const context = (await response!.json()) as Record<string, any>;
    expect(context.pageType).toBe(50);
    expect(context.website).toMatchObject({ identifier: 'demo', siteTitle: 'Stoa Studio' });
    expect(context.collection).toMatchObject({ typeName: 'products', fullUrl: '/shop/' });
    const content = context.item.structuredContent;
    expect(content.productType).toBe(1);
    expect(content.variantOptionOrdering).toEqual(['Color', 'Size']);
    expect(content.variants[3]).toMatchObject({ onSale: true, salePriceMoney: { value: '26.00', currency: 'USD' }, qtyInStock: 9 });
    expect(context.productMerchandisingContext[context.item.id]).toMatchObject({
      scarcityEnabled: true,
      scarcityTemplateViews: [{ qtyInStock: 2, attributes: { Color: 'Sage', Size: '12 oz' } }],
    });
    expect(context.navigation.mainNavigation.items.map((e: { title?: string; collection?: { navigationTitle: string } }) => e.collection?.navigationTitle)).toEqual([
      'Home',
      'Shop',
      'Blog',
      'Gallery',
      'About',
      'Contact',
    ]);
    const missing = await page.goto(`${session.server().origin}/no-such-page?format=json`);
    expect(missing?.status()).toBe(404);
    expect(((await missing!.json()) as { pageType: number }).pageType).toBe(100);
  });
});
