/**
 * The Inventory and Restock notices screens in Debian's Chromium (GAP-04, ADM-04..ADM-06,
 * RSTK-15..RSTK-22, PROD-15, GAP-74): the owner turns product-page scarcity on in the settings
 * dialog, sets a variant's stock inline and the product page's scarcity message follows (2 →
 * shown, 20 → gone, threshold 25 → shown again); each panel action is recorded as its event; a
 * visitor signs up for a sold-out mug, the owner restocks it and sends the notice, which lands
 * in the outbox. axe at 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { demoOwnerApi, type OwnerApi } from './support/owner-api';
import { chooseVariant, islandsStarted } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/tmp/shots-inventory-restock';
const CANDLE = '/shop/fig-and-cedar-candle';
const MUG = '/shop/stoneware-mug';
const VISITOR = 'waiting.visitor@example.com';

describe.skipIf(!browserAvailable())('the editor’s Inventory and Restock notices screens', () => {
  const session = useDemoServerAndBrowser();
  let owner: Page;
  let shopper: Page;
  let api: OwnerApi;
  let websiteId: string;

  const tabs = () => owner.getByRole('navigation', { name: 'Products' });
  const scarcityOnCandle = async () => {
    await shopper.goto(session.server().origin + CANDLE);
    const shown = shopper.locator('main .product-scarcity:not([hidden])');
    return (await shown.count()) === 0 ? null : (await shown.first().innerText()).trim();
  };
  const saveSettings = async (change: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
    await owner.getByRole('button', { name: 'Inventory settings' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Inventory settings' });
    await dialog.getByRole('textbox', { name: 'Scarcity threshold' }).waitFor();
    await change(dialog);
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog.waitFor({ state: 'detached' });
    await owner.getByRole('status').filter({ hasText: 'Scarcity settings saved.' }).waitFor();
  };
  const openVariants = async (search: string, productName: string) => {
    await owner.getByRole('searchbox', { name: 'Search products' }).fill(search);
    const toggle = owner.getByRole('button', { name: `Show variants of ${productName}` });
    await toggle.click();
    return owner.getByRole('group', { name: `Variants of ${productName}` });
  };

  beforeAll(async () => {
    api = await demoOwnerApi(session.server());
    websiteId = ((await api.call('GET', '/api/admin/site')).body as { website: { id: string } }).website.id;
    owner = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    shopper = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(owner, session.server().origin, '/config/inventory');
    await owner.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
  }, 120_000);

  it('GAP-04 ADM-05 ADM-06 PROD-15 GAP-74 inline stock edits and the scarcity settings drive the product page’s message', async () => {
    expect(await scarcityOnCandle()).toBeNull();
    await saveSettings(async (dialog) => {
      await dialog.getByRole('checkbox', { name: 'Show scarcity on product pages' }).check();
    });
    const variants = await openVariants('candle', 'Fig & Cedar Soy Candle');
    const stock = variants.getByRole('textbox', { name: 'Stock of Fig & Cedar Soy Candle' });
    await stock.fill('2');
    await variants.getByRole('button', { name: 'Set stock of Fig & Cedar Soy Candle' }).click();
    await variants.getByText('Fig & Cedar Soy Candle: 2 in stock. Saved.').waitFor();
    await expect.poll(scarcityOnCandle).toBe('Only 2 left in stock');

    await stock.fill('20');
    await variants.getByRole('button', { name: 'Set stock of Fig & Cedar Soy Candle' }).click();
    await variants.getByText('Fig & Cedar Soy Candle: 20 in stock. Saved.').waitFor();
    await expect.poll(scarcityOnCandle).toBeNull();

    await saveSettings(async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Scarcity threshold' }).fill('25');
    });
    await expect.poll(scarcityOnCandle).toBe('Only 20 left in stock');

    // The history shows both changes, newest first.
    await variants.getByRole('button', { name: 'History of Fig & Cedar Soy Candle' }).click();
    const history = variants.getByRole('table', { name: 'Stock changes of Fig & Cedar Soy Candle, newest first' });
    await history.waitFor();
    expect(await history.getByRole('row').nth(1).innerText()).toMatch(/\+18\s+20\s+inventory panel/);
    expect(await history.getByRole('row').nth(2).innerText()).toMatch(/-28\s+2\s+inventory panel/);
    await owner.screenshot({ path: `${SHOTS}/inventory-1280.png`, fullPage: true });
  });

  it('ADM-04 sorting, searching and the settings are recorded under the panel’s event names', async () => {
    await owner.getByRole('searchbox', { name: 'Search products' }).fill('');
    await owner.getByRole('button', { name: 'Sort by Stock' }).click();
    await expect.poll(() => owner.url()).toContain('sort=stock');
    await owner.getByRole('link', { name: 'Fig & Cedar Soy Candle' }).waitFor();
    const events = session.server().app.services.analytics;
    await expect
      .poll(async () => new Set((await events.listOwnerEvents(websiteId)).map((e) => e.name)), { timeout: 10_000 })
      .toEqual(
        new Set([
          'inventory_settings_open',
          'inventory_product_page_scarcity_toggle',
          'inventory_settings_save',
          'inventory_change_scarcity_threshold',
          'inventory_search_products',
          'inventory_expand_row',
          'inventory_sort_by_stock',
        ]),
      );
    const [toggle] = await events.listOwnerEvents(websiteId, { name: 'inventory_product_page_scarcity_toggle' });
    expect(toggle?.properties).toEqual({ enabled: true });
  });

  it('RSTK-15 RSTK-17 RSTK-20 GAP-30 a visitor’s restock sign-up is sent from Restock notices once the variant is restocked', async () => {
    await shopper.goto(session.server().origin + MUG);
    await islandsStarted(shopper);
    await shopper.waitForSelector('.product-restock-notification[data-restock-started]', { state: 'attached' });
    await chooseVariant(shopper, { Color: 'Charcoal', Size: '8 oz' });
    const box = shopper.locator('main .product-restock-notification:not([hidden])');
    await box.getByRole('button', { name: 'Notify me when available' }).click();
    await box.locator('input[name="email"]').fill(VISITOR);
    await box.locator('input[type="submit"]').click();
    await box.locator('.product-restock-success').waitFor();

    await tabs().getByRole('link', { name: 'Restock notices' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Restock notices' }).waitFor();
    const group = owner.getByRole('listitem').filter({ hasText: 'Charcoal / 8 oz' });
    await group.getByText('1 person waiting').waitFor();
    const send = group.getByRole('button', { name: 'Send back-in-stock email for Speckled Stoneware Mug — Charcoal / 8 oz' });
    expect(await send.isDisabled()).toBe(true);
    expect(await group.innerText()).toContain('Still sold out: add stock in Inventory before sending.');
    await group.getByRole('button', { name: 'Show emails for Speckled Stoneware Mug — Charcoal / 8 oz' }).click();
    await group.getByRole('cell', { name: VISITOR }).waitFor();
    await owner.screenshot({ path: `${SHOTS}/restock-sold-out-1280.png`, fullPage: true });
    await expectNoAxeViolations(owner, 'restock notices at 1280 px');

    await tabs().getByRole('link', { name: 'Inventory' }).click();
    const variants = await openVariants('mug', 'Speckled Stoneware Mug');
    await variants.getByRole('textbox', { name: 'Stock of Speckled Stoneware Mug — Charcoal / 8 oz' }).fill('6');
    await variants.getByRole('button', { name: 'Set stock of Speckled Stoneware Mug — Charcoal / 8 oz' }).click();
    await variants.getByText('Speckled Stoneware Mug — Charcoal / 8 oz: 6 in stock. Saved.').waitFor();
    await expectNoAxeViolations(owner, 'inventory at 1280 px');

    await tabs().getByRole('link', { name: 'Restock notices' }).click();
    await group.getByText('Back in stock').waitFor();
    await send.click();
    const confirm = owner.getByRole('alertdialog').or(owner.getByRole('dialog'));
    await confirm.getByText('1 person waiting for it will get one email each, and leave this list.').waitFor();
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await owner.getByText('Sent 1 back-in-stock email for Speckled Stoneware Mug — Charcoal / 8 oz.').waitFor();
    await owner.getByText('No one is waiting for a restock.', { exact: false }).waitFor();
    await expect
      .poll(async () => ((await api.call('GET', '/api/admin/outbox')).body as { messages: { to: string; subject: string }[] }).messages.filter((m) => m.to === VISITOR).length)
      .toBe(1);
  });

  it('GAP-04 RSTK-22 axe finds nothing at 390 px on either screen', async () => {
    await owner.setViewportSize({ width: 390, height: 844 });
    await tabs().getByRole('link', { name: 'Inventory' }).click();
    await openVariants('mug', 'Speckled Stoneware Mug');
    await expectNoAxeViolations(owner, 'inventory at 390 px');
    await owner.screenshot({ path: `${SHOTS}/inventory-390.png`, fullPage: true });
    await owner.getByRole('button', { name: 'Inventory settings' }).click();
    await owner.getByRole('dialog', { name: 'Inventory settings' }).getByRole('textbox', { name: 'Scarcity threshold' }).waitFor();
    await expectNoAxeViolations(owner, 'inventory settings at 390 px');
    await owner.screenshot({ path: `${SHOTS}/inventory-settings-390.png` });
    await owner.getByRole('button', { name: 'Cancel' }).click();
    await tabs().getByRole('link', { name: 'Restock notices' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Restock notices' }).waitFor();
    await expectNoAxeViolations(owner, 'restock notices at 390 px');
    await owner.screenshot({ path: `${SHOTS}/restock-390.png`, fullPage: true });
  });
});
