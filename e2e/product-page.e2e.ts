/**
 * The product page in Debian's Chromium with its islands: variant selects and what follows
 * the chosen variant (price, image, stock notices), the quantity input per product type, the
 * add-to-cart button's states on a controlled clock, every message of the checks and of the
 * server's refusals, and the alert dialog. Cart pill journeys are in cart-pill.e2e.ts.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { axeViolations, blocking } from './support/page-checks';
import { addButton, ADD_PATH, buttonLabel, chooseVariant, islandsStarted, layoutShift, openAlert, recordPurchases, rewriteProductPage } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const MUG = '/shop/stoneware-mug';

describe.skipIf(!browserAvailable())('product page islands', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const open = async (path: string) => {
    await page.goto(session.server().origin + path);
    await islandsStarted(page);
  };
  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('PDP-01 PDP-13 PDP-03..PDP-07 variant selects say Select {option}; the quantity input only where the spec shows it', async () => {
    await open(MUG);
    expect(await page.locator('select[data-variant-option-name="Size"] option').allTextContents()).toEqual(['Select Size', '8 oz', '12 oz']);
    const quantity = page.locator('main .product-quantity-input input');
    expect(await quantity.evaluate((i: HTMLInputElement) => [i.type, i.min, i.max, i.step, i.value])).toEqual(['number', '1', '9999', '1', '1']);
    await open('/shop/gift-card');
    expect(await page.locator('select[data-variant-option-name="Value"] option').first().textContent()).toBe('Select Value');
    const hasQuantity = async (path: string) => {
      await open(path);
      return page.locator('main .ProductForm .product-quantity-input').count();
    };
    expect(await hasQuantity('/shop/wheel-throwing-workshop')).toBe(1); // service, multiple quantity allowed
    expect(await hasQuantity('/shop/gift-card')).toBe(0);
    expect(await hasQuantity('/shop/night-sky-wallpapers')).toBe(0); // digital
    expect(await hasQuantity('/shop/highland-coffee-subscription')).toBe(0);
  });

  it('PDP-10 PDP-11 PDP-12 button labels: Add To Cart, Subscribe, the custom text', async () => {
    await open(MUG);
    expect(await buttonLabel(page)).toBe('Add To Cart');
    await open('/shop/highland-coffee-subscription');
    expect(await buttonLabel(page)).toBe('Subscribe');
    await open('/shop/personalised-canvas-tote');
    expect(await buttonLabel(page)).toBe('Personalise and add');
  });

  it('the price, scarcity text and restock sign-up follow the chosen variant; hydrating shifts nothing', async () => {
    await open(MUG);
    expect(await layoutShift(page)).toBeLessThan(0.05);
    const price = page.locator('main .Product-price .product-price');
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    expect((await price.innerText()).trim()).toBe('$28.00');
    await chooseVariant(page, { Color: 'Charcoal', Size: '12 oz' });
    expect(await price.locator('.original-price').innerText()).toBe('$32.00');
    expect((await price.innerText()).replace(/\s+/g, ' ').trim()).toBe('Sale Price: $26.00 Original Price: $32.00');
    await chooseVariant(page, { Color: 'Sage', Size: '12 oz' });
    expect(await page.locator('main .product-scarcity').isVisible()).toBe(true);
    await chooseVariant(page, { Color: 'Charcoal', Size: '8 oz' });
    expect(await page.locator('main .product-scarcity').isVisible()).toBe(false);
    const restock = page.locator('main .product-restock-notification');
    expect(await restock.isVisible()).toBe(true);
    expect(await restock.locator('input[name="email"]').getAttribute('aria-label')).toBe('Your Email');
    await chooseVariant(page, { Size: '' });
    expect((await price.innerText()).trim()).toBe('from $26.00');
  });

  it('PDP-02 the chosen variant\'s main image shows and the previous one hides', async () => {
    await open(MUG);
    // The demo mug's Color variants name their pictures: the ids come from the page's own props.
    const props = JSON.parse((await page.locator('main script[data-island-props="product-form"]').textContent()) ?? 'null') as {
      variants: { attributes: Record<string, string>; mainImage: { id: string; assetUrl: string } | null }[];
    };
    const imageOf = (color: string) => props.variants.find((v) => v.attributes.Color === color)!.mainImage!;
    const [sageImage, charcoalImage] = [imageOf('Sage'), imageOf('Charcoal')];
    expect(sageImage.id).not.toBe(charcoalImage.id);
    expect([sageImage.assetUrl, charcoalImage.assetUrl]).toEqual([expect.stringContaining('ceramic-mug-sage'), expect.stringContaining('ceramic-mug-charcoal')]);
    const images = page.locator('main .Product-image');
    expect(await images.evaluateAll((els) => els.map((el) => el.getAttribute('data-image-id')))).toEqual([sageImage.id, charcoalImage.id]);
    const sage = page.locator(`main .Product-image[data-image-id="${sageImage.id}"]`);
    const charcoal = page.locator(`main .Product-image[data-image-id="${charcoalImage.id}"]`);
    expect(await charcoal.locator('img').getAttribute('src')).toContain('ceramic-mug-charcoal');
    const shown = async () => [await sage.isVisible(), await charcoal.isVisible()];
    // Before a choice the product's first image shows; the server already hid the other.
    expect(await shown()).toEqual([true, false]);
    expect(await charcoal.getAttribute('hidden')).not.toBeNull();
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    await expect.poll(shown).toEqual([true, false]);
    await chooseVariant(page, { Color: 'Charcoal' });
    await expect.poll(shown).toEqual([false, true]);
    await chooseVariant(page, { Size: '12 oz' });
    await expect.poll(shown).toEqual([false, true]);
    await chooseVariant(page, { Color: 'Sage' });
    await expect.poll(shown).toEqual([true, false]);
  });

  it('ATC-01..ATC-04 ATC-06 ATC-19 idle → Adding… → Added! 1 s after the click → idle 2 s later; clicks while Added! send nothing', async () => {
    await page.clock.install();
    await open(MUG);
    const sent = recordPurchases(page);
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    await page.locator('main .product-quantity-input input').fill('2');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const answered = page.waitForResponse((r) => r.url().endsWith(ADD_PATH));
    await addButton(page).click();
    expect(await buttonLabel(page)).toBe('Adding…');
    expect((await answered).status()).toBe(200);
    expect(sent[0]!.postDataJSON()).toEqual({ itemId: await addButton(page).getAttribute('data-item-id'), sku: 'MUG-SAGE-8', quantity: 2, additionalFields: null });
    await page.clock.runFor(999);
    expect(await buttonLabel(page)).toBe('Adding…');
    await page.clock.runFor(1);
    expect(await buttonLabel(page)).toBe('Added!');
    expect(await page.getByRole('status').first().textContent()).toBe('Added!');
    expect(await addButton(page).getAttribute('aria-disabled')).toBe('true');
    await addButton(page).click({ force: true });
    await page.keyboard.press('Enter');
    expect(await buttonLabel(page)).toBe('Added!');
    await page.clock.runFor(1999);
    expect(await buttonLabel(page)).toBe('Added!');
    await page.clock.runFor(1);
    expect(await buttonLabel(page)).toBe('Add To Cart');
    expect(sent).toHaveLength(1);
  });

  it('ATC-05 ATC-24 ATC-26 HTTP 429: the alert says try again in a few seconds; idle 1 s after the failure', async () => {
    await page.clock.install();
    await page.route(`**${ADD_PATH}`, (route) => route.fulfill({ status: 429, json: { status: 429, code: 'RATE_LIMITED', message: 'Too many requests' } }));
    await open(MUG);
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await addButton(page).click();
    await expect.poll(() => openAlert(page)).toEqual({ title: 'Unable to Add Item', message: 'Please try again in a few seconds.', role: 'alertdialog' });
    expect(await buttonLabel(page)).toBe('Adding…');
    await page.clock.runFor(999);
    expect(await buttonLabel(page)).toBe('Adding…');
    await page.clock.runFor(1);
    expect(await buttonLabel(page)).toBe('Add To Cart');
  });

  it('ATC-08..ATC-15 the checks before sending: options, stock, quantity; nothing is sent', async () => {
    await open(MUG);
    const sent = recordPurchases(page);
    const alertAfterClick = async () => {
      await addButton(page).click();
      await page.waitForSelector('dialog.ProductAlert[open]');
      const alert = await openAlert(page);
      await page.keyboard.press('Escape');
      // The next click must meet a closed dialog, or it would read this alert's message again.
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog.ProductAlert')?.open !== true);
      // Closing gives focus back to the add button; typing before that would land on the button.
      await expect.poll(() => addButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
      return alert?.message;
    };
    expect(await alertAfterClick()).toBe('Please select the Color and Size options.');
    await chooseVariant(page, { Color: 'Sage' });
    expect(await alertAfterClick()).toBe('Please select the Size option.');
    await chooseVariant(page, { Color: 'Charcoal', Size: '8 oz' });
    expect(await alertAfterClick()).toBe('Sorry, we do not have enough of that item available.');
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    await page.locator('main .product-quantity-input input').fill('1.5');
    expect(await alertAfterClick()).toBe('Quantity must be a whole number.');
    // Emptied as a visitor does it (select all, delete); the field must read empty before the click.
    const quantity = page.locator('main .product-quantity-input input');
    await quantity.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await expect.poll(() => quantity.inputValue()).toBe('');
    expect(await alertAfterClick()).toBe('Quantity must be a number.');
    await page.locator('main .product-quantity-input input').fill('15');
    expect(await alertAfterClick()).toBe('Sorry, we do not have enough of that item available.');
    expect(sent).toHaveLength(0);
    expect(await buttonLabel(page)).toBe('Add To Cart');
  });

  it('ATC-12 a combination no variant has is unavailable; GIFT-02 GIFT-03 a gift card needs a denomination', async () => {
    await rewriteProductPage(page, MUG, (html, props) => ({ html, props: { ...props, variants: props.variants.filter((v) => v.sku !== 'MUG-CHAR-8') } }));
    await open(MUG);
    await chooseVariant(page, { Color: 'Charcoal', Size: '8 oz' });
    await addButton(page).click();
    expect((await openAlert(page))?.message).toBe('Sorry, that item variant is unavailable. Please select another variant.');
    await open('/shop/gift-card');
    await addButton(page).click();
    expect(await openAlert(page)).toMatchObject({ title: 'Unable to purchase Gift Card', message: 'Select a denomination for the Gift Card' });
  });

  it('ATC-20 ATC-22 ATC-23 a refused crumb: session expired, or enable cookies when they are off', async () => {
    await open(MUG);
    await page.context().clearCookies({ name: 'crumb' });
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    await addButton(page).click();
    await expect.poll(() => openAlert(page)).toMatchObject({ message: 'Your session has expired. Please reload the page and try again.' });

    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }));
    await open(MUG);
    await page.context().clearCookies({ name: 'crumb' });
    await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
    await addButton(page).click();
    await expect.poll(() => openAlert(page)).toMatchObject({ message: 'Please enable cookies in your browser, reload the page, and try again.' });
  });

  it('ATC-25 another refusal shows the server\'s message', async () => {
    await open('/shop/wheel-throwing-workshop');
    await chooseVariant(page, { Session: await page.locator('main select[data-variant-option-name="Session"] option').nth(1).getAttribute('value') ?? '' });
    await page.route(`**${ADD_PATH}`, (route) => route.fulfill({ status: 409, json: { status: 409, code: 'CART_SERVICE_SINGLE_UNIT', message: 'Only one of this service can be in your cart.' } }));
    await addButton(page).click();
    await expect.poll(() => openAlert(page)).toMatchObject({ title: 'Unable to Add Item', message: 'Only one of this service can be in your cart.' });
  });

  it('the alert is a modal dialog: focus on its button, Tab stays inside, Escape closes and focus returns', async () => {
    await open(MUG);
    await addButton(page).focus();
    await page.keyboard.press('Enter');
    expect(await openAlert(page)).not.toBeNull();
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog.ProductAlert') !== null);
    expect(await focusInDialog()).toBe(true);
    // Tab cycles between the dialog and the browser's own controls, never the page behind it.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !document.hasFocus() || document.activeElement?.closest('dialog.ProductAlert') !== null)).toBe(true);
    }
    expect(await focusInDialog()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await openAlert(page)).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('sqs-add-to-cart-button'))).toBe(true);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
});
