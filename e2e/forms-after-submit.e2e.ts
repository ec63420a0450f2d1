/**
 * What follows a form block's submission in Debian's Chromium (FORM-47..FORM-56, FORM-70,
 * CAPT-06, CAPT-07, GAP-72): a newsletter form's sign-up event, the success page, post-submit
 * scripts under the page CSP, the captcha-bound form; the site's own form calls (GAP-09); and
 * the product's additional-fields dialog rendering every field type as a form block does.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { everyFieldForm } from '../test/support/every-field-form';
import { browserAvailable } from './support/browser';
import { EVERY_FIELD_VALUES, fillEveryField, formIslandStarted, publishFormPage } from './support/forms';
import { demoOwnerApi } from './support/owner-api';
import { axeViolations, blocking } from './support/page-checks';
import { addButton, buttonLabel, islandsStarted, recordPurchases, rewriteProductPage } from './support/product-page';
import { useDemoServerAndBrowser } from './support/session';

const KEY_PATH = '/api/form/FormSubmissionKey';
const SAVE_PATH = '/api/form/SaveFormSubmission';
const SCREENSHOT_DIR = join(tmpdir(), 'stoa-screenshots');

describe.skipIf(!browserAvailable())('after a form block is sent', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
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
  const answer = async (save: (route: Route) => Promise<void>) => {
    await page.route(`**${KEY_PATH}`, (r) => r.fulfill({ json: { key: 'k-1' } }));
    await page.route(`**${SAVE_PATH}`, save);
  };

  beforeEach(async () => {
    await page?.context().close();
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  it('FORM-47 FORM-70 GAP-72 a newsletter form: no scroll messages, and the sign-up event on success; without a form it says it is not configured', async () => {
    const newsletter = { ...everyFieldForm({ id: 'news-form' }), kind: 'newsletter' as const, submitLabel: 'Sign up', fields: [{ id: 'email', type: 'email' as const, title: 'Email address', description: '', placeholder: 'you@example.com', required: true }] };
    const { path: signUp, formIds } = await publishFormPage(session.server(), 'news-test', [{ form: newsletter, newsletter: true, title: 'Join the list' }, { form: null, newsletter: true, title: 'Not set up yet' }]);
    await page.route(`**${KEY_PATH}`, (r) => r.fulfill({ json: { key: 'k-n' } }));
    let code = 429;
    await page.route(`**${SAVE_PATH}`, (r) => (code === 200 ? r.fulfill({ json: { success: true, submissionId: 's-n' } }) : r.fulfill({ status: code, json: {} })));
    await page.goto(`${session.server().origin}${signUp}`);
    await formIslandStarted(page);
    await page.evaluate(() => {
      const w = window as unknown as { events: string[] };
      w.events = [];
      for (const name of ['stoa:form-submitted', 'stoa:newsletter-signup']) document.addEventListener(name, (e) => w.events.push(`${name} ${(e as CustomEvent<{ formId: string }>).detail.formId}`));
    });
    await block().getByLabel('Email address').fill('ada@example.com');
    await block().getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => status().innerText()).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(await block().getByText(/Please scroll/).count()).toBe(0);
    code = 200;
    await block().getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => block().locator('[data-form-success]').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual([`stoa:form-submitted ${formIds[0]}`, `stoa:newsletter-signup ${formIds[0]}`]);
    // A newsletter block with no form yet keeps its email field and button.
    const plain = page.locator('#block-form-2');
    await plain.locator('input[type="email"]').fill('ada@example.com');
    await plain.getByRole('button').click();
    await expect.poll(() => plain.locator('[data-form-status]').innerText()).toBe('This form has not been configured yet.');
  });

  it('FORM-49 goes to the success page when the form has one; FORM-52 the post-submit HTML goes in and its scripts run under the page CSP', async () => {
    const withHtml = { ...everyFieldForm({ id: 'html-form' }), submissionHtml: '<p class="after">Tracked</p><script>document.body.setAttribute("data-after-submit", "ran")</script>' };
    const redirecting = { ...everyFieldForm({ id: 'redirect-form' }), successRedirect: '/shop' };
    const { path: htmlPage } = await publishFormPage(session.server(), 'html-test', [{ form: withHtml }, { form: redirecting }]);
    await answer((r) => r.fulfill({ json: { success: true, submissionId: 's-h' } }));
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto(`${session.server().origin}${htmlPage}`);
    await formIslandStarted(page);
    await submit().click();
    await expect.poll(() => page.locator('body').getAttribute('data-after-submit')).toBe('ran');
    expect(await block().locator('.after').innerText()).toBe('Tracked');
    expect(blocked).toEqual([]);
    await page.locator('#block-form-2').getByRole('button', { name: 'Send' }).click();
    await page.waitForURL('**/shop');
  });

  it('CAPT-06 CAPT-07 FORM-55 FORM-56 a form with a captcha: it must be completed, its key is sent, and after a failure it resets and holds the button', async () => {
    const guarded = everyFieldForm({ id: 'captcha-form', captcha: true });
    const { path: captchaPage } = await publishFormPage(session.server(), 'captcha-test', [{ form: guarded }]);
    const sent = saves();
    await answer((r) => r.fulfill({ status: 500, json: {} }));
    await page.goto(`${session.server().origin}${captchaPage}`);
    await formIslandStarted(page);
    await submit().click();
    expect(await status().innerText()).toBe('Complete CAPTCHA before submitting.');
    expect(sent).toHaveLength(0);
    const check = block().getByRole('checkbox', { name: "I'm not a robot" });
    await check.click();
    await expect.poll(() => check.getAttribute('aria-checked'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => block().locator('[data-captcha-state]').getAttribute('data-captcha-state'), { timeout: 20_000 }).toBe('executed');
    await submit().click();
    await expect.poll(() => sent.length).toBe(1);
    expect(typeof sent[0]!.postDataJSON().captchaKey).toBe('string');
    await expect.poll(() => status().innerText()).toBe('Unable to send form. Please try again later.');
    // The widget resets on its next render, a moment after the message is shown.
    await expect.poll(() => block().locator('[data-captcha-state]').getAttribute('data-captcha-state')).toBe('reset');
    expect(await submit().isDisabled()).toBe(true);
    await check.click();
    await expect.poll(() => submit().isEnabled(), { timeout: 20_000 }).toBe(true);
  });

  it('FORM-11 FORM-41 GAP-09 against the site\'s own calls: required answers are the server\'s to refuse, per field; a complete form is stored', async () => {
    const owner = await demoOwnerApi(session.server());
    const { path: realPage, formIds } = await publishFormPage(session.server(), 'real-form', [{ form: everyFieldForm() }]);
    const formId = formIds[0]!;
    await page.goto(`${session.server().origin}${realPage}?utm_source=newsletter`);
    await formIslandStarted(page);
    await submit().click();
    const nameError = block().locator('[data-field-id="name"] [data-field-error]');
    await expect.poll(() => nameError.innerText()).toBe('Required');
    expect(await block().locator('[data-field-id="contact"] [data-field-error]').innerText()).toBe('Required');
    expect(await status().innerText()).toBe('One or more fields is invalid, please check your entries.');
    await fillEveryField(page);
    await submit().click();
    await expect.poll(() => block().locator('[data-form-success]').isVisible()).toBe(true);
    const listed = await owner.call('GET', `/api/admin/forms/${formId}/submissions`);
    const stored = (listed.body.submissions as { values: unknown; pagePath: string | null }[])[0]!;
    expect(stored.values).toEqual(EVERY_FIELD_VALUES);
  });

  it('FORM-11 FORM-23..FORM-28 the product\'s additional-fields form shows every field type as a form block does, checks required answers and formats, and sends the same values', async () => {
    const tote = '/shop/personalised-canvas-tote';
    await rewriteProductPage(page, tote, (html, props) => ({ html, props: { ...props, additionalFieldsForm: everyFieldForm() } }));
    await page.goto(`${session.server().origin}${tote}`);
    await islandsStarted(page);
    const sent = recordPurchases(page);
    await addButton(page).click();
    const dialog = page.locator('dialog.ProductFormLightbox');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const type of ['section', 'name', 'email', 'text', 'textarea', 'number', 'currency', 'phone', 'radio', 'checkbox', 'select', 'likert', 'hidden', 'address', 'date', 'time']) {
      expect(await dialog.locator(`[data-field-type="${type}"]`).count(), type).toBeGreaterThan(0);
    }
    await dialog.locator('[data-field-id="email"] input').fill('ada@');
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    const errorOf = (id: string) => dialog.locator(`[data-field-id="${id}"] .ProductFormLightbox-error`);
    expect(await errorOf('name').innerText()).toBe('Required');
    expect(await errorOf('contact').innerText()).toBe('Required');
    expect(await errorOf('email').innerText()).toBe('Email is not valid. Email addresses should follow the format email@example.com.');
    expect(await errorOf('rating').count()).toBe(0);
    expect(blocking(await axeViolations(page))).toEqual([]);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await dialog.screenshot({ path: join(SCREENSHOT_DIR, 'additional-fields-dialog.png') });
    await fillEveryField(page, 'dialog.ProductFormLightbox');
    expect(await dialog.locator('[data-field-id="message"] [data-field-counter]').innerText()).toBe('18 / 200');
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => buttonLabel(page)).toBe('Added!');
    expect(JSON.parse(sent[0]!.postDataJSON().additionalFields)).toEqual({ ...EVERY_FIELD_VALUES, ref: 'direct' });
  });
});
