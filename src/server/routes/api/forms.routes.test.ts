/**
 * The visitor's form calls over HTTP (spec §7, §8): the template schema (FORM-10, GAP-23),
 * validation (FORM-29, GAP-09), one-time keys (FORM-39, FORM-40) and SaveFormSubmission with
 * every status the form block maps to a message (FORM-57..FORM-63), the captcha (CAPT-06..08),
 * what is stored and the owner's notification email (GAP-73).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { captchaToken } from '../../../../test/support/captcha';
import { describeDatabase } from '../../../../test/support/database';
import { createFormSite, formsApp, formVisitor, VALID_ANSWERS } from '../../../../test/support/forms';
import { FORM_FIELD_TYPES, FORM_LIMITS } from '../../../shared/forms/form-model';
import { EMAIL_INVALID_MESSAGE } from '../../../shared/forms/form-rules';

describeDatabase('the visitor form calls', (db) => {
  let app: FastifyInstance;
  let clock: Awaited<ReturnType<typeof formsApp>>['clock'];
  beforeAll(async () => {
    ({ app, clock } = await formsApp(db()));
  });
  afterAll(() => app.close());

  const stored = async (websiteId: string, formId: string) => (await app.services.formSubmissions.list(websiteId, formId)).submissions;

  it('FORM-10 GAP-23 GetTemplateSchema?type=9 answers the JSON Schema of a form template with every field type; other types are 404', async () => {
    const { host } = await createFormSite(app);
    const res = await app.inject({ method: 'GET', url: '/api/template/GetTemplateSchema?type=9', headers: { host } });
    expect(res.statusCode).toBe(200);
    const schema = res.json();
    expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', title: 'Form template' });
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['name', 'fields', 'submissionMessage', 'submissionHtml', 'successRedirect', 'disclaimerMessage', 'captchaEnabled', 'theme', 'alignment']));
    const variants: { properties: { type: { enum?: string[]; const?: string } } & Record<string, unknown> }[] = schema.$defs.FormField.oneOf;
    const types = variants.flatMap((v) => v.properties.type.enum ?? [v.properties.type.const!]);
    expect(types.sort()).toEqual([...FORM_FIELD_TYPES].sort());
    const textarea = variants.find((v) => v.properties.type.const === 'textarea')!;
    expect(Object.keys(textarea.properties)).toEqual(['id', 'title', 'type', 'description', 'placeholder', 'required', 'maxLength']);
    const currency = variants.find((v) => v.properties.type.const === 'currency')!;
    expect(Object.keys(currency.properties)).toContain('currencySymbol');
    for (const type of ['1', '10', 'nine']) {
      expect((await app.inject({ method: 'GET', url: `/api/template/GetTemplateSchema?type=${type}`, headers: { host } })).statusCode).toBe(404);
    }
  });

  it('FORM-29 GAP-09 validate answers {valid: true}, or 400 with errors by field id (required included); an unknown form is 404', async () => {
    const { form, visitor } = await createFormSite(app);
    const v = visitor();
    const url = `/api/rest/forms/validate/${form.id}`;
    const ok = await v.request('POST', url, VALID_ANSWERS);
    expect([ok.statusCode, ok.json()]).toEqual([200, { valid: true }]);
    const bad = await v.request('POST', url, { email: 'ada@example', message: 'x'.repeat(201), topic: 'Nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: 'Required', email: EMAIL_INVALID_MESSAGE, message: 'You have exceeded the character limit.', topic: 'Nope is not one of the expected options.' });
    expect(bad.json().data.errors).toEqual(bad.json().errors);
    const missing = await v.request('POST', '/api/rest/forms/validate/nope', VALID_ANSWERS);
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'This form has not been configured yet.']);
    const shapes = await v.request('POST', url, { ...VALID_ANSWERS, days: [{ not: 'text' }] });
    expect([shapes.statusCode, shapes.json().error]).toEqual([400, 'Could not parse the form fields, please check your entries.']);
  });

  it('FORM-39 FORM-40 FormSubmissionKey answers a fresh one-time key; only its SHA-256 is kept', async () => {
    const v = formVisitor(app, (await createFormSite(app)).host);
    const [a, b] = [await v.key(), await v.key()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(b).not.toBe(a);
    const rows = await db().db.execute<{ key_hash: string }>(`select key_hash from forms_submission_keys`);
    const hashes = (rows as unknown as { rows: { key_hash: string }[] }).rows.map((r) => r.key_hash);
    expect(hashes).not.toContain(a);
    expect(hashes).toContain(createHash('sha256').update(a).digest('hex'));
  });

  it('FORM-41 FORM-13 FORM-18 FORM-20 GAP-73 a submission is stored normalized with its page, and the owner is emailed every answer, escaped, N/A when unanswered', async () => {
    const { site, form, visitor } = await createFormSite(app);
    const v = visitor();
    const res = await v.submit(form.id, { ...VALID_ANSWERS, email: ' ada@example.com ', message: '<b>Hi</b> & bye', phone: ['555', '123', '4567'], intro: 'ignored', extra: 'not a field' }, {
      pageTitle: 'Contact',
      pageId: 'page-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { submissionId } = res.json();
    expect(res.json()).toEqual({ success: true, submissionId: expect.any(String) });
    const [saved] = await stored(site.id, form.id);
    expect(saved).toMatchObject({ id: submissionId, pageTitle: 'Contact', pageId: 'page-1', contentSource: 'c', pagePath: '/contact', pagePermissionTypeValue: '1' });
    expect(saved!.values).toEqual({ name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: '<b>Hi</b> & bye', phone: ['', '555', '123', '4567'], source: 'site' });
    expect(saved!.fields).toEqual(form.fields);

    const { messages } = await app.services.outbox.listMessages(site.id);
    expect(messages).toHaveLength(1);
    const mail = messages[0]!;
    expect(mail).toMatchObject({ to: 'owner@example.com', subject: 'New submission: Contact us' });
    expect(mail.text).toContain('Your name: Ada Lovelace\nEmail: ada@example.com\nMessage: <b>Hi</b> & bye\nTopic: N/A');
    expect(mail.html).toContain('<td style="white-space:pre-wrap">&lt;b&gt;Hi&lt;/b&gt; &amp; bye</td>');
    expect(mail.html).not.toContain('<b>Hi</b>');
    expect(mail.html).toContain('<th align="left" valign="top">Topic</th><td style="white-space:pre-wrap">N/A</td>');
  });

  it('GAP-73 a form without a notification address stores the submission and sends nothing', async () => {
    const { site, form, visitor } = await createFormSite(app, { notificationEmail: null });
    expect((await visitor().submit(form.id, VALID_ANSWERS)).statusCode).toBe(200);
    expect(await stored(site.id, form.id)).toHaveLength(1);
    expect((await app.services.outbox.listMessages(site.id)).messages).toEqual([]);
  });

  it('FORM-57 401 for a made-up key, a used key, and another visitor\'s or another site\'s key; nothing is stored', async () => {
    const { site, form, visitor, host } = await createFormSite(app);
    const v = visitor();
    const expect401 = async (body: Record<string, unknown>, who = v) => {
      const res = await who.save({ formId: form.id, form: JSON.stringify(VALID_ANSWERS), ...body });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'FORM_KEY_INVALID', error: 'Unable to submit form. Please try again later.' });
    };
    await expect401({ key: 'made-up' });
    const key = await v.key();
    await expect401({ key }, formVisitor(app, host));
    const otherSite = await createFormSite(app);
    await expect401({ key: await formVisitor(app, otherSite.host).key() });
    expect((await v.save({ formId: form.id, key, form: JSON.stringify(VALID_ANSWERS) })).statusCode).toBe(200);
    await expect401({ key });
    expect(await stored(site.id, form.id)).toHaveLength(1);
  });

  it('FORM-57 FORM-39 a key older than the key lifetime is 401', async () => {
    const { site, form, visitor } = await createFormSite(app);
    const v = visitor();
    const key = await v.key();
    clock.advance(FORM_LIMITS.keyLifetimeMinutes * 60_000);
    try {
      const res = await v.save({ formId: form.id, key, form: JSON.stringify(VALID_ANSWERS) });
      expect([res.statusCode, res.json().error]).toEqual([401, 'Unable to submit form. Please try again later.']);
      expect(await stored(site.id, form.id)).toEqual([]);
    } finally {
      clock.advance(-FORM_LIMITS.keyLifetimeMinutes * 60_000);
    }
  });

  it('FORM-58 an unknown form, or another site\'s, is 404 with the spec text', async () => {
    const { visitor } = await createFormSite(app);
    const other = await createFormSite(app);
    for (const formId of ['no-such-form', other.form.id]) {
      const res = await visitor().submit(formId, VALID_ANSWERS);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FORM_NOT_FOUND', error: 'This form has not been configured yet.' });
    }
    expect(await stored(other.site.id, other.form.id)).toEqual([]);
  });

  it('FORM-59 GAP-75 over the per-visitor limit a submission is 429 with the spec text', async () => {
    const { form, visitor } = await createFormSite(app);
    const v = visitor();
    const keys = [];
    for (let i = 0; i <= FORM_LIMITS.submissionsPerMinute; i++) keys.push(await v.key());
    for (let i = 0; i < FORM_LIMITS.submissionsPerMinute; i++) {
      expect((await v.save({ formId: form.id, key: keys[i], form: JSON.stringify(VALID_ANSWERS) })).statusCode).toBe(200);
    }
    const over = await v.save({ formId: form.id, key: keys[FORM_LIMITS.submissionsPerMinute], form: JSON.stringify(VALID_ANSWERS) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' });
    expect(over.headers['retry-after']).toBeDefined();
    // Another visitor is not held back.
    expect((await visitor().submit(form.id, VALID_ANSWERS)).statusCode).toBe(200);
  });

  it('FORM-61 GAP-09 refused answers are 400 with errors by field id, required fields included; the key stays usable', async () => {
    const { site, form, visitor } = await createFormSite(app);
    const v = visitor();
    const key = await v.key();
    const res = await v.save({ formId: form.id, key, form: JSON.stringify({ email: 'nope', name: ['', ' '], days: ['Sun'] }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Required', email: EMAIL_INVALID_MESSAGE, days: 'Sun is not one of the expected options.' });
    expect(res.json().error).toBeUndefined();
    expect(await stored(site.id, form.id)).toEqual([]);
    expect((await v.save({ formId: form.id, key, form: JSON.stringify(VALID_ANSWERS) })).statusCode).toBe(200);
  });

  it('FORM-62 unparsable form JSON, wrong value shapes and a malformed body are 400 with an error text, never 500', async () => {
    const { form, visitor } = await createFormSite(app);
    const v = visitor();
    const unparsable = 'Could not parse the form fields, please check your entries.';
    for (const text of ['{not json', '[1,2]', '"text"', 'null', JSON.stringify({ days: [1, { a: 2 }] }), JSON.stringify({ mood: { a: 1 } })]) {
      const res = await v.save({ formId: form.id, key: await v.key(), form: text });
      expect([res.statusCode, res.json().error], text).toEqual([400, unparsable]);
      expect(res.json().data.error).toBe(unparsable);
    }
    const noForm = await v.save({ formId: form.id, key: 'k' });
    expect([noForm.statusCode, noForm.json().error]).toEqual([400, 'Error processing form submission. Please reload and try again.']);
    expect(noForm.json().errors).toBeUndefined();
    const noCrumb = await v.request('POST', '/api/form/SaveFormSubmission', { formId: form.id, key: 'k', form: '{}' }, { crumb: false });
    expect([noCrumb.statusCode, noCrumb.json().crumbFail]).toEqual([401, true]);
  });

  it('CAPT-06 CAPT-07 CAPT-08 a form with the captcha needs a solved, unused captchaKey', async () => {
    const { site, form, visitor, host } = await createFormSite(app, { captchaEnabled: true });
    const v = visitor();
    const missing = await v.submit(form.id, VALID_ANSWERS);
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'Complete CAPTCHA before submitting.']);
    const forged = await v.submit(form.id, VALID_ANSWERS, { captchaKey: Buffer.from('{"number":1}').toString('base64') });
    expect([forged.statusCode, forged.json().error]).toEqual([400, 'reCAPTCHA failed. Refresh this page and try again.']);
    const token = await captchaToken(app, host);
    expect((await v.submit(form.id, VALID_ANSWERS, { captchaKey: token })).statusCode).toBe(200);
    const replay = await v.submit(form.id, VALID_ANSWERS, { captchaKey: token });
    expect(replay.json().error).toBe('reCAPTCHA failed. Refresh this page and try again.');
    expect(await stored(site.id, form.id)).toHaveLength(1);
  });

  it('FORM-40 two simultaneous submissions with one key: one 200, one 401, one stored submission and one email', async () => {
    const { site, form, visitor } = await createFormSite(app);
    const v = visitor();
    const key = await v.key();
    const body = { formId: form.id, key, form: JSON.stringify(VALID_ANSWERS) };
    const answers = await Promise.all([v.save(body), v.save(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(await stored(site.id, form.id)).toHaveLength(1);
    expect((await app.services.outbox.listMessages(site.id)).messages).toHaveLength(1);
  });
});
