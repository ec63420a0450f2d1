/**
 * Visitors filling in form blocks in Debian's Chromium (spec §3..§5, §8; FORM-11..FORM-70,
 * CAPT-06, CAPT-07): every field type's value sent as the spec's calls make it, the submission
 * message in place of the form, the client's format checks, each HTTP status's message, the
 * form locked while it sends, a keyboard-only submission, the counter, and axe.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { everyFieldForm } from '../test/support/every-field-form';
import { browserAvailable } from './support/browser';
import { EVERY_FIELD_VALUES, fillEveryField, formIslandStarted, publishFormPage } from './support/forms';
import { axeViolations, blocking, focused } from './support/page-checks';
import { useDemoServerAndBrowser } from './support/session';

const KEY_PATH = '/api/form/FormSubmissionKey';
const SAVE_PATH = '/api/form/SaveFormSubmission';
const SCREENSHOT_DIR = join(tmpdir(), 'stoa-screenshots');

describe.skipIf(!browserAvailable())('form blocks', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  let path: string;
  let formId: string;
  const block = () => page.locator('#block-form-1');
  const status = () => block().locator('[data-form-status]');
  const submit = () => block().getByRole('button', { name: 'Send' });
  const saves = (): Request[] => {
    const seen: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(SAVE_PATH)) seen.push(r);
    });
    return seen;
  };
  /** Answers the two calls as a server would (`save` decides SaveFormSubmission's answer). */
  const answer = async (save: (route: Route) => Promise<void>, key: (route: Route) => Promise<void> = (r) => r.fulfill({ json: { key: 'k-1' } })) => {
    await page.route(`**${KEY_PATH}`, key);
    await page.route(`**${SAVE_PATH}`, save);
  };
  const open = async (query = '') => {
    await page.goto(`${session.server().origin}${path}${query}`);
    await formIslandStarted(page);
  };

  beforeAll(async () => {
    const published = await publishFormPage(session.server(), 'write-to-us', [{ form: everyFieldForm(), title: 'Write to us' }]);
    path = published.path;
    formId = published.formIds[0]!;
  });

  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('FORM-11 FORM-12..FORM-20 FORM-39 FORM-41 FORM-42 FORM-48 FORM-50 FORM-51 every field type is sent as the spec shapes it, then the message replaces the form', async () => {
    const sent = saves();
    await answer((r) => r.fulfill({ json: { success: true, submissionId: 's-1' } }));
    await open('?utm_source=newsletter');
    await page.evaluate(() => {
      const w = window as unknown as { events: string[] };
      w.events = [];
      for (const name of ['stoa:form-submitted', 'stoa:newsletter-signup']) document.addEventListener(name, (e) => w.events.push(`${name} ${(e as CustomEvent<{ formId: string }>).detail.formId}`));
    });
    await fillEveryField(page);
    await submit().click();
    await expect.poll(() => sent.length).toBe(1);
    const body = sent[0]!.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ key: 'k-1', formId, pagePath: '/write-to-us', contentSource: 'c', pageTitle: expect.stringContaining('Write to us') });
    expect(body).not.toHaveProperty('captchaKey');
    expect(JSON.parse(body.form as string)).toEqual(EVERY_FIELD_VALUES);
    const message = block().locator('[data-form-success]');
    await expect.poll(() => message.isVisible()).toBe(true);
    expect(await message.innerText()).toBe('Thank you! We will reply within two days.');
    expect(await block().locator('form').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-form-success'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual([`stoa:form-submitted ${formId}`]);
  });

  it('FORM-28 FORM-34 FORM-64 FORM-68 FORM-69 only the email and length checks run in the page; their messages sit above the titles, with the scroll messages', async () => {
    const sent = saves();
    await open();
    await block().locator('[data-field-id="email"] input').fill('not-an-email');
    await block().getByLabel('Message').fill('x'.repeat(201));
    await submit().click();
    expect(await status().innerText()).toBe('One or more fields is invalid, please check your entries.');
    const emailError = block().locator('[data-field-id="email"] [data-field-error]');
    expect(await emailError.innerText()).toBe('Email is not valid. Email addresses should follow the format email@example.com.');
    expect(await block().locator('[data-field-id="message"] [data-field-error]').innerText()).toBe('You have exceeded the character limit.');
    // Required fields left empty (name, contact) are the server's to refuse (GAP-09).
    expect(await block().locator('[data-field-id="name"] [data-field-error]').innerText()).toBe('');
    const above = await emailError.evaluate((el) => el.compareDocumentPosition(el.parentElement!.querySelector('label')!) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(above).toBeTruthy();
    expect(await block().getByText('Your form has encountered a problem. Please scroll down to review.').isVisible()).toBe(true);
    expect(await block().getByText('Your form has encountered a problem. Please scroll up to review.').isVisible()).toBe(true);
    expect((await focused(page)).id).toBe('form-1-email');
    expect(sent).toHaveLength(0);
  });

  it('FORM-36 FORM-38 the counter follows the text and turns to its error style over the max', async () => {
    await open();
    const counter = block().locator('[data-field-id="message"] [data-field-counter]');
    expect(await counter.innerText()).toBe('0 / 200');
    await block().getByLabel('Message').fill('hello');
    expect(await counter.innerText()).toBe('5 / 200');
    expect(await counter.getAttribute('class')).not.toContain('is-over');
    await block().getByLabel('Message').fill('y'.repeat(205));
    expect(await counter.innerText()).toBe('205 / 200');
    expect(await counter.getAttribute('class')).toContain('is-over');
    expect(await block().locator('[data-field-id="notes"] [data-field-counter]').count()).toBe(0);
  });

  it('FORM-30 FORM-61 GAP-09 the server\'s messages go on their fields; FORM-53 the form unlocks', async () => {
    await answer((r) => r.fulfill({ status: 400, json: { errors: { name: 'Required', contact: 'Required' } } }));
    await open();
    await block().locator('[data-field-id="email"] input').fill('ada@example.com');
    await submit().click();
    const nameError = block().locator('[data-field-id="name"] [data-field-error]');
    await expect.poll(() => nameError.innerText()).toBe('Required');
    expect(await block().locator('[data-field-id="contact"] [data-field-error]').innerText()).toBe('Required');
    expect(await status().innerText()).toBe('One or more fields is invalid, please check your entries.');
    expect(await submit().isEnabled()).toBe(true);
    expect(await submit().innerText()).toBe('Send');
    expect(await block().locator('[data-field-id="name"] input').first().getAttribute('aria-invalid')).toBe('true');
  });

  const statuses: [string, number, unknown, string][] = [
    ['FORM-57', 401, {}, 'Unable to submit form. Please try again later.'],
    ['FORM-58', 404, {}, 'This form has not been configured yet.'],
    ['FORM-59', 429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['FORM-60', 500, {}, 'Unable to send form. Please try again later.'],
    ['FORM-62', 400, { error: 'reCAPTCHA failed. Refresh this page and try again.' }, 'reCAPTCHA failed. Refresh this page and try again.'],
    ['FORM-63', 400, {}, 'Unknown error, please try again later.'],
  ];
  for (const [id, code, json, text] of statuses) {
    it(`${id} HTTP ${code} shows '${text}'`, async () => {
      await answer((r) => r.fulfill({ status: code, json }));
      await open();
      await submit().click();
      await expect.poll(() => status().innerText()).toBe(text);
      expect(await block().getByText('Your form has encountered a problem. Please scroll down to review.').isVisible()).toBe(true);
    });
  }

  it("FORM-65 no submission key shows 'Could not get a form submission key, please try again later.'; FORM-67 a failed network 'Error processing form submission. Please reload and try again.'", async () => {
    const sent = saves();
    await answer((r) => r.abort(), (r) => r.fulfill({ status: 500, json: {} }));
    await open();
    await submit().click();
    await expect.poll(() => status().innerText()).toBe('Could not get a form submission key, please try again later.');
    expect(sent).toHaveLength(0);
    await page.unroute(`**${KEY_PATH}`);
    await page.route(`**${KEY_PATH}`, (r) => r.fulfill({ json: { key: 'k-2' } }));
    await submit().click();
    await expect.poll(() => status().innerText()).toBe('Error processing form submission. Please reload and try again.');
  });

  it("FORM-43 FORM-45 while sending the button says 'Submitting…' and a second submit sends nothing", async () => {
    const sent = saves();
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await answer(async (r) => {
      await held;
      await r.fulfill({ json: { success: true, submissionId: 's-2' } });
    });
    await open();
    await submit().click();
    await expect.poll(() => sent.length).toBe(1);
    const button = block().locator('button[type="submit"]');
    expect(await button.innerText()).toBe('Submitting…');
    await button.evaluate((b) => (b as HTMLButtonElement).form!.requestSubmit());
    await page.waitForTimeout(200);
    expect(sent).toHaveLength(1);
    release();
    await expect.poll(() => block().locator('[data-form-success]').isVisible()).toBe(true);
  });

  it('FORM-11 a keyboard-only visitor fills in and sends the form; axe finds nothing', async () => {
    await answer((r) => r.fulfill({ json: { success: true, submissionId: 's-3' } }));
    await open();
    expect(blocking(await axeViolations(page))).toEqual([]);
    await block().locator('[data-field-id="name"] input').first().focus();
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('form-1-email');
    await page.keyboard.type('grace@example.com');
    await block().getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => block().locator('[data-form-success]').isVisible()).toBe(true);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  for (const width of [390, 1280]) {
    it(`a form with every field type fits ${width}px (screenshots in ${SCREENSHOT_DIR})`, async () => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await answer((r) => r.fulfill({ status: 400, json: { errors: { name: 'Required' } } }));
      await open();
      await block().screenshot({ path: join(SCREENSHOT_DIR, `form-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await block().locator('[data-field-id="email"] input').fill('ada@example.com');
      await block().getByLabel('Message').fill('z'.repeat(230));
      await submit().click();
      await page.waitForTimeout(300);
      await block().locator('[data-field-id="email"] input').fill('ada@');
      await block().locator('[data-field-id="name"] input').first().focus();
      await block().screenshot({ path: join(SCREENSHOT_DIR, `form-errors-${width}.png`) });
    });
  }
});
