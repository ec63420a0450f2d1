import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { ownerSession, siteHost } from '../../../test/support/owner';
import { ContributorRole } from '../../shared/enums';

const FORBIDDEN = { status: 403, code: 'FORBIDDEN', message: 'You do not have permission to do that.' };
const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' };
const OWNER_CRUMB_INVALID = { status: 401, code: 'OWNER_CRUMB_INVALID', message: 'Your editor session has expired. Please reload and sign in again.' };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** An owner's headers without the owner crumb, or with another value in its place. */
function withOwnerCrumb(headers: Record<string, string>, value?: string): Record<string, string> {
  const { 'x-stoa-owner-crumb': _dropped, ...rest } = headers;
  return value === undefined ? rest : { ...rest, 'x-stoa-owner-crumb': value };
}

/** The Set-Cookie of `name` on a response, if any. */
function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return all.find((c) => c.startsWith(`${name}=`));
}

describeDatabase('owner authentication and role checks', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `auth-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Original' });
    return { app, site };
  };

  it('GAP-15 owner routes answer 401 UNAUTHENTICATED without a session, for reads and writes', async () => {
    const { app, site } = await setup();
    const host = await siteHost(app, site.id);
    const read = await app.inject({ method: 'GET', url: '/api/admin/site', headers: { host } });
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual(UNAUTHENTICATED);
    const write = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { host, cookie: 'crumb=some-valid-crumb-0001', 'x-csrf-token': 'some-valid-crumb-0001' },
      payload: { title: 'x' },
    });
    expect(write.json()).toEqual(UNAUTHENTICATED);
    await app.close();
  });

  it('GAP-10 site settings: admin and website manager change them; editor, viewer and none get 403', async () => {
    const { app, site } = await setup();
    const put = async (role: number, title: string) => {
      const { headers } = await ownerSession(app, { websiteId: site.id, role });
      return app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload: { title } });
    };
    expect((await put(ContributorRole.ADMIN, 'By admin')).statusCode).toBe(200);
    expect((await put(ContributorRole.WEBSITE_MANAGER, 'By manager')).statusCode).toBe(200);
    for (const role of [ContributorRole.EDITOR, ContributorRole.VIEWER, ContributorRole.NONE, ContributorRole.BILLING]) {
      const res = await put(role, `By role ${role}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect((await app.services.sites.get(site.id))?.title).toBe('By manager');
    await app.close();
  });

  it('GAP-10 viewer reads settings but none (14) and billing cannot', async () => {
    const { app, site } = await setup();
    const get = async (role: number) => {
      const { headers } = await ownerSession(app, { websiteId: site.id, role });
      return app.inject({ method: 'GET', url: '/api/admin/site', headers });
    };
    const viewer = await get(ContributorRole.VIEWER);
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json().website.title).toBe('Original');
    expect((await get(ContributorRole.NONE)).json()).toEqual(FORBIDDEN);
    expect((await get(ContributorRole.BILLING)).json()).toEqual(FORBIDDEN);
    await app.close();
  });

  it('GAP-10 only admins manage contributors; a viewer cannot even list them', async () => {
    const { app, site } = await setup();
    for (const [role, status] of [
      [ContributorRole.ADMIN, 200],
      [ContributorRole.WEBSITE_MANAGER, 403],
      [ContributorRole.VIEWER, 403],
      [ContributorRole.STORE_MANAGER, 403],
    ] as const) {
      const { headers } = await ownerSession(app, { websiteId: site.id, role });
      expect((await app.inject({ method: 'GET', url: '/api/admin/contributors', headers })).statusCode).toBe(status);
    }
    await app.close();
  });

  it('owner routes need the session\'s owner crumb in X-Stoa-Owner-Crumb, reads included; the visitor crumb is not enough', async () => {
    const { app, site } = await setup();
    const owner = await ownerSession(app, { websiteId: site.id });
    const other = await ownerSession(app, { websiteId: site.id });
    const attempts = [withOwnerCrumb(owner.headers), withOwnerCrumb(owner.headers, 'not-the-owner-crumb'), withOwnerCrumb(owner.headers, owner.headers['x-csrf-token']), withOwnerCrumb(owner.headers, other.headers['x-stoa-owner-crumb'])];
    for (const headers of attempts) {
      const read = await app.inject({ method: 'GET', url: '/api/admin/site', headers });
      expect(read.statusCode).toBe(401);
      expect(read.json()).toEqual(OWNER_CRUMB_INVALID);
      const write = await app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload: { title: 'Changed' } });
      expect(write.json()).toEqual(OWNER_CRUMB_INVALID);
    }
    expect((await app.services.sites.get(site.id))?.title).toBe('Original');
    expect((await app.inject({ method: 'GET', url: '/api/admin/site', headers: owner.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/admin/site', headers: owner.headers, payload: { title: 'Changed' } })).statusCode).toBe(200);
    await app.close();
  });

  it('every owner route but sign-in and accepting an invitation refuses a live session without its owner crumb (401 OWNER_CRUMB_INVALID), and changes nothing', async () => {
    const { app, site } = await setup();
    const owner = await ownerSession(app, { websiteId: site.id });
    const routes = app.registeredRoutes.filter(
      (r) =>
        (r.url.startsWith('/api/admin/') || r.url === '/api/site-header-footer') &&
        !(r.method === 'POST' && r.url === '/api/admin/session') &&
        // Opening and accepting an invitation is for someone not signed in yet (the emailed token is the proof).
        !r.url.startsWith('/api/admin/invitations/') &&
        r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x');
      const res = await app.inject({ method: route.method as 'GET', url, headers: withOwnerCrumb(owner.headers), ...(BODY_METHODS.has(route.method) && { payload: {} }) });
      expect(res.json(), `${route.method} ${url}`).toEqual(OWNER_CRUMB_INVALID);
    }
    // The session itself is untouched: with the crumb it still works.
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: owner.headers })).statusCode).toBe(200);
    await app.close();
  });

  it('an expired, signed-out or unknown owner session cookie is cleared on the response', async () => {
    const { app, site } = await setup();
    const host = await siteHost(app, site.id);
    const isCleared = (cookie: string | undefined) => cookie !== undefined && /^stoa_owner=;/.test(cookie) && /Expires=Thu, 01 Jan 1970/.test(cookie) && /HttpOnly/.test(cookie);

    const unknown = await app.inject({ method: 'GET', url: '/', headers: { host, cookie: 'stoa_owner=no-such-session-token' } });
    expect(isCleared(setCookie(unknown, 'stoa_owner'))).toBe(true);

    const expired = await ownerSession(app, { websiteId: site.id });
    await db().query('update accounts_sessions set expires_at = $1 where user_id = $2', [new Date(Date.UTC(2000, 0, 1)), expired.userId]);
    const afterExpiry = await app.inject({ method: 'GET', url: '/api/admin/me', headers: expired.headers });
    expect(afterExpiry.json()).toEqual(UNAUTHENTICATED);
    expect(isCleared(setCookie(afterExpiry, 'stoa_owner'))).toBe(true);

    const live = await ownerSession(app, { websiteId: site.id });
    const ok = await app.inject({ method: 'GET', url: '/api/admin/me', headers: live.headers });
    expect(setCookie(ok, 'stoa_owner')).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/', headers: { host, cookie: live.headers.cookie! } });
    expect(setCookie(page, 'stoa_owner')).toBeUndefined();
    await app.inject({ method: 'DELETE', url: '/api/admin/session', headers: live.headers });
    const afterSignOut = await app.inject({ method: 'GET', url: '/', headers: { host, cookie: live.headers.cookie! } });
    expect(isCleared(setCookie(afterSignOut, 'stoa_owner'))).toBe(true);
    await app.close();
  });
});
