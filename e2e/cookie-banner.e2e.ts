/**
 * The cookie banner and the owner's Cookies and tracking screen in Debian's Chromium (GAP-66,
 * ANL-40, ANL-41, issue 14): the owner chooses "Ask, allow only after accepting" in the editor;
 * a fresh visitor then sees the banner with no analytics cookie set, Decline stores
 * `ss_cookieAllowed=0`, hides the banner and it stays away after a reload; Accept stores `1` for
 * a year and only then starts the tracking pixel; the owner's preview shows no banner; with the
 * banner off nobody sees one. axe and the keyboard on the banner, screenshots at 390 and 1280 px.
 * "Cookie preferences" at the end of the page reopens the banner: declining after accepting
 * clears the analytics cookies at once, and accepting again brings them back.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { demoOwnerApi, type OwnerApi } from './support/owner-api';
import { axeViolations, focused, tabTo } from './support/page-checks';
import { addButton, chooseVariant } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';
import { ContributorRole } from '../src/shared/enums';

const SHOTS = '/tmp/shots-anl-consent';
const PREFERENCE_SHOTS = '/tmp/shots-anl-small';
const ANALYTICS_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];
const PIXEL_ID = '123456789012345';
const MUG = '/shop/stoneware-mug';

const banner = (page: Page): Locator => page.getByRole('region', { name: 'Cookie choice' });
const preferences = (page: Page): Locator => page.getByRole('button', { name: 'Cookie preferences' });
/** The analytics cookies the browser holds now. */
const analyticsCookies = async (context: BrowserContext) => (await cookieNames(context)).filter((name) => ANALYTICS_COOKIES.includes(name)).sort();

/** Waits until the banner's island has looked at the visitor's cookies (shown or not). */
async function bannerDecided(page: Page): Promise<void> {
  await page.locator('[data-island="cookie-banner"][data-island-started]').waitFor({ state: 'attached' });
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name);
}

/** The consent announcements the page heard (`stoa:cookie-consent`). */
async function listenForConsent(page: Page): Promise<void> {
  await page.evaluate(() => {
    const host = window as unknown as { consent?: unknown[] };
    host.consent = [];
    document.addEventListener('stoa:cookie-consent', (event) => host.consent!.push((event as CustomEvent).detail));
  });
}
const heardConsent = (page: Page) => page.evaluate(() => (window as unknown as { consent?: unknown[] }).consent ?? []);

/** The outline the focused element shows (keyboard focus must be visible). */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

describe.skipIf(!browserAvailable())('the cookie banner and the Cookies and tracking screen', () => {
  const session = useDemoServerAndBrowser(() => {
    mkdirSync(SHOTS, { recursive: true });
    mkdirSync(PREFERENCE_SHOTS, { recursive: true });
  });
  let origin: string;
  let owner: Page;
  let api: OwnerApi;

  const visitor = async (width = 390) => {
    const context = await session.browser().newContext({ viewport: { width, height: 844 } });
    return { context, page: await context.newPage() };
  };

  beforeAll(async () => {
    origin = session.server().origin;
    api = await demoOwnerApi(session.server());
    const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
    owner = await context.newPage();
    await signInToEditor(owner, origin, '/config/analytics/settings');
    await owner.getByRole('heading', { level: 1, name: 'Cookies and tracking' }).waitFor();
  }, 120_000);

  it('GAP-66 the owner chooses opt-in on the Cookies and tracking screen; axe finds nothing at 1280 and 390 px', async () => {
    const form = owner.getByRole('form', { name: 'Cookies and tracking settings' });
    await form.waitFor();
    expect(await owner.getByRole('switch', { name: 'Collect visitor analytics' }).isChecked()).toBe(true);
    expect(await owner.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
    expect(await form.innerText()).toContain('kept for 400 days');
    await expectNoAxeViolations(owner, 'tracking settings at 1280 px');
    await owner.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(owner, 'tracking settings at 390 px');
    await owner.screenshot({ path: `${SHOTS}/settings-390.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });

    await owner.getByText('Ask, allow only after accepting').click();
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect((await api.call('GET', '/api/admin/analytics/settings')).body).toEqual({ enabled: true, cookieBanner: 'opt-in', retentionDays: 400 });
    await owner.screenshot({ path: `${SHOTS}/settings-saved-1280.png`, fullPage: true });
    // A reload shows what was stored.
    await owner.reload();
    await owner.getByRole('radio', { name: /Ask, allow only after accepting/ }).waitFor();
    expect(await owner.getByRole('radio', { name: /Ask, allow only after accepting/ }).isChecked()).toBe(true);
  });

  it('GAP-66 ANL-40 a fresh visitor sees the banner and has no analytics cookie; Decline stores 0, hides it, and a reload shows none', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(`${origin}/`);
      await banner(page).waitFor();
      expect(await banner(page).innerText()).toContain('This site uses cookies for analytics and ads only if you accept.');
      const names = await cookieNames(context);
      expect(names.filter((name) => ANALYTICS_COOKIES.includes(name) || name === 'ss_cookieAllowed')).toEqual([]);
      // Not modal: the page behind stays usable and nothing is covered for good.
      expect(await page.locator('[aria-modal="true"]').count()).toBe(0);
      const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
      expect(room).toBeGreaterThanOrEqual((await banner(page).boundingBox())!.height - 1);
      await page.screenshot({ path: `${SHOTS}/banner-home-390.png` });

      // The cart pill moves above the banner: a cart stays one tap away.
      await page.goto(`${origin}${MUG}`);
      await banner(page).waitFor();
      await chooseVariant(page, { Color: 'Sage', Size: '8 oz' });
      await addButton(page).click();
      const pill = page.locator('.CartPill');
      await pill.waitFor();
      await expect.poll(async () => (await pill.boundingBox())!.y + (await pill.boundingBox())!.height).toBeLessThanOrEqual((await banner(page).boundingBox())!.y);
      await page.screenshot({ path: `${SHOTS}/banner-cart-pill-390.png` });

      await listenForConsent(page);
      await banner(page).getByRole('button', { name: 'Decline' }).click();
      await banner(page).waitFor({ state: 'hidden' });
      expect(await heardConsent(page)).toEqual([{ allowed: false }]);
      const consent = (await context.cookies()).find((c) => c.name === 'ss_cookieAllowed');
      expect(consent).toMatchObject({ value: '0', path: '/', sameSite: 'Lax', secure: false });
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBe(0);

      await page.reload();
      await bannerDecided(page);
      expect(await banner(page).isVisible()).toBe(false);
      await page.goto(`${origin}${MUG}`);
      await bannerDecided(page);
      expect(await banner(page).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('GAP-66 ANL-41 Accept stores 1 for a year and only then starts the tracking pixel', async () => {
    await api.call('PUT', '/api/admin/catalog/settings', { marketing: { pixelId: PIXEL_ID } });
    const { context, page } = await visitor(1280);
    try {
      await page.goto(`${origin}${MUG}`);
      await banner(page).waitFor();
      await page.waitForLoadState('load');
      await page.locator('[data-island="tracking-pixel"][data-island-started]').waitFor({ state: 'attached' });
      // Restrictive until accepted: no pixel queue, no events.
      expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
      await page.screenshot({ path: `${SHOTS}/banner-product-1280.png` });

      const before = Date.now();
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await banner(page).waitFor({ state: 'hidden' });
      const consent = (await context.cookies()).find((c) => c.name === 'ss_cookieAllowed');
      expect(consent).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      const yearFromNow = before / 1000 + 365 * 86_400;
      expect(Math.abs(consent!.expires - yearFromNow)).toBeLessThan(120);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue.map((args) => args[0] === 'init' ? args : args[1]) ?? null))
        .toEqual([['init', PIXEL_ID], 'ViewContent']);

      // The next page starts the pixel at once and asks nothing.
      await page.goto(`${origin}/`);
      await bannerDecided(page);
      expect(await banner(page).isVisible()).toBe(false);
      await expect.poll(() => page.evaluate(() => (window as unknown as { fbq?: unknown }).fbq !== undefined)).toBe(true);
    } finally {
      await context.close();
      await api.call('PUT', '/api/admin/catalog/settings', { marketing: { pixelId: '' } });
    }
  });

  it('GAP-66 the banner is keyboard usable with visible focus; axe finds nothing with it shown at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await visitor(width);
      try {
        await page.goto(`${origin}/`);
        await banner(page).waitFor();
        const violations = await axeViolations(page);
        expect(violations.filter((v) => v.targets.some((t) => t.includes('CookieBanner'))), `banner at ${width}px`).toEqual([]);
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'), `page at ${width}px`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/banner-home-${width}-full.png`, fullPage: true });

        expect(await tabTo(page, 'Accept', 80), 'Tab reaches Accept').toBe(true);
        let outline = await focusOutline(page);
        expect(outline.style).not.toBe('none');
        expect(outline.width).toBeGreaterThan(0);
        await page.screenshot({ path: `${SHOTS}/banner-focus-accept-${width}.png` });
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe('Decline');
        outline = await focusOutline(page);
        expect(outline.style).not.toBe('none');
        await page.keyboard.press('Enter');
        await banner(page).waitFor({ state: 'hidden' });
        expect((await context.cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('0');
      } finally {
        await context.close();
      }
    }
  });

  it('GAP-66 ANL-40 "Cookie preferences" reopens the banner by keyboard; declining after accepting clears the analytics cookies; axe finds nothing', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await visitor(width);
      try {
        await page.goto(`${origin}/`);
        await banner(page).waitFor();
        await banner(page).getByRole('button', { name: 'Accept' }).click();
        await banner(page).waitFor({ state: 'hidden' });
        await expect.poll(() => analyticsCookies(context)).toEqual(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);

        // On the next page the banner stays away and the control is there, at the end of the page.
        await page.goto(`${origin}${MUG}`);
        await bannerDecided(page);
        expect(await banner(page).isVisible()).toBe(false);
        await preferences(page).waitFor();
        expect(await preferences(page).getAttribute('aria-expanded')).toBe('false');
        const violations = await axeViolations(page);
        expect(violations.filter((v) => v.targets.some((t) => t.includes('CookiePreferences'))), `control at ${width}px`).toEqual([]);
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'), `page at ${width}px`).toEqual([]);
        await preferences(page).scrollIntoViewIfNeeded();
        await preferences(page).focus();
        const outline = await focusOutline(page);
        expect(outline.style).not.toBe('none');
        expect(outline.width).toBeGreaterThan(0);
        await page.screenshot({ path: `${PREFERENCE_SHOTS}/preferences-focus-${width}.png` });

        // Enter reopens the banner with focus on its first button; Escape closes it again.
        await page.keyboard.press('Enter');
        await banner(page).waitFor();
        expect(await preferences(page).getAttribute('aria-expanded')).toBe('true');
        expect((await focused(page)).text).toBe('Accept');
        await page.keyboard.press('Escape');
        await banner(page).waitFor({ state: 'hidden' });
        expect((await focused(page)).text).toBe('Cookie preferences');
        expect(await analyticsCookies(context)).toHaveLength(5);

        await page.keyboard.press('Enter');
        await banner(page).waitFor();
        const reopened = await axeViolations(page);
        expect(reopened.filter((v) => v.targets.some((t) => t.includes('CookieBanner') || t.includes('CookiePreferences'))), `reopened at ${width}px`).toEqual([]);
        await page.screenshot({ path: `${PREFERENCE_SHOTS}/preferences-reopened-${width}.png` });
        await listenForConsent(page);
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe('Decline');
        await page.keyboard.press('Enter');
        await banner(page).waitFor({ state: 'hidden' });
        expect(await heardConsent(page)).toEqual([{ allowed: false }]);
        expect((await focused(page)).text).toBe('Cookie preferences');
        // ANL-40: declining clears ss_cid, ss_cpvisit, ss_cvisit, ss_cvr and ss_cvt at once.
        await expect.poll(() => analyticsCookies(context)).toEqual([]);
        expect((await context.cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('0');

        // A reload keeps them away; accepting again from the control brings them back.
        await page.reload();
        await bannerDecided(page);
        await preferences(page).waitFor();
        expect(await banner(page).isVisible()).toBe(false);
        expect(await analyticsCookies(context)).toEqual([]);
        await preferences(page).click();
        await banner(page).getByRole('button', { name: 'Accept' }).click();
        await banner(page).waitFor({ state: 'hidden' });
        await expect.poll(() => analyticsCookies(context)).toContain('ss_cid');
        expect((await context.cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('1');
        await page.screenshot({ path: `${PREFERENCE_SHOTS}/preferences-page-${width}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    }
  });

  it('GAP-66 the owner’s preview never shows the banner', async () => {
    const preview = await owner.context().newPage();
    try {
      await preview.goto(`${origin}/?preview=draft`);
      await preview.waitForLoadState('load');
      expect(await preview.locator('[data-island="cookie-banner"]').count()).toBe(0);
    } finally {
      await preview.close();
    }
  });

  it('GAP-66 opt-out says so; with the banner off nobody sees one', async () => {
    await api.call('PUT', '/api/admin/analytics/settings', { cookieBanner: 'opt-out' });
    let { context, page } = await visitor();
    try {
      await page.goto(`${origin}/`);
      await banner(page).waitFor();
      expect(await banner(page).innerText()).toContain('This site uses cookies for analytics and ads unless you decline.');
    } finally {
      await context.close();
    }

    await owner.getByText('Off', { exact: true }).click();
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    ({ context, page } = await visitor());
    try {
      await page.goto(`${origin}/`);
      await page.waitForLoadState('load');
      expect(await page.locator('[data-island="cookie-banner"]').count()).toBe(0);
      expect(await cookieNames(context)).not.toContain('ss_cookieAllowed');
    } finally {
      await context.close();
    }
  });

  it('GAP-10 a reporting contributor sees the settings read-only with nothing to save', async () => {
    const { app } = session.server();
    const demoId = (await app.services.sites.listAll()).find((s) => s.identifier === 'demo')!.id;
    const reporter = { email: 'tracking-reporter@demo.stoa', password: 'tracking-reporter-password' };
    const user = await app.services.accounts.createUser(reporter);
    await app.services.accounts.addMember(demoId, user.id, ContributorRole.REPORTING);
    const page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    try {
      await signInToEditor(page, origin, '/config/analytics/settings', reporter);
      await page.getByText('Your role can see these settings but not change them.').waitFor();
      expect(await page.getByRole('link', { name: 'Cookies and tracking' }).count()).toBe(1);
      expect(await page.getByRole('switch', { name: 'Collect visitor analytics' }).isDisabled()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Off' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      await expectNoAxeViolations(page, 'tracking settings read-only at 1280 px');
      await page.screenshot({ path: `${SHOTS}/settings-read-only-1280.png`, fullPage: true });
    } finally {
      await page.context().close();
    }
  });
});
