/**
 * The editor's Pages screen as an owner uses it: the demo's navigation as trees, adding a page,
 * its settings, moving it with the keyboard (drag handle and "Move" menu) and seeing the
 * storefront's navigation follow, folders, Not Linked, deleting with the confirm dialog, and
 * axe at 390 and 1280 px with a dialog open and closed.
 */
import { pressUntilAnnounced } from './support/page-checks';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/work/shots';

/** The row titles of one navigation group, in screen order. */
async function titlesIn(group: Locator): Promise<string[]> {
  return group.locator('.page-row__title').allTextContents();
}

/** The storefront home page's main navigation links, in order. */
async function storefrontNavigation(page: Page, origin: string): Promise<string[]> {
  const response = await page.request.get(`${origin}/`);
  const html = await response.text();
  const start = html.indexOf('<nav class="Header-nav"');
  const nav = html.slice(start, html.indexOf('</nav>', start));
  return [...nav.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
}

async function openPages(page: Page, origin: string): Promise<void> {
  await signInToEditor(page, origin, '/config/pages');
  // A fresh load: the sign-in screen's passing announcements are not part of this screen.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
  await page.getByRole('heading', { name: 'Main Navigation' }).waitFor();
}

describe.skipIf(!browserAvailable())('editor Pages screen', () => {
  const session = useDemoServerAndBrowser();

  it('ADM-09 MODEL-08 shows, adds, edits, moves and deletes pages; the storefront navigation follows', async () => {
    const origin = session.server().origin;
    const page = await session.browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openPages(page, origin);
      const main = page.getByRole('region', { name: 'Main Navigation' });
      const status = page.getByRole('status').filter({ hasText: /\w/ }).first();
      expect(await titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Our Story', 'FAQ', 'Contact']);
      await expect.poll(() => main.getByText('Homepage').count()).toBe(1);
      await expectNoAxeViolations(page, 'Pages at 1280 px');
      await page.screenshot({ path: `${SHOTS}/pages-1280.png`, fullPage: true });

      // Add page → Page: a dialog asks for the title, focused.
      await main.getByRole('button', { name: 'Add page' }).click();
      await page.getByRole('menuitem', { name: 'Page', exact: true }).click();
      const title = page.getByLabel('Page title');
      await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectNoAxeViolations(page, 'Add page dialog at 1280 px');
      await title.fill('Workshops');
      await page.keyboard.press('Enter');
      await expect.poll(() => titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Our Story', 'FAQ', 'Contact', 'Workshops']);
      await expect.poll(() => status.textContent()).toContain('Added Workshops');
      await expect.poll(() => main.getByRole('listitem').filter({ hasText: 'Workshops' }).textContent()).toContain('Draft');

      // Its settings: the slug is checked with the contract's rule, then saved with the SEO title and Published.
      await main.getByRole('button', { name: 'Settings for Workshops' }).click();
      const dialog = page.getByRole('dialog', { name: 'Page settings' });
      await dialog.waitFor();
      await expectNoAxeViolations(page, 'Page settings at 1280 px');
      await page.screenshot({ path: `${SHOTS}/pages-settings-1280.png` });
      await dialog.getByLabel('URL slug').fill('Pottery classes!');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.getByText('pottery classes! is not a valid page URL.').count()).toBe(1);
      await dialog.getByLabel('URL slug').fill('pottery-classes');
      await dialog.getByLabel('SEO title').fill('Pottery workshops at the studio');
      // react-aria's radio input is hidden inside its label: a person clicks the label.
      await dialog.getByRole('radiogroup', { name: 'Status' }).getByText('Published', { exact: true }).click();
      await expect.poll(() => dialog.getByRole('radio', { name: 'Published' }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => status.textContent()).toContain('Saved Workshops');
      await expect.poll(() => main.getByRole('listitem').filter({ hasText: 'Workshops' }).textContent()).toContain('Published');
      const workshop = await page.request.get(`${origin}/pottery-classes/`);
      expect(workshop.status()).toBe(200);
      expect(await workshop.text()).toContain('<title>Pottery workshops at the studio');

      // Up one row with the drag handle's keyboard: Space, ArrowUp, Space.
      // Each key waits for what a screen reader hears (the drag's live region) before the next.
      await main.getByRole('button', { name: 'Drag Workshops' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => main.getByRole('button', { name: 'Drag Workshops' }).getAttribute('aria-pressed')).toBe('true');
      await pressUntilAnnounced(page, 'ArrowUp', 'Workshops is over Contact.');
      await page.keyboard.press('Space');
      await expect.poll(() => titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Our Story', 'FAQ', 'Workshops', 'Contact']);
      await expect.poll(() => status.textContent()).toContain('Moved Workshops up');
      // And again with the row's "Move" menu: past the About folder.
      await main.getByRole('button', { name: 'Move Workshops' }).click();
      await page.getByRole('menuitem', { name: 'Move up' }).click();
      await expect.poll(() => titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'Workshops', 'About', 'Our Story', 'FAQ', 'Contact']);
      await expect.poll(() => storefrontNavigation(page, origin)).toEqual(['/', '/shop/', '/blog/', '/gallery/', '/pottery-classes/', '/about/', '/faq/', '/contact/']);

      // A refused save puts the tree back and says why.
      const refusal = { code: 'CONTENT_NAVIGATION_NESTING', message: 'Only folders hold nested navigation entries, and a folder cannot hold another folder.' };
      await page.route('**/api/admin/content/navigation/mainNavigation', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) }));
      await main.getByRole('button', { name: 'Move Workshops' }).click();
      await page.getByRole('menuitem', { name: 'Move down' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: refusal.message }).count()).toBe(1);
      expect(await titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'Workshops', 'About', 'Our Story', 'FAQ', 'Contact']);
      await page.unroute('**/api/admin/content/navigation/mainNavigation');

      // Into the About folder and out again.
      await main.getByRole('button', { name: 'Move Workshops' }).click();
      await page.getByRole('menuitem', { name: 'Move into folder…' }).click();
      const folderDialog = page.getByRole('dialog', { name: 'Move Workshops into a folder' });
      await expect.poll(() => folderDialog.getByRole('radio', { name: 'About' }).isChecked()).toBe(true);
      await folderDialog.getByRole('button', { name: 'Move' }).click();
      await expect.poll(() => titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Our Story', 'FAQ', 'Workshops', 'Contact']);
      await expect.poll(() => status.textContent()).toContain('Moved Workshops into About');
      await main.getByRole('button', { name: 'Move Workshops' }).click();
      await page.getByRole('menuitem', { name: 'Move out of folder' }).click();
      await expect.poll(() => titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Our Story', 'FAQ', 'Workshops', 'Contact']);
      await expect.poll(() => status.textContent()).toContain('Moved Workshops out of its folder');

      // Out of the navigation (Not Linked) and back.
      const notLinked = page.getByRole('region', { name: 'Not Linked' });
      await main.getByRole('button', { name: 'Move Contact' }).click();
      await page.getByRole('menuitem', { name: 'Remove from navigation' }).click();
      await expect.poll(() => titlesIn(notLinked)).toEqual(['Contact']);
      await notLinked.getByRole('button', { name: 'Move Contact' }).click();
      await page.getByRole('menuitem', { name: 'Move to Main Navigation' }).click();
      await expect.poll(() => titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Our Story', 'FAQ', 'Workshops', 'Contact']);

      // The homepage choice, and back.
      const rowOf = (name: string) => main.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
      await main.getByRole('button', { name: 'Settings for Workshops' }).click();
      await dialog.getByRole('button', { name: 'Set as homepage' }).click();
      await expect.poll(() => rowOf('Workshops').getByText('Homepage').count()).toBe(1);
      await expect.poll(() => dialog.getByText('This page is the homepage.').count()).toBe(1);
      await page.keyboard.press('Escape');
      await main.getByRole('button', { name: 'Settings for Home' }).click();
      await dialog.getByRole('button', { name: 'Set as homepage' }).click();
      await expect.poll(() => rowOf('Home').getByText('Homepage').count()).toBe(1);
      await page.keyboard.press('Escape');
      // Only one homepage once the list has been read again.
      await expect.poll(() => main.getByText('Homepage').count()).toBe(1);

      // Delete, after the confirm dialog.
      await main.getByRole('button', { name: 'Settings for Workshops' }).click();
      await dialog.getByRole('button', { name: 'Delete page' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Workshops?' });
      await confirm.waitFor();
      await page.screenshot({ path: `${SHOTS}/pages-delete-1280.png` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => titlesIn(main)).toEqual(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Our Story', 'FAQ', 'Contact']);
      await expect.poll(() => status.textContent()).toContain('Deleted Workshops');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('screen-title');
      expect(await notLinked.getByText('Workshops').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('ADM-17 adds a link, a blog and a store; a link is edited and deleted in its own dialog', async () => {
    const origin = session.server().origin;
    const page = await session.browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openPages(page, origin);
      const secondary = page.getByRole('region', { name: 'Secondary Navigation' });
      const notLinked = page.getByRole('region', { name: 'Not Linked' });
      const before = await titlesIn(secondary);

      // A link: title and URL, the URL checked with the contract's rule (ADM-17).
      await secondary.getByRole('button', { name: 'Add page' }).click();
      await page.getByRole('menuitem', { name: 'Link', exact: true }).click();
      const add = page.getByRole('dialog', { name: 'New link' });
      await add.getByLabel('Link title').fill('Press kit');
      await add.getByLabel('URL').fill('press kit');
      await add.getByRole('button', { name: 'Add link' }).click();
      await expect.poll(() => add.getByText('Links must be formatted as https://example.com or /page.').count()).toBe(1);
      await add.getByLabel('URL').fill('https://example.com/press');
      await add.getByRole('button', { name: 'Add link' }).click();
      await expect.poll(() => titlesIn(secondary)).toEqual([...before, 'Press kit']);

      await secondary.getByRole('button', { name: 'Settings for Press kit' }).click();
      const linkDialog = page.getByRole('dialog', { name: 'Link settings' });
      await linkDialog.getByLabel('Link title').fill('Press');
      await linkDialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => titlesIn(secondary)).toEqual([...before, 'Press']);
      await secondary.getByRole('button', { name: 'Settings for Press' }).click();
      await linkDialog.getByRole('button', { name: 'Delete link' }).click();
      await page.getByRole('alertdialog', { name: 'Delete Press?' }).getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => titlesIn(secondary)).toEqual(before);

      // A blog into Not Linked, a store into the secondary navigation.
      await notLinked.getByRole('button', { name: 'Add page' }).click();
      await page.getByRole('menuitem', { name: 'Blog', exact: true }).click();
      await page.getByLabel('Blog title').fill('Studio news');
      await page.keyboard.press('Enter');
      await expect.poll(() => titlesIn(notLinked)).toContain('Studio news');
      expect(await notLinked.getByRole('listitem').filter({ hasText: 'Studio news' }).textContent()).toContain('Blog');
      await expect.poll(() => notLinked.getByRole('link', { name: 'Studio news' }).getAttribute('href')).toMatch(/^\/config\/collections\/\w+/);
      await secondary.getByRole('button', { name: 'Add page' }).click();
      await page.getByRole('menuitem', { name: 'Store', exact: true }).click();
      await page.getByLabel('Store title').fill('Seconds');
      await page.keyboard.press('Enter');
      await expect.poll(() => titlesIn(secondary)).toEqual([...before, 'Seconds']);
      expect(await secondary.getByRole('listitem').filter({ hasText: 'Seconds' }).textContent()).toContain('Store');
    } finally {
      await page.close();
    }
  });

  it('GAP-10 a role that may read but not change content sees the trees without controls', async () => {
    const origin = session.server().origin;
    const page = await session.browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await signInToEditor(page, origin, '/config/pages');
      // The editor reads the role from the document's boot data: make it a viewer's (the server refuses changes anyway).
      await page.route('**/config/pages', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/"permissions":\[[^\]]*\]/, '"permissions":[]');
        await route.fulfill({ response, body: html });
      });
      await page.reload();
      const main = page.getByRole('region', { name: 'Main Navigation' });
      await main.getByRole('heading', { name: 'Main Navigation' }).waitFor();
      expect(await titlesIn(main)).toEqual(expect.arrayContaining(['Home', 'Shop', 'Blog', 'Gallery', 'About', 'Our Story', 'FAQ', 'Contact']));
      for (const name of ['Add page', 'Settings', 'Move', 'Drag']) expect(await page.getByRole('button', { name }).count(), name).toBe(0);
      await expectNoAxeViolations(page, 'Pages read-only at 1280 px');
    } finally {
      await page.close();
    }
  });

  it('ADM-46 works at 390 px with a dialog open and closed', async () => {
    const origin = session.server().origin;
    const page = await session.browser().newPage({ viewport: { width: 390, height: 844 } });
    try {
      await openPages(page, origin);
      await expectNoAxeViolations(page, 'Pages at 390 px');
      await page.screenshot({ path: `${SHOTS}/pages-390.png`, fullPage: true });
      await page.getByRole('region', { name: 'Main Navigation' }).getByRole('button', { name: 'Settings for About' }).click();
      const dialog = page.getByRole('dialog', { name: 'Folder settings' });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByRole('radio', { name: /None/ }).isChecked()).toBe(true);
      await expectNoAxeViolations(page, 'Folder settings at 390 px');
      await page.screenshot({ path: `${SHOTS}/pages-settings-390.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      // A layout without a first navigation: the spec's words instead of the trees.
      await page.route('**/api/admin/content/navigation', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ navigation: { secondaryNavigation: [] } }) }),
      );
      await page.reload();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Unable to find site main navigation' }).count()).toBe(1);
    } finally {
      await page.close();
    }
  });
});
