/**
 * The Files screen in Debian's Chromium: upload by the file chooser and by a drop with the
 * progress finishing, a text file refused before sending (ADM-27), search, rename with an empty
 * name refused (ADM-20), alt text, delete behind the confirm dialog; axe at 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContributorRole } from '../src/shared/enums';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/work/shots';

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * Drops `file` on the element matched by `selector` the way a browser delivers a drag from the
 * desktop. A file made in the page has no file-system entry (`webkitGetAsEntry()` is null for
 * it, where a dragged desktop file has one), so the entry is stood in for during the drop.
 */
async function dropFile(page: Page, selector: string, file: { name: string; type: string; bytes: Buffer }): Promise<void> {
  await page.evaluate(
    ({ selector, name, type, base64 }) => {
      const target = document.querySelector(selector)!;
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      const rect = target.getBoundingClientRect();
      const at = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
      const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry')!;
      Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', { configurable: true, value: () => ({ isFile: true, isDirectory: false }) });
      try {
        for (const kind of ['dragenter', 'dragover', 'drop']) {
          target.dispatchEvent(new DragEvent(kind, { bubbles: true, cancelable: true, dataTransfer: transfer, ...at }));
        }
      } finally {
        Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry);
      }
    },
    { selector, name: file.name, type: file.type, base64: file.bytes.toString('base64') },
  );
}

describe.skipIf(!browserAvailable())('the editor’s Files screen', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const files = () => page.getByRole('list', { name: 'Files' });
  const card = (name: string) => files().getByRole('listitem', { name, exact: true });

  beforeAll(async () => {
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(page, session.server().origin, '/config/files');
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    // The sign-in button's pending announcement names the button by id and outlives it in the
    // live region for a few seconds (axe: role-img-alt); the Files screen starts after it.
    await page.waitForFunction(() => document.querySelector('[data-live-announcer] [aria-labelledby]') === null, undefined, { timeout: 15_000 });
  });

  it('ADM-01 ADM-27 uploads by the file chooser and by a drop with progress; a text file is refused before sending', async () => {
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/media')) uploads.push(r.url());
    });
    await page.locator('input[type="file"]').setInputFiles({ name: 'e2e-sunset.png', mimeType: 'image/png', buffer: await png('#e0662b') });
    const done = page.getByRole('progressbar', { name: 'Uploaded e2e-sunset.png' });
    await expect.poll(() => done.count()).toBe(1);
    expect(await done.getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => card('e2e-sunset.png').count()).toBe(1);
    await expect.poll(() => card('e2e-sunset.png').locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await dropFile(page, '.files-drop', { name: 'e2e-dropped.png', type: 'image/png', bytes: await png('#2b7be0') });
    await expect.poll(() => page.getByRole('progressbar', { name: 'Uploaded e2e-dropped.png' }).count()).toBe(1);
    await expect.poll(() => card('e2e-dropped.png').count()).toBe(1);
    expect(uploads).toHaveLength(2);

    await page.locator('input[type="file"]').setInputFiles({ name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    const refusal = page.getByRole('alert').filter({ hasText: 'The file x.txt does not appear to be a supported file.' });
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await refusal.textContent()).toContain('Unable to Upload File');
    expect(uploads).toHaveLength(2);
    await page.screenshot({ path: `${SHOTS}/files-uploads-1280.png`, fullPage: true });
  });

  it('searches the files by name', async () => {
    await page.getByLabel('Search files').fill('e2e-sun');
    await expect.poll(() => files().getByRole('listitem').count()).toBe(1);
    expect(await card('e2e-sunset.png').count()).toBe(1);
    await page.getByLabel('Search files').fill('no-such-file-anywhere');
    await expect.poll(() => page.getByText('No files match your search.').count()).toBe(1);
    await page.getByLabel('Search files').fill('');
    await expect.poll(() => card('e2e-dropped.png').count()).toBe(1);
  });

  it('ADM-20 refuses an empty name, then renames; sets the alt text', async () => {
    await card('e2e-sunset.png').getByRole('button', { name: 'Rename e2e-sunset.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename file' });
    await dialog.getByLabel('File name').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Please enter a file name.').count()).toBe(1);
    expect(await dialog.getByLabel('File name').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/files-rename-1280.png` });
    await expectNoAxeViolations(page, 'rename dialog at 1280 px');
    await dialog.getByLabel('File name').fill('Sunset over the bay');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card('Sunset over the bay').count()).toBe(1);
    expect(await dialog.count()).toBe(0);

    await card('Sunset over the bay').getByRole('button', { name: 'Edit alt text of Sunset over the bay' }).click();
    const altDialog = page.getByRole('dialog', { name: 'Alt text for Sunset over the bay' });
    await altDialog.getByLabel('Alt text').fill('An orange sky over calm water');
    await altDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card('Sunset over the bay').getByText('Alt: An orange sky over calm water').count()).toBe(1);
  });

  it('ADM-40 ADM-41 ADM-36 failed renames and uploads say so in the spec’s words', async () => {
    await page.route('**/api/admin/media/*', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback()));
    await card('Sunset over the bay').getByRole('button', { name: 'Rename Sunset over the bay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename file' });
    await dialog.getByLabel('File name').fill('Another name');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Unable to Rename FileThere was a problem while renaming your file.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/api/admin/media/*');
    expect(await card('Sunset over the bay').count()).toBe(1);

    const input = page.locator('input[type="file"]');
    await page.route('**/api/admin/media', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await input.setInputFiles({ name: 'e2e-server-fails.png', mimeType: 'image/png', buffer: await png('#888888') });
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'There was a problem while uploading your file.' }).count()).toBe(1);
    await page.unroute('**/api/admin/media');
    await page.route('**/api/admin/media', (route) => route.abort('connectionreset'));
    await input.setInputFiles({ name: 'e2e-cut.png', mimeType: 'image/png', buffer: await png('#999999') });
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'File upload failed to complete' }).count()).toBe(1);
    await page.unroute('**/api/admin/media');
  });

  it('deletes a file after the confirm dialog; cancel keeps it', async () => {
    await card('e2e-dropped.png').getByRole('button', { name: 'Delete e2e-dropped.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete e2e-dropped.png?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await card('e2e-dropped.png').count()).toBe(1);
    await card('e2e-dropped.png').getByRole('button', { name: 'Delete e2e-dropped.png' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => card('e2e-dropped.png').count()).toBe(0);
  });

  it('ADM-46 axe finds nothing at 1280 and 390 px', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, 'Files at 1280 px');
    await page.screenshot({ path: `${SHOTS}/files-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'Files at 390 px');
    await page.screenshot({ path: `${SHOTS}/files-390.png`, fullPage: true });
  });

  it('GAP-10 a viewer sees the files but no upload, drop area or file actions', async () => {
    const { app } = session.server();
    const demoId = (await app.services.sites.listAll()).find((s) => s.identifier === 'demo')!.id;
    const viewer = { email: 'files-viewer@demo.stoa', password: 'files-viewer-password' };
    const user = await app.services.accounts.createUser(viewer);
    await app.services.accounts.addMember(demoId, user.id, ContributorRole.VIEWER);
    const viewerPage = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(viewerPage, session.server().origin, '/config/files', viewer);
    await viewerPage.getByRole('list', { name: 'Files' }).getByRole('listitem').first().waitFor();
    expect(await viewerPage.getByRole('button', { name: 'Upload files' }).count()).toBe(0);
    expect(await viewerPage.locator('.files-drop').count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: /^(Rename|Delete|Edit alt text)/ }).count()).toBe(0);
    await viewerPage.context().close();
  });
});
