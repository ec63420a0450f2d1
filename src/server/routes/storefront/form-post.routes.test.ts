import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { CONTACT_FIELDS, createFormSite, formVisitor, VALID_ANSWERS } from '../../../../test/support/forms';
import type { Database } from '../../../db/database';
import { FORM_LIMITS } from '../../../shared/forms/form-model';
import { EMAIL_INVALID_MESSAGE } from '../../../shared/forms/form-rules';
import { CAPTCHA_NEEDS_SCRIPT } from './form-post.routes';

/** The contact form as a browser without JavaScript encodes it (the theme's input names). */
const VALID_POST = 'name=Ada&name=Lovelace&email=ada%40example.com&message=Hello+there&topic=Workshops&days=Tue&mood.0=2&phone=207&phone=555&phone=0142&source=site';

describeDatabase('sending a form block without JavaScript (POST /api/form/submit/:formId)', (db: () => Database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(db());
  });
  afterAll(() => app.close());

  const stored = async (websiteId: string, formId: string) => (await app.services.formSubmissions.list(websiteId, formId)).submissions;

  /** A same-origin post from `page` of the site, as a plain HTML form sends it. */
  function poster(host: string, visitor = `${Math.random().toString(36).slice(2)}${'x'.repeat(16)}`) {
    // `headers` replace the same-origin fetch metadata a browser sends.
    return (formId: string, body: string, { page = '/contact', headers = { 'sec-fetch-site': 'same-origin' } as Record<string, string> } = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/form/submit/${formId}`,
        payload: body,
        headers: { host, cookie: `crumb=${visitor}`, 'content-type': 'application/x-www-form-urlencoded', referer: `http://${host}${page}`, ...headers },
      });
  }

  it('FORM-41 GAP-73 FORM-48 a valid post is stored like the island\'s, then 303 to a page showing the submission message', async () => {
    const { site, form, host } = await createFormSite(app, { submissionMessage: '<p>Thanks, <strong>we will write back</strong>.</p><script>alert(1)</script>' });
    const res = await poster(host)(form.id, VALID_POST, { page: '/contact?utm_source=spring' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/api/form/submitted/${form.id}?back=${encodeURIComponent('/contact?utm_source=spring')}`);
    const [submission] = await stored(site.id, form.id);
    expect(submission!.values).toEqual({
      ...VALID_ANSWERS,
      topic: 'Workshops',
      days: ['Tue'],
      mood: { 'Service was quick': '2' },
      phone: ['', '207', '555', '0142'],
      source: 'spring',
    });
    expect(submission!.pagePath).toBe('/contact');

    const sent = await app.inject({ method: 'GET', url: res.headers.location as string, headers: { host } });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toContain('text/html');
    expect(sent.body).toContain('<p>Thanks, <strong>we will write back</strong>.</p>');
    expect(sent.body).not.toContain('<script>alert(1)');
    expect(sent.body).toContain('href="/contact?utm_source=spring"');
  });

  it('FORM-49 with a success redirect the browser goes there (303)', async () => {
    const { site, form, host } = await createFormSite(app, { successRedirect: '/thank-you' });
    const res = await poster(host)(form.id, VALID_POST);
    expect([res.statusCode, res.headers.location]).toEqual([303, '/thank-you']);
    expect(await stored(site.id, form.id)).toHaveLength(1);
  });

  it('GAP-09 FORM-61 refused answers: a page with the summary message and each field\'s message by its title, a link back, nothing stored', async () => {
    const { site, form, host } = await createFormSite(app, { fields: CONTACT_FIELDS.map((f) => (f.id === 'email' ? { ...f, title: 'Email <b>me</b>' } : f)) });
    const res = await poster(host)(form.id, `name=&name=&email=not-an-address&message=${'x'.repeat(201)}`, { page: '/contact' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('One or more fields is invalid, please check your entries.');
    expect(res.body).toContain('<strong>Your name</strong>: <span class="FormField-error">Required</span>');
    expect(res.body).toContain(`<strong>Email &lt;b&gt;me&lt;/b&gt;</strong>: <span class="FormField-error">${EMAIL_INVALID_MESSAGE}</span>`);
    expect(res.body).toContain('<strong>Message</strong>: <span class="FormField-error">You have exceeded the character limit.</span>');
    expect(res.body).toContain('href="/contact"');
    expect(await stored(site.id, form.id)).toHaveLength(0);
  });

  it('FORM-58 one site cannot send to another site\'s form: 404 with the spec\'s message, nothing stored there', async () => {
    const mine = await createFormSite(app);
    const theirs = await createFormSite(app);
    const res = await poster(mine.host)(theirs.form.id, VALID_POST);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This form has not been configured yet.');
    expect(await stored(theirs.site.id, theirs.form.id)).toHaveLength(0);
    expect((await poster(mine.host)('no-such-form', VALID_POST)).statusCode).toBe(404);
  });

  it('refuses a cross-site post, or one that says nothing of where it came from (403), storing nothing', async () => {
    const { site, form, host } = await createFormSite(app);
    const post = poster(host);
    const refused: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'http://evil.example' }, {}];
    for (const headers of refused) {
      const res = await post(form.id, VALID_POST, { headers });
      expect([res.statusCode, res.body.includes('Unable to submit form. Please try again later.')]).toEqual([403, true]);
    }
    expect(await stored(site.id, form.id)).toHaveLength(0);
  });

  it('CAPT-06 a form with a CAPTCHA answers that JavaScript is needed, and stores nothing', async () => {
    const { site, form, host } = await createFormSite(app, { captchaEnabled: true });
    const res = await poster(host)(form.id, VALID_POST);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(CAPTCHA_NEEDS_SCRIPT);
    expect(await stored(site.id, form.id)).toHaveLength(0);
  });

  it('FORM-59 GAP-75 over the visitor\'s submissions per minute (counted with the JSON call) the page says the spec\'s 429 message', async () => {
    const { site, form, host } = await createFormSite(app);
    const island = formVisitor(app, host);
    const post = poster(host, island.crumb);
    for (let i = 1; i < FORM_LIMITS.submissionsPerMinute; i++) expect((await post(form.id, VALID_POST)).statusCode).toBe(303);
    expect((await island.submit(form.id, VALID_ANSWERS)).statusCode).toBe(200);
    expect((await island.submit(form.id, VALID_ANSWERS)).statusCode).toBe(429);
    const over = await post(form.id, VALID_POST);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.body).toContain('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(await stored(site.id, form.id)).toHaveLength(FORM_LIMITS.submissionsPerMinute);
  });

  it('the sent page only links back to a path of this site, and says so when the form is gone', async () => {
    const { site, form, host } = await createFormSite(app);
    const sent = await app.inject({ method: 'GET', url: `/api/form/submitted/${form.id}?back=${encodeURIComponent('//evil.example/x')}`, headers: { host } });
    expect(sent.body).toContain('href="/"');
    expect(sent.body).not.toContain('evil.example');
    await app.services.forms.remove(site.id, form.id);
    const gone = await app.inject({ method: 'GET', url: `/api/form/submitted/${form.id}`, headers: { host } });
    expect([gone.statusCode, gone.body.includes('This form has not been configured yet.')]).toEqual([404, true]);
  });
});
