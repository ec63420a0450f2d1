/**
 * Buying a gift card in Debian's Chromium (GIFT-01..GIFT-03, GAP-61): the product page checks
 * the denomination and goes to the gift card page with the item id and the chosen variant;
 * failures in the 'Unable to purchase Gift Card' alert; the gift card page's form (recipient,
 * message counter, send date, inline errors) adds to the cart and goes to /cart; the keyboard
 * alone; axe.
 */
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { axeViolations, blocking, focused } from './support/page-checks';
import { addButton, buttonLabel, chooseVariant, islandsStarted, openAlert } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const PRODUCT = '/shop/gift-card';
const PAGE_DATA = '/api/commerce/gift-cards/page-data';
const CART_ENTRY = '/api/commerce/gift-cards/cart-entry';

describe.skipIf(!browserAvailable())('buying a gift card', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const origin = () => session.server().origin;
  const openProduct = async () => {
    await page.goto(origin() + PRODUCT);
    await islandsStarted(page);
  };
  const form = () => page.locator('form.GiftCardForm');
  /** The gift card page of the demo card, reached from its product page with a denomination. */
  const openGiftCardPage = async (value = '50.00') => {
    await openProduct();
    await chooseVariant(page, { Value: value });
    await Promise.all([page.waitForURL(/\/checkout\/gift-card\?/), addButton(page).click()]);
    await form().waitFor();
  };
  const fieldError = (label: string) =>
    page.getByLabel(label).evaluate((el) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)).find((e) => e?.classList.contains('Field-error'))?.textContent ?? null;
    });
  const requests = (path: string) => {
    const seen: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === path) seen.push(r);
    });
    return seen;
  };
  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('GIFT-01 buying a gift card goes to the gift card page with the item id and the chosen variant, that denomination chosen', async () => {
    await openProduct();
    const itemId = await page.evaluate(() => JSON.parse(document.querySelector('[data-island-props="product-form"]')!.textContent!).itemId as string);
    await chooseVariant(page, { Value: '100.00' });
    await Promise.all([page.waitForURL(`${origin()}/checkout/gift-card?itemId=${itemId}&sku=GIFT-100`), addButton(page).click()]);
    await form().waitFor();
    expect(await page.locator('h1').innerText()).toBe('Stoa Studio Gift Card');
    expect(await page.getByRole('radio', { name: '$100.00' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio').count()).toBe(4);
    // Nothing went into the cart on the way.
    expect((await (await page.request.get(`${origin()}/api/commerce/shopping-cart`)).json()).totalQuantity).toBe(0);
  });

  it('GIFT-02 without a denomination: "Select a denomination for the Gift Card", nothing sent, no navigation', async () => {
    await openProduct();
    const sent = requests(PAGE_DATA);
    await addButton(page).click();
    expect(await openAlert(page)).toEqual({ title: 'Unable to purchase Gift Card', message: 'Select a denomination for the Gift Card', role: 'alertdialog' });
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    expect(sent).toHaveLength(0);
    expect(await buttonLabel(page)).toBe('Add To Cart');
  });

  it('GIFT-03 a failure shows the alert titled Unable to purchase Gift Card with the reason, on the product page and on the gift card page', async () => {
    await page.route(`**${PAGE_DATA}?*`, (route) => route.fulfill({ status: 404, json: { status: 404, code: 'CART_ITEM_UNAVAILABLE', message: 'Sorry, that item is not available.' } }));
    await openProduct();
    await chooseVariant(page, { Value: '25.00' });
    await addButton(page).click();
    await expect.poll(() => openAlert(page)).toEqual({ title: 'Unable to purchase Gift Card', message: 'Sorry, that item is not available.', role: 'alertdialog' });
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    await page.keyboard.press('Escape');
    await expect.poll(() => buttonLabel(page)).toBe('Add To Cart');
    await page.unroute(`**${PAGE_DATA}?*`);

    await openGiftCardPage();
    await page.route(`**${CART_ENTRY}`, (route) => route.fulfill({ status: 429, json: { status: 429, code: 'RATE_LIMITED', message: 'Too many' } }));
    await page.getByLabel("Recipient's name").fill('Grace Hopper');
    await page.getByLabel("Recipient's email").fill('grace@example.com');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => openAlert(page)).toEqual({ title: 'Unable to purchase Gift Card', message: 'Please try again in a few seconds.', role: 'alertdialog' });
    expect(new URL(page.url()).pathname).toBe('/checkout/gift-card');
  });

  it('GAP-61 the gift card page: inline errors first, a message counter, then the card goes into the cart and the browser to /cart', async () => {
    await openGiftCardPage('50.00');
    const sent = requests(CART_ENTRY);
    const submit = page.getByRole('button', { name: 'Add To Cart' });
    await submit.click();
    await expect.poll(() => fieldError("Recipient's name")).toBe("Enter the recipient's name.");
    expect(await fieldError("Recipient's email")).toBe('Please enter a valid email.');
    expect((await focused(page)).id).toBe('gift-card-recipient-name');
    expect(sent).toHaveLength(0);

    const sendOn = page.getByLabel('Send on');
    expect(await sendOn.evaluate((i: HTMLInputElement) => [i.type, i.value, i.min, i.max])).toEqual(['date', '2026-11-21', '2026-11-21', '2027-11-21']);
    await page.getByLabel("Recipient's name").fill('Grace Hopper');
    await page.getByLabel("Recipient's email").fill('grace@example.com');
    await page.getByLabel('Your name').fill('Ada');
    const message = page.getByLabel('Message');
    expect(await page.locator('#gift-card-message-hint').textContent()).toBe('500 characters left');
    await message.fill('Happy birthday!');
    expect(await page.locator('#gift-card-message-hint').textContent()).toBe('485 characters left');
    expect(await message.getAttribute('maxlength')).toBe('500');
    await sendOn.fill('2026-12-24');
    await Promise.all([page.waitForURL(`${origin()}/cart`), submit.click()]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({
      itemId: expect.stringMatching(/^[0-9a-f]{24}$/),
      sku: 'GIFT-50',
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      senderName: 'Ada',
      message: 'Happy birthday!',
      sendDate: '2026-12-24',
    });
    expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[\x21-\x7e]{8,}$/);
    const cart = await (await page.request.get(`${origin()}/api/commerce/shopping-cart`)).json();
    expect([cart.totalQuantity, cart.entries[0].chosenVariant.sku]).toEqual([1, 'GIFT-50']);
  });

  it('GAP-61 a send date more than a year ahead is refused under its field', async () => {
    await openGiftCardPage();
    await page.getByLabel("Recipient's name").fill('Grace Hopper');
    await page.getByLabel("Recipient's email").fill('grace@example.com');
    await page.getByLabel('Send on').fill('2028-01-01');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => fieldError('Send on')).toBe('Choose a send date from today to one year from now.');
    expect((await focused(page)).id).toBe('gift-card-send-date');
  });

  it('GIFT-01 GAP-61 with the keyboard alone: denomination by arrow keys, the fields, Enter adds it', async () => {
    await openGiftCardPage('25.00');
    await page.getByRole('radio', { name: '$25.00' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '$50.00' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('gift-card-recipient-name');
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('grace@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('gift-card-message');
    await page.keyboard.type('For you');
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('gift-card-send-date');
    // The date input's own segments take Tab presses; go on to the button.
    let onButton = false;
    for (let i = 0; i < 6 && !onButton; i++) {
      await page.keyboard.press('Tab');
      onButton = (await focused(page)).text === 'Add To Cart';
    }
    expect(onButton).toBe(true);
    await Promise.all([page.waitForURL(`${origin()}/cart`), page.keyboard.press('Enter')]);
    const cart = await (await page.request.get(`${origin()}/api/commerce/shopping-cart`)).json();
    expect(cart.entries[0].chosenVariant.sku).toBe('GIFT-50');
  });

  it('axe: no serious or critical violation on the gift card page, before and with errors shown', async () => {
    await openGiftCardPage();
    expect(blocking(await axeViolations(page))).toEqual([]);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => fieldError("Recipient's name")).not.toBeNull();
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
});
