/**
 * The owner's mailing lists over HTTP (GAP-72): lists with counts, create, rename, delete; a
 * list's subscribers newest first with search and cursor paging, removing one, the CSV export
 * with formula cells defused; the owner crumb and the permissions; never another site's list.
 */
import { expect, expectTypeOf, it } from 'vitest';
import type { AnswerOf } from '../../../shared/api/endpoint';
import type { OwnerMailingList } from '../../../shared/api/mailing-lists';
import { MAILING_LIST_EXPORT_PATH, mailingListsEndpoints } from '../../../shared/api/mailing-lists-endpoints';
import type { mailingListDto } from './mailing-lists.routes';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const SITE_INFO = { origin: 'https://shop.example', title: 'Shop' };

describeDatabase('owner mailing list routes', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `ml-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const owner = await ownerSession(app, { websiteId: site.id });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, headers = owner.headers) =>
      app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
    const subscribe = (listId: string, email: string, name: string | null = null) => app.services.mailingLists.subscribe({ websiteId: site.id, listId, email, name, source: 'form-1', site: SITE_INFO });
    return { app, site, owner, call, subscribe };
  };

  it('GAP-72 creates, lists with counts, renames and deletes a list', async () => {
    const { app, call, subscribe } = await setup();
    const created = await call('POST', '/api/admin/mailing-lists', { name: '  Weekly news ', doubleOptIn: true });
    expect(created.statusCode).toBe(200);
    const list = created.json().mailingList;
    expect(list).toEqual({ id: expect.any(String), name: 'Weekly news', doubleOptIn: true, subscribedCount: 0, pendingCount: 0, unsubscribedCount: 0, created: expect.any(Number), updated: expect.any(Number) });
    await subscribe(list.id, 'ada@example.com');
    const lists = await call('GET', '/api/admin/mailing-lists');
    expect(lists.json()).toEqual({ mailingLists: [{ ...list, pendingCount: 1 }] });
    const renamed = await call('PUT', `/api/admin/mailing-lists/${list.id}`, { name: 'Offers', doubleOptIn: false });
    expect(renamed.json().mailingList).toMatchObject({ id: list.id, name: 'Offers', doubleOptIn: false, pendingCount: 1 });
    expect((await call('GET', `/api/admin/mailing-lists/${list.id}`)).json().mailingList.name).toBe('Offers');
    const blank = await call('POST', '/api/admin/mailing-lists', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: { name: 'Enter a name for the list.' } } });
    expect((await call('PUT', `/api/admin/mailing-lists/${list.id}`, {})).statusCode).toBe(400);
    expect((await call('DELETE', `/api/admin/mailing-lists/${list.id}`)).json()).toEqual({ deleted: true });
    const gone = await call('GET', `/api/admin/mailing-lists/${list.id}`);
    expect(gone.json()).toMatchObject({ status: 404, code: 'MAILING_LIST_NOT_FOUND', message: 'That mailing list could not be found.' });
    await app.close();
  });

  it('GAP-72 subscribers newest first, searched by email or name, a page at a time; removing one', async () => {
    const { app, call, subscribe } = await setup();
    const list = (await call('POST', '/api/admin/mailing-lists', { name: 'News' })).json().mailingList;
    for (let i = 0; i < 52; i++) await subscribe(list.id, `p${String(i).padStart(2, '0')}@example.com`, i === 3 ? 'Grace Hopper' : null);
    const first = (await call('GET', `/api/admin/mailing-lists/${list.id}/subscribers`)).json();
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0]).toEqual({ id: expect.any(String), email: 'p51@example.com', name: null, status: 'subscribed', source: 'form-1', created: expect.any(Number), confirmed: expect.any(Number), unsubscribed: null });
    const second = (await call('GET', `/api/admin/mailing-lists/${list.id}/subscribers?cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ subscribers: [expect.objectContaining({ email: 'p01@example.com' }), expect.objectContaining({ email: 'p00@example.com' })], nextCursor: null });
    const found = (await call('GET', `/api/admin/mailing-lists/${list.id}/subscribers?q=hopper`)).json();
    expect(found.subscribers.map((s: { email: string }) => s.email)).toEqual(['p03@example.com']);
    expect((await call('GET', `/api/admin/mailing-lists/${list.id}/subscribers?cursor=bad`)).json()).toMatchObject({ status: 400, code: 'MAILING_LIST_CURSOR_INVALID' });
    const victim = found.subscribers[0].id as string;
    expect((await call('DELETE', `/api/admin/mailing-lists/${list.id}/subscribers/${victim}`)).json()).toEqual({ deleted: true });
    expect((await call('DELETE', `/api/admin/mailing-lists/${list.id}/subscribers/${victim}`)).json()).toMatchObject({ status: 404, code: 'MAILING_LIST_SUBSCRIBER_NOT_FOUND' });
    expect((await call('GET', `/api/admin/mailing-lists/${list.id}`)).json().mailingList.subscribedCount).toBe(51);
    await app.close();
  });

  it('GAP-72 exports a CSV with a header row, quoted cells and formula cells defused', async () => {
    const { app, call, subscribe } = await setup();
    const list = (await call('POST', '/api/admin/mailing-lists', { name: 'Weekly News' })).json().mailingList;
    await subscribe(list.id, 'ada@example.com', '=HYPERLINK("http://evil.example","click")');
    await subscribe(list.id, 'grace@example.com', 'Hopper, Grace');
    const csv = await call('GET', `/api/admin/mailing-lists/${list.id}/subscribers.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="weekly-news-subscribers.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('email,name,status,source,created,confirmed,unsubscribed');
    expect(lines[1]).toMatch(/^grace@example\.com,"Hopper, Grace",subscribed,form-1,\d{4}-/);
    expect(lines[2]).toMatch(/^ada@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",subscribed,/);
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
    await app.close();
  });

  it('GAP-72 another site’s list is 404 everywhere, and its lists are never listed', async () => {
    const { app, owner, call } = await setup();
    const other = await setup();
    const theirs = (await other.call('POST', '/api/admin/mailing-lists', { name: 'Theirs' })).json().mailingList;
    await other.subscribe(theirs.id, 'secret@example.com');
    expect((await call('GET', '/api/admin/mailing-lists')).json()).toEqual({ mailingLists: [] });
    const paths: ['GET' | 'PUT' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', `/api/admin/mailing-lists/${theirs.id}`],
      ['PUT', `/api/admin/mailing-lists/${theirs.id}`, { name: 'Mine' }],
      ['GET', `/api/admin/mailing-lists/${theirs.id}/subscribers`],
      ['GET', `/api/admin/mailing-lists/${theirs.id}/subscribers.csv`],
      ['DELETE', `/api/admin/mailing-lists/${theirs.id}`],
    ];
    for (const [method, url, payload] of paths) {
      const res = await call(method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('MAILING_LIST_NOT_FOUND');
    }
    // This site's session aimed at the other site's host is not signed in there.
    expect((await call('GET', '/api/admin/mailing-lists', undefined, { ...owner.headers, host: other.owner.headers.host! })).statusCode).toBe(401);
    expect((await other.call('GET', `/api/admin/mailing-lists/${theirs.id}`)).json().mailingList.name).toBe('Theirs');
    await other.app.close();
    await app.close();
  });

  it('GAP-10 GAP-72 the owner crumb is needed; editors read the lists only; campaigns editors manage them; viewers see no subscribers', async () => {
    const { app, site, owner, call } = await setup();
    const list = (await call('POST', '/api/admin/mailing-lists', { name: 'News' })).json().mailingList;
    const { 'x-stoa-owner-crumb': _dropped, ...noOwnerCrumb } = owner.headers;
    expect((await call('GET', '/api/admin/mailing-lists', undefined, noOwnerCrumb)).json()).toMatchObject({ status: 401, code: 'OWNER_CRUMB_INVALID' });
    const { 'x-csrf-token': _noCrumb, ...noCrumb } = owner.headers;
    expect((await call('POST', '/api/admin/mailing-lists', { name: 'x' }, noCrumb)).statusCode).toBe(401);
    const as = async (role: number) => (await ownerSession(app, { websiteId: site.id, role })).headers;
    const editor = await as(ContributorRole.EDITOR);
    expect((await call('GET', '/api/admin/mailing-lists', undefined, editor)).json().mailingLists).toHaveLength(1);
    expect((await call('GET', `/api/admin/mailing-lists/${list.id}/subscribers`, undefined, editor)).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await call('POST', '/api/admin/mailing-lists', { name: 'x' }, editor)).statusCode).toBe(403);
    const campaigns = await as(ContributorRole.CAMPAIGNS_EDITOR);
    expect((await call('POST', '/api/admin/mailing-lists', { name: 'Campaign list' }, campaigns)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/mailing-lists/${list.id}/subscribers.csv`, undefined, campaigns)).statusCode).toBe(200);
    const viewer = await as(ContributorRole.VIEWER);
    expect((await call('GET', `/api/admin/mailing-lists/${list.id}/subscribers`, undefined, viewer)).statusCode).toBe(403);
    const storeManager = await as(ContributorRole.STORE_MANAGER);
    expect((await call('GET', '/api/admin/mailing-lists', undefined, storeManager)).statusCode).toBe(403);
    await app.close();
  });

  it('GAP-72 every descriptor names a registered route; the answers are the DTOs the routes return', async () => {
    expectTypeOf<AnswerOf<typeof mailingListsEndpoints.get>['mailingList']>().toEqualTypeOf<ReturnType<typeof mailingListDto>>();
    expectTypeOf<ReturnType<typeof mailingListDto>>().toEqualTypeOf<OwnerMailingList>();
    const { app } = await setup();
    for (const endpoint of Object.values(mailingListsEndpoints)) expect(app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: MAILING_LIST_EXPORT_PATH })).toBe(true);
    await app.close();
  });

  it('GAP-72 the sign-up bound to a transaction commits or rolls back with it, its confirmation email too', async () => {
    const { app, site } = await setup();
    const { mailingLists, mailingListsOn, outbox } = app.services;
    const list = await mailingLists.createList(site.id, { name: 'News', doubleOptIn: true });
    const signUp = (email: string) => (tx: Parameters<typeof mailingListsOn>[0]) => mailingListsOn(tx).subscribe({ websiteId: site.id, listId: list.id, email, site: SITE_INFO });
    const failed = new Error('the submission failed');
    await expect(
      db().db.transaction(async (tx) => {
        await signUp('rolled@example.com')(tx);
        throw failed;
      }),
    ).rejects.toBe(failed);
    expect((await outbox.listMessages(site.id)).messages).toHaveLength(0);
    expect((await mailingLists.getList(site.id, list.id)).pendingCount).toBe(0);
    const kept = await db().db.transaction(async (tx) => signUp('kept@example.com')(tx));
    expect(kept.outcome).toBe('pending');
    expect((await outbox.listMessages(site.id)).messages.map((m) => [m.to, m.subject])).toEqual([['kept@example.com', 'Confirm your subscription to News']]);
    await app.close();
  });
});
