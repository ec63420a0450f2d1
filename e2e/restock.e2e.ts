/**
 * The back-in-stock sign-up on a sold-out variant in Debian's Chromium (RSTK-01..RSTK-09,
 * CAPT-01..CAPT-08, GAP-16): behind 'Notify me when available' by default; the email checks'
 * texts; success replacing the form with the site's text; the server's message on failure
 * with the captcha reset; the captcha when the site has a key; a keyboard-only sign-up; axe.
 */
import type { FastifyInstance } from 'fastify';
import type { Page, Request } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { axeViolations, blocking, focused } from './support/page-checks';
import { chooseVariant, islandsStarted } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const MUG = '/shop/stoneware-mug';
const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

describe.skipIf(!browserAvailable())('restock sign-up on the product page', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  let app: FastifyInstance;
  let demoId: string;
  let mug: { itemId: string; soldOut: string };
  const box = () => page.locator('main .product-restock-notification:not([hidden])');
  const email = () => box().locator('input[name="email"]');
  const submit = () => box().locator('input[type="submit"]');
  const shownMessage = () => box().locator('.product-restock-message');
  const posts = (): Request[] => {
    const seen: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(RESTOCK_PATH)) seen.push(r);
    });
    return seen;
  };
  const openSoldOut = async () => {
    await page.goto(session.server().origin + MUG);
    await islandsStarted(page);
    await page.waitForSelector('.product-restock-notification[data-restock-started]', { state: 'attached' });
    await chooseVariant(page, { Color: 'Charcoal', Size: '8 oz' });
  };
  const setSettings = async (restock: Record<string, unknown>, siteKey?: string) => {
    await app.services.storeSettings.updateStoreSettings(demoId, { merchandising: { restock } });
    if (siteKey !== undefined) await app.services.sites.update(demoId, { settings: { captchaSettings: { siteKey } } });
    await app.services.siteDirectory.refresh();
  };
  const signUps = async () => (await app.services.restock.listSignUps(demoId, mug.itemId, mug.soldOut, undefined)).entries;

  beforeAll(async () => {
    app = session.server().app;
    demoId = (await app.services.sites.listAll()).find((s) => s.identifier === 'demo')!.id;
    const product = (await app.services.storeFlows.listProducts(demoId)).find((p) => p.variants.some((v) => v.sku === 'MUG-CHAR-8'))!;
    mug = { itemId: product.itemId, soldOut: product.variants.find((v) => v.sku === 'MUG-CHAR-8')!.id };
  });

  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('GAP-16 RSTK-01 RSTK-03 RSTK-04 RSTK-06 RSTK-07 hidden behind a button; blank and invalid emails are refused in the page; success shows Signed up!', async () => {
    await openSoldOut();
    const sent = posts();
    const notify = box().getByRole('button', { name: 'Notify me when available' });
    expect(await notify.isVisible()).toBe(true);
    expect(await email().isVisible()).toBe(false);
    expect(await box().locator('.product-restock-mailing-list').count()).toBe(0); // RSTK-02: off by default
    expect(await box().locator('.captcha-container').count()).toBe(0); // RSTK-01: no site key
    await notify.click();
    expect(await email().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await submit().click();
    expect(await shownMessage().innerText()).toBe('Email cannot be blank');
    expect(await email().getAttribute('aria-invalid')).not.toBeNull();
    expect(await box().getAttribute('data-restock-state')).toBe('invalid');
    await email().fill('ada@example');
    await submit().click();
    expect(await shownMessage().innerText()).toBe('Email is invalid');
    expect(sent).toHaveLength(0);
    await email().fill('Ada@Example.com');
    await submit().click();
    await box().locator('.product-restock-success').waitFor();
    expect(await box().locator('.product-restock-success').innerText()).toBe('Signed up!');
    expect(await email().isVisible()).toBe(false);
    expect(await box().getAttribute('data-restock-state')).toBe('success');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({ productId: mug.itemId, variantId: mug.soldOut, siteVisitorEmail: { email: 'Ada@Example.com' }, isJoinMailingList: false });
    expect(sent[0]!.headers()['x-csrf-token']).toBeTruthy();
    expect((await signUps()).map((s) => s.email)).toContain('ada@example.com');
  });

  it('RSTK-08 RSTK-09 a refusal shows the server\'s message and the form stays; axe finds nothing serious', async () => {
    await openSoldOut();
    await page.route(`**${RESTOCK_PATH}`, (route) => route.fulfill({ status: 400, json: { status: 400, code: 'X', message: 'The shop is closed for sign-ups today.' } }));
    await box().getByRole('button', { name: 'Notify me when available' }).click();
    await email().fill('grace@example.com');
    await submit().click();
    await expect.poll(() => shownMessage().innerText()).toBe('The shop is closed for sign-ups today.');
    expect(await shownMessage().getAttribute('role')).toBe('alert');
    expect(await box().getAttribute('data-restock-state')).toBe('error');
    expect(await email().isVisible()).toBe(true);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('RSTK-02 RSTK-07 GAP-99 shown inline when not hidden by default, the mailing-list box follows the settings, the site\'s success text', async () => {
    await setSettings({ hiddenByDefault: false, mailingListSignUpEnabled: true, mailingListOptInByDefault: true, messages: { success: 'Thanks! We will email you.' } });
    try {
      await openSoldOut();
      const sent = posts();
      expect(await box().getByRole('button', { name: 'Notify me when available' }).count()).toBe(0);
      expect(await email().isVisible()).toBe(true);
      const optIn = box().locator('input[name="isJoinMailingList"]');
      expect(await optIn.isChecked()).toBe(true);
      await email().fill('linus@example.com');
      await submit().click();
      await box().locator('.product-restock-success').waitFor();
      expect(await box().locator('.product-restock-success').innerText()).toBe('Thanks! We will email you.');
      expect(sent[0]!.postDataJSON()).toMatchObject({ isJoinMailingList: true });
    } finally {
      await setSettings({ hiddenByDefault: true, mailingListSignUpEnabled: false, mailingListOptInByDefault: false, messages: { success: 'Signed up!' } });
    }
  });

  it('RSTK-05 CAPT-01 CAPT-03 CAPT-07 CAPT-08 with a site key: Complete CAPTCHA first; a solved captcha signs up; a refusal resets it', async () => {
    await setSettings({ hiddenByDefault: false }, 'demo-site-key');
    try {
      await openSoldOut();
      const captcha = box().locator('.StoaCaptcha');
      await captcha.waitFor();
      expect(await captcha.getAttribute('data-captcha-state')).toBe('rendered');
      expect(await captcha.getAttribute('data-theme')).toBe('light');
      expect(await captcha.getAttribute('data-size')).toBe('normal');
      expect(await captcha.getAttribute('data-sitekey')).toBe('demo-site-key');
      expect(await captcha.getAttribute('data-action')).toBe('PRODUCT_WAITLIST_SUBMISSION');
      await email().fill('hopper@example.com');
      await submit().click();
      expect(await shownMessage().innerText()).toBe('Complete CAPTCHA before submitting.');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('checkbox');
      // A refusal: the message shows and the solved captcha is reset (RSTK-08).
      await page.route(`**${RESTOCK_PATH}`, (route) => route.fulfill({ status: 400, json: { status: 400, code: 'CAPTCHA_FAILED', message: 'reCAPTCHA failed. Refresh this page and try again.' } }), { times: 1 });
      await captcha.getByRole('checkbox', { name: "I'm not a robot" }).click();
      await expect.poll(() => captcha.getAttribute('data-captcha-state'), { timeout: 15_000 }).toBe('executed');
      expect(await captcha.locator('[role="status"]').innerText()).toBe('Verified');
      await submit().click();
      await expect.poll(() => shownMessage().innerText()).toBe('reCAPTCHA failed. Refresh this page and try again.');
      // The reset runs in an effect after the message renders (after paint): wait for it.
      await expect.poll(() => captcha.getAttribute('data-captcha-state')).toBe('reset');
      expect(await captcha.getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
      // Solved again, the real server takes it.
      const sent = posts();
      await captcha.getByRole('checkbox').click();
      await expect.poll(() => captcha.getAttribute('data-captcha-state'), { timeout: 15_000 }).toBe('executed');
      await submit().click();
      await box().locator('.product-restock-success').waitFor();
      expect(typeof sent[0]!.postDataJSON().captchaToken).toBe('string');
      expect((await signUps()).map((s) => s.email)).toContain('hopper@example.com');
    } finally {
      await setSettings({ hiddenByDefault: true }, '');
    }
  });

  it('CAPT-02 the captcha is compact in a container narrower than 320px', async () => {
    await setSettings({ hiddenByDefault: false }, 'demo-site-key');
    try {
      await page.setViewportSize({ width: 300, height: 800 });
      await openSoldOut();
      const captcha = box().locator('.StoaCaptcha');
      await captcha.waitFor();
      expect(await captcha.getAttribute('data-size')).toBe('compact');
    } finally {
      await setSettings({ hiddenByDefault: true }, '');
    }
  });

  it('keyboard only: choose the sold-out variant, open the form, sign up; focus lands on the success text', async () => {
    await page.goto(session.server().origin + MUG);
    await islandsStarted(page);
    await page.waitForSelector('.product-restock-notification[data-restock-started]', { state: 'attached' });
    const color = page.locator('main select[data-variant-option-name="Color"]');
    const size = page.locator('main select[data-variant-option-name="Size"]');
    for (let i = 0; i < 40 && !(await color.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await color.inputValue()).toBe('Charcoal');
    await page.keyboard.press('Tab');
    expect(await size.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await size.inputValue()).toBe('8 oz');
    for (let i = 0; i < 10 && (await focused(page)).text !== 'Notify me when available'; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Notify me when available');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Sign Up');
    await page.keyboard.press('Enter');
    await box().locator('.product-restock-success').waitFor();
    expect((await focused(page)).text).toBe('Signed up!');
    expect((await signUps()).map((s) => s.email)).toContain('keys@example.com');
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
});
