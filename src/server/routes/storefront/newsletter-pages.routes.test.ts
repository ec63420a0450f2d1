/**
 * The newsletter pages a subscriber reaches from an email (GAP-72 double opt-in, GAP-68 page
 * type 300): confirming, the unsubscribe page that asks first (crumb-protected form), the RFC
 * 8058 one-click post, and a clear page (never JSON) for a bad, expired or other site's link.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { fixtureEditorAssets } from '../../../../test/support/editor-build';
import { fixedClock } from '../../../shared/clock';
import { createEventBus } from '../../../shared/events';
import { sequentialIds } from '../../../shared/ids';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { siteHost } from '../../../../test/support/owner';
import type { NewMessage } from '../../../modules/outbox';

describeDatabase('newsletter pages', (db) => {
  let n = 0;
  const setup = async (app?: FastifyInstance) => {
    const theApp = app ?? (await createTestApp(db()));
    const site = await theApp.services.sites.create({ identifier: `nl-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Ada <Shop>' });
    const host = await siteHost(theApp, site.id);
    // Keeps what the sign-up hands the outbox (owners' listings hide these secret bodies).
    const mail: NewMessage[] = [];
    const outbox = { enqueue: (websiteId: string, message: NewMessage) => (mail.push(message), theApp.services.outbox.enqueue(websiteId, message)) };
    const lists = theApp.services.mailingListsOn(db().db, outbox);
    const list = await lists.createList(site.id, { name: 'Weekly <News>', doubleOptIn: true });
    const subscribe = () => lists.subscribe({ websiteId: site.id, listId: list.id, email: 'ada@example.com', site: { origin: `http://${host}`, title: site.title } });
    const linkIn = (path: string) => {
      const line = mail[mail.length - 1]!.text.split('\n').find((l) => l.includes(path))!;
      const url = new URL(line.slice(line.indexOf('http')));
      return `${url.pathname}${url.search}`;
    };
    const get = (url: string, headers: Record<string, string> = {}) => theApp.inject({ method: 'GET', url, headers: { host, ...headers } });
    return { app: theApp, site, host, list, lists, subscribe, linkIn, get };
  };

  it('GAP-72 the confirmation link confirms the sign-up and says so; following it again says it was already confirmed', async () => {
    const { app, lists, list, site, subscribe, linkIn, get } = await setup();
    await subscribe();
    const confirm = linkIn('/newsletter/confirm');
    expect(confirm).toMatch(/^\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    const page = await get(confirm);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Thank you. You are now subscribed to Weekly &lt;News&gt;.');
    expect((await lists.getList(site.id, list.id)).subscribedCount).toBe(1);
    expect((await get(confirm)).body).toContain('Your subscription to Weekly &lt;News&gt; was already confirmed.');
    await app.close();
  });

  it('GAP-68 the unsubscribe page (type 300) names the list and asks; its button posts with the crumb and unsubscribes', async () => {
    const { app, lists, list, site, host, subscribe, linkIn, get } = await setup();
    await subscribe();
    const unsubscribe = linkIn('/newsletter/unsubscribe');
    const page = await get(unsubscribe);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<body class="page-type-300">');
    expect(page.body).toContain('Unsubscribe ada@example.com from Weekly &lt;News&gt;?');
    expect(page.body).toContain('<button type="submit" class="Button">Unsubscribe</button>');
    const crumb = page.cookies.find((c) => c.name === 'crumb')!.value;
    expect(page.body).toContain(`name="crumb" value="${crumb}"`);
    const token = new URLSearchParams(unsubscribe.split('?')[1]).get('token')!;
    const post = (fields: Record<string, string>, cookie = `crumb=${crumb}`) =>
      app.inject({ method: 'POST', url: '/newsletter/unsubscribe', headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    const forged = await post({ token, crumb: 'not-the-crumb-value-at-all' });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain('Your session has expired. Please reload the page and try again.');
    expect((await lists.getList(site.id, list.id)).pendingCount).toBe(1);
    const done = await post({ token, crumb });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(done.body).toContain('You have been unsubscribed.');
    expect(await lists.getList(site.id, list.id)).toMatchObject({ pendingCount: 0, unsubscribedCount: 1 });
    // Following the link again shows that it is done, not the question.
    expect((await get(unsubscribe)).body).toContain('You have been unsubscribed.');
    // After unsubscribing, the old confirmation link is spent.
    const confirm = await get(linkIn('/newsletter/confirm'));
    expect(confirm.statusCode).toBe(404);
    await app.close();
  });

  it('GAP-68 RFC 8058 one-click: a mail client posts List-Unsubscribe=One-Click to the link without a crumb', async () => {
    const { app, lists, list, site, host, subscribe, linkIn } = await setup();
    await subscribe();
    const res = await app.inject({
      method: 'POST',
      url: linkIn('/newsletter/unsubscribe'),
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You have been unsubscribed.');
    expect((await lists.getList(site.id, list.id)).unsubscribedCount).toBe(1);
    await app.close();
  });

  it('GAP-68 GAP-72 a bad, expired or other site’s link answers a page saying why, never JSON', async () => {
    const first = await setup();
    const { app, host, subscribe, linkIn, get } = first;
    await subscribe();
    const confirm = linkIn('/newsletter/confirm');
    const unsubscribe = linkIn('/newsletter/unsubscribe');
    for (const url of ['/newsletter/unsubscribe?token=not-a-real-token', '/newsletter/confirm', '/newsletter/confirm?token=' + 'x'.repeat(300)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('This link is not valid. Check that you used the whole link from the email.');
    }
    // A confirmation link is not an unsubscribe link.
    expect((await get(unsubscribe.replace('/newsletter/unsubscribe', '/newsletter/confirm'))).statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/newsletter/unsubscribe', headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click&token=nope' });
    expect(bad.statusCode).toBe(404);
    expect(bad.headers['content-type']).toBe('text/html; charset=utf-8');
    // Another site's host does not open this site's links.
    const second = await setup(app);
    expect((await second.get(confirm)).statusCode).toBe(404);
    expect((await second.get(unsubscribe)).statusCode).toBe(404);
    await app.close();
  });

  it('GAP-72 a confirmation link expires after 7 days (410 page)', async () => {
    const clock = fixedClock(Date.UTC(2026, 10, 27, 12));
    const events = createEventBus((e) => {
      throw e;
    });
    const built = await buildApp(testConfig(), { database: db(), clock, ids: sequentialIds('nlexp'), events }, { editorAssets: fixtureEditorAssets() });
    const { app, subscribe, linkIn, get } = await setup(built);
    await subscribe();
    const confirm = linkIn('/newsletter/confirm');
    clock.advance(7 * 24 * 60 * 60_000);
    const res = await get(confirm);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This confirmation link has expired. Sign up again to get a new one.');
    await app.close();
  });
});
