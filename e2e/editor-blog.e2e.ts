/**
 * The editor's collection screens in Chromium: a blog post written with bold text and a tag,
 * published and read on the storefront; a duplicate tag refused (ADM-25); unsaved changes kept
 * when leaving is cancelled; one tag edited at a time (ADM-26); a gallery reordered by keyboard
 * and shown in that order on /gallery; axe at phone and desktop widths. Screenshots go to /work/shots (outside the repository).
 */
import { pressUntilAnnounced } from './support/page-checks';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/work/shots';
const POST_TITLE = 'Kiln notes from the long firing';

describe.skipIf(!browserAvailable())('editor: blog posts, tags and categories, gallery order', () => {
  const session = useDemoServerAndBrowser(() => mkdirSync(SHOTS, { recursive: true }));
  let context: BrowserContext;
  let page: Page;
  let ids: { blog: string; gallery: string };
  const origin = () => session.server().origin;
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

  beforeAll(async () => {
    context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInToEditor(page, origin(), '/config/pages');
    // The demo's blog and gallery, found through the owner API with the session's crumb.
    await page.reload();
    ids = await page.evaluate(async () => {
      const boot = JSON.parse(document.getElementById('stoa-editor-boot')?.textContent ?? '{}') as { ownerCrumb: string };
      const answer = await fetch('/api/admin/content/collections', { headers: { 'x-stoa-owner-crumb': boot.ownerCrumb } });
      const { collections } = (await answer.json()) as { collections: { id: string; typeName: string }[] };
      return { blog: collections.find((c) => c.typeName === 'blog')!.id, gallery: collections.find((c) => c.typeName === 'gallery')!.id };
    });
  });
  afterAll(() => context.close());

  it('ADM-09 adds a post with bold text and a tag, publishes it, and /blog shows it; ADM-25 a duplicate tag is refused', async () => {
    await page.goto(`${origin()}/config/collections/${ids.blog}`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await expect.poll(() => page.getByRole('table').getByText('Published').count()).toBeGreaterThan(0);
    await shot('blog-list-1280');
    await expectNoAxeViolations(page, 'posts list at 1280 px');

    await page.getByRole('button', { name: 'Add post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Post title').fill(POST_TITLE);
    await dialog.getByRole('button', { name: 'Add post' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
    expect(await page.getByText('Draft', { exact: true }).count()).toBeGreaterThan(0);

    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('The kiln ran for fourteen hours. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Every bowl survived.');
    await page.keyboard.press('Control+b');
    await expect.poll(() => body.locator('strong').textContent()).toBe('Every bowl survived.');
    await expect.poll(() => page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');

    const tags = page.getByLabel('Tags', { exact: true });
    await tags.fill('firing log');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Remove tag firing log' }).waitFor();
    await tags.fill('Firing  Log');
    await tags.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This tag already exists.' }).count()).toBe(1);
    await tags.fill('');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Status: Published.' }).count()).toBe(1);
    await shot('blog-post-1280');
    await expectNoAxeViolations(page, 'post editor at 1280 px');

    // Unsaved changes are not lost by leaving without a word.
    await page.getByLabel('Excerpt').fill('Fourteen hours in the kiln.');
    await page.getByRole('link', { name: 'Blog' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByLabel('Excerpt').inputValue()).toBe('Fourteen hours in the kiln.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(1);

    const storefront = await context.newPage();
    await storefront.goto(`${origin()}/blog`);
    await storefront.getByRole('link', { name: POST_TITLE }).first().click();
    await storefront.getByRole('heading', { level: 1, name: POST_TITLE }).waitFor();
    expect(await storefront.locator('strong', { hasText: 'Every bowl survived.' }).count()).toBe(1);
    expect(await storefront.getByText('firing log').count()).toBeGreaterThan(0);
    await storefront.close();
  });

  it('ADM-26 ADM-25 the tag and category manager: one tag edited at a time, a duplicate category refused', async () => {
    await page.goto(`${origin()}/config/collections/${ids.blog}`);
    await page.getByRole('button', { name: 'Tags and categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tags and categories' });
    await dialog.getByRole('button', { name: 'Rename firing log' }).click();
    await dialog.getByRole('button', { name: /^Rename / }).first().click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('You may only edit one tag at a time.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const newCategory = dialog.getByLabel('New category');
    await newCategory.fill('Firings');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByRole('button', { name: 'Rename Firings' }).waitFor();
    await newCategory.fill('firings');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('This category already exists.');
    await shot('blog-labels-1280');
    await expectNoAxeViolations(page, 'tag and category manager at 1280 px');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('ADM-55 reorders a gallery by keyboard; the storefront /gallery shows the new order', async () => {
    const captions = async () => {
      const shop = await context.newPage();
      await shop.goto(`${origin()}/gallery`);
      const texts = await shop.locator('.GalleryGrid-caption').allTextContents();
      await shop.close();
      return texts;
    };
    const before = await captions();
    expect(before.length).toBeGreaterThan(2);
    await page.goto(`${origin()}/config/collections/${ids.gallery}`);
    await page.getByText(`${before.length} of 50 pictures`).waitFor();
    const handle = page.getByRole('button', { name: `Drag ${before[0]}` });
    await handle.focus();
    // Each key waits for the grid's announcement, as a screen-reader user would hear it.
    const announced = (text: string) => page.getByRole('status').filter({ hasText: text }).count();
    await page.keyboard.press('Space');
    await expect.poll(() => announced(`${before[0]} moved to position 1 of ${before.length}.`)).toBe(1);
    await pressUntilAnnounced(page, 'ArrowRight', `${before[0]} moved to position 2 of ${before.length}.`);
    await page.keyboard.press('Space');
    await expect.poll(captions).toEqual([before[1], before[0], ...before.slice(2)]);
    // The buttons move it back.
    await page.getByRole('button', { name: `Move up ${before[0]}` }).click();
    await expect.poll(captions).toEqual(before);
    await shot('gallery-1280');
    await expectNoAxeViolations(page, 'gallery at 1280 px');

    // A picture added from the files shows last, on the storefront too.
    await page.getByRole('button', { name: 'Add images' }).click();
    const picker = page.getByRole('dialog', { name: 'Add images' });
    await picker.getByRole('row').first().click();
    await picker.getByRole('button', { name: 'Choose' }).click();
    await page.getByText(`${before.length + 1} of 50 pictures`).waitFor();
    await expect.poll(async () => (await captions()).length).toBe(before.length + 1);
  });

  it('the screens at 390 px: no axe violation', async () => {
    const phone = await session.browser().newContext({ viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const small = await phone.newPage();
    try {
      await small.goto(`${origin()}/config/collections/${ids.blog}`);
      await small.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await small.getByRole('link', { name: POST_TITLE }).waitFor();
      await small.screenshot({ path: `${SHOTS}/blog-list-390.png`, fullPage: true });
      await expectNoAxeViolations(small, 'posts list at 390 px');
      await small.getByRole('button', { name: 'Tags and categories' }).click();
      await small.getByRole('dialog', { name: 'Tags and categories' }).getByRole('button', { name: 'Rename firing log' }).waitFor();
      await small.screenshot({ path: `${SHOTS}/blog-labels-390.png` });
      await expectNoAxeViolations(small, 'tag and category manager at 390 px');
      await small.getByRole('button', { name: 'Close' }).click();
      await small.getByRole('link', { name: POST_TITLE }).click();
      await small.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();
      await small.getByRole('textbox', { name: 'Body' }).waitFor();
      await small.screenshot({ path: `${SHOTS}/blog-post-390.png`, fullPage: true });
      await expectNoAxeViolations(small, 'post editor at 390 px');
      await small.goto(`${origin()}/config/collections/${ids.gallery}`);
      await small.getByText('of 50 pictures').waitFor();
      await small.screenshot({ path: `${SHOTS}/gallery-390.png`, fullPage: true });
      await expectNoAxeViolations(small, 'gallery at 390 px');
      await small.getByRole('button', { name: /^Edit / }).first().click();
      await small.getByRole('dialog', { name: 'Edit picture' }).getByLabel('Alt text').waitFor();
      await small.screenshot({ path: `${SHOTS}/gallery-edit-390.png` });
      await expectNoAxeViolations(small, 'gallery picture dialog at 390 px');
    } finally {
      await phone.close();
    }
  });
});
