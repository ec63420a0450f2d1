/**
 * The submit flow's transaction (GAP-72, GAP-73): a form connected to a mailing list signs the
 * visitor's email up inside the submission's transaction; if that fails, nothing of the
 * submission is kept (no row, no email, the key still unspent).
 */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contactForm, VALID_ANSWERS } from '../../../test/support/forms';
import { createOutboxService } from '../../modules/outbox';
import { createFormServices } from './forms';
import { createCaptchaService } from '../../modules/captcha';
import { createSubmissionsService } from '../../modules/forms';
import { fixedClock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import { createEventBus } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import type { ListSignUp } from '../../flows/forms';

const PAGE = { pageTitle: null, pageId: null, pagePath: null, contentSource: null, pagePermissionTypeValue: null };

describeDatabase('the form submission transaction', (db) => {
  let counter = 0;
  const setup = (signUpToList: (signUp: ListSignUp) => Promise<void>) => {
    const n = ++counter;
    const clock = fixedClock(Date.UTC(2026, 10, 21, 12));
    const ids = sequentialIds(`sf${n}x`);
    const database = db();
    const captcha = createCaptchaService({ db: database.db, clock, hmacKey: 'k'.repeat(32), randomHex: () => 'ab', randomInt: () => 1 });
    const services = createFormServices({
      database,
      clock,
      ids,
      events: createEventBus(),
      captcha,
      outboxFor: (tx) => createOutboxService({ db: tx, ids, clock, transport: null, from: 'Stoa <no-reply@localhost>' }),
      signUpToList: async (tx, signUp) => {
        // The sign-up sees the submission it belongs to: it runs in the same transaction.
        const inTx = createSubmissionsService({ db: tx, ids, clock, randomKey: () => 'unused' });
        expect((await inTx.get(signUp.websiteId, signUp.formId, signUp.submissionId)).id).toBe(signUp.submissionId);
        await signUpToList(signUp);
      },
    });
    const outbox = createOutboxService({ db: database.db, ids, clock, transport: null, from: 'x@localhost' });
    return { ...services, outbox, site: `sf-site-${n}` };
  };
  const send = async (s: ReturnType<typeof setup>, formId: string, values: Record<string, unknown>) => {
    const key = await s.formSubmissions.issueKey(s.site, 'crumb');
    const request = { websiteId: s.site, visitor: 'crumb', formId, key, form: JSON.stringify(values), captchaKey: null,
    site: { origin: 'https://example.test', title: 'Example' }, page: PAGE };
    return { key, request, result: s.formFlows.submit(request) };
  };

  it('GAP-72 a form with a mailing list signs up the email and name it was sent, in the same transaction', async () => {
    const signUps: ListSignUp[] = [];
    const s = setup(async (signUp) => void signUps.push(signUp));
    const form = await s.forms.create(s.site, contactForm({ mailingListId: 'list-1' }));
    const stored = await (await send(s, form.id, VALID_ANSWERS)).result;
    expect(signUps).toEqual([{ websiteId: s.site, listId: 'list-1', email: 'ada@example.com', name: 'Ada Lovelace', formId: form.id, submissionId: stored.id, site: { origin: 'https://example.test', title: 'Example' } }]);
    const plain = await s.forms.create(s.site, contactForm());
    await (await send(s, plain.id, VALID_ANSWERS)).result;
    expect(signUps).toHaveLength(1);
  });

  it('GAP-73 a failed sign-up rolls the whole submission back: no row, no email, the key still usable', async () => {
    let fail = true;
    const s = setup(async () => {
      if (fail) throw new DomainError('INTERNAL');
    });
    const form = await s.forms.create(s.site, contactForm({ mailingListId: 'list-1' }));
    const { request, result } = await send(s, form.id, VALID_ANSWERS);
    await expect(result).rejects.toMatchObject({ code: 'INTERNAL' });
    expect((await s.formSubmissions.list(s.site, form.id)).submissions).toEqual([]);
    expect((await s.outbox.listMessages(s.site)).messages).toEqual([]);
    fail = false;
    const stored = await s.formFlows.submit(request);
    expect((await s.formSubmissions.list(s.site, form.id)).submissions.map((x) => x.id)).toEqual([stored.id]);
    expect((await s.outbox.listMessages(s.site)).messages).toHaveLength(1);
  });
});
