import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { sequentialIds } from '../../shared/ids';
import { createOutboxService, type NewMessage } from '../outbox';
import { createMailingListsService } from './mailing-lists.service';
import { MAILING_LIST_LIMITS } from './mailing-lists.types';

const SITE_INFO = { origin: 'https://shop.example', title: 'Ada <Shop>' };

describeDatabase('mailing lists', (db) => {
  let counter = 0;
  const setup = () => {
    const clock = fixedClock(Date.UTC(2026, 10, 27, 12));
    const n = ++counter;
    let tokenCount = 0;
    const realOutbox = createOutboxService({ db: db().db, ids: sequentialIds(`ob${n}x`), clock, transport: null, from: 'Stoa <no-reply@example>' });
    // Owners' listings hide the secret bodies: the test keeps what was handed to the outbox.
    const handed: NewMessage[] = [];
    const recording = { enqueue: (websiteId: string, message: NewMessage) => (handed.push(message), realOutbox.enqueue(websiteId, message)) };
    const lists = createMailingListsService({ db: db().db, ids: sequentialIds(`ml${n}x`), clock, randomToken: () => `tok-${n}-${++tokenCount}-abcdefghijklmnop`, outbox: recording });
    const outbox = { listMessages: async (websiteId: string) => (await realOutbox.listMessages(websiteId)).messages, lastHanded: () => handed[handed.length - 1]! };
    return { lists, outbox, clock, site: `site-${n}`, otherSite: `other-${n}` };
  };
  const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (e: unknown) => (isDomainError(e) ? e.code : String(e)));
  /** The token inside the last email's link to `path`. */
  const tokenIn = (text: string, path: string) => new URL(text.split('\n').find((l) => l.includes(path))!.replace(/^[^h]*/, '')).searchParams.get('token')!;

  it('GAP-72 creates, renames and lists lists with counts; a blank or long name is refused', async () => {
    const { lists, site, otherSite } = setup();
    const news = await lists.createList(site, { name: '  News  ', doubleOptIn: false });
    expect(news).toMatchObject({ name: 'News', doubleOptIn: false, subscribedCount: 0 });
    await lists.createList(otherSite, { name: 'Theirs', doubleOptIn: false });
    await lists.subscribe({ websiteId: site, listId: news.id, email: ' Ada@Example.com ', site: SITE_INFO });
    const renamed = await lists.updateList(site, news.id, { name: 'Weekly news' });
    expect(renamed).toMatchObject({ name: 'Weekly news', subscribedCount: 1 });
    expect((await lists.listLists(site)).map((l) => [l.name, l.subscribedCount])).toEqual([['Weekly news', 1]]);
    expect(await codeOf(lists.createList(site, { name: '   ', doubleOptIn: false }))).toBe('MAILING_LIST_NAME_INVALID');
    expect(await codeOf(lists.createList(site, { name: 'x'.repeat(MAILING_LIST_LIMITS.nameMaxLength + 1), doubleOptIn: false }))).toBe('MAILING_LIST_NAME_INVALID');
  });

  it('GAP-72 another site cannot read, change, delete or subscribe to a list', async () => {
    const { lists, site, otherSite } = setup();
    const news = await lists.createList(site, { name: 'News', doubleOptIn: false });
    expect(await codeOf(lists.getList(otherSite, news.id))).toBe('MAILING_LIST_NOT_FOUND');
    expect(await codeOf(lists.updateList(otherSite, news.id, { name: 'Mine' }))).toBe('MAILING_LIST_NOT_FOUND');
    expect(await codeOf(lists.deleteList(otherSite, news.id))).toBe('MAILING_LIST_NOT_FOUND');
    expect(await codeOf(lists.subscribe({ websiteId: otherSite, listId: news.id, email: 'a@example.com', site: SITE_INFO }))).toBe('MAILING_LIST_NOT_FOUND');
    expect(await codeOf(lists.listSubscribers(otherSite, news.id, {}))).toBe('MAILING_LIST_NOT_FOUND');
    expect((await lists.getList(site, news.id)).name).toBe('News');
  });

  it('GAP-72 subscribing is idempotent: the same email (any case) again changes nothing and sends nothing', async () => {
    const { lists, outbox, site } = setup();
    const news = await lists.createList(site, { name: 'News', doubleOptIn: false });
    const first = await lists.subscribe({ websiteId: site, listId: news.id, email: 'Ada@Example.com', name: 'Ada', source: 'form-1', site: SITE_INFO });
    expect(first.outcome).toBe('subscribed');
    expect(first.subscriber).toMatchObject({ email: 'ada@example.com', name: 'Ada', status: 'subscribed', source: 'form-1' });
    const again = await lists.subscribe({ websiteId: site, listId: news.id, email: ' ADA@example.com ', site: SITE_INFO });
    expect(again).toMatchObject({ outcome: 'unchanged', subscriber: { id: first.subscriber.id, status: 'subscribed' } });
    expect((await lists.listSubscribers(site, news.id, {})).subscribers).toHaveLength(1);
    expect(await outbox.listMessages(site)).toHaveLength(0);
    expect(await codeOf(lists.subscribe({ websiteId: site, listId: news.id, email: 'not-an-email', site: SITE_INFO }))).toBe('EMAIL_INVALID');
  });

  it('GAP-72 double opt-in: pending with a confirmation email (confirm and unsubscribe links); confirming subscribes', async () => {
    const { lists, outbox, site, otherSite, clock } = setup();
    const news = await lists.createList(site, { name: 'News', doubleOptIn: true });
    const signUp = await lists.subscribe({ websiteId: site, listId: news.id, email: 'ada@example.com', site: SITE_INFO });
    expect(signUp).toMatchObject({ outcome: 'pending', subscriber: { status: 'pending', confirmed: null } });
    const [mail] = await outbox.listMessages(site);
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Confirm your subscription to News', secret: true });
    const raw = outbox.lastHanded();
    expect(raw.text).toContain('https://shop.example/newsletter/confirm?token=');
    expect(raw.text).toContain('https://shop.example/newsletter/unsubscribe?token=');
    expect(raw.html).toContain('Ada &lt;Shop&gt;');
    const confirmToken = tokenIn(raw.text, '/newsletter/confirm');
    expect(await codeOf(lists.confirm(otherSite, confirmToken))).toBe('MAILING_LIST_LINK_INVALID');
    expect(await codeOf(lists.describeUnsubscribeLink(site, confirmToken))).toBe('MAILING_LIST_LINK_INVALID');
    clock.advance(60_000);
    const confirmed = await lists.confirm(site, confirmToken);
    expect(confirmed).toMatchObject({ listName: 'News', subscriber: { status: 'subscribed', confirmed: clock.now() } });
    expect((await lists.confirm(site, confirmToken)).subscriber.status).toBe('subscribed');
    expect((await lists.getList(site, news.id)).subscribedCount).toBe(1);
  });

  it('GAP-72 a confirmation link expires after 7 days; signing up again while pending resends at most once an hour', async () => {
    const { lists, outbox, site, clock } = setup();
    const news = await lists.createList(site, { name: 'News', doubleOptIn: true });
    await lists.subscribe({ websiteId: site, listId: news.id, email: 'ada@example.com', site: SITE_INFO });
    expect((await lists.subscribe({ websiteId: site, listId: news.id, email: 'ada@example.com', site: SITE_INFO })).outcome).toBe('pending');
    expect(await outbox.listMessages(site)).toHaveLength(1);
    const token = tokenIn(outbox.lastHanded().text, '/newsletter/confirm');
    clock.advance(MAILING_LIST_LIMITS.confirmTokenLifetimeMs);
    expect(await codeOf(lists.confirm(site, token))).toBe('MAILING_LIST_LINK_EXPIRED');
    await lists.subscribe({ websiteId: site, listId: news.id, email: 'ada@example.com', site: SITE_INFO });
    expect(await outbox.listMessages(site)).toHaveLength(2);
  });

  it('GAP-68 unsubscribing by link; subscribing again re-subscribes (or is pending again with double opt-in)', async () => {
    const { lists, outbox, site } = setup();
    const news = await lists.createList(site, { name: 'News', doubleOptIn: false });
    const { subscriber } = await lists.subscribe({ websiteId: site, listId: news.id, email: 'ada@example.com', site: SITE_INFO });
    const link = await lists.unsubscribeLink(site, subscriber.id, SITE_INFO.origin);
    const token = new URL(link).searchParams.get('token')!;
    expect((await lists.describeUnsubscribeLink(site, token)).subscriber.status).toBe('subscribed');
    const gone = await lists.unsubscribe(site, token);
    expect(gone.subscriber).toMatchObject({ status: 'unsubscribed' });
    expect((await lists.unsubscribe(site, token)).subscriber.status).toBe('unsubscribed');
    expect(await lists.getList(site, news.id)).toMatchObject({ subscribedCount: 0, unsubscribedCount: 1 });
    const back = await lists.subscribe({ websiteId: site, listId: news.id, email: 'ada@example.com', site: SITE_INFO });
    expect(back).toMatchObject({ outcome: 'subscribed', subscriber: { id: subscriber.id, status: 'subscribed', unsubscribed: null } });
    await lists.unsubscribe(site, token);
    await lists.updateList(site, news.id, { doubleOptIn: true });
    expect((await lists.subscribe({ websiteId: site, listId: news.id, email: 'ada@example.com', site: SITE_INFO })).outcome).toBe('pending');
    expect(await outbox.listMessages(site)).toHaveLength(1);
    expect(await codeOf(lists.unsubscribe(site, 'no-such-token'))).toBe('MAILING_LIST_LINK_INVALID');
  });

  it('GAP-72 subscribers page newest first by keyset with search; removing one and deleting the list', async () => {
    const { lists, site, clock } = setup();
    const news = await lists.createList(site, { name: 'News', doubleOptIn: false });
    const other = await lists.createList(site, { name: 'Other', doubleOptIn: false });
    const total = MAILING_LIST_LIMITS.subscribersPerPage + 3;
    for (let i = 0; i < total; i++) {
      await lists.subscribe({ websiteId: site, listId: news.id, email: `p${String(i).padStart(2, '0')}@example.com`, name: i === 7 ? 'Grace_Hopper' : null, site: SITE_INFO });
      clock.advance(1);
    }
    await lists.subscribe({ websiteId: site, listId: other.id, email: 'elsewhere@example.com', site: SITE_INFO });
    const first = await lists.listSubscribers(site, news.id, {});
    expect(first.subscribers).toHaveLength(MAILING_LIST_LIMITS.subscribersPerPage);
    expect(first.subscribers[0]!.email).toBe(`p${total - 1}@example.com`);
    // A new sign-up between pages neither repeats nor skips a row of the next page.
    await lists.subscribe({ websiteId: site, listId: news.id, email: 'late@example.com', site: SITE_INFO });
    const second = await lists.listSubscribers(site, news.id, { cursor: first.nextCursor! });
    expect(second.subscribers.map((s) => s.email)).toEqual(['p02@example.com', 'p01@example.com', 'p00@example.com']);
    expect(second.nextCursor).toBeNull();
    expect((await lists.listSubscribers(site, news.id, { q: 'HOPPER' })).subscribers.map((s) => s.email)).toEqual(['p07@example.com']);
    expect((await lists.listSubscribers(site, news.id, { q: '_' })).subscribers.map((s) => s.email)).toEqual(['p07@example.com']);
    expect((await lists.listSubscribers(site, news.id, { q: 'p1' })).subscribers).toHaveLength(10);
    expect(await codeOf(lists.listSubscribers(site, news.id, { cursor: 'garbage!' }))).toBe('MAILING_LIST_CURSOR_INVALID');
    let exported = 0;
    for await (const s of lists.allSubscribers(site, news.id)) exported += s.listId === news.id ? 1 : 0;
    expect(exported).toBe(total + 1);
    const victim = first.subscribers[0]!;
    await lists.removeSubscriber(site, news.id, victim.id);
    expect(await codeOf(lists.removeSubscriber(site, news.id, victim.id))).toBe('MAILING_LIST_SUBSCRIBER_NOT_FOUND');
    expect(await codeOf(lists.removeSubscriber(site, other.id, first.subscribers[1]!.id))).toBe('MAILING_LIST_SUBSCRIBER_NOT_FOUND');
    await lists.deleteList(site, news.id);
    expect((await lists.listLists(site)).map((l) => l.name)).toEqual(['Other']);
    expect(await codeOf(lists.listSubscribers(site, news.id, {}))).toBe('MAILING_LIST_NOT_FOUND');
  });

  it('GAP-72 works on a transaction: a rolled-back sign-up leaves neither the subscriber nor its email', async () => {
    const { lists, site, clock } = setup();
    const news = await lists.createList(site, { name: 'News', doubleOptIn: true });
    const rolledBack = new Error('rolled back');
    let txTokens = 0;
    await expect(
      db().db.transaction(async (tx) => {
        const outboxTx = createOutboxService({ db: tx, ids: sequentialIds(`obtx${counter}x`), clock, transport: null, from: 'x@example.com' });
        const inTx = createMailingListsService({ db: tx, ids: sequentialIds(`mltx${counter}x`), clock, randomToken: () => `tx-token-${counter}-${++txTokens}-abcdefghijkl`, outbox: outboxTx });
        await inTx.subscribe({ websiteId: site, listId: news.id, email: 'ada@example.com', site: SITE_INFO });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await lists.getList(site, news.id)).pendingCount).toBe(0);
  });
});
