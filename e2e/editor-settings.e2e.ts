/**
 * The editor's Settings screen as an owner uses it: the site title and time zone, a social
 * account, header code that lands in every storefront head, and inviting a contributor (the
 * invitation listed and its email in the outbox). axe on every section at phone and desktop
 * widths, with screenshots in SHOTS_DIR for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ContributorRole } from '../src/shared/enums';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { demoOwnerApi } from './support/owner-api';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/shots';
const SECTIONS = ['General', 'Logo and icon', 'Social accounts', 'Code injection', 'Contributors', 'Billing'] as const;

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

async function saveSection(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);
}

describe.skipIf(!browserAvailable())('editor Settings screen', () => {
  const session = useDemoServerAndBrowser(() => mkdirSync(SHOTS_DIR, { recursive: true }));
  const origin = () => session.server().origin;

  it('changes the site title and time zone; the storefront shows the title and the zone stays after a reload', async () => {
    const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByRole('textbox', { name: 'Site title' }).fill('Kiln & Co');
      const zone = page.getByRole('combobox', { name: 'Time zone' });
      await zone.fill('Tokyo');
      await page.getByRole('option', { name: 'Asia / Tokyo' }).click();
      await saveSection(page);

      const home = await context.newPage();
      await home.goto(`${origin()}/`);
      expect(await home.content()).toContain('Kiln &amp; Co');
      await home.close();

      await page.reload();
      await expect.poll(() => page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Asia / Tokyo');
      expect(await page.getByRole('textbox', { name: 'Site title' }).inputValue()).toBe('Kiln & Co');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('ADM-45 GAP-79 says when the time zones cannot load, and a retry brings the list once they can', async () => {
    const context = await session.browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      // An engine without Intl.supportedValuesOf, until the test gives it back.
      await context.addInitScript(() => {
        const intl = Intl as unknown as { supportedValuesOf?: unknown; __supported?: unknown };
        intl.__supported = intl.supportedValuesOf;
        delete intl.supportedValuesOf;
      });
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings');
      const alert = page.getByRole('alert').filter({ hasText: 'Unable to load time zones.' });
      await alert.waitFor();
      expect(await alert.getByText('Unable to load time zones. Check your connection and try again, or verify that your site is available.', { exact: true }).count()).toBe(1);
      await expectNoAxeViolations(page, 'time zones failed to load');
      await page.screenshot({ path: join(SHOTS_DIR, 'settings-time-zone-failed-390.png'), fullPage: true });
      await page.evaluate(() => {
        const intl = Intl as unknown as { supportedValuesOf?: unknown; __supported?: unknown };
        intl.supportedValuesOf = intl.__supported;
      });
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('combobox', { name: 'Time zone' }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);

  it('ADM-15 says a contact email is not valid before sending it', async () => {
    const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings');
      await page.getByRole('textbox', { name: 'Contact email' }).fill('not an email');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.getByText('Please enter a valid email.').count()).toBe(1);
      expect(await page.getByRole('textbox', { name: 'Contact email' }).getAttribute('aria-invalid')).toBe('true');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('adds a social account and puts header code into the storefront head', async () => {
    const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings');
      await openSection(page, 'Social accounts');
      await page.getByRole('button', { name: 'Add social account' }).click();
      const rows = page.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: 'Profile link' }) });
      const last = rows.last();
      await last.getByRole('textbox', { name: 'Service' }).fill('Mastodon');
      await last.getByRole('textbox', { name: 'Profile link' }).fill('mastodon.social/@kiln');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.getByText('Links must start with http:// or https://.').count()).toBe(1);
      await last.getByRole('textbox', { name: 'Profile link' }).fill('https://mastodon.social/@kiln');
      await saveSection(page);
      const api = await demoOwnerApi(session.server());
      const site = (await api.call('GET', '/api/admin/site')).body as { website: { settings: { socialAccounts: { serviceName: string; profileUrl: string }[] } } };
      expect(site.website.settings.socialAccounts.at(-1)).toEqual({ serviceName: 'Mastodon', profileUrl: 'https://mastodon.social/@kiln' });
      await last.getByRole('button', { name: 'Move up' }).click();
      await saveSection(page);
      const moved = (await api.call('GET', '/api/admin/site')).body as typeof site;
      expect(moved.website.settings.socialAccounts.at(-2)?.serviceName).toBe('Mastodon');

      await openSection(page, 'Code injection');
      const header = page.getByRole('textbox', { name: 'Header code' });
      await header.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.insertText('\n<meta name="stoa-test" content="1">');
      await saveSection(page);
      const home = await context.newPage();
      await home.goto(`${origin()}/`);
      expect(await home.locator('head meta[name="stoa-test"]').getAttribute('content')).toBe('1');
      await home.close();
    } finally {
      await context.close();
    }
  }, 120_000);

  it('invites a contributor: the invitation is listed and its email is in the outbox', async () => {
    const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings');
      await openSection(page, 'Contributors');
      await page.getByRole('button', { name: 'Invite contributor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite contributor' });
      await expectNoAxeViolations(page, 'invite dialog');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('potter@example.com');
      await dialog.getByRole('button', { name: /Role/ }).click();
      await page.getByRole('option', { name: 'Store manager' }).click();
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Invitation sent to potter@example.com' }).count()).toBe(1);
      const invitations = page.getByRole('list', { name: 'Invitations' });
      await expect.poll(() => invitations.getByText('potter@example.com', { exact: true }).count()).toBe(1);
      expect(await invitations.getByText(/Store manager/).count()).toBe(1);
      const api = await demoOwnerApi(session.server());
      const outbox = (await api.call('GET', '/api/admin/outbox')).body as { messages: { to: string; subject: string }[] };
      expect(outbox.messages.map((m) => m.to)).toContain('potter@example.com');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('ADM-43 on Android the code is edited in plain text areas, with the notice', async () => {
    const context = await session.browser().newContext({
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    });
    try {
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings');
      await openSection(page, 'Code injection');
      await page.getByText('Code editing is not available on Android', { exact: true }).waitFor();
      const header = page.getByRole('textbox', { name: 'Header code' });
      expect(await header.evaluate((element) => element.tagName)).toBe('TEXTAREA');
      expect(await page.locator('.cm-editor').count()).toBe(0);
      await expectNoAxeViolations(page, 'code injection on Android');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('GAP-10 a viewer sees the site settings read-only and none of the private sections', async () => {
    const api = await demoOwnerApi(session.server());
    const websiteId = ((await api.call('GET', '/api/admin/site')).body as { website: { id: string } }).website.id;
    const accounts = session.server().app.services.accounts;
    const viewer = { email: 'viewer@example.com', password: 'a viewer password 42' };
    const user = await accounts.createUser({ email: viewer.email, password: viewer.password });
    await accounts.addMember(websiteId, user.id, ContributorRole.VIEWER);

    const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings', viewer);
      await page.getByRole('heading', { level: 2, name: 'General' }).waitFor();
      expect(await page.getByRole('tab').allInnerTexts()).toEqual(['General', 'Logo and icon', 'Social accounts']);
      expect(await page.getByRole('textbox', { name: 'Site title' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, 'read-only General');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('ADM-46 on a phone every panel link is in sight, and the current tab of a long row is scrolled into sight', async () => {
    const context = await session.browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings/api-keys');
      await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
      const inSight = async (link: Locator) => {
        const box = (await link.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 390;
      };
      const panels = page.getByRole('navigation', { name: 'Editor' }).getByRole('link');
      expect(await panels.count()).toBeGreaterThan(8);
      for (const link of await panels.all()) expect(await inSight(link), await link.innerText()).toBe(true);
      const tabs = page.getByRole('navigation', { name: 'Settings' });
      await expect.poll(() => inSight(tabs.getByRole('link', { name: 'API keys' }))).toBe(true);
      expect(await inSight(tabs.getByRole('link', { name: 'Site', exact: true }))).toBe(false);
      // The row scrolls within itself; the page does not.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await tabs.getByRole('link', { name: 'Site', exact: true }).focus();
      expect(await inSight(tabs.getByRole('link', { name: 'Site', exact: true }))).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);

  it.each([390, 1280])('GAP-10 every section passes axe at %ipx (screenshots in SHOTS_DIR)', async (width) => {
    const context = await session.browser().newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    try {
      const page = await context.newPage();
      await signInToEditor(page, origin(), '/config/settings');
      for (const name of SECTIONS) {
        await openSection(page, name);
        // The panel's own loading finished (the lazy module and its data).
        await expect.poll(() => page.getByRole('status').filter({ hasText: /Loading/ }).count()).toBe(0);
        await expectNoAxeViolations(page, `${name} at ${width}px`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${name}: no horizontal scrolling`).toBeLessThanOrEqual(width);
        await page.screenshot({ path: join(SHOTS_DIR, `settings-${name.toLowerCase().replaceAll(' ', '-')}-${width}.png`), fullPage: true });
      }
    } finally {
      await context.close();
    }
  }, 180_000);
});
