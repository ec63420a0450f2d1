/**
 * The Mailing lists screen in Debian's Chromium (GAP-72): create a list with double opt-in, see
 * it with its counts, open its subscribers, search them, export the CSV (formula cells
 * defused), remove one behind the confirm dialog, delete the list; axe at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { demoOwnerApi } from './support/owner-api';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/work/shots';

describe.skipIf(!browserAvailable())('the editor’s Mailing lists screen', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  let websiteId: string;

  beforeAll(async () => {
    const api = await demoOwnerApi(session.server());
    websiteId = ((await api.call('GET', '/api/admin/site')).body as { website: { id: string } }).website.id;
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
    await signInToEditor(page, session.server().origin, '/config/mailing-lists');
    await page.getByRole('heading', { level: 1, name: 'Mailing lists' }).waitFor();
  }, 120_000);

  it('GAP-72 creates a list with double opt-in from the nav entry and shows it with its counts', async () => {
    const nav = page.getByRole('navigation', { name: 'Editor' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Pages', 'Forms', 'Files', 'Mailing lists', 'Design', 'Products', 'Orders', 'Customers', 'Marketing', 'Analytics', 'Settings']);
    await page.getByRole('button', { name: 'New list' }).click();
    const dialog = page.getByRole('dialog', { name: 'New mailing list' });
    await dialog.getByRole('button', { name: 'Create list' }).click();
    await dialog.getByText('Enter a name for the list.').waitFor();
    await dialog.getByRole('textbox', { name: 'List name' }).fill('Weekly news');
    // The drawn box covers react-aria's hidden input: a person clicks the label.
    await dialog.getByText('Require email confirmation (double opt-in)').click();
    expect(await dialog.getByRole('checkbox', { name: 'Require email confirmation (double opt-in)' }).isChecked()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/mailing-list-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Create list' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Weekly news' });
    await row.waitFor();
    expect(await row.innerText()).toContain('0 subscribers');
    expect(await row.innerText()).toContain('Double opt-in');
  });

  it('GAP-72 shows a list’s subscribers, searches them and exports the CSV', async () => {
    const lists = session.server().app.services.mailingLists;
    const [list] = (await lists.listLists(websiteId)).filter((l) => l.name === 'Weekly news');
    await lists.updateList(websiteId, list!.id, { doubleOptIn: false });
    const site = { origin: session.server().origin, title: 'Demo' };
    await lists.subscribe({ websiteId, listId: list!.id, email: 'ada@example.com', name: 'Ada Lovelace', source: 'e2e', site });
    await lists.subscribe({ websiteId, listId: list!.id, email: 'mallory@example.com', name: '=HYPERLINK("http://evil.example","x")', source: 'e2e', site });
    await page.reload();
    await page.getByRole('link', { name: 'Weekly news' }).click();
    await page.getByRole('heading', { level: 1, name: 'Weekly news' }).waitFor();
    const table = page.getByRole('table', { name: 'Subscribers of Weekly news, newest first' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('lovelace');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(page.url()).toContain('q=lovelace');
    await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('');
    await expect.poll(() => table.getByRole('row').count()).toBe(3);

    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toBe('weekly-news-subscribers.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('email,name,status,source,created,confirmed,unsubscribed');
    expect(lines[1]).toMatch(/^mallory@example\.com,"'=HYPERLINK/);
    expect(lines[2]).toMatch(/^ada@example\.com,Ada Lovelace,subscribed,e2e,/);
  });

  it('GAP-72 axe finds nothing at 1280 and 390 px on the subscribers and the lists', async () => {
    await expectNoAxeViolations(page, 'subscribers at 1280 px');
    await page.screenshot({ path: `${SHOTS}/mailing-list-subscribers-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'subscribers at 390 px');
    await page.screenshot({ path: `${SHOTS}/mailing-list-subscribers-390.png`, fullPage: true });
    await page.getByRole('link', { name: 'Mailing lists' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mailing lists' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Weekly news' }).waitFor();
    await expectNoAxeViolations(page, 'lists at 390 px');
    await page.screenshot({ path: `${SHOTS}/mailing-lists-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, 'lists at 1280 px');
    await page.screenshot({ path: `${SHOTS}/mailing-lists-1280.png`, fullPage: true });
  });

  it('GAP-68 the unsubscribe page of an email link asks, then unsubscribes; axe finds nothing', async () => {
    const lists = session.server().app.services.mailingLists;
    const [list] = (await lists.listLists(websiteId)).filter((l) => l.name === 'Weekly news');
    const [mallory] = (await lists.listSubscribers(websiteId, list!.id, { q: 'mallory' })).subscribers;
    const link = await lists.unsubscribeLink(websiteId, mallory!.id, session.server().origin);
    const context = await session.browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(link);
      await visitor.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
      expect(await visitor.getByRole('main').innerText()).toContain('Unsubscribe mallory@example.com from Weekly news?');
      await expectNoAxeViolations(visitor, 'unsubscribe page at 390 px');
      await visitor.screenshot({ path: `${SHOTS}/newsletter-unsubscribe-390.png`, fullPage: true });
      await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
      await visitor.getByText('You have been unsubscribed.').waitFor();
      await expectNoAxeViolations(visitor, 'unsubscribed page at 390 px');
      await visitor.setViewportSize({ width: 1280, height: 900 });
      await visitor.screenshot({ path: `${SHOTS}/newsletter-unsubscribed-1280.png`, fullPage: true });
    } finally {
      await context.close();
    }
    expect((await lists.getList(websiteId, list!.id)).unsubscribedCount).toBe(1);
  });

  it('GAP-72 removes a subscriber and deletes the list behind the confirm dialog', async () => {
    await page.getByRole('link', { name: 'Weekly news' }).click();
    await page.getByRole('button', { name: 'Remove ada@example.com' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove ada@example.com?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('cell', { name: 'ada@example.com', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Mailing lists' }).first().click();
    const row = page.getByRole('row').filter({ hasText: 'Weekly news' });
    await row.getByRole('button', { name: 'Delete Weekly news' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Weekly news?' }).getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete Weekly news' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Weekly news?' }).getByRole('button', { name: 'Delete' }).click();
    // Gone from the list; the demo's own Newsletter list stays.
    await row.waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: 'Newsletter' }).count()).toBe(1);
  });
});
