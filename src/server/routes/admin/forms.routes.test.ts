/**
 * The owner's forms API (GAP-73): forms with submission counts, a form's submissions newest
 * first with cursor paging, search and limit, one submission and its removal, the CSV export
 * (escaped against spreadsheet formulas), the content-editing permission, and site isolation.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { contactForm, createFormSite, VALID_ANSWERS } from '../../../../test/support/forms';
import { ownerSession } from '../../../../test/support/owner';
import { adminFormEndpoints, submissionsCsvPath } from '../../../shared/api/forms-endpoints';
import { ContributorRole } from '../../../shared/enums';

const FORMS = adminFormEndpoints.list.path;

describeDatabase('owner forms API', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(db());
  });
  afterAll(() => app.close());

  const record = (websiteId: string, formId: string, values: Record<string, unknown>, pagePath: string | null = '/contact') =>
    app.services.forms.get(websiteId, formId).then((form) =>
      app.services.formSubmissions.record(websiteId, form, values as never, { pageTitle: 'Contact', pageId: 'p1', pagePath, contentSource: 'c', pagePermissionTypeValue: null }),
    );

  it('GAP-73 creates, lists with submission counts, reads, replaces and removes a form', async () => {
    const { site, form, headers } = await createFormSite(app);
    const created = await app.inject({ method: 'POST', url: FORMS, headers, payload: contactForm({ name: 'Workshop sign-up', notificationEmail: null }) });
    expect(created.statusCode, created.body).toBe(201);
    const workshop = created.json();
    expect(workshop).toMatchObject({ name: 'Workshop sign-up', kind: 'form', notificationEmail: null, fields: contactForm().fields });
    await record(site.id, form.id, VALID_ANSWERS);
    await record(site.id, form.id, VALID_ANSWERS);

    const list = await app.inject({ method: 'GET', url: FORMS, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().forms).toEqual([
      { id: form.id, name: 'Contact us', kind: 'form', fieldCount: 8, submissionCount: 2, lastSubmissionAt: '2026-11-21T12:00:00.000Z', updatedAt: form.updatedAt },
      { id: workshop.id, name: 'Workshop sign-up', kind: 'form', fieldCount: 8, submissionCount: 0, lastSubmissionAt: null, updatedAt: workshop.updatedAt },
    ]);

    const one = await app.inject({ method: 'GET', url: `${FORMS}/${workshop.id}`, headers });
    expect(one.json()).toEqual(workshop);
    const replaced = await app.inject({ method: 'PUT', url: `${FORMS}/${workshop.id}`, headers, payload: contactForm({ name: 'Workshops', captchaEnabled: true }) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: workshop.id, name: 'Workshops', captchaEnabled: true });

    const removed = await app.inject({ method: 'DELETE', url: `${FORMS}/${form.id}`, headers });
    expect(removed.json()).toEqual({ deleted: true });
    expect((await app.inject({ method: 'GET', url: `${FORMS}/${form.id}`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${FORMS}/${form.id}/submissions`, headers })).statusCode).toBe(404);
    expect((await app.services.formSubmissions.stats(site.id)).get(form.id)).toBeUndefined();
  });

  it('GAP-73 refuses bad forms with 400: duplicate field ids, a newsletter without a required email, a bad notification address, missing fields', async () => {
    const { headers } = await createFormSite(app);
    const post = (payload: unknown) => app.inject({ method: 'POST', url: FORMS, headers, payload: payload as Record<string, unknown> });
    const dup = await post(contactForm({ fields: [contactForm().fields[1]!, contactForm().fields[1]!] }));
    expect([dup.statusCode, dup.json().code]).toEqual([400, 'FORM_FIELD_IDS_DUPLICATE']);
    const newsletter = await post(contactForm({ kind: 'newsletter', fields: [contactForm().fields[0]!] }));
    expect(newsletter.json().code).toBe('FORM_NEWSLETTER_EMAIL_MISSING');
    const address = await post(contactForm({ notificationEmail: 'not an address' }));
    expect([address.statusCode, address.json().code]).toEqual([400, 'FORM_NOTIFICATION_EMAIL_INVALID']);
    const empty = await post({});
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(empty.json().data.errors.name).toBeDefined();
  });

  it('GAP-73 lists submissions newest first, a page at a time by cursor, with limit and a search over the answers', async () => {
    const { site, form, headers } = await createFormSite(app);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await record(site.id, form.id, { ...VALID_ANSWERS, email: `person${i}@example.com`, message: i % 2 === 0 ? 'Pottery WHEEL question' : 'Hello' })).id);
    const url = adminFormEndpoints.submissions.path.replace(':formId', form.id);

    const first = await app.inject({ method: 'GET', url: `${url}?limit=2`, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().submissions.map((s: { id: string }) => s.id)).toEqual([ids[4], ids[3]]);
    const second = await app.inject({ method: 'GET', url: `${url}?limit=2&cursor=${first.json().nextCursor}`, headers });
    expect(second.json().submissions.map((s: { id: string }) => s.id)).toEqual([ids[2], ids[1]]);
    const last = await app.inject({ method: 'GET', url: `${url}?limit=2&cursor=${second.json().nextCursor}`, headers });
    expect(last.json()).toMatchObject({ submissions: [{ id: ids[0] }], nextCursor: null });

    const search = await app.inject({ method: 'GET', url: `${url}?q=${encodeURIComponent('wheel')}`, headers });
    expect(search.json().submissions.map((s: { id: string }) => s.id)).toEqual([ids[3], ids[1]]);
    const byEmail = await app.inject({ method: 'GET', url: `${url}?q=PERSON5%40`, headers });
    expect(byEmail.json().submissions.map((s: { id: string }) => s.id)).toEqual([ids[4]]);
    // Wildcards are plain text in a search.
    expect((await app.inject({ method: 'GET', url: `${url}?q=%25`, headers })).json().submissions).toEqual([]);

    expect((await app.inject({ method: 'GET', url: `${url}?cursor=nonsense`, headers })).json().code).toBe('FORM_CURSOR_INVALID');
    expect((await app.inject({ method: 'GET', url: `${url}?limit=500`, headers })).statusCode).toBe(400);
  });

  it('GAP-73 FORM-21 FORM-22 shows one submission with each answer as the owner reads it, and removes it', async () => {
    const { site, form, headers } = await createFormSite(app);
    const stored = await record(site.id, form.id, { ...VALID_ANSWERS, days: ['Mon', 'Tue'], mood: { 'Service was quick': '2' }, phone: ['', '555', '123', '4567'], source: 'newsletter' });
    const url = adminFormEndpoints.submission.path.replace(':formId', form.id).replace(':submissionId', stored.id);
    const one = await app.inject({ method: 'GET', url, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: stored.id, formId: form.id, pageTitle: 'Contact', pagePath: '/contact', values: { email: 'ada@example.com' } });
    expect(one.json().answers).toEqual([
      { fieldId: 'name', title: 'Your name', text: 'Ada Lovelace' },
      { fieldId: 'email', title: 'Email', text: 'ada@example.com' },
      { fieldId: 'message', title: 'Message', text: 'Hello there' },
      { fieldId: 'topic', title: 'Topic', text: 'N/A' },
      { fieldId: 'days', title: 'Days', text: 'Mon, Tue' },
      { fieldId: 'mood', title: 'Mood', text: 'Service was quick: Strongly Agree' },
      { fieldId: 'phone', title: 'Phone', text: '555-123-4567' },
      { fieldId: 'source', title: 'Source', text: 'newsletter' },
    ]);
    expect((await app.inject({ method: 'DELETE', url, headers })).json()).toEqual({ deleted: true });
    const gone = await app.inject({ method: 'GET', url, headers });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'FORM_SUBMISSION_NOT_FOUND']);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
  });

  it('GAP-73 exports a CSV with a column per question of the current form, the date and page, quoted and safe from spreadsheet formulas', async () => {
    const { site, form, headers } = await createFormSite(app);
    await record(site.id, form.id, { ...VALID_ANSWERS, message: '=HYPERLINK("http://evil")' }, '/contact');
    await record(site.id, form.id, { name: ['@Bob', ''], email: 'bob@example.com', message: 'Line one\nline "two", done', topic: 'Orders' }, null);
    const res = await app.inject({ method: 'GET', url: submissionsCsvPath(form.id), headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact-us-submissions.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Submitted,Page,Your name,Email,Message,Topic,Days,Mood,Phone,Source');
    // Newest first; without a page path the page's title is shown.
    expect(lines[1]).toBe('2026-11-21T12:00:00.000Z,Contact,\'@Bob,bob@example.com,"Line one\nline ""two"", done",Orders,N/A,N/A,N/A,N/A');
    expect(lines[2]).toBe('2026-11-21T12:00:00.000Z,/contact,Ada Lovelace,ada@example.com,"\'=HYPERLINK(""http://evil"")",N/A,N/A,N/A,N/A,N/A');
    expect(lines[3]).toBe('');
  });

  it('GAP-73 a large export is read a page at a time and lists every submission', async () => {
    const { site, form } = await createFormSite(app);
    for (let i = 0; i < 7; i++) await record(site.id, form.id, { ...VALID_ANSWERS, message: `m${i}` });
    const seen: string[] = [];
    for await (const s of app.services.formSubmissions.each(site.id, form.id, 3)) seen.push(String(s.values.message));
    expect(seen).toEqual(['m6', 'm5', 'm4', 'm3', 'm2', 'm1', 'm0']);
  });

  it("GAP-73 another site's forms and submissions are 404, and nothing of theirs is listed or changed", async () => {
    const mine = await createFormSite(app);
    const theirs = await createFormSite(app);
    const stored = await record(theirs.site.id, theirs.form.id, VALID_ANSWERS);
    const headers = mine.headers;
    const their = `${FORMS}/${theirs.form.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', their],
      ['PUT', their, contactForm()],
      ['DELETE', their],
      ['GET', `${their}/submissions`],
      ['GET', `${their}/submissions.csv`],
      ['GET', `${their}/submissions/${stored.id}`],
      ['DELETE', `${their}/submissions/${stored.id}`],
      // Their submission through my form's path.
      ['GET', `${FORMS}/${mine.form.id}/submissions/${stored.id}`],
      ['DELETE', `${FORMS}/${mine.form.id}/submissions/${stored.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: FORMS, headers })).json().forms.map((f: { id: string }) => f.id)).toEqual([mine.form.id]);
    expect((await app.services.formSubmissions.get(theirs.site.id, theirs.form.id, stored.id)).id).toBe(stored.id);
    expect((await app.services.forms.get(theirs.site.id, theirs.form.id)).name).toBe('Contact us');
  });

  it('GAP-73 needs a signed-in contributor with the owner crumb; writes need content editing, reads allow read-only roles', async () => {
    const { site, form, host, headers } = await createFormSite(app);
    const anonymous = await app.inject({ method: 'GET', url: FORMS, headers: { host } });
    expect(anonymous.statusCode).toBe(401);
    const { 'x-stoa-owner-crumb': _crumb, ...noOwnerCrumb } = headers;
    expect((await app.inject({ method: 'GET', url: FORMS, headers: noOwnerCrumb })).json().code).toBe('OWNER_CRUMB_INVALID');
    const storeManager = (await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER })).headers;
    expect((await app.inject({ method: 'DELETE', url: `${FORMS}/${form.id}`, headers: storeManager })).statusCode).toBe(403);
    const editor = (await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR })).headers;
    expect((await app.inject({ method: 'GET', url: submissionsCsvPath(form.id), headers: editor })).statusCode).toBe(200);
    const { 'x-csrf-token': _visitorCrumb, ...noVisitorCrumb } = editor;
    expect((await app.inject({ method: 'DELETE', url: `${FORMS}/${form.id}`, headers: noVisitorCrumb })).json().crumbFail).toBe(true);
  });
});
