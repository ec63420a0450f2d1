/**
 * Buying from a product page in Debian's Chromium, beyond the plain add: a subscription, express
 * checkout, an item with an additional-fields form (stock check first, then the lightbox), a
 * keyboard-only purchase, the page without JavaScript (the `<noscript>` form), and axe.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { axeViolations, blocking, focused } from './support/page-checks';
import { addButton, ADD_PATH, buttonLabel, chooseVariant, islandsStarted, openAlert, recordPurchases, rewriteProductPage } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const TOTE = '/shop/personalised-canvas-tote';
const FORM = {
  id: 'tote-personalisation',
  name: 'Personalise your tote',
  fields: [
    { id: 'words', type: 'text', title: 'Words to embroider', required: true },
    { id: 'thread', type: 'select', title: 'Thread', options: ['Rust', 'Navy'] },
  ],
};

describe.skipIf(!browserAvailable())('buying from a product page', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const origin = () => session.server().origin;
  const open = async (path: string) => {
    await page.goto(origin() + path);
    await islandsStarted(page);
  };
  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('SUB-01 SUB-02 SUB-03 Subscribe posts the subscription call and goes to the subscription page with the cart token', async () => {
    await page.route('**/api/3/commerce/cart/subscription', (route) => route.fulfill({ json: { cartToken: 'tok-123' } }));
    await page.route('**/checkout/subscribe?*', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Subscription</title><h1>Subscription</h1>' }));
    await open('/shop/highland-coffee-subscription');
    const sent = recordPurchases(page);
    await chooseVariant(page, { Grind: 'Whole bean' });
    await Promise.all([page.waitForURL(`${origin()}/checkout/subscribe?cartToken=tok-123`), addButton(page).click()]);
    expect(sent.map((r) => [new URL(r.url()).pathname, r.postDataJSON()])).toEqual([
      ['/api/3/commerce/cart/subscription', { itemId: expect.stringMatching(/^[0-9a-f]{24}$/), sku: 'COFFEE-SUB-WHOLE', qty: 1, additionalFields: null }],
    ]);
  });

  it('ATC-07 ATC-27 express checkout goes straight to checkout; its failures are titled Unable to Purchase Item', async () => {
    await rewriteProductPage(page, '/shop/linen-sketchbook', (html, props) => ({ html: html.replace('data-island="product-form"', 'data-island="product-form" data-express-checkout="true"'), props }));
    await page.route('**/checkout', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }));
    await open('/shop/linen-sketchbook');
    await Promise.all([page.waitForURL(`${origin()}/checkout`), addButton(page).click()]);
    const cart = await (await page.context().request.get(`${origin()}/api/commerce/shopping-cart`)).json();
    expect(cart.totalQuantity).toBe(1);

    await open('/shop/linen-sketchbook');
    await page.route(`**${ADD_PATH}`, (route) => route.fulfill({ status: 409, json: { status: 409, message: 'Sorry, we do not have enough of that item available.' } }));
    await addButton(page).click();
    await expect.poll(() => openAlert(page)).toMatchObject({ title: 'Unable to Purchase Item', message: 'Sorry, we do not have enough of that item available.' });
  });

  it('ATC-16 ATC-17 GAP-77 with an additional-fields form the stock check comes first; the form does not open when it fails', async () => {
    await page.route('**/api/commerce/inventory/stock/?*', (route) => route.fulfill({ json: { results: [{ sku: 'TOTE-PERSONAL', unlimited: false, qtyInStock: 0 }] } }));
    await rewriteProductPage(page, TOTE, (html, props) => ({ html, props: { ...props, additionalFieldsForm: FORM } }));
    await open(TOTE);
    const sent = recordPurchases(page);
    await addButton(page).click();
    await expect.poll(() => openAlert(page)).toEqual({ title: 'Unable to Add Item', message: 'Sorry, we do not have enough of that item available.', role: 'alertdialog' });
    expect(await page.locator('dialog.ProductFormLightbox').count()).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('PDP-22 PDP-23 PDP-24 the form opens in a modal lightbox; Enter or Space on its close button closes it; answers travel as JSON text', async () => {
    await rewriteProductPage(page, TOTE, (html, props) => ({ html, props: { ...props, additionalFieldsForm: FORM } }));
    await open(TOTE);
    const sent = recordPurchases(page);
    const lightbox = page.locator('dialog.ProductFormLightbox');
    for (const key of ['Enter', ' ']) {
      await addButton(page).click();
      await expect.poll(() => lightbox.isVisible()).toBe(true);
      await lightbox.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press(key);
      await expect.poll(() => lightbox.count()).toBe(0);
    }
    await addButton(page).click();
    await lightbox.getByRole('button', { name: 'Add To Cart' }).click();
    expect(await lightbox.locator('.ProductFormLightbox-error').textContent()).toBe('Required');
    await lightbox.getByLabel('Words to embroider').fill('For Ada');
    await lightbox.getByLabel('Thread').selectOption('Navy');
    await lightbox.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => buttonLabel(page)).toBe('Added!');
    expect(JSON.parse(sent[0]!.postDataJSON().additionalFields)).toEqual({ words: 'For Ada', thread: 'Navy' });
  });

  it('buys with the keyboard alone: options, quantity, the button, then the pill to the cart', async () => {
    await open('/shop/organic-cotton-tee');
    const size = page.locator('main select[data-variant-option-name="Size"]');
    for (let i = 0; i < 40 && !(await size.evaluate((s) => s === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await size.inputValue()).toBe('M');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Add To Cart');
    await page.keyboard.press('Enter');
    await expect.poll(() => buttonLabel(page)).toBe('Added!');
    await expect.poll(() => page.locator('a.CartPill .CartPill-count').textContent()).toBe('3');
    let onPill = false;
    for (let i = 0; i < 80 && !onPill; i++) {
      await page.keyboard.press('Tab');
      onPill = await page.evaluate(() => document.activeElement?.classList.contains('CartPill') === true);
    }
    expect(onPill).toBe(true);
    await Promise.all([page.waitForURL(`${origin()}/cart`), page.keyboard.press('Enter')]);
  });

  it('axe: no serious or critical violation on the product page, before and after a variant is chosen', async () => {
    await open('/shop/stoneware-mug');
    expect(blocking(await axeViolations(page))).toEqual([]);
    await chooseVariant(page, { Color: 'Charcoal', Size: '8 oz' });
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('works before JavaScript: the server-rendered page has prices and a form that adds to the cart', async () => {
    const context = await session.browser().newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(origin() + '/shop/stoneware-mug');
    expect((await noScript.locator('main .Product-price').innerText()).trim()).toBe('from $26.00');
    expect(await noScript.locator('main .product-variants').isVisible()).toBe(false);
    const form = noScript.locator('main form.ProductForm-noscript');
    expect(await form.locator('option').allTextContents()).toEqual([
      'Select Color / Size',
      'Sage / 8 oz — $28.00',
      'Sage / 12 oz — $32.00',
      'Charcoal / 8 oz — $28.00 (sold out)',
      'Charcoal / 12 oz — $26.00',
    ]);
    await form.locator('select[name="sku"]').selectOption('MUG-SAGE-12');
    await form.locator('input[name="quantity"]').fill('2');
    await Promise.all([noScript.waitForURL(`${origin()}/cart`), form.getByRole('button', { name: 'Add To Cart' }).click()]);
    const cart = await (await context.request.get(`${origin()}/api/commerce/shopping-cart`)).json();
    expect([cart.totalQuantity, cart.entries[0].chosenVariant.sku]).toEqual([2, 'MUG-SAGE-12']);
    await context.close();
  });
});
