/**
 * The cart page's discount codes and shipping estimate with JavaScript off (GAP-54, GAP-55) in
 * Debian's Chromium: the server's forms post the code, its removal, the location and the
 * chosen option, and /cart shows each outcome; a refusal is a page with the reason and the way
 * back. With scripts on, the island takes those parts over with no extra controls and no shift.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { addToCart, cartPageStarted, demoProduct, type DemoProduct } from './support/cart-page';
import { demoOwnerApi, type OwnerApi } from './support/owner-api';
import { axeViolations, blocking } from './support/page-checks';
import { layoutShift } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

describe.skipIf(!browserAvailable())('the cart page\'s codes and shipping before JavaScript', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  let owner: OwnerApi;
  let mug: DemoProduct;
  const stamp = Date.now().toString(36).toUpperCase();
  const origin = () => session.server().origin;
  const text = async (p: Page, selector: string) => (await p.locator(selector).innerText()).replace(/\s+/g, ' ');

  beforeAll(async () => {
    owner = await demoOwnerApi(session.server());
    await owner.call('POST', '/api/admin/store/coupons', { code: `MUG10${stamp}`, type: 'PERCENTAGE', percentOff: 10 });
    await owner.call('POST', '/api/admin/store/coupons', { code: `OLD${stamp}`, type: 'FIXED_AMOUNT', amountOffCents: 500, expiresAt: Date.UTC(2026, 0, 1) });
    await owner.call('POST', '/api/admin/store/shipping-zones', {
      name: 'New Zealand',
      countries: ['NZ'],
      options: [
        { name: 'Standard', costCents: 900, deliveryEstimate: '4–6 business days' },
        { name: 'Priority', costCents: 2200 },
      ],
    });
    const context = await session.browser().newContext();
    mug = await demoProduct(await context.newPage(), origin(), '/shop/stoneware-mug');
    await context.close();
  });
  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await addToCart(page, origin(), mug.itemId, 'MUG-SAGE-8', 1);
  });

  /** The same visitor (cookies) in a browser with JavaScript off, on /cart. */
  const withoutScripts = async () => {
    const noScript = await (await session.browser().newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })).newPage();
    await noScript.goto(`${origin()}/cart`);
    return noScript;
  };
  const submit = (p: Page, button: ReturnType<Page['getByRole']>) => Promise.all([p.waitForURL(`${origin()}/cart`), button.click()]);

  it('GAP-55 works before JavaScript: a code is applied, an unusable one shows its reason, and a code is removed', async () => {
    const noScript = await withoutScripts();
    const code = noScript.getByRole('textbox', { name: 'Discount code' });
    await code.fill(`mug10${stamp.toLowerCase()}`);
    await submit(noScript, noScript.getByRole('button', { name: 'Apply' }));
    expect(await text(noScript, '.CartTotals')).toContain('Discount −$2.80');
    expect(await text(noScript, '.CartTotals')).toContain('Total $25.20');
    expect(await noScript.locator(`[data-coupon-code="MUG10${stamp}"]`).innerText()).toContain('−$2.80');
    // Enter in the field posts the form too.
    await noScript.getByRole('textbox', { name: 'Discount code' }).fill(`OLD${stamp}`);
    await Promise.all([noScript.waitForURL(`${origin()}/cart`), noScript.getByRole('textbox', { name: 'Discount code' }).press('Enter')]);
    expect(await noScript.locator(`[data-coupon-code="OLD${stamp}"] .CartCoupon-reason`).innerText()).toBe('This code has expired.');
    await submit(noScript, noScript.getByRole('button', { name: `Remove code MUG10${stamp}` }));
    expect(await text(noScript, '.CartTotals')).not.toContain('Discount');
    expect(await text(noScript, '.CartTotals')).toContain('Total $28.00');
    expect(await noScript.locator(`[data-coupon-code="MUG10${stamp}"]`).count()).toBe(0);
    // An empty code: the reason on a page of its own, and the way back.
    await noScript.getByRole('button', { name: 'Apply' }).click();
    await noScript.waitForURL(`${origin()}/cart/coupons`);
    expect(await noScript.locator('h1').innerText()).toBe('Unable to apply discount code');
    expect(await noScript.locator('main p').first().innerText()).toBe('Enter a discount code.');
    await Promise.all([noScript.waitForURL(`${origin()}/cart`), noScript.getByRole('link', { name: 'Back to the cart' }).click()]);
    await noScript.context().close();
  });

  it('GAP-54 works before JavaScript: a country gives the options, and choosing one updates shipping and total', async () => {
    const noScript = await withoutScripts();
    expect(await text(noScript, '.CartTotals')).toContain('Shipping Calculated at checkout');
    // The options' own button shows only where scripts are off.
    expect(await noScript.locator('.CartShipping-choose').count()).toBe(0);
    // No country chosen: the island's words, on a page with the way back.
    await noScript.getByRole('button', { name: 'Estimate' }).click();
    await noScript.waitForURL(`${origin()}/cart/shipping-location`);
    expect(await noScript.locator('h1').innerText()).toBe('Unable to estimate shipping');
    expect(await noScript.locator('main p').first().innerText()).toBe('Choose a country.');
    await Promise.all([noScript.waitForURL(`${origin()}/cart`), noScript.getByRole('link', { name: 'Back to the cart' }).click()]);
    await noScript.getByLabel('Country').selectOption('NZ');
    await noScript.getByLabel('Postal code (optional)').fill('6011');
    await submit(noScript, noScript.getByRole('button', { name: 'Estimate' }));
    expect((await noScript.locator('.CartShipping-option').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual(['Standard — $9.00 (4–6 business days)', 'Priority — $22.00']);
    expect(await noScript.getByLabel('Country').inputValue()).toBe('NZ');
    expect(await noScript.getByLabel('Postal code (optional)').inputValue()).toBe('6011');
    await noScript.getByLabel('Priority — $22.00').check();
    await submit(noScript, noScript.getByRole('button', { name: 'Choose shipping option' }));
    expect(await text(noScript, '.CartTotals')).toContain('Shipping $22.00');
    expect(await text(noScript, '.CartTotals')).toContain('Total $50.00');
    expect(await noScript.getByLabel('Priority — $22.00').isChecked()).toBe(true);
    await noScript.context().close();
  });

  it('GAP-54 GAP-55 with scripts the island owns the codes and shipping: no form posts, no extra button, no shift; axe finds nothing serious either way', async () => {
    await page.request.put(`${origin()}/api/commerce/shopping-cart/shipping-location`, {
      headers: { 'x-csrf-token': (await page.context().cookies(origin())).find((c) => c.name === 'crumb')!.value },
      data: { country: 'NZ' },
    });
    await page.goto(`${origin()}/cart`, { waitUntil: 'domcontentloaded' });
    // Before the island starts the server's forms are there, but the options' button never shows.
    expect(await page.locator('.CartShipping-choose').evaluateAll((buttons) => buttons.filter((b) => getComputedStyle(b).display !== 'none').length)).toBe(0);
    await cartPageStarted(page);
    expect(await layoutShift(page)).toBeLessThan(0.05);
    expect(await page.locator('.CartSummary form[method="post"]').count()).toBe(0);
    expect(await page.locator('.CartShipping-choose').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Estimate' }).count()).toBe(1);
    expect(await page.getByRole('radio').count()).toBe(2);
    // The island's radios send the choice at once.
    await page.getByLabel('Standard — $9.00').check();
    await expect.poll(async () => text(page, '.CartTotals')).toContain('Shipping $9.00');
    expect(blocking(await axeViolations(page))).toEqual([]);
    // axe cannot run with scripts off: the same markup with the island refused and the
    // `(scripting: none)` rule for the options' button applied.
    const bare = await (await session.browser().newContext({ storageState: await page.context().storageState() })).newPage();
    await bare.route('**/assets/islands/*.js', (route) => route.abort());
    await bare.goto(`${origin()}/cart`);
    await bare.addStyleTag({ content: '.CartShipping .CartShipping-choose { display: inline-flex !important; }' });
    expect(await bare.getByRole('button', { name: 'Choose shipping option' }).isVisible()).toBe(true);
    expect(blocking(await axeViolations(bare))).toEqual([]);
    await bare.context().close();
  });
});
