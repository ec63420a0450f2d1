/**
 * The store's settings screens in Debian's Chromium (GAP-53, GAP-54, GAP-55, GAP-57, GAP-58,
 * GAP-63): the demo store's shipping zones, Maine tax rule and WELCOME10 coupon are listed; the
 * owner edits a shipping rate and a tax rate and a visitor's checkout charges them; the owner
 * creates SAVE5 and a visitor applies it in the cart; test mode on shows the checkout banner
 * and off removes it; axe at 1280 and 390 px on every screen.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { cartPageStarted } from './support/cart-page';
import { addToCart, openCheckout } from './support/checkout';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/tmp/shots-store-settings';

describe.skipIf(!browserAvailable())('the editor’s store settings and discounts', () => {
  const session = useDemoServerAndBrowser(() => mkdirSync(SHOTS, { recursive: true }));
  let page: Page;
  const origin = () => session.server().origin;
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  const tab = (name: string) => page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name, exact: true });
  /** A visitor in a browser context of their own. */
  const visitor = async () => (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  beforeAll(async () => {
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(page, origin(), '/config/settings/shipping');
    await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
  }, 120_000);

  it('GAP-54 GAP-53 the owner edits the US standard rate and the Maine tax rate; a visitor’s checkout in Maine charges both', async () => {
    await row('United States').waitFor();
    expect(await row('United States').innerText()).toContain('Standard: $6.00 · free over $75.00 · 3–5 business days');
    expect(await row('International').innerText()).toContain('Rest of the world');
    await page.getByRole('button', { name: 'Edit United States' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit shipping zone' });
    const price = dialog.getByRole('group', { name: 'Option 1' }).getByRole('textbox', { name: 'Price (USD)' });
    await price.fill('seven');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter an amount such as 12.50.').waitFor();
    await price.fill('7.25');
    await page.screenshot({ path: `${SHOTS}/shipping-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row('United States').innerText()).toContain('Standard: $7.25');

    await tab('Taxes').click();
    await row('Maine sales tax').waitFor();
    expect((await row('Maine sales tax').innerText()).replace(/\s+/g, ' ')).toContain('US, ME 5.5% Not taxed');
    await page.getByRole('button', { name: 'Edit Maine sales tax' }).click();
    const taxDialog = page.getByRole('dialog', { name: 'Edit tax rule' });
    await taxDialog.getByRole('textbox', { name: 'Rate (%)' }).fill('6');
    await taxDialog.getByRole('button', { name: 'Save' }).click();
    await taxDialog.waitFor({ state: 'detached' });
    await expect.poll(() => row('Maine sales tax').innerText()).toContain('6%');

    const shopper = await visitor();
    await addToCart(shopper, session.server(), 'BOOK-LINEN');
    await openCheckout(shopper, session.server());
    const form = shopper.locator('form.CheckoutForm');
    await form.getByLabel('State or region').fill('ME');
    await form.getByLabel('Postal code').fill('04101');
    await form.getByRole('group', { name: 'Shipping method' }).getByRole('radio', { name: /^Standard\b/ }).check();
    await expect.poll(() => shopper.locator('[data-total="shipping"]').innerText()).toBe('$7.25');
    const subtotal = Number((await shopper.locator('[data-total="subtotal"]').innerText()).replace(/[$,]/g, ''));
    await expect.poll(() => shopper.locator('[data-total="tax"]').innerText()).toBe(`$${(Math.round(subtotal * 6) / 100).toFixed(2)}`);
    await shopper.context().close();
  });

  it('GAP-55 the owner creates SAVE5, a visitor applies it in the cart; disable, enable and delete', async () => {
    await tab('Store').waitFor();
    await page.goto(`${origin()}/config/discounts`);
    await row('WELCOME10').waitFor();
    expect((await row('WELCOME10').innerText()).replace(/\s+/g, ' ')).toContain('10% off Any order, no end date Used 0 times Active');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await dialog.getByText('Enter a code, such as SAVE5.').waitFor();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('SAVE5');
    await dialog.getByText('Amount off', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Amount off (USD)' }).fill('5');
    await dialog.getByRole('textbox', { name: 'Usage limit' }).fill('100');
    await page.screenshot({ path: `${SHOTS}/coupon-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row('SAVE5').waitFor();
    expect((await row('SAVE5').innerText()).replace(/\s+/g, ' ')).toContain('$5.00 off Any order, no end date Used 0 times of 100 Active');

    const shopper = await visitor();
    await addToCart(shopper, session.server(), 'BOOK-LINEN');
    await shopper.goto(`${origin()}/cart`);
    await cartPageStarted(shopper);
    await shopper.getByRole('textbox', { name: 'Discount code' }).fill('save5');
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(async () => (await shopper.locator('.CartTotals').innerText()).replace(/\s+/g, ' ')).toContain('Discount −$5.00');

    await page.getByRole('button', { name: 'Disable SAVE5' }).click();
    await expect.poll(() => row('SAVE5').innerText()).toContain('Disabled');
    await page.getByRole('button', { name: 'Enable SAVE5' }).click();
    await expect.poll(() => row('SAVE5').innerText()).toContain('Active');
    await page.getByRole('button', { name: 'Delete SAVE5' }).click();
    await page.getByRole('alertdialog', { name: 'Delete SAVE5?' }).getByRole('button', { name: 'Delete' }).click();
    await row('SAVE5').waitFor({ state: 'detached' });
    await shopper.context().close();
  });

  it('GAP-58 GAP-57 test mode on shows the checkout banner and off removes it; a bad minimum is refused on its field; leaving unsaved asks first', async () => {
    await page.goto(`${origin()}/config/settings/store`);
    const minimum = page.getByRole('textbox', { name: 'Checkout minimum (USD)' });
    await minimum.waitFor();
    await minimum.fill('ten');
    await tab('Taxes').click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByText('The store settings have changes that are not saved. They are lost if you leave.').waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter an amount such as 12.50.').waitFor();
    await minimum.fill('');
    await page.getByText('Test mode', { exact: true }).click();
    expect(await page.getByRole('switch', { name: 'Test mode' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: /^Saved$/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/store-1280.png`, fullPage: true });

    const shopper = await visitor();
    await addToCart(shopper, session.server(), 'BOOK-LINEN');
    await openCheckout(shopper, session.server());
    expect(await shopper.getByRole('note').filter({ hasText: 'Test mode' }).count()).toBe(1);

    await page.getByText('Test mode', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: /^Saved$/ }).waitFor();
    await openCheckout(shopper, session.server());
    expect(await shopper.locator('.TestModeBanner').count()).toBe(0);
    await shopper.context().close();
  });

  it('axe finds nothing at 1280 and 390 px on the Store, Shipping, Taxes, Payments and Discounts screens', async () => {
    // Each list screen's dialog is checked open too: [button, dialog name].
    const screens = [
      ['/config/settings/store', 'Store', 'store', null],
      ['/config/settings/shipping', 'Shipping', 'shipping', ['New shipping zone', 'New shipping zone']],
      ['/config/settings/taxes', 'Taxes', 'taxes', ['New tax rule', 'New tax rule']],
      ['/config/settings/payments', 'Payments', 'payments', null],
      ['/config/discounts', 'Discounts', 'discounts', ['New coupon', 'New coupon']],
    ] as const;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, title, shot, dialog] of screens) {
        await page.goto(`${origin()}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.locator('main [role="status"]').filter({ hasText: /^Loading/ }).waitFor({ state: 'detached' });
        await expectNoAxeViolations(page, `${title} at ${width} px`);
        await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png`, fullPage: true });
        if (dialog === null) continue;
        await page.getByRole('button', { name: dialog[0] }).click();
        const open = page.getByRole('dialog', { name: dialog[1] });
        await open.waitFor();
        await open.getByRole('button', { name: /^Create/ }).click();
        await open.locator('.field__error').first().waitFor();
        await expectNoAxeViolations(page, `${dialog[1]} dialog with errors at ${width} px`);
        await page.screenshot({ path: `${SHOTS}/${shot}-dialog-${width}.png` });
        await open.getByRole('button', { name: 'Cancel' }).click();
        await open.waitFor({ state: 'detached' });
      }
    }
    await page.goto(`${origin()}/config/settings/payments`);
    await page.getByRole('button', { name: /Payment account country/ }).waitFor();
    expect(await page.getByText('Shoppers are offered instalments').count()).toBe(1);
  });
});
