/**
 * The editor's shell as a new owner meets it: the URL the CLI prints for a new site opens the
 * sign-in screen, wrong passwords and bad emails are told apart, signing in opens the panels the
 * role may see, a reload or a deep link stays where it was, signing out returns to sign-in; axe
 * finds nothing at 390 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import { CLI_COMMANDS } from '../scripts/stoa-cli-commands';
import { ContributorRole } from '../src/shared/enums';
import { browserAvailable } from './support/browser';
import { DEMO_OWNER, expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

describe.skipIf(!browserAvailable())('the editor shell at /config', () => {
  const session = useDemoServerAndBrowser();

  /** Runs a CLI command against the running server's services; returns what it printed. */
  async function cli(command: string, positionals: string[], values: Record<string, string>): Promise<string> {
    const server = session.server();
    const out: string[] = [];
    const port = Number(new URL(server.origin).port);
    const code = await CLI_COMMANDS[command]!.run(
      { values, positionals },
      { services: server.app.services, database: server.database, config: { ...server.app.config, port }, io: { out: (s) => void out.push(s), err: (s) => void out.push(s) } },
    );
    expect(code, out.join('')).toBe(0);
    return out.join('');
  }

  it("the editor URL the CLI prints for a new site opens its sign-in screen, and its owner's editor", async () => {
    await cli('site create', ['pottery-barn'], { title: 'Pottery Barn Studio' });
    const printed = await cli('owner create', ['maker@example.com'], { site: 'pottery-barn', password: 'a-long-password-1' });
    const url = /editor: (\S+)/.exec(printed)![1]!;
    expect(url).toBe(`${session.server().siteOrigin('pottery-barn')}/config`);
    const page = await session.browser().newPage();
    try {
      await page.goto(url);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to Pottery Barn Studio');
      await page.getByLabel('Email').fill('maker@example.com');
      await page.getByLabel('Password').fill('a-long-password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
      expect(page.url()).toBe(`${url}/pages`);
    } finally {
      await page.close();
    }
  });

  it('ADM-15 a malformed email is refused before sending; a wrong password gets the server message', async () => {
    const page = await session.browser().newPage();
    try {
      await page.goto(`${session.server().origin}/config`);
      await page.getByLabel('Email').fill('owner@');
      await page.getByLabel('Password').fill('x');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.getByText('Please enter a valid email.').isVisible()).toBe(true);
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Email').fill(DEMO_OWNER.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or password is incorrect.');
    } finally {
      await page.close();
    }
  });

  it('a deep link signs in to that screen, survives a reload, and signing out returns to sign-in', async () => {
    const page = await session.browser().newPage();
    try {
      await signInToEditor(page, session.server().origin, '/config/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      expect(page.url()).toBe(`${session.server().origin}/config/settings`);
      const nav = page.getByRole('navigation', { name: 'Editor' });
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Pages', 'Forms', 'Files', 'Mailing lists', 'Design', 'Products', 'Orders', 'Customers', 'Marketing', 'Analytics', 'Settings']);
      expect(await nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('GAP-10 a billing contributor sees only Settings, lands there after signing in, and has only its Billing tab', async () => {
    const server = session.server();
    const accounts = server.app.services.accounts;
    const demo = await server.app.services.sites.getByIdentifier('demo');
    const user = await accounts.createUser({ email: 'books@example.com', password: 'a-long-password-2' });
    await accounts.addMember(demo!.id, user.id, ContributorRole.BILLING);
    const page = await session.browser().newPage();
    try {
      await signInToEditor(page, server.origin, '/config', { email: 'books@example.com', password: 'a-long-password-2' });
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Editor' }).getByRole('link').allTextContents()).toEqual(['Settings']);
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Billing']);
    } finally {
      await page.close();
    }
  });

  it('ADM-42 a path that names no screen says so, with a way back', async () => {
    const page = await session.browser().newPage();
    try {
      await signInToEditor(page, session.server().origin, '/config/no-such-screen');
      await expect.poll(() => page.getByRole('alert').getByRole('heading').textContent()).toBe('Unable to locate content');
      await page.getByRole('link', { name: 'Back to Pages' }).click();
      await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('the keyboard reaches the skip link first, and it leads past the navigation', async () => {
    const page = await session.browser().newPage();
    try {
      await signInToEditor(page, session.server().origin, '/config/pages');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('editor-main');
    } finally {
      await page.close();
    }
  });

  it('axe finds no violation on the sign-in screen and the shell at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const context = await session.browser().newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${session.server().origin}/config`);
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await expectNoAxeViolations(page, `sign-in at ${width}px`);
        await signInToEditor(page, session.server().origin, '/config/settings/billing/upgrade');
        await page.getByRole('heading', { name: 'Upgrade your trial' }).waitFor();
        await expectNoAxeViolations(page, `billing upgrade at ${width}px`);
      } finally {
        await context.close();
      }
    }
  });
});
