/**
 * The Orders screens in Debian's Chromium: a visitor buys on the storefront; the owner finds
 * the order in Orders (and the new-order email in the outbox), fulfils it with a tracking
 * number (the buyer's email names it), refunds part of it (partially refunded) and opens the
 * packing slip; axe at 1280 and 390 px on the list, the order and the slip.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { addToCart, fillCheckout, openCheckout, ownerCall, TEST_CARDS } from './support/checkout';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/tmp/shots-orders';
const BUYER = 'orders-journey@example.com';

interface Message {
  to: string;
  subject: string;
  text: string;
}

describe.skipIf(!browserAvailable())('the editor’s Orders screens', () => {
  const session = useDemoServerAndBrowser();
  const server = () => session.server();
  let page: Page;
  let orderNumber = 0;
  const outbox = async () => (await ownerCall(server(), 'GET', '/api/admin/outbox?limit=200')).json().messages as Message[];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  it('a visitor buys on the storefront; the order shows in Orders and the owner is emailed', async () => {
    const visitor = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await addToCart(visitor, server(), 'CANDLE-FIG', 2);
    await openCheckout(visitor, server());
    await fillCheckout(visitor, { email: BUYER, card: TEST_CARDS.paid });
    await Promise.all([visitor.waitForURL(/\/checkout\/order-confirmed\?orderId=.+/), visitor.locator('form.CheckoutForm').getByRole('button', { name: 'Place order' }).click()]);
    orderNumber = Number((await visitor.locator('.OrderPage-number').innerText()).replace(/\D/g, ''));
    await visitor.context().close();

    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(page, server().origin, '/config/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    const row = table.getByRole('row').filter({ hasText: `#${orderNumber}` });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/Ada Lovelace.*orders-journey@example\.com.*\$\d+\.\d\d USD.*Paid.*Unfulfilled/);
    const ownerMail = (await outbox()).find((m) => m.subject.startsWith(`New order #${orderNumber} — `));
    expect(ownerMail).toMatchObject({ to: 'hello@stoastudio.example' });
    expect(ownerMail!.text).toContain(`Ada Lovelace <${BUYER}>`);

    // Search and a saved view are URLs.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('orders-journey');
    await expect.poll(() => page.url()).toContain('q=orders-journey');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByRole('navigation', { name: 'Saved views' }).getByRole('link', { name: 'Unfulfilled' }).click();
    await expect.poll(() => page.url()).toMatch(/fulfillment=unfulfilled/);
    const views = page.getByRole('navigation', { name: 'Saved views' });
    await expect.poll(() => views.getByRole('link', { name: 'Unfulfilled' }).getAttribute('aria-current')).toBe('page');
    expect(await views.getByRole('link', { name: 'All orders' }).getAttribute('aria-current')).toBeNull();
    await row.waitFor();
    await page.screenshot({ path: `${SHOTS}/orders-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, 'orders list at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    await page.screenshot({ path: `${SHOTS}/orders-390.png`, fullPage: true });
    await expectNoAxeViolations(page, 'orders list at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 90_000);

  it('fulfils the order with a tracking number; the buyer’s email names it', async () => {
    await page.getByRole('link', { name: `#${orderNumber}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
    expect(await page.getByRole('table', { name: `Items of order #${orderNumber}` }).innerText()).toContain('Fig & Cedar Soy Candle');
    await page.getByRole('button', { name: 'Fulfil' }).click();
    const dialog = page.getByRole('dialog', { name: `Fulfil order #${orderNumber}` });
    await dialog.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10123456784');
    await page.screenshot({ path: `${SHOTS}/fulfil-dialog-1280.png` });
    await expectNoAxeViolations(page, 'fulfil dialog at 1280 px');
    await dialog.getByRole('button', { name: 'Mark as fulfilled' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `Order #${orderNumber} is fulfilled and ${BUYER} was emailed the tracking.` }).waitFor();
    await page.getByRole('region', { name: 'Fulfilment' }).getByText('1Z999AA10123456784').waitFor();
    const shipped = (await outbox()).find((m) => m.subject === `Your order #${orderNumber} is on its way`);
    expect(shipped).toMatchObject({ to: BUYER });
    expect(shipped!.text).toContain('Tracking number: 1Z999AA10123456784');
    await page.getByRole('region', { name: 'Timeline' }).getByText('Marked as fulfilled').waitFor();
  });

  it('refunds part of the order; it shows partially refunded', async () => {
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order #${orderNumber}` });
    await dialog.getByText('An amount', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('5.00');
    await page.screenshot({ path: `${SHOTS}/refund-dialog-1280.png` });
    await expectNoAxeViolations(page, 'refund dialog at 1280 px');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `Refunded $5.00 USD on order #${orderNumber}: $5.00 USD to the card.` }).waitFor();
    await page.locator('.order__heading').getByText('Partially refunded').waitFor();
    await page.getByRole('region', { name: 'Timeline' }).getByText('Refunded 5.00 USD').waitFor();
    await page.screenshot({ path: `${SHOTS}/order-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, 'order at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/order-390.png`, fullPage: true });
    await expectNoAxeViolations(page, 'order at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('opens the packing slip with its Print button', async () => {
    await page.getByRole('link', { name: 'Packing slip' }).click();
    await page.getByRole('heading', { level: 1, name: 'Packing slip' }).waitFor();
    expect(await page.getByRole('table', { name: 'Items in this parcel' }).innerText()).toMatch(/Fig & Cedar Soy Candle\s+2/);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/packing-slip-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, 'packing slip at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/packing-slip-390.png`, fullPage: true });
    await expectNoAxeViolations(page, 'packing slip at 390 px');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/packing-slip-print.png`, fullPage: true });
  });
});
