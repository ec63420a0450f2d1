/**
 * The product screen as a new owner uses it: a new product opened in the editor, options Size
 * (S, M) and Color (Red, Blue) giving a grid of four variants, prices and stock set for all of
 * them at once and one price changed on its own, published and saved; then a visitor picks
 * Size M / Color Blue on the storefront and adds it to the cart, which shows the options and
 * the price with its currency. Also: two uploaded images reordered by keyboard with alt text
 * and a variant's image, a SKU taken by another product refused on its field, 100 variants
 * drawn only in view, the unsaved-changes question, and delete after a confirm. axe at 1280
 * and 390 px; screenshots in /tmp/shots-product-editor.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { demoOwnerApi } from './support/owner-api';
import { png, uploadInPicker } from './support/page-editor-steps';
import { addButton, buttonLabel, chooseVariant, islandsStarted } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/tmp/shots-product-editor';
const TITLE = 'Linen Apron';

describe.skipIf(!browserAvailable())('editor: the product screen', () => {
  const session = useDemoServerAndBrowser(() => mkdirSync(SHOTS, { recursive: true }));
  let page: Page;
  let itemId = '';
  /** The pictures' file names in the order the owner left them. */
  let imageOrder: string[] = [];
  const origin = () => session.server().origin;
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

  beforeAll(async () => {
    const api = await demoOwnerApi(session.server());
    const created = await api.call('POST', '/api/admin/catalog/products', { item: { title: TITLE, status: 'draft' }, product: { productType: 1, variants: [{ price: 0 }] } });
    itemId = String((created.body.product as { itemId: string }).itemId);
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(page, origin(), `/config/products/${itemId}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  });
  afterAll(() => page?.context().close());

  it('PROD-02 options Size (S, M) and Color (Red, Blue) make a grid of four variants', async () => {
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 1 name').fill('Size');
    await page.getByLabel('Option 1 values').fill('S, M');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 2 name').fill('Color');
    await page.getByLabel('Option 2 values').fill('Red, Blue');
    const grid = page.getByRole('region', { name: 'Variants', exact: true });
    await expect.poll(() => grid.getByRole('rowheader').allInnerTexts()).toEqual(['Size S / Color Red', 'Size S / Color Blue', 'Size M / Color Red', 'Size M / Color Blue']);
    await page.getByText('4 variants.').waitFor();
  });

  it('PDP-02 adds two uploaded images, reorders them by keyboard, gives alt text and a variant its image', async () => {
    await page.getByRole('button', { name: 'Add images' }).click();
    await uploadInPicker(page, 'Add images', [await png('apron-red.png', { r: 190, g: 40, b: 40 }), await png('apron-blue.png', { r: 40, g: 60, b: 190 })]);
    await page.getByRole('dialog', { name: 'Add images' }).getByRole('button', { name: 'Choose 2 files' }).click();
    const list = page.getByRole('list', { name: 'Product images, in display order' });
    const order = () => list.getByRole('button', { name: /^Drag / }).evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/^Drag\s*/, '').trim()));
    await expect.poll(order).toHaveLength(2);
    const [first, second] = await order();
    // Keyboard only: Space lifts the second picture, ArrowLeft moves it first, Space drops it.
    await list.getByRole('button', { name: `Drag ${second}` }).focus();
    const announced = (text: string) => page.getByRole('status').filter({ hasText: text }).count();
    await page.keyboard.press('Space');
    await expect.poll(() => announced(`${second} moved to position 2 of 2.`)).toBe(1);
    // The sensor starts listening for arrows a moment after the lift: like a person, press again until it moves.
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowLeft');
        return announced(`${second} moved to position 1 of 2.`);
      })
      .toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(order).toEqual([second, first]);
    imageOrder = [second!, first!];
    await page.getByRole('textbox', { name: 'Alt text, apron-blue.png' }).fill('A blue linen apron');
    await page.getByRole('combobox', { name: 'Image, Size M / Color Blue', exact: true }).selectOption({ label: 'apron-blue.png' });
  });

  it('sets prices and stock of every variant with the bulk edit, one price on its own, publishes and saves', async () => {
    await page.getByRole('checkbox', { name: 'Select all variants' }).check();
    await page.getByText('4 of 4 selected.').waitFor();
    const bulk = page.getByRole('group', { name: 'Edit selected variants' });
    await bulk.getByLabel('Price (USD)', { exact: true }).fill('24.00');
    await bulk.getByLabel('Stock', { exact: true }).fill('10');
    await bulk.getByLabel('SKU prefix').fill('Apron');
    await bulk.getByRole('button', { name: 'Apply to selected' }).click();
    await bulk.getByText('Applied to 4 variants.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Stock, Size S / Color Red', exact: true }).inputValue()).toBe('10');
    expect(await page.getByRole('textbox', { name: 'SKU, Size M / Color Blue', exact: true }).inputValue()).toBe('APRON-M-BLUE');
    await page.getByRole('textbox', { name: 'Price, Size M / Color Blue', exact: true }).fill('26.50');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('published');
    await expectNoAxeViolations(page, 'product screen with changes at 1280 px');
    await shot('product-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved\.$/ }).count()).toBe(1);

    const api = await demoOwnerApi(session.server());
    type Saved = { images: { id: string; filename: string; altText: string | null }[]; variants: { sku: string; price: number; mainImageId: string | null; stock: { qtyInStock: number } }[] };
    const saved = (await api.call('GET', `/api/admin/catalog/products/${itemId}`)).body.product as Saved;
    expect(saved.images.map((i) => [i.filename, i.altText])).toEqual(imageOrder.map((name) => [name, name === 'apron-blue.png' ? 'A blue linen apron' : null]));
    expect(saved.variants[3]!.mainImageId).toBe(saved.images.find((i) => i.filename === 'apron-blue.png')!.id);
    expect(saved.variants.map((v) => [v.sku, v.price, v.stock.qtyInStock])).toEqual([
      ['APRON-S-RED', 2400, 10],
      ['APRON-S-BLUE', 2400, 10],
      ['APRON-M-RED', 2400, 10],
      ['APRON-M-BLUE', 2650, 10],
    ]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { level: 2, name: 'Options and variants' }).waitFor();
    await shot('product-390');
    await expectNoAxeViolations(page, 'product screen at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('a visitor picks Size M / Color Blue on the storefront and the cart shows the options and the price in USD', async () => {
    const api = await demoOwnerApi(session.server());
    const { item } = (await api.call('GET', `/api/admin/content/items/${itemId}`)).body as { item: { fullUrl: string } };
    const visitor = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${origin()}${item.fullUrl}`);
    await visitor.getByRole('heading', { name: TITLE }).first().waitFor();
    await islandsStarted(visitor);
    await chooseVariant(visitor, { Size: 'M', Color: 'Blue' });
    await expect.poll(() => visitor.locator('main').innerText()).toContain('$26.50');
    await addButton(visitor).click();
    await expect.poll(() => buttonLabel(visitor)).toBe('Added!');
    await visitor.goto(`${origin()}/cart`);
    const line = visitor.locator('main').getByText(TITLE).first();
    await line.waitFor();
    const text = await visitor.locator('main').innerText();
    expect(text).toMatch(/Size:?\s*M/);
    expect(text).toMatch(/Color:?\s*Blue/);
    expect(text).toContain('$26.50');
    await visitor.screenshot({ path: `${SHOTS}/storefront-cart.png`, fullPage: true });
    await visitor.context().close();
  });

  it('a SKU another product uses is refused: the message is listed and shown under the SKU', async () => {
    const sku = page.getByRole('textbox', { name: 'SKU, Size S / Color Red', exact: true });
    await sku.fill('MUG-SAGE-12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The product was not saved.' });
    await alert.getByText('Variant 1, SKU: The SKU MUG-SAGE-12 is used by another product.').waitFor();
    expect(await sku.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('region', { name: 'Variants', exact: true }).getByText('The SKU MUG-SAGE-12 is used by another product.').waitFor();
    await sku.fill('APRON-S-RED');
  });

  it('grows to 100 variants (only the rows in view are drawn), asks before leaving unsaved, then the product is deleted after a confirm', async () => {
    await page.getByLabel('Option 1 values').fill('1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
    await page.getByLabel('Option 2 values').fill('A, B, C, D, E, F, G, H, I, J');
    await page.getByText('100 variants.').waitFor();
    const grid = page.getByRole('region', { name: 'Variants', exact: true });
    expect(await grid.getByRole('rowheader').count()).toBeLessThan(100);
    await grid.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await grid.getByRole('rowheader', { name: 'Size 10 / Color J' }).waitFor();

    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/config/products/${itemId}`);

    await page.getByRole('button', { name: 'Delete product' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “${TITLE}”?` });
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await page.waitForURL(`${origin()}/config/products`);
    const api = await demoOwnerApi(session.server());
    await expect(api.call('GET', `/api/admin/catalog/products/${itemId}`)).rejects.toThrow(/404/);
  });
});
