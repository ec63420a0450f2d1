/**
 * The billing address at checkout in Debian's Chromium (GAP-51, GAP-52): 'Billing address is
 * the same as shipping address' checked by default (the order is billed to its shipping
 * address); unchecked, the billing fields with their inline errors, the error summary and the
 * order pages showing the other address; a digital cart asking for it directly and not at all
 * once gift cards pay everything; the checkbox by keyboard; axe with the fields shown.
 */
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { addToCart, errorSummary, fillCheckout, issueGiftCard, openCheckout, ownerCall, TEST_CARDS } from './support/checkout';
import { axeViolations, blocking, focused } from './support/page-checks';
import { useDemoServerAndBrowser } from './support/session';

const SAME_LABEL = 'Billing address is the same as shipping address';
const SHIPPING = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' };
const BILLING = { firstName: 'Ada', lastName: 'Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' };

interface OwnerOrder {
  customerEmail: string;
  shippingAddress: typeof SHIPPING | null;
  billingAddress: typeof BILLING | null;
}

describe.skipIf(!browserAvailable())('checkout billing address', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const server = () => session.server();
  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  const form = () => page.locator('form.CheckoutForm');
  const sameBox = () => form().getByRole('checkbox', { name: SAME_LABEL });
  const billingGroup = () => form().getByRole('group', { name: 'Billing address', exact: true });
  const placeButton = () => form().getByRole('button', { name: 'Place order' });
  const placeAndWaitForConfirmation = async () => {
    await Promise.all([page.waitForURL(/\/checkout\/order-confirmed\?orderId=.+&token=.+/), placeButton().click()]);
  };
  /** The checkout calls the page sends. */
  const recordCheckouts = () => {
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/commerce/checkout') sent.push(r);
    });
    return sent;
  };
  const fillBilling = async (fields: { name?: string; line1?: string; city?: string; postalCode?: string; country?: string }) => {
    const group = billingGroup();
    if (fields.name !== undefined) await group.getByLabel('Full name').fill(fields.name);
    if (fields.line1 !== undefined) await group.getByLabel('Address', { exact: true }).fill(fields.line1);
    if (fields.city !== undefined) await group.getByLabel('City').fill(fields.city);
    if (fields.postalCode !== undefined) await group.getByLabel('Postal code').fill(fields.postalCode);
    if (fields.country !== undefined) await group.getByLabel('Country').selectOption(fields.country);
  };
  const orderOf = async (email: string): Promise<OwnerOrder> => {
    const orders = (await ownerCall(server(), 'GET', '/api/admin/orders?limit=200')).json().orders as OwnerOrder[];
    const mine = orders.filter((o) => o.customerEmail === email);
    expect(mine).toHaveLength(1);
    return mine[0]!;
  };
  const orderPageText = async () => (await page.locator('.OrderSummary').innerText()).replace(/\s+/g, ' ');

  it('GAP-51 GAP-52 the billing address is the shipping address by default: the box is checked, the order is billed to where it ships', async () => {
    await addToCart(page, server(), 'BOOK-LINEN');
    await openCheckout(page, server());
    expect(await sameBox().isChecked()).toBe(true);
    expect(await form().locator('#billing-name').count()).toBe(0);
    const sent = recordCheckouts();
    await fillCheckout(page, { email: 'billing-same@example.com', card: TEST_CARDS.paid });
    await placeAndWaitForConfirmation();
    const body = sent[0]!.postDataJSON();
    expect(body.billingAddress).toEqual(body.shippingAddress);
    const order = await orderOf('billing-same@example.com');
    expect(order.shippingAddress).toMatchObject(SHIPPING);
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(await orderPageText()).toContain('Shipping to Ada Lovelace 1 Main St 12345 Springfield US');
    expect(await orderPageText()).not.toContain('Billing address');
  });

  it('GAP-52 unchecked: the billing fields, a missing one inline and in the error summary (its link focuses it), then the order shows the other address', async () => {
    await addToCart(page, server(), 'BOOK-LINEN');
    await openCheckout(page, server());
    const sent = recordCheckouts();
    await fillCheckout(page, { email: 'billing-other@example.com', card: TEST_CARDS.paid });
    await sameBox().uncheck();
    await billingGroup().getByLabel('Full name').waitFor();
    await fillBilling({ name: 'Ada Byron', line1: '12 St James Sq', city: 'London', country: 'GB' });
    await placeButton().click();
    await expect.poll(() => form().locator('#billing-postalCode-error').textContent()).toBe('Enter the postal code.');
    expect(await billingGroup().getByLabel('Postal code').getAttribute('aria-invalid')).toBe('true');
    expect(await errorSummary(page)).toEqual(['Enter the postal code.']);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('CheckoutErrors'))).toBe(true);
    await page.locator('.CheckoutErrors-list a', { hasText: 'Enter the postal code.' }).click();
    expect((await focused(page)).id).toBe('billing-postalCode');
    expect(sent).toHaveLength(0);
    await page.keyboard.type('SW1Y 4JH');
    await placeAndWaitForConfirmation();
    expect(sent[0]!.postDataJSON().billingAddress).toEqual({ name: 'Ada Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' });
    const order = await orderOf('billing-other@example.com');
    expect(order.shippingAddress).toMatchObject(SHIPPING);
    expect(order.billingAddress).toMatchObject(BILLING);
    expect(await orderPageText()).toContain('Billing address Ada Byron 12 St James Sq SW1Y 4JH London GB');
    await page.locator('.OrderPage-links a', { hasText: 'status' }).click();
    await page.waitForURL(/\/checkout\/order-status\?/);
    expect(await orderPageText()).toContain('Billing address Ada Byron 12 St James Sq SW1Y 4JH London GB');
  });

  it('GAP-52 a digital cart asks for the billing address directly; gift cards that pay everything ask for none', async () => {
    await addToCart(page, server(), 'DIGI-WALLPAPERS');
    await openCheckout(page, server());
    expect(await form().getByRole('group', { name: 'Shipping address' }).count()).toBe(0);
    expect(await sameBox().count()).toBe(0);
    expect(await billingGroup().getByLabel('Full name').isVisible()).toBe(true);
    const sent = recordCheckouts();
    await fillCheckout(page, { email: 'billing-digital@example.com', address: false, card: TEST_CARDS.paid });
    await placeButton().click();
    await expect.poll(() => errorSummary(page)).toEqual(['Enter the name on the billing address.', 'Enter the street address.', 'Enter the city.', 'Enter the postal code.']);
    expect(await form().locator('#billing-name-error').textContent()).toBe('Enter the name on the billing address.');
    expect(sent).toHaveLength(0);
    expect(blocking(await axeViolations(page))).toEqual([]);
    await fillBilling({ name: 'Ada Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' });
    await placeAndWaitForConfirmation();
    expect(sent[0]!.postDataJSON()).not.toHaveProperty('shippingAddress');
    const order = await orderOf('billing-digital@example.com');
    expect(order.shippingAddress).toBeNull();
    expect(order.billingAddress).toMatchObject(BILLING);
    expect(await orderPageText()).not.toContain('Shipping to');
    expect(await orderPageText()).toContain('Billing address Ada Byron 12 St James Sq SW1Y 4JH London GB');

    // Gift cards that pay the whole order leave no payment to bill.
    await addToCart(page, server(), 'DIGI-WALLPAPERS');
    await openCheckout(page, server());
    expect(await billingGroup().count()).toBe(1);
    await form().getByLabel('Gift card code').fill(await issueGiftCard(server(), 5000));
    await form().getByLabel('Gift card code').press('Enter');
    await expect.poll(() => form().getByText('Your gift cards pay for the whole order.').count()).toBe(1);
    expect(await billingGroup().count()).toBe(0);
  });

  it('GAP-52 the checkbox is reached and toggled with the keyboard alone; the billing fields follow it', async () => {
    await addToCart(page, server(), 'BOOK-LINEN');
    await openCheckout(page, server());
    await form().getByLabel('Security code').focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('billing-same');
    await page.keyboard.press('Space');
    await expect.poll(() => sameBox().isChecked()).toBe(false);
    await billingGroup().getByLabel('Full name').waitFor();
    expect((await focused(page)).id).toBe('billing-same');
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('billing-name');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => form().locator('#billing-name').count()).toBe(0);
    expect(await sameBox().isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Place order');
  });

  it('GAP-52 axe: no serious or critical violation with the billing fields shown, empty and with their errors (a digital cart: above)', async () => {
    await addToCart(page, server(), 'BOOK-LINEN');
    await openCheckout(page, server());
    await sameBox().uncheck();
    await billingGroup().getByLabel('Full name').waitFor();
    expect(blocking(await axeViolations(page))).toEqual([]);
    await placeButton().click();
    await form().locator('#billing-name-error').waitFor();
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
});
