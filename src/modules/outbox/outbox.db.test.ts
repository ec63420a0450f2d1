import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { sequentialIds } from '../../shared/ids';
import { backoffMs, createOutboxService, createOutboxWorker, OUTBOX_LIMITS, SECRET_BODY_NOTE, type MailTransport } from './index';

let counter = 0;

describeDatabase('outbox', (db) => {
  const setup = (transport: MailTransport | null) => {
    const tag = `ob${++counter}${Math.random().toString(16).slice(2, 6)}`;
    const clock = fixedClock(Date.UTC(2026, 10, 21, 12, 0, 0));
    const outbox = createOutboxService({ db: db().db, ids: sequentialIds(tag), clock, transport, from: 'Stoa <no-reply@localhost>' });
    return { outbox, clock, site: `site-${tag}` };
  };

  it('records messages without a transport, once per dedupe key, newest first for the owner', async () => {
    const { outbox, clock, site } = setup(null);
    await outbox.enqueue(site, { to: 'a@example.com', subject: 'First', text: 'one', dedupeKey: 'k1' });
    clock.advance(1000);
    await outbox.enqueue(site, { to: 'b@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const again = await outbox.enqueue(site, { to: 'a@example.com', subject: 'First again', text: 'one', dedupeKey: 'k1' });
    expect(again.subject).toBe('First');
    const { messages, nextCursor } = await outbox.listMessages(site);
    expect(nextCursor).toBeNull();
    expect(messages.map((m) => [m.to, m.subject, m.status, m.html])).toEqual([
      ['b@example.com', 'Second', 'recorded', '<p>two</p>'],
      ['a@example.com', 'First', 'recorded', null],
    ]);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox.listMessages('another-site')).messages).toEqual([]);
    await expect(outbox.enqueue(site, { to: 'not an email', subject: 'x', text: 'x' })).rejects.toSatisfy((e) => isDomainError(e, 'EMAIL_INVALID'));
  });

  it('issue 15 §2 several messages are queued in one statement, answered in the order given; a dedupe key queued before, or twice in the batch, keeps its first message', async () => {
    const { outbox, site } = setup(null);
    await outbox.enqueue(site, { to: 'a@example.com', subject: 'Earlier', text: 'zero', dedupeKey: 'k0' });
    const before = db().statements.count;
    const queued = await outbox.enqueueAll(site, [
      { to: 'owner@example.com', subject: 'New order', text: 'one' },
      { to: 'buyer@example.com', subject: 'Your order', text: 'two', dedupeKey: 'k2' },
    ]);
    expect(db().statements.count - before).toBe(1);
    expect(queued.map((m) => [m.to, m.subject, m.status])).toEqual([
      ['owner@example.com', 'New order', 'recorded'],
      ['buyer@example.com', 'Your order', 'recorded'],
    ]);
    const again = await outbox.enqueueAll(site, [
      { to: 'a@example.com', subject: 'Later', text: 'x', dedupeKey: 'k0' },
      { to: 'c@example.com', subject: 'Third', text: 'three', dedupeKey: 'k3' },
      { to: 'c@example.com', subject: 'Third twice', text: 'three', dedupeKey: 'k3' },
    ]);
    expect(again.map((m) => m.subject)).toEqual(['Earlier', 'Third', 'Third']);
    expect((await outbox.listMessages(site)).messages).toHaveLength(4);
    // One address that is not an email refuses the whole batch before anything is written.
    await expect(outbox.enqueueAll(site, [{ to: 'd@example.com', subject: 'd', text: 'd' }, { to: 'nope', subject: 'x', text: 'x' }])).rejects.toSatisfy((e) => isDomainError(e, 'EMAIL_INVALID'));
    expect((await outbox.listMessages(site)).messages).toHaveLength(4);
    expect(await outbox.enqueueAll(site, [])).toEqual([]);
  });

  it('delivers a secret message whole but never shows its body to owners', async () => {
    const delivered: { text: string; html?: string | undefined }[] = [];
    const { outbox, site } = setup({ send: async (m) => void delivered.push(m) });
    await outbox.enqueue(site, { to: 'invitee@example.com', subject: 'You are invited', text: 'link: /x?token=SECRET', html: '<a href="/x?token=SECRET">x</a>', secret: true });
    const [listed] = (await outbox.listMessages(site)).messages;
    expect(listed).toMatchObject({ subject: 'You are invited', text: SECRET_BODY_NOTE, html: null, secret: true });
    expect(JSON.stringify(listed)).not.toContain('SECRET');
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toMatchObject([{ text: 'link: /x?token=SECRET', html: '<a href="/x?token=SECRET">x</a>' }]);
  });

  it('sends through the transport, retries failures with backoff by the injected clock, and gives up after the last attempt', async () => {
    const sent: string[] = [];
    let failing = true;
    const transport: MailTransport = {
      send: async (m) => {
        if (failing) throw new Error('421 try later');
        sent.push(`${m.from} -> ${m.to}: ${m.subject}`);
      },
    };
    const { outbox, clock, site } = setup(transport);
    const queued = await outbox.enqueue(site, { to: 'buyer@example.com', subject: 'Your order', text: 'hi' });
    expect(queued.status).toBe('queued');
    const worker = createOutboxWorker(outbox, { intervalMs: 1000, onError: (e) => { throw e; } });
    await worker.runOnce();
    let [m] = (await outbox.listMessages(site)).messages;
    expect(m).toMatchObject({ status: 'queued', attempts: 1, sent: null });
    // Not due before the backoff has passed.
    clock.advance(backoffMs(1) - 1);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    failing = false;
    clock.advance(1);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    [m] = (await outbox.listMessages(site)).messages;
    expect(m).toMatchObject({ status: 'sent', attempts: 2, sent: clock.now() });
    expect(sent).toEqual(['Stoa <no-reply@localhost> -> buyer@example.com: Your order']);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });

    failing = true;
    await outbox.enqueue(site, { to: 'never@example.com', subject: 'Doomed', text: 'x' });
    for (let i = 0; i < OUTBOX_LIMITS.maxAttempts; i++) {
      await outbox.deliverDue();
      clock.advance(OUTBOX_LIMITS.maxBackoffMs);
    }
    const doomed = (await outbox.listMessages(site)).messages.find((x) => x.subject === 'Doomed');
    expect(doomed).toMatchObject({ status: 'failed', attempts: OUTBOX_LIMITS.maxAttempts });
  });

  it('backs off 1 minute, doubling, at most 6 hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(30)).toBe(6 * 60 * 60_000);
  });
});
