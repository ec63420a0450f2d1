/**
 * Submissions and one-time keys in the database (FORM-39, FORM-40, GAP-73): keys pass once,
 * only for their site and visitor and only until they expire; expired keys are cleared;
 * submissions page newest first, search their answers and stay within their site.
 */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contactForm } from '../../../test/support/forms';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { createEventBus } from '../../shared/events';
import { FORM_LIMITS } from '../../shared/forms/form-model';
import { sequentialIds } from '../../shared/ids';
import { submissionKeys } from './forms.tables';
import { createFormsService } from './forms.service';
import { hashSubmissionKey } from './submission-keys';
import { createSubmissionsService } from './submissions.service';

const PAGE = { pageTitle: null, pageId: null, pagePath: null, contentSource: null, pagePermissionTypeValue: null };

describeDatabase('form submissions and keys', (db) => {
  let counter = 0;
  const setup = () => {
    const n = ++counter;
    const clock = fixedClock(Date.UTC(2026, 10, 21, 12));
    let keyNo = 0;
    const ids = sequentialIds(`fs${n}x`);
    const submissions = createSubmissionsService({ db: db().db, ids, clock, randomKey: () => `key-${n}-${++keyNo}` });
    const forms = createFormsService({ db: db().db, ids, clock, events: createEventBus() });
    return { submissions, forms, clock, site: `site-${n}` };
  };

  it('FORM-40 a key is spent once, by its own visitor on its own site', async () => {
    const { submissions, site } = setup();
    const key = await submissions.issueKey(site, 'crumb-a');
    expect(await submissions.spendKey(site, 'crumb-b', key)).toBe(false);
    expect(await submissions.spendKey('another-site', 'crumb-a', key)).toBe(false);
    expect(await submissions.spendKey(site, 'crumb-a', 'made-up')).toBe(false);
    expect(await submissions.spendKey(site, 'crumb-a', key)).toBe(true);
    expect(await submissions.spendKey(site, 'crumb-a', key)).toBe(false);
  });

  it('FORM-39 a key expires after the key lifetime, and expired keys are cleared when new ones are issued', async () => {
    const { submissions, site, clock } = setup();
    const key = await submissions.issueKey(site, 'crumb-a');
    const fresh = await submissions.issueKey(site, 'crumb-a');
    clock.advance(FORM_LIMITS.keyLifetimeMinutes * 60_000 - 1);
    expect(await submissions.spendKey(site, 'crumb-a', fresh)).toBe(true);
    clock.advance(1);
    expect(await submissions.spendKey(site, 'crumb-a', key)).toBe(false);
    clock.advance(1);
    await submissions.issueKey(site, 'crumb-b');
    const left = await db().db.select().from(submissionKeys);
    expect(left.map((row) => row.keyHash)).not.toContain(hashSubmissionKey(key));
    expect(left.map((row) => row.keyHash)).not.toContain(hashSubmissionKey(fresh));
  });

  it('GAP-73 stores the values with the form fields of the moment; later edits of the form change nothing stored', async () => {
    const { submissions, forms, site } = setup();
    const form = await forms.create(site, contactForm());
    const saved = await submissions.record(site, form, { email: 'ada@example.com' }, PAGE);
    await forms.update(site, form.id, contactForm({ fields: [contactForm().fields[1]!] }));
    const again = await submissions.get(site, form.id, saved.id);
    expect(again.fields).toEqual(contactForm().fields);
    expect(again.values).toEqual({ email: 'ada@example.com' });
  });

  it('GAP-73 pages newest first by cursor, searches answers case-blind, counts per form, and never crosses sites', async () => {
    const { submissions, forms, site } = setup();
    const form = await forms.create(site, contactForm());
    const other = await forms.create(`${site}-other`, contactForm());
    const ids = [];
    for (const message of ['Kiln', 'glaze', 'KILN firing']) ids.push((await submissions.record(site, form, { message }, PAGE)).id);
    await submissions.record(`${site}-other`, other, { message: 'kiln' }, PAGE);
    const first = await submissions.list(site, form.id, { limit: 2 });
    expect(first.submissions.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    const rest = await submissions.list(site, form.id, { limit: 2, cursor: first.nextCursor! });
    expect(rest).toMatchObject({ submissions: [{ id: ids[0] }], nextCursor: null });
    expect((await submissions.list(site, form.id, { q: ' kiln ' })).submissions.map((s) => s.id)).toEqual([ids[2], ids[0]]);
    expect((await submissions.stats(site)).get(form.id)).toEqual({ count: 3, lastAt: '2026-11-21T12:00:00.000Z' });
    expect((await submissions.list(site, other.id)).submissions).toEqual([]);
    const code = await submissions.get(site, other.id, ids[0]!).then(() => 'found', (e: unknown) => (isDomainError(e) ? e.code : 'other'));
    expect(code).toBe('FORM_SUBMISSION_NOT_FOUND');
    await expect(submissions.list(site, form.id, { cursor: 'bad' })).rejects.toMatchObject({ code: 'FORM_CURSOR_INVALID' });
  });
});
