/**
 * The editor's Products screen in Debian's Chromium: the owner searches, filters and sorts the
 * demo store's products, hides two at once and sees them gone from the shop page, exports the
 * Shopify CSV, imports a CSV with a bad line (the line is listed, nothing imported), then a good
 * one; axe at 1280 and 390 px. Screenshots go to /tmp/shots-products-list.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/tmp/shots-products-list';
const CSV_HEAD = 'Handle,Title,Type,Published,Variant SKU,Variant Inventory Qty,Variant Price';

describe.skipIf(!browserAvailable())('the editor’s Products screen', () => {
  const session = useDemoServerAndBrowser(() => mkdirSync(SHOTS, { recursive: true }));
  let page: Page;
  const table = () => page.getByRole('table');
  const titles = async () => (await table().locator('tbody tr:not([aria-hidden]) .products-table__title').allInnerTexts()).map((t) => t.trim());

  beforeAll(async () => {
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
    await signInToEditor(page, session.server().origin, '/config/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await table().waitFor();
  }, 120_000);

  it('searches by title, filters by type and sorts by price, keeping all of it in the URL', async () => {
    expect(await titles()).toContain('Speckled Stoneware Mug');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('mug');
    await expect.poll(titles).toEqual(['Speckled Stoneware Mug']);
    expect(page.url()).toContain('q=mug');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await expect.poll(async () => (await titles()).length).toBeGreaterThan(5);

    await page.getByLabel('Type').selectOption({ label: 'Digital' });
    await expect.poll(titles).toEqual(['Night Sky Phone Wallpapers']);
    expect(page.url()).toContain('type=digital');
    await page.getByLabel('Type').selectOption({ label: 'All' });

    const priceHeader = page.getByRole('columnheader', { name: 'Price' });
    await priceHeader.getByRole('button').click();
    await expect.poll(() => priceHeader.getAttribute('aria-sort')).toBe('descending');
    await priceHeader.getByRole('button').click();
    await expect.poll(() => priceHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(page.url()).toMatch(/sort=price.*dir=asc|dir=asc.*sort=price/);
    const prices = await table().locator('tbody tr:not([aria-hidden]) .products-table__td--price').allInnerTexts();
    const lows = prices.map((p) => Number(p.split('–')[0]!.replace(/[^0-9.]/g, '')));
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    await page.screenshot({ path: `${SHOTS}/products-1280.png`, fullPage: true });
  });

  it('hides two products at once, and the shop page no longer shows them', async () => {
    await page.getByRole('checkbox', { name: 'Select Fig & Cedar Soy Candle' }).check();
    await page.getByRole('checkbox', { name: 'Select Linen Sketchbook' }).check();
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByText('2 products selected').waitFor();
    await page.screenshot({ path: `${SHOTS}/products-selected-1280.png` });
    await bar.getByRole('button', { name: 'Hide' }).click();
    await page.getByText('Hidden 2 products.').waitFor();
    await page.getByLabel('Status').selectOption({ label: 'Hidden' });
    await expect.poll(async () => (await titles()).sort()).toEqual(expect.arrayContaining(['Fig & Cedar Soy Candle', 'Linen Sketchbook']));
    await page.getByLabel('Status').selectOption({ label: 'All' });

    const shop = await page.context().newPage();
    await shop.goto(`${session.server().origin}/shop`);
    const text = await shop.locator('body').innerText();
    expect(text).toContain('Speckled Stoneware Mug');
    expect(text).not.toContain('Fig & Cedar Soy Candle');
    expect(text).not.toContain('Linen Sketchbook');
    await shop.close();
  });

  it('exports the products as Shopify CSV', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('products.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^Handle,Title,Body \(HTML\),Vendor,Type,Tags,Published,/);
    expect(csv).toContain('Speckled Stoneware Mug');
  });

  it('imports a CSV with a bad line: the line is listed and nothing is imported; then the fixed file', async () => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    const bad = `${CSV_HEAD}\nbrass-lamp,Brass Lamp,Lighting,TRUE,LAMP-1,4,80.00\nwool-rug,Wool Rug,Floors,TRUE,RUG-1,2,ninety\n`;
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    const problems = dialog.getByRole('alert');
    await problems.getByText('line 3: Variant Price is not a number').waitFor();
    await page.screenshot({ path: `${SHOTS}/products-import-error-1280.png` });
    await expectNoAxeViolations(page, 'import dialog with problems at 1280 px');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing of the refused file was imported, not even its good first line.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('brass lamp');
    await page.getByText('No products match this search and these filters.').waitFor();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(bad.replace('ninety', '90.00')) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Imported 2 products from good.csv.').waitFor();
    await expect.poll(titles).toEqual(['Brass Lamp']);
  });

  it('axe finds nothing at 1280 and 390 px', async () => {
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await expect.poll(async () => (await titles()).length).toBeGreaterThan(5);
    await page.getByRole('checkbox', { name: 'Select Brass Lamp' }).check();
    // react-aria announces a closed dialog's title by reference for a few seconds.
    await page.waitForFunction(() => document.querySelector('[data-live-announcer] [aria-labelledby]') === null, undefined, { timeout: 15_000 });
    await expectNoAxeViolations(page, 'products at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'products at 390 px');
    await page.screenshot({ path: `${SHOTS}/products-390.png`, fullPage: true });
  });
});
