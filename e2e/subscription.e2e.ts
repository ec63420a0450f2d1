/**
 * Subscribing in Debian's Chromium (SUB-01..SUB-03, SUB-08, GAP-62, NAV-12): from the product
 * page to the subscription page by cart token, paying with the test processor (inline errors,
 * a decline, the extra payment step, a retry after no answer keeps its idempotency key), the
 * subscription-confirmed page (206) and cancelling there; an expired token; the keyboard
 * alone; axe on both pages.
 */
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { axeViolations, blocking, focused } from './support/page-checks';
import { addButton, chooseVariant, islandsStarted } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const COFFEE = '/shop/highland-coffee-subscription';
const CONFIRMED = /\/checkout\/subscription-confirmed\?subscriptionId=[^&]+&token=[^&]+$/;

describe.skipIf(!browserAvailable())('subscribing', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const origin = () => session.server().origin;
  const form = () => page.locator('form.SubscribeForm');
  /** Subscribes to the coffee from its product page and waits for the subscription page's form. */
  const openSubscriptionPage = async () => {
    await page.goto(origin() + COFFEE);
    await islandsStarted(page);
    await chooseVariant(page, { Grind: 'Ground for filter' });
    await Promise.all([page.waitForURL(/\/checkout\/subscribe\?cartToken=[A-Za-z0-9_-]+$/), addButton(page).click()]);
    await form().waitFor();
  };
  const fill = async (card = '4242 4242 4242 4242') => {
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Address', { exact: true }).fill('1 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Postal code').fill('12345');
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry date (MM / YY)').fill('12 / 30');
    await page.getByLabel('Security code').fill('123');
  };
  const subscribeButton = () => page.getByRole('button', { name: 'Subscribe' });
  const checkouts = () => {
    const seen: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/3\/commerce\/cart\/subscription\/[^/]+\/checkout$/.test(new URL(r.url()).pathname)) seen.push(r);
    });
    return seen;
  };
  const problem = () => page.locator('form.SubscribeForm .FormProblem').textContent();
  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('SUB-02 SUB-08 GAP-62 NAV-12 product page → subscription page → pay → subscription confirmed (206) → cancel', async () => {
    await openSubscriptionPage();
    expect(await page.locator('.SubscriptionLine-title').innerText()).toBe('Highland Coffee Subscription');
    expect(await page.locator('.SubscriptionLine-variant').innerText()).toBe('Ground for filter');
    expect(await page.locator('.SubscriptionLine-price').innerText()).toBe('$18.00 every 2 weeks');
    await fill();
    await Promise.all([page.waitForURL(CONFIRMED), subscribeButton().click()]);
    expect(await page.locator('h1').innerText()).toBe('Thank you for subscribing');
    const context = await (await page.request.get(`${page.url()}&format=json`)).json();
    expect(context.pageType).toBe(206);
    expect(await page.locator('[data-subscription-status]').innerText()).toBe('Active');
    expect(await page.locator('[data-subscription-next]').innerText()).toBe('December 5, 2026');
    // $18.00 of coffee plus the demo's Standard US shipping ($6.00) every two weeks.
    expect(await page.locator('main').innerText()).toContain('Highland Coffee Subscription · $24.00 every 2 weeks');
    expect(await page.locator('main').innerText()).toContain('First order #');

    // Cancel: the question first; "Keep subscription" changes nothing.
    const cancel = page.getByRole('button', { name: 'Cancel subscription' });
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this subscription?' });
    await dialog.waitFor();
    expect((await focused(page)).text).toBe('Keep subscription');
    await dialog.getByRole('button', { name: 'Keep subscription' }).click();
    expect(await dialog.count()).toBe(0);
    expect((await focused(page)).text).toBe('Cancel subscription');
    expect(await page.locator('[data-subscription-status]').innerText()).toBe('Active');
    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => page.locator('[data-subscription-status]').innerText()).toBe('Cancelled');
    expect(await page.locator('[data-subscription-next]').innerText()).toBe('—');
    expect(await page.getByRole('status').innerText()).toBe('Your subscription is cancelled. You will not be charged again.');
    const after = await (await page.request.get(`${page.url()}&format=json`)).json();
    expect(after.subscription.status).toBe('cancelled');
  });

  it('GAP-62 field problems show under their fields and nothing is sent; a decline shows above the button and the next attempt has a new key', async () => {
    await openSubscriptionPage();
    const sent = checkouts();
    await subscribeButton().click();
    await expect.poll(() => page.locator('#subscribe-email-error').textContent()).toBe('Please enter a valid email.');
    expect(await page.locator('#shipping-line1-error').textContent()).toBe('Enter the street address.');
    expect(await page.locator('#card-number-error').textContent()).toBe('Your card number is incorrect.');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect((await focused(page)).id).toBe('subscribe-email');
    expect(sent).toHaveLength(0);

    await fill('4000 0000 0000 0002');
    await subscribeButton().click();
    await expect.poll(problem).toBe('Your card was declined.');
    expect(await page.locator('form.SubscribeForm .FormProblem').getAttribute('role')).toBe('alert');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await Promise.all([page.waitForURL(CONFIRMED), subscribeButton().click()]);
    const [declined, paid] = sent.map((r) => r.postDataJSON().idempotencyKey as string);
    expect(sent).toHaveLength(2);
    expect(declined).not.toBe(paid);
  });

  it('GAP-62 a retry after no answer sends the same idempotency key, so it cannot charge twice', async () => {
    await openSubscriptionPage();
    const sent = checkouts();
    let first = true;
    await page.route('**/checkout', async (route) => {
      if (!first || route.request().method() !== 'POST') return route.continue();
      first = false;
      await route.abort('connectionreset');
    });
    await fill();
    await subscribeButton().click();
    await expect.poll(problem).toBe('Please check your internet connection.');
    await Promise.all([page.waitForURL(CONFIRMED), subscribeButton().click()]);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.postDataJSON().idempotencyKey).toBe(sent[1]!.postDataJSON().idempotencyKey);
  });

  it('GAP-52 GAP-62 a card that needs the extra step asks to confirm, then reaches the 206 page', async () => {
    await openSubscriptionPage();
    await fill('4000 0027 6000 3184');
    await subscribeButton().click();
    const heading = page.getByRole('heading', { name: 'Confirm your payment' });
    await heading.waitFor();
    expect((await focused(page)).text).toBe('Confirm your payment');
    expect(await page.locator('.PaymentAction').innerText()).toContain('Your card issuer asks you to confirm this payment ($18.00 every 2 weeks).');
    await Promise.all([page.waitForURL(CONFIRMED), page.getByRole('button', { name: 'Confirm payment' }).click()]);
    expect(await page.locator('main').innerText()).toContain('card ending 3184');
  });

  it('GAP-52 the billing address is the shipping address unless unchecked; unchecked, its fields are checked and the first order keeps it', async () => {
    await openSubscriptionPage();
    const same = form().getByRole('checkbox', { name: 'Billing address is the same as shipping address' });
    expect(await same.isChecked()).toBe(true);
    await fill();
    await same.uncheck();
    const billing = form().getByRole('group', { name: 'Billing address', exact: true });
    await subscribeButton().click();
    await expect.poll(() => page.locator('#billing-name-error').textContent()).toBe('Enter the name on the billing address.');
    // The island moves focus to the first refused field once it has shown the errors.
    await expect.poll(async () => (await focused(page)).id).toBe('billing-name');
    await billing.getByLabel('Full name').fill('Ada Byron');
    await billing.getByLabel('Address', { exact: true }).fill('12 St James Sq');
    await billing.getByLabel('City').fill('London');
    await billing.getByLabel('Postal code').fill('SW1Y 4JH');
    await billing.getByLabel('Country').selectOption('GB');
    await Promise.all([page.waitForURL(CONFIRMED), subscribeButton().click()]);
    const { order } = await (await page.request.get(`${page.url()}&format=json`)).json();
    expect(order.billingAddress).toMatchObject({ name: 'Ada Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' });
    expect(order.shippingAddress).toMatchObject({ name: 'Ada Lovelace', line1: '1 Main St', countryCode: 'US' });
    expect((await page.locator('main').innerText()).replace(/\s+/g, ' ')).toContain('Billing address Ada Byron 12 St James Sq SW1Y 4JH London GB');
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('SUB-02 an expired or unknown cart token: a clear message and no form', async () => {
    const res = await page.goto(`${origin()}/checkout/subscribe?cartToken=expired-token-0000000000000000`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('alert').innerText()).toBe('This subscription checkout has expired. Please subscribe again from the product page.');
    expect(await page.locator('form').filter({ has: page.getByLabel('Card number') }).count()).toBe(0);
  });

  it('SUB-02 GAP-62 with the keyboard alone: the fields in order, Enter pays, and the cancel dialog answers to Escape', async () => {
    await openSubscriptionPage();
    await page.getByLabel('Email').focus();
    const typed: [string, string][] = [
      ['subscribe-email', 'ada@example.com'],
      ['shipping-name', 'Ada Lovelace'],
      ['shipping-line1', '1 Main St'],
      ['shipping-line2', ''],
      ['shipping-city', 'Springfield'],
      ['shipping-region', 'IL'],
      ['shipping-postalCode', '62701'],
      ['shipping-country', ''],
      ['card-number', '4242424242424242'],
      ['card-expiry', '1230'],
      ['card-cvc', '123'],
      // GAP-52: 'Billing address is the same as shipping address', checked, left as it is.
      ['billing-same', ''],
    ];
    for (const [id, text] of typed) {
      expect((await focused(page)).id).toBe(id);
      if (text !== '') await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    expect((await focused(page)).text).toBe('Subscribe');
    await Promise.all([page.waitForURL(CONFIRMED), page.keyboard.press('Enter')]);
    await page.getByRole('button', { name: 'Cancel subscription' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.locator('[data-subscription-status]').innerText()).toBe('Active');
    expect((await focused(page)).text).toBe('Cancel subscription');
  });

  it('axe: no serious or critical violation on the subscription page (with errors shown) and the 206 page (with the dialog open)', async () => {
    await openSubscriptionPage();
    expect(blocking(await axeViolations(page))).toEqual([]);
    await subscribeButton().click();
    await page.locator('#subscribe-email-error').waitFor();
    expect(blocking(await axeViolations(page))).toEqual([]);
    await fill();
    await Promise.all([page.waitForURL(CONFIRMED), subscribeButton().click()]);
    expect(blocking(await axeViolations(page))).toEqual([]);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
});
