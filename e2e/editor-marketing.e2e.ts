/**
 * The Marketing screen and the API keys panel in Debian's Chromium (GAP-03, GAP-05, ADM-02,
 * ADM-03, ADM-07, ADM-08, ANL-41): the owner saves a tracking pixel ID; a visitor's product
 * page then queues ViewContent and, after adding to the cart, AddToCart with their values,
 * while the owner's preview queues none; the feed URL copied from the screen answers RSS with
 * the demo's variants; the owner creates an API key through the modal, copies it, uses it for
 * one call and deletes it. axe at 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { addButton, chooseVariant } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/tmp/shots-marketing';
const PIXEL_ID = '123456789012345';
const MUG = '/shop/stoneware-mug';

type Queued = unknown[];

/** The pixel calls the page has queued (`window.fbq.queue`), or null without a pixel. */
function pixelQueue(page: Page): Promise<Queued[] | null> {
  return page.evaluate(() => (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue.map((args) => [...args]) ?? null);
}

/** The shown product photo's width as a share of its gallery's (1: the full width). */
function imageWidthShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('main .Product-image')].find((el) => !el.hidden && el.offsetParent !== null);
    const img = shown?.querySelector('img');
    const gallery = shown?.parentElement;
    if (img === null || img === undefined || gallery === null || gallery === undefined) return 0;
    const style = getComputedStyle(gallery);
    const content = gallery.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return img.getBoundingClientRect().width / content;
  });
}

/** The panel events the editor emitted since `listenForPanelEvents`. */
function panelEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { panelEvents?: string[] }).panelEvents ?? []);
}
async function listenForPanelEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const host = window as unknown as { panelEvents?: string[] };
    if (host.panelEvents !== undefined) return;
    host.panelEvents = [];
    document.addEventListener('stoa:owner-event', (event) => host.panelEvents!.push((event as CustomEvent<{ name: string }>).detail.name));
  });
}

describe.skipIf(!browserAvailable())('the editor’s Marketing screen and API keys panel', () => {
  const session = useDemoServerAndBrowser(() => mkdirSync(SHOTS, { recursive: true }));
  let context: BrowserContext;
  let page: Page;
  let origin: string;

  beforeAll(async () => {
    origin = session.server().origin;
    context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    page = await context.newPage();
    await signInToEditor(page, origin, '/config/marketing');
    await page.getByRole('heading', { level: 1, name: 'Pixel and feed' }).waitFor();
  }, 120_000);

  it('ADM-08 ANL-41 the owner saves a pixel ID; a visitor’s product page queues ViewContent, then AddToCart with their values', async () => {
    await listenForPanelEvents(page);
    const field = page.getByRole('textbox', { name: 'Pixel ID' });
    await field.fill('12ab');
    await page.getByRole('button', { name: 'Save pixel ID' }).click();
    await page.getByText('A pixel ID is the digits your ads account shows').first().waitFor();
    await field.fill(PIXEL_ID);
    await page.getByRole('button', { name: 'Save pixel ID' }).click();
    await page.getByText('Saved. Your store now sends the pixel its events.').waitFor();
    expect(await panelEvents(page)).toContain('marketing_tracking_pixel_id_save');

    const visitor = await (await session.browser().newContext({ viewport: { width: 390, height: 844 } })).newPage();
    try {
      await visitor.goto(`${origin}${MUG}`);
      await expect.poll(() => pixelQueue(visitor)).toEqual([
        ['init', PIXEL_ID],
        ['track', 'ViewContent', { content_ids: ['MUG-SAGE-8', 'MUG-SAGE-12', 'MUG-CHAR-8', 'MUG-CHAR-12'], content_name: 'Speckled Stoneware Mug', content_type: 'product', value: 26, currency: 'USD' }],
      ]);
      // Item 9: a sold-out choice says so on the button before any click (PDP-15).
      await chooseVariant(visitor, { Color: 'Charcoal', Size: '8 oz' });
      await expect.poll(() => addButton(visitor).innerText()).toBe('sold out');
      // Item 9: the chosen variant's photo keeps the gallery's full width, on a phone and a desktop.
      for (const width of [390, 1280]) {
        await visitor.setViewportSize({ width, height: 900 });
        await expect.poll(() => imageWidthShare(visitor), { message: `photo width at ${width} px` }).toBeGreaterThan(0.98);
      }
      await visitor.screenshot({ path: `${SHOTS}/mug-charcoal-1280.png` });
      await visitor.setViewportSize({ width: 390, height: 844 });
      await chooseVariant(visitor, { Color: 'Sage', Size: '8 oz' });
      await expect.poll(() => addButton(visitor).innerText()).toBe('Add To Cart');
      await addButton(visitor).click();
      await expect
        .poll(async () => (await pixelQueue(visitor))?.at(-1))
        .toEqual(['track', 'AddToCart', { content_ids: ['MUG-SAGE-8'], content_name: 'Speckled Stoneware Mug', content_type: 'product', contents: [{ id: 'MUG-SAGE-8', quantity: 1 }], value: 28, currency: 'USD' }]);
    } finally {
      await visitor.context().close();
    }
  });

  it('ANL-41 the owner’s preview of the same page queues no pixel event', async () => {
    const preview = await context.newPage();
    try {
      await preview.goto(`${origin}${MUG}?preview=draft`);
      await preview.getByRole('heading', { level: 1, name: 'Speckled Stoneware Mug' }).waitFor();
      await preview.waitForLoadState('load');
      expect(await preview.locator('[data-island="tracking-pixel"]').count()).toBe(0);
      expect(await pixelQueue(preview)).toBeNull();
    } finally {
      await preview.close();
    }
  });

  it('ADM-07 the feed URL copied from the screen answers RSS with the demo’s variants', async () => {
    await page.getByRole('button', { name: 'Copy URL of the Product feed (RSS)' }).click();
    await page.getByText('Copied the Product feed (RSS) URL.').waitFor();
    expect(await panelEvents(page)).toContain('marketing_product_feed_url_copy');
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(`${origin}/feeds/products.xml`);
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const G = 'http://base.google.com/ns/1.0';
      return {
        error: doc.querySelector('parsererror') !== null,
        root: doc.documentElement.nodeName,
        items: [...doc.querySelectorAll('item')].map((item) => ({ id: item.getElementsByTagNameNS(G, 'id')[0]?.textContent, price: item.getElementsByTagNameNS(G, 'price')[0]?.textContent, availability: item.getElementsByTagNameNS(G, 'availability')[0]?.textContent })),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('rss');
    expect(parsed.items).toEqual(
      expect.arrayContaining([
        { id: 'MUG-SAGE-8', price: '28.00 USD', availability: 'in stock' },
        { id: 'MUG-CHAR-8', price: '28.00 USD', availability: 'out of stock' },
        { id: 'MUG-CHAR-12', price: '32.00 USD', availability: 'in stock' },
      ]),
    );
    expect(parsed.items.length).toBeGreaterThan(4);
  });

  it('GAP-05 axe finds nothing on the Marketing screen at 1280 and 390 px', async () => {
    await expectNoAxeViolations(page, 'marketing at 1280 px');
    await page.screenshot({ path: `${SHOTS}/marketing-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'marketing at 390 px');
    await page.screenshot({ path: `${SHOTS}/marketing-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('GAP-03 ADM-02 ADM-03 the owner creates an API key in the modal, copies it, uses it once and deletes it', async () => {
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.goto(`${origin}/config/settings/api-keys`);
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await listenForPanelEvents(page);
    const learnMore = page.getByRole('link', { name: /^Learn more/ });
    expect(await learnMore.getAttribute('href')).toBe('/api/docs');
    expect(await page.getByRole('link', { name: /^Terms of use/ }).getAttribute('href')).toBe('/api/docs#terms-of-use');

    await page.getByRole('button', { name: 'Create API key' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create API key' }).click();
    dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Give the key a name').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Stock sync <script>');
    await expectNoAxeViolations(page, 'create key modal at 1280 px');
    await dialog.getByRole('button', { name: 'Next' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Your new key: Stock sync <script>' });
    await secretDialog.waitFor();
    const secret = await secretDialog.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await secretDialog.getByRole('button', { name: 'Copy' }).click();
    await secretDialog.getByText('Copied the key.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.screenshot({ path: `${SHOTS}/api-key-secret-1280.png` });
    await secretDialog.getByRole('button', { name: 'Complete' }).click();
    await secretDialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: 'Stock sync <script>' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Website manager');
    expect(await row.innerText()).toContain('Never');

    const used = await page.request.get(`${origin}/api/admin/forms`, { headers: { authorization: `Bearer ${secret}` } });
    expect(used.status()).toBe(200);
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Stock sync <script>' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Stock sync <script>' }).innerText()).not.toContain('Never');

    await expectNoAxeViolations(page, 'api keys at 1280 px');
    await page.screenshot({ path: `${SHOTS}/api-keys-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'api keys at 390 px');
    await page.screenshot({ path: `${SHOTS}/api-keys-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await listenForPanelEvents(page);
    await page.getByRole('button', { name: 'Delete Stock sync <script>' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Stock sync <script>?' }).getByRole('button', { name: 'Delete key' }).click();
    await page.getByText('No API keys yet.').waitFor();
    expect(await panelEvents(page)).toEqual(['api_keys_delete_key', 'api_keys_delete_confirm']);
    expect((await page.request.get(`${origin}/api/admin/forms`, { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);
  });
});
