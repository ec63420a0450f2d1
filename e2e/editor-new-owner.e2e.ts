/**
 * The proof, as a new owner does it: sign in at /config, add the page "Our Workshop" from
 * Pages, give it a sentence, an uploaded picture and a slideshow gallery, reorder by keyboard,
 * undo and redo, publish, and see it all as a visitor; a draft edit stays hidden until published,
 * a second tab's conflicting save is refused with the server's message, an older version comes
 * back, and the site's design reaches the storefront. Each step ends on the public storefront.
 */
import { pressUntilAnnounced } from './support/page-checks';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { blockOrder, png, publish, saved, selectBlock, uploadInPicker } from './support/page-editor-steps';
import { useDemoServerAndBrowser } from './support/session';

const TITLE = 'Our Workshop';
const SENTENCE = 'Wheel-throwing every Saturday morning.';
const LATER = 'Wheel-throwing every Sunday afternoon.';
const ALT = 'A bowl on the wheel';
const SHOTS_DIR = process.env.STOA_SHOTS_DIR;
const CONFLICT = 'This page was changed in another tab or by someone else. Reload to see the latest version.';

describe.skipIf(!browserAvailable())('ADM-09 ADM-20 a new owner builds, publishes and restores a page', () => {
  const session = useDemoServerAndBrowser();
  let origin: string;
  let page: Page;
  let pageUrl: string;
  let visitorBrowser: Browser;

  /** A visitor: a fresh context without the owner's cookie. */
  async function visit(path: string): Promise<{ visitor: Page; status: number }> {
    const visitor = await (await visitorBrowser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const answer = await visitor.goto(`${origin}${path}`);
    return { visitor, status: answer?.status() ?? 0 };
  }
  const leave = (visitor: Page) => visitor.context().close();

  beforeAll(async () => {
    origin = session.server().origin;
    visitorBrowser = session.browser();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('ADM-09 adds "Our Workshop" from Pages and opens its editor; visitors do not see it yet', async () => {
    await signInToEditor(page, origin);
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Pages' }).click();
    const main = page.getByRole('region', { name: 'Main Navigation' });
    await main.waitFor();
    await main.getByRole('button', { name: 'Add page' }).click();
    await page.getByRole('menuitem', { name: 'Page', exact: true }).click();
    await page.getByLabel('Page title').fill(TITLE);
    await page.getByRole('button', { name: 'Add page' }).and(page.locator('[type=submit]')).click();
    const link = main.getByRole('link', { name: TITLE });
    await link.waitFor();
    await link.click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    pageUrl = new URL((await page.getByRole('link', { name: 'View page' }).getAttribute('href'))!, origin).pathname;

    const { visitor, status } = await visit(pageUrl);
    expect(status).toBe(404);
    await leave(visitor);
  });

  it('ADM-20 adds a sentence, an uploaded image with alt text and a slideshow gallery', async () => {
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add block' }).getByRole('button', { name: /^Text Paragraphs/ }).click();
    await page.getByRole('heading', { name: 'Text settings' }).waitFor();
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type(SENTENCE);
    await saved(page);

    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add block' }).getByRole('button', { name: /^Image / }).click();
    await page.getByRole('heading', { name: 'Image settings' }).waitFor();
    await page.getByRole('button', { name: 'Choose image' }).click();
    await uploadInPicker(page, 'Choose an image', [await png('bowl.png', { r: 160, g: 90, b: 40 })]);
    await page.getByRole('dialog', { name: 'Choose an image' }).getByRole('button', { name: 'Choose', exact: true }).click();
    await page.getByRole('button', { name: 'Replace image' }).waitFor();
    await page.getByRole('textbox', { name: 'Alt text' }).fill(ALT);
    await saved(page);

    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add block' }).getByRole('button', { name: /^Gallery / }).click();
    await page.getByRole('heading', { name: 'Gallery settings' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Thumbnails', exact: true }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Add images' }).click();
    await uploadInPicker(page, 'Choose images', [await png('kiln.png', { r: 40, g: 90, b: 160 }), await png('glaze.png', { r: 40, g: 160, b: 90 })]);
    await page.getByRole('dialog', { name: 'Choose images' }).getByRole('button', { name: 'Choose 2 files' }).click();
    await page.getByRole('group', { name: 'Images (2)' }).waitFor();
    await page.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'Slideshow' });
    // The forced rule: a slideshow always shows thumbnails.
    await expect.poll(() => page.getByRole('switch', { name: 'Thumbnails', exact: true }).isChecked()).toBe(true);
    await saved(page);
    expect(await blockOrder(page)).toEqual(['Text', 'Image', 'Gallery']);

    const { visitor } = await visit(pageUrl);
    expect(await visitor.getByText(SENTENCE).count()).toBe(0);
    await leave(visitor);
  });

  it('ADM-20 moves the image above the text by keyboard, then undoes and redoes it', async () => {
    const handle = page.getByRole('button', { name: 'Drag Image 2' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // The drop waits for the list to announce each position, as a screen-reader user would hear it.
    const announced = (text: string) => page.getByRole('status').filter({ hasText: text }).count();
    await expect.poll(() => announced('Image block moved to position 2 of 3.')).toBe(1);
    await pressUntilAnnounced(page, 'ArrowUp', 'Image block moved to position 1 of 3.');
    await page.keyboard.press('Space');
    await expect.poll(() => blockOrder(page)).toEqual(['Image', 'Text', 'Gallery']);

    await page.keyboard.press('Control+z');
    await expect.poll(() => blockOrder(page)).toEqual(['Text', 'Image', 'Gallery']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => blockOrder(page)).toEqual(['Image', 'Text', 'Gallery']);
    await saved(page);

    const { visitor, status } = await visit(pageUrl);
    expect(status === 404 || (await visitor.getByText(SENTENCE).count()) === 0).toBe(true);
    await leave(visitor);
  });

  it('ADM-20 publishes: the page is in the navigation with the sentence, the picture and the gallery', async () => {
    await publish(page);
    const { visitor: home } = await visit('/');
    await expect.poll(() => home.getByRole('navigation').getByRole('link', { name: TITLE }).count()).toBeGreaterThan(0);
    await leave(home);

    const { visitor, status } = await visit(pageUrl);
    expect(status).toBe(200);
    expect(await visitor.getByText(SENTENCE).count()).toBe(1);
    const picture = visitor.getByRole('img', { name: ALT });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const gallery = visitor.locator('.Block--gallery.Gallery--slideshow');
    expect(await gallery.count()).toBe(1);
    // The gallery's images have no alt text of their own (decorative to assistive technology), so they are found as <img>.
    expect(await gallery.locator('img').count()).toBe(2);
    await leave(visitor);
  });

  it('ADM-20 keeps a draft edit from visitors until Publish', async () => {
    await selectBlock(page, 'Text');
    const editor = page.getByRole('textbox', { name: 'Text' });
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(LATER);
    await saved(page);
    const { visitor } = await visit(pageUrl);
    expect(await visitor.getByText(SENTENCE).count()).toBe(1);
    expect(await visitor.getByText(LATER).count()).toBe(0);

    await publish(page);
    await visitor.reload();
    expect(await visitor.getByText(LATER).count()).toBe(1);
    expect(await visitor.getByText(SENTENCE).count()).toBe(0);
    await leave(visitor);
  });

  it('ADM-20 refuses a second tab\'s conflicting save with the server\'s message and reloads on request', async () => {
    const other = await page.context().newPage();
    await other.goto(page.url());
    await other.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await other.getByRole('button', { name: 'Add block' }).click();
    await other.getByRole('dialog', { name: 'Add block' }).getByRole('button', { name: /^Divider/ }).click();
    await saved(other);

    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add block' }).getByRole('button', { name: /^Spacer/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: CONFLICT });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => blockOrder(page)).toEqual(['Image', 'Text', 'Gallery', 'Divider']);
    await saved(page);
    await other.close();

    // Neither tab's unpublished blocks reach visitors.
    const { visitor } = await visit(pageUrl);
    expect(await visitor.getByRole('separator').count()).toBe(0);
    expect(await visitor.getByText(LATER).count()).toBe(1);
    await leave(visitor);
  });

  it('ADM-20 restores the first version as the draft and publishes it again', async () => {
    await page.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    await dialog.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('alertdialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Version 1 restored as the draft.' }).count()).toBe(1);
    expect(await blockOrder(page)).toEqual(['Image', 'Text', 'Gallery']);
    await selectBlock(page, 'Text');
    expect(await page.getByRole('textbox', { name: 'Text' }).textContent()).toBe(SENTENCE);

    const { visitor } = await visit(pageUrl);
    expect(await visitor.getByText(LATER).count()).toBe(1);
    await publish(page);
    await visitor.reload();
    expect(await visitor.getByText(SENTENCE).count()).toBe(1);
    expect(await visitor.getByText(LATER).count()).toBe(0);
    await leave(visitor);
  });

  it('ADM-39 MEDIA-17 changes the accent colour and heading font on Design; the storefront shows them', async () => {
    const accent = '#2f6b4f';
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Design' }).click();
    await page.getByRole('heading', { level: 1, name: 'Design' }).waitFor();
    await page.getByRole('button', { name: /Heading font/ }).click();
    await page.getByRole('option', { name: 'Playfair Display' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Heading font/ }).textContent()).toContain('Playfair Display');
    await page.getByRole('group', { name: 'Accent' }).getByLabel('Hex').fill(accent);
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);

    const { visitor } = await visit(pageUrl);
    expect(await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--stoa-color-accent').trim())).toBe(accent);
    await leave(visitor);
    // The home page has headings of its own (the new page has text and images only).
    const { visitor: home } = await visit('/');
    const heading = home.getByRole('heading').first();
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Playfair Display');
    await leave(home);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  });

  it('ADM-20 passes axe on the page editor with a block selected at 1280 and 390 px', async () => {
    await selectBlock(page, 'Gallery');
    await expectNoAxeViolations(page, 'page editor, gallery selected, 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'page editor, gallery selected, 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  it.skipIf(SHOTS_DIR === undefined)('screenshots of every editor screen at 390 and 1280 px', async () => {
    const dir = SHOTS_DIR!;
    mkdirSync(dir, { recursive: true });
    const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const shot = await context.newPage();
    const both = async (name: string, prepare: () => Promise<void>) => {
      for (const width of [1280, 390]) {
        await shot.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await prepare();
        // Lazy pieces (the code editor, thumbnails) finish loading before the picture.
        await expect.poll(() => shot.getByText(/^Loading/).count()).toBe(0);
        await shot.waitForTimeout(300);
        await shot.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
      }
    };
    const open = async (path: string, title: string | RegExp) => {
      await shot.goto(`${origin}/config${path}`);
      await shot.getByRole('heading', { level: 1, name: title }).waitFor();
    };
    try {
      await both('sign-in', async () => {
        await shot.goto(`${origin}/config`);
        await shot.getByLabel('Email').waitFor();
      });
      await signInToEditor(shot, origin);
      await both('pages-add-dialog', async () => {
        await open('/pages', 'Pages');
        await shot.getByRole('region', { name: 'Main Navigation' }).getByRole('button', { name: 'Add page' }).click();
        await shot.getByRole('menuitem', { name: 'Page', exact: true }).click();
        await shot.getByLabel('Page title').waitFor();
      });
      const editorPath = new URL(page.url()).pathname.replace(/^\/config/, '');
      for (const kind of ['Text', 'Image', 'Gallery']) {
        await both(`page-editor-${kind.toLowerCase()}`, async () => {
          await open(editorPath, TITLE);
          await selectBlock(shot, kind);
        });
      }
      await both('page-editor-add-block', async () => {
        await open(editorPath, TITLE);
        await shot.getByRole('button', { name: 'Add block' }).click();
        await shot.getByRole('dialog', { name: 'Add block' }).waitFor();
      });
      await both('page-editor-versions', async () => {
        await open(editorPath, TITLE);
        await shot.getByRole('button', { name: 'Versions' }).click();
        await shot.getByRole('dialog', { name: 'Versions' }).getByRole('button', { name: /^Restore version/ }).first().waitFor();
      });
      await both('files', () => open('/files', 'Files'));
      await shot.setViewportSize({ width: 1280, height: 900 });
      await open('/settings', 'Settings');
      const tabs = await shot.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab').allTextContents();
      for (const tab of tabs) {
        await both(`settings-${tab.toLowerCase().replace(/[^a-z]+/g, '-')}`, async () => {
          await open('/settings', 'Settings');
          await shot.getByRole('tab', { name: tab }).click();
          await shot.getByRole('tabpanel').waitFor();
        });
      }
      await both('design', async () => {
        await shot.goto(`${origin}/config/design`);
        await shot.getByRole('heading', { level: 1 }).waitFor();
      });
      await both('billing-upgrade', () => open('/settings/billing/upgrade', 'Upgrade your trial'));
      await both('billing-website-subscription', () => open('/settings/billing/subscriptions/website', 'Website subscription'));
      await both('unable-to-locate-content', async () => {
        await shot.goto(`${origin}/config/no-such-screen`);
        await shot.getByText('Unable to locate content').first().waitFor();
      });
    } finally {
      await context.close();
    }
  }, 180_000);
});
