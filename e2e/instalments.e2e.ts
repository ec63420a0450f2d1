/**
 * Instalments on the product page in Debian's Chromium (BNPL-01..BNPL-22): the message under
 * the price for physical products only, retexted for the chosen variant, the spec's
 * out-of-range texts, and the provider's popup: a labelled modal dialog that closes on Escape,
 * its close button and a click outside, keeps Tab inside, gives focus back to its opener, can
 * open again, is fetched by locale once, and whose failure to load is only a console warning.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { axeViolations, blocking, focused } from './support/page-checks';
import { chooseVariant, islandsStarted, layoutShift } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const MUG = '/shop/stoneware-mug';
const MODAL_PATH = '/api/commerce/instalments/modal';

describe.skipIf(!browserAvailable())('instalments on the product page', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const message = () => page.locator('main .ProductInstalments-text');
  const info = () => page.locator('main .ProductInstalments-info');
  const dialog = () => page.locator('dialog.InstalmentsPopup');
  const popupState = () => page.locator('main .ProductInstalments').getAttribute('data-popup-state');
  const open = async (path: string) => {
    await page.goto(session.server().origin + path);
    await islandsStarted(page);
    await page.waitForSelector('.ProductInstalments [data-island-root="instalments"]', { state: 'attached' });
  };

  beforeAll(async () => {
    // Two physical products outside the provider's range (US: over $1.00, up to $2,000.00).
    const { app } = session.server();
    const demo = (await app.services.sites.listAll()).find((s) => s.identifier === 'demo')!;
    const shop = (await app.services.content.listCollections(demo.id)).find((c) => c.urlId === 'shop')!;
    for (const [urlId, price] of [['kiln', 250_000], ['postcard', 50]] as const) {
      await app.services.storeFlows.createProduct(demo.id, {
        collectionId: shop.id,
        item: { title: urlId, urlId, status: 'published' },
        product: { productType: 1, variants: [{ sku: urlId, price }] },
        stock: [{ quantity: 5 }],
      });
    }
  });

  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('BNPL-01 BNPL-10 BNPL-12 the message names the brand and the instalment, follows the chosen variant, and shifts nothing', async () => {
    await open(MUG);
    expect(await layoutShift(page)).toBeLessThan(0.05);
    expect(await message().innerText()).toBe('or 4 interest-free payments from $6.50 with Afterpay');
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    expect(await message().innerText()).toBe('or 4 interest-free payments of $7.00 with Afterpay');
    await chooseVariant(page, { Color: 'Charcoal', Size: '12 oz' });
    expect(await message().innerText()).toBe('or 4 interest-free payments of $6.50 with Afterpay');
    expect(await info().getAttribute('aria-label')).toBe('About paying with Afterpay');
  });

  it('BNPL-01 BNPL-02 no instalment message on services, digital products and gift cards', async () => {
    for (const path of ['/shop/wheel-throwing-workshop', '/shop/night-sky-wallpapers', '/shop/gift-card']) {
      await page.goto(session.server().origin + path);
      await islandsStarted(page);
      expect(await page.locator('.ProductInstalments').count()).toBe(0);
    }
  });

  it('BNPL-05 BNPL-06 BNPL-07 out of range: the spec texts with the provider\'s maximum or minimum', async () => {
    await open('/shop/kiln');
    expect(await message().innerText()).toBe('Afterpay available for orders up to $2,000.00');
    await open('/shop/postcard');
    expect(await message().innerText()).toBe('Afterpay available for orders over $1.00');
  });

  it('BNPL-14..BNPL-20 the popup by keyboard: a labelled modal dialog; Tab and Shift+Tab wrap; Escape closes; focus returns; it opens again', async () => {
    await open(MUG);
    expect(await popupState()).toBe('hidden');
    await info().focus();
    await page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'visible' });
    expect(await popupState()).toBe('visible');
    expect(await dialog().getAttribute('role')).toBe('dialog');
    expect(await dialog().getAttribute('aria-modal')).toBe('true');
    const labelId = (await dialog().getAttribute('aria-labelledby'))!;
    expect(await page.locator(`#${labelId}`).innerText()).toBe('Pay in 4 interest-free payments with Afterpay');
    expect(await dialog().evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Pay in 4 interest-free payments with Afterpay' }).count()).toBe(1);
    const label = async () => (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null)) ?? (await focused(page)).text;
    expect(await label()).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await label()).toBe('Got it');
    await page.keyboard.press('Tab');
    expect(await label()).toBe('Close');
    await page.keyboard.press('Shift+Tab');
    expect(await label()).toBe('Got it');
    await page.keyboard.press('Shift+Tab');
    expect(await label()).toBe('Close');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await popupState()).toBe('hidden');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ProductInstalments-info'))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'visible' });
    expect(await popupState()).toBe('visible');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // 'Got it'
    await dialog().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ProductInstalments-info'))).toBe(true);
  });

  it('BNPL-17 BNPL-18 BNPL-20 the close button and a click outside close it; focus goes back to the info button', async () => {
    await open(MUG);
    await info().click();
    await dialog().waitFor({ state: 'visible' });
    await dialog().locator('.InstalmentsPopup-close').click();
    await dialog().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ProductInstalments-info'))).toBe(true);
    await info().click();
    await dialog().waitFor({ state: 'visible' });
    // Inside the panel nothing closes.
    await dialog().locator('.InstalmentsPopup-content p').first().click();
    expect(await dialog().isVisible()).toBe(true);
    await page.mouse.click(10, 10);
    await dialog().waitFor({ state: 'detached' });
    expect(await popupState()).toBe('hidden');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ProductInstalments-info'))).toBe(true);
  });

  it('BNPL-21 the popup HTML is fetched with a GET by locale, once; the page stays axe-clean with it open', async () => {
    await open(MUG);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(MODAL_PATH)) fetched.push(`${request.method()} ${new URL(request.url()).search}`);
    });
    await info().click();
    await dialog().waitFor({ state: 'visible' });
    expect(await dialog().locator('.instalments-modal__range').innerText()).toBe('Available for orders over $1.00 and up to $2,000.00.');
    await page.keyboard.press('Escape');
    await info().click();
    await dialog().waitFor({ state: 'visible' });
    expect(fetched).toEqual(['GET ?locale=en_US&amount=2600']);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('BNPL-22 a failed load only logs a console warning: no popup, no error on the page; the next click tries again', async () => {
    await open(MUG);
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route(`**${MODAL_PATH}**`, (route) => route.abort());
    const before = await page.locator('main').innerText();
    await info().click();
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain('Unable to load the instalment information');
    expect(await dialog().count()).toBe(0);
    expect(await popupState()).toBe('hidden');
    expect(await page.locator('main').innerText()).toBe(before);
    expect(await page.locator('[role="alert"]:visible, dialog[open]').count()).toBe(0);
    await page.unroute(`**${MODAL_PATH}**`);
    await info().click();
    await dialog().waitFor({ state: 'visible' });
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  });
});
