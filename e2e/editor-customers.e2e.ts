/**
 * Customers, Gift cards and Subscriptions in Debian's Chromium: a visitor buys a gift card and
 * a candle as a guest and another subscribes to coffee; the owner finds the buyer in Customers
 * with what they spent and their order, opens the bought card in Gift cards with its ledger
 * (adjusting its balance, sending its email again), issues a new card (its email is in the outbox) and disables it, and cancels the subscription
 * in Subscriptions; the subscriber's own page then says it was cancelled. axe at 1280 and 390 px.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { moneyText } from '../src/editor/components/money-text';
import { browserAvailable } from './support/browser';
import { addToCart, fillCheckout, openCheckout, ownerCall, TEST_CARDS } from './support/checkout';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { addButton, chooseVariant, islandsStarted } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/tmp/shots-customers';
const BUYER = 'guest-buyer@example.com';
const SUBSCRIBER = 'coffee-lover@example.com';

describe.skipIf(!browserAvailable())('the editor’s Customers, Gift cards and Subscriptions screens', () => {
  const session = useDemoServerAndBrowser();
  const origin = () => session.server().origin;
  let owner: Page;
  let visitor: Page;
  let subscriptionPage = '';

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    visitor = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    owner = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  }, 60_000);

  const shoot = async (name: string) => {
    await owner.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(owner, `${name} at 390 px`);
    await owner.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
  };

  it('a guest buys a gift card and a candle; another visitor subscribes to coffee', async () => {
    await visitor.goto(`${origin()}/shop/gift-card`);
    await islandsStarted(visitor);
    await chooseVariant(visitor, { Value: '25.00' });
    await Promise.all([visitor.waitForURL(/\/checkout\/gift-card\?/), addButton(visitor).click()]);
    await visitor.getByLabel("Recipient's name").fill('Grace Hopper');
    await visitor.getByLabel("Recipient's email").fill('grace@example.com');
    await Promise.all([visitor.waitForURL(`${origin()}/cart`), visitor.getByRole('button', { name: 'Add To Cart' }).click()]);
    await addToCart(visitor, session.server(), 'CANDLE-FIG', 1);
    await openCheckout(visitor, session.server());
    await fillCheckout(visitor, { email: BUYER, card: TEST_CARDS.paid });
    await Promise.all([visitor.waitForURL(/\/checkout\/order-confirmed\?/), visitor.locator('form.CheckoutForm').getByRole('button', { name: 'Place order' }).click()]);

    await visitor.goto(`${origin()}/shop/highland-coffee-subscription`);
    await islandsStarted(visitor);
    await chooseVariant(visitor, { Grind: 'Ground for filter' });
    await Promise.all([visitor.waitForURL(/\/checkout\/subscribe\?cartToken=/), addButton(visitor).click()]);
    await visitor.getByLabel('Email').fill(SUBSCRIBER);
    await visitor.getByLabel('Full name').fill('Ada Lovelace');
    await visitor.getByLabel('Address', { exact: true }).fill('1 Main St');
    await visitor.getByLabel('City').fill('Springfield');
    await visitor.getByLabel('Postal code').fill('12345');
    await visitor.getByLabel('Card number').fill('4242 4242 4242 4242');
    await visitor.getByLabel('Expiry date (MM / YY)').fill('12 / 30');
    await visitor.getByLabel('Security code').fill('123');
    await Promise.all([visitor.waitForURL(/\/checkout\/subscription-confirmed\?/), visitor.getByRole('button', { name: 'Subscribe' }).click()]);
    subscriptionPage = visitor.url();
  });

  it('the owner finds the guest buyer in Customers with what they spent, and their order', async () => {
    const orders = (await ownerCall(session.server(), 'GET', '/api/admin/orders?limit=200')).json().orders as { id: string; customerEmail: string; orderNumber: number; grandTotal: { value: string; currency: string } }[];
    const order = orders.find((o) => o.customerEmail === BUYER)!;
    await signInToEditor(owner, origin(), '/config/pages');
    await owner.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Customers' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await owner.getByRole('searchbox', { name: 'Search customers' }).fill('guest-buyer');
    const table = owner.getByRole('table', { name: /^Customers,/ });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const row = table.getByRole('row').filter({ hasText: BUYER });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain(`Guest 1 ${moneyText(order.grandTotal)}`);
    expect(owner.url()).toContain('q=guest-buyer');
    await expectNoAxeViolations(owner, 'customers at 1280 px');
    await shoot('customers');

    await row.getByRole('link').click();
    await owner.getByRole('heading', { level: 1, name: /Ada Lovelace|guest-buyer/ }).waitFor();
    const orderLink = owner.getByRole('link', { name: `Order #${order.orderNumber}` });
    expect(await orderLink.getAttribute('href')).toBe(`/config/orders/${order.id}`);
    expect(await owner.locator('.summary-list').innerText()).toContain(moneyText(order.grandTotal));
    await expectNoAxeViolations(owner, 'a customer at 1280 px');
    await shoot('customer');
  });

  it('the owner opens the bought card with its ledger, issues a new one (emailed) and disables it', async () => {
    await owner.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Products' }).click();
    await owner.getByRole('link', { name: 'Gift cards' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
    const bought = owner.getByRole('row').filter({ hasText: 'grace@example.com' });
    expect(await bought.innerText()).toContain('$25.00 USD');
    expect(await bought.innerText()).toMatch(/•••• •••• •••• [0-9A-Z]{4}/);
    await expectNoAxeViolations(owner, 'gift cards at 1280 px');
    await shoot('gift-cards');
    await bought.getByRole('button', { name: /^Details/ }).click();
    const card = owner.getByRole('dialog', { name: /^Gift card ending/ });
    await card.getByRole('table').getByText('Issued').waitFor();
    expect(await card.getByRole('row').nth(1).innerText()).toContain('$25.00 USD');
    await expectNoAxeViolations(owner, 'a gift card at 1280 px');
    await shoot('gift-card');
    await card.getByRole('textbox', { name: 'Change (USD)' }).fill('-5');
    await card.getByRole('button', { name: 'Adjust balance' }).click();
    await card.getByText('Say why, for the ledger.').waitFor();
    await card.getByRole('textbox', { name: 'Reason' }).fill('Part paid in the shop');
    await card.getByRole('button', { name: 'Adjust balance' }).click();
    await card.getByText('Balance lowered by $5.00 USD.').waitFor();
    expect(await card.getByRole('row').nth(2).innerText()).toMatch(/Adjusted\s+Part paid in the shop\s+-\$5\.00 USD\s+\$20\.00 USD/);
    await card.getByRole('button', { name: 'Resend email' }).click();
    await card.getByText('The gift card email was sent again to grace@example.com.').waitFor();
    await card.getByRole('button', { name: 'Close' }).click();
    await card.waitFor({ state: 'detached' });

    await owner.getByRole('button', { name: 'Issue gift card' }).click();
    const issue = owner.getByRole('dialog', { name: 'Issue gift card' });
    await issue.getByRole('button', { name: 'Issue and email' }).click();
    await issue.getByText('Enter an amount.').waitFor();
    await issue.getByRole('textbox', { name: 'Amount (USD)' }).fill('15');
    await issue.getByRole('textbox', { name: 'Recipient email' }).fill('friend@example.com');
    await issue.getByRole('textbox', { name: 'Message (optional)' }).fill('Thanks for helping at the market!');
    await expectNoAxeViolations(owner, 'issuing a gift card at 1280 px');
    await owner.screenshot({ path: `${SHOTS}/issue-gift-card-1280.png` });
    await issue.getByRole('button', { name: 'Issue and email' }).click();
    await owner.getByRole('status').filter({ hasText: 'Gift card issued and emailed to friend@example.com.' }).waitFor();
    const outbox = (await ownerCall(session.server(), 'GET', '/api/admin/outbox')).json().messages as { to: string; subject: string }[];
    expect(outbox.filter((m) => m.to === 'friend@example.com')).toHaveLength(1);

    const issued = owner.getByRole('dialog', { name: /^Gift card ending/ });
    await issued.getByText('$15.00 USD of $15.00 USD').waitFor();
    await issued.getByRole('button', { name: 'Disable card' }).click();
    const confirm = owner.getByRole('alertdialog', { name: /^Disable the card ending/ });
    await confirm.getByRole('button', { name: 'Disable card' }).click();
    await issued.getByText('The gift card was disabled. Its code no longer works at checkout.').waitFor();
    expect(await issued.locator('.summary-list').innerText()).toContain('Disabled');
    await issued.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => owner.getByRole('row').filter({ hasText: 'friend@example.com' }).innerText()).toContain('Disabled');
  });

  it('the owner cancels the visitor’s subscription in Subscriptions; the subscriber’s page says so', async () => {
    await owner.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Orders' }).click();
    await owner.getByRole('link', { name: 'Subscriptions' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
    const row = owner.getByRole('row').filter({ hasText: SUBSCRIBER });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/Active .*\$\d+\.\d\d every .*USD/);
    await expectNoAxeViolations(owner, 'subscriptions at 1280 px');
    await shoot('subscriptions');
    await row.getByRole('button', { name: /^Details/ }).click();
    const dialog = owner.getByRole('dialog', { name: /Coffee/ });
    await dialog.getByText('Payment 1').waitFor();
    await expectNoAxeViolations(owner, 'a subscription at 1280 px');
    await shoot('subscription');
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Cancel this subscription?' });
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.getByText('The subscription was cancelled. The customer has been emailed.').waitFor();
    await expect.poll(() => dialog.locator('.summary-list').innerText()).toContain('Cancelled by the store');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row.innerText()).toContain('Cancelled');

    await visitor.goto(subscriptionPage);
    await expect.poll(async () => (await visitor.locator('body').innerText()).toLowerCase()).toContain('cancelled');
  });
});
