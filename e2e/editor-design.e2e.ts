/**
 * The Design screen in Debian's Chromium: fonts picked from those served offline, the accent
 * set by hex, the spec's H/S/L messages, save, and the storefront reading the new design from
 * its CSS variables; axe at 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContributorRole } from '../src/shared/enums';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/work/shots';

describe.skipIf(!browserAvailable())('the editor’s Design screen', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  const accent = () => page.getByRole('group', { name: 'Accent' });

  beforeAll(async () => {
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(page, session.server().origin, '/config/design');
    await page.getByRole('heading', { level: 1, name: 'Design' }).waitFor();
    await page.getByRole('heading', { name: 'Fonts' }).waitFor();
    // The sign-in button's pending announcement outlives it in the live region for a moment.
    await page.waitForFunction(() => document.querySelector('[data-live-announcer] [aria-labelledby]') === null, undefined, { timeout: 15_000 });
  });

  it('ADM-39 picks the heading and body fonts, each shown in its own face', async () => {
    await page.getByRole('button', { name: /Heading font/ }).click();
    const option = page.getByRole('option', { name: 'Playfair Display' });
    await option.waitFor();
    expect(await option.locator('[slot="label"]').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Playfair Display');
    await page.screenshot({ path: `${SHOTS}/design-font-picker-1280.png` });
    await option.click();
    // The body font by keyboard: open, type ahead, choose.
    await page.getByRole('button', { name: /Body font/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type('Inter');
    await expect.poll(() => page.getByRole('option', { name: 'Inter' }).getAttribute('data-focused')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Heading font/ }).textContent()).toContain('Playfair Display');
    expect(await page.getByRole('button', { name: /Body font/ }).textContent()).toContain('Inter');
    const sampleHeading = page.getByTestId('design-sample').getByRole('heading');
    expect(await sampleHeading.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Playfair Display');
    // The face itself is loaded from the server, not only named.
    await expect.poll(() => page.evaluate(() => document.fonts.check('600 28px "Playfair Display"'))).toBe(true);
  });

  it('MEDIA-17 MEDIA-12 MEDIA-16 sets the accent by hex; H/S/L out of bounds or missing is refused with the spec’s messages', async () => {
    const hex = accent().getByLabel('Hex');
    await hex.fill('#a3');
    await expect.poll(() => accent().getByText('Enter a hex colour of 3 or 6 digits').count()).toBe(1);
    await hex.fill('#a33b20');
    await expect.poll(() => accent().getByText('Enter a hex colour of 3 or 6 digits').count()).toBe(0);
    expect(await accent().getByLabel(/Hue/).inputValue()).toBe('12');
    expect(await accent().getByText('Text on this colour: light').count()).toBe(1);

    await accent().getByLabel(/Hue/).fill('400');
    await expect.poll(() => accent().getByText('Hue out of bounds.').count()).toBe(1);
    expect(await accent().getByLabel(/Hue/).getAttribute('aria-invalid')).toBe('true');
    expect(await hex.inputValue()).toBe('#a33b20');
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Some colours are not valid' }).count()).toBe(1);

    await accent().getByLabel(/Hue/).fill('12');
    await expect.poll(() => accent().getByText('Hue out of bounds.').count()).toBe(0);
    // Typed back as shown, the rounded numbers keep the colour as it was.
    expect(await hex.inputValue()).toBe('#a33b20');
    await accent().getByLabel(/Lightness/).fill('');
    await expect.poll(() => accent().getByText('Missing an H/S/L value.').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/design-hsl-errors-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, 'Design with H/S/L errors at 1280 px');

    await accent().getByLabel(/Lightness/).fill('38.2');
    await expect.poll(() => accent().getByText('Missing an H/S/L value.').count()).toBe(0);
    expect(await hex.inputValue()).toBe('#a33b20');
    // A colour typed by H/S/L reaches the hex field.
    await accent().getByLabel(/Lightness/).fill('50');
    await expect.poll(() => hex.inputValue()).not.toBe('#a33b20');
    await hex.fill('#a33b20');
    await expect.poll(() => accent().getByLabel(/Lightness/).inputValue()).toBe('38.2');
  });

  it('ADM-01 saves the design and the storefront shows it', async () => {
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/design-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, 'Design at 1280 px');

    const store = await session.browser().newPage();
    await store.goto(`${session.server().origin}/`);
    const root = (name: string) => store.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
    expect(await root('--stoa-color-accent')).toBe('#a33b20');
    expect(await root('--stoa-font-heading')).toContain('Playfair Display');
    expect(await root('--stoa-font-body')).toContain('Inter');
    const heading = store.locator('h1, h2').first();
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Playfair Display');
    await store.close();
  });

  it('picks an optional colour instead of its default', async () => {
    const button = page.getByRole('group', { name: 'Button background' });
    expect(await button.getByText('Buttons use the accent colour (#a33b20).').count()).toBe(1);
    expect(await button.getByRole('switch', { name: 'Use default button background colour' }).isChecked()).toBe(true);
    await button.getByText('Use default').click();
    await expect.poll(() => button.getByLabel('Hex').inputValue()).toBe('#a33b20');
    await button.getByLabel('Hex').fill('#f0e68c');
    const sampleButton = page.getByTestId('design-sample').getByRole('button', { name: 'Shop now' });
    await expect.poll(() => sampleButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(240, 230, 140)');
    expect(await sampleButton.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    await button.getByText('Use default').click();
    await expect.poll(() => page.getByText('Unsaved changes').count()).toBe(0);
  });

  it('asks before leaving with unsaved changes, then discards them and shows the screen at 390 px', async () => {
    await accent().getByLabel('Hex').fill('#123');
    await expect.poll(() => page.getByText('Unsaved changes').count()).toBe(1);
    const text = page.getByRole('group', { name: 'Text' });
    await text.getByLabel('Hex').fill('#ddd');
    await expect.poll(() => text.getByText(/^Low contrast: text on the background is hard to read/).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Pages' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/config/design');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => accent().getByLabel('Hex').inputValue()).toBe('#a33b20');
    expect(await text.getByLabel('Hex').inputValue()).toBe('#1f1c19');
    expect(await text.getByText(/^Low contrast/).count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/design-390.png`, fullPage: true });
    await expectNoAxeViolations(page, 'Design at 390 px');
  });

  it('ADM-39 says "Unable to load fonts" when the design cannot be read, and tries again', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    let fail = true;
    await page.route('**/api/admin/site/styles', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }) }) : route.fallback(),
    );
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'Unable to load fonts' });
    await expect.poll(() => failed.count(), { timeout: 15_000 }).toBe(1);
    fail = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Fonts' }).waitFor();
    expect(await page.getByRole('button', { name: /Heading font/ }).textContent()).toContain('Playfair Display');
    await page.unroute('**/api/admin/site/styles');
  });

  it('GAP-10 a viewer sees the design with every control disabled and nothing to save', async () => {
    const { app } = session.server();
    const demoId = (await app.services.sites.listAll()).find((s) => s.identifier === 'demo')!.id;
    const viewer = { email: 'design-viewer@demo.stoa', password: 'design-viewer-password' };
    const user = await app.services.accounts.createUser(viewer);
    await app.services.accounts.addMember(demoId, user.id, ContributorRole.VIEWER);
    const viewerPage = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToEditor(viewerPage, session.server().origin, '/config/design', viewer);
    expect(await viewerPage.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Design' }).count()).toBe(1);
    await viewerPage.getByRole('heading', { name: 'Fonts' }).waitFor();
    expect(await viewerPage.getByRole('button', { name: /Heading font/ }).isDisabled()).toBe(true);
    expect(await viewerPage.getByRole('group', { name: 'Accent' }).getByLabel('Hex').isDisabled()).toBe(true);
    expect(await viewerPage.getByRole('group', { name: 'Button text' }).getByRole('switch').isDisabled()).toBe(true);
    expect(await viewerPage.getByRole('button', { name: 'Save design' }).count()).toBe(0);
    await viewerPage.waitForFunction(() => document.querySelector('[data-live-announcer] [aria-labelledby]') === null, undefined, { timeout: 15_000 });
    await viewerPage.screenshot({ path: `${SHOTS}/design-viewer-1280.png`, fullPage: true });
    await expectNoAxeViolations(viewerPage, 'Design for a viewer at 1280 px');
    await viewerPage.context().close();
  });

  it('resets the design to the default after a confirm', async () => {
    await page.getByRole('button', { name: 'Reset to default' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Reset the design to the default?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await page.getByRole('button', { name: /Heading font/ }).textContent()).toContain('Playfair Display');
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await ask.getByRole('button', { name: 'Reset to default' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Heading font/ }).textContent()).toContain('System serif');
    expect(await accent().getByLabel('Hex').inputValue()).toBe('#234a3a');
  });
});
