import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost, TEST_OWNER_PASSWORD } from '../../../../test/support/owner';
import { OWNER_HINT_COOKIE } from '../../../shared/analytics/analytics-props';
import { ContributorRole } from '../../../shared/enums';

describeDatabase('owner session routes', (db) => {
  let n = 0;
  const setup = async (overrides: Parameters<typeof createTestApp>[1] = {}) => {
    const app = await createTestApp(db(), overrides);
    const site = await app.services.sites.create({ identifier: `sess-${++n}-${Math.random().toString(16).slice(2, 6)}` });
    const host = await siteHost(app, site.id);
    return { app, site, host };
  };
  const crumbHeaders = (host: string) => ({ host, cookie: 'crumb=pre-login-crumb-value', 'x-csrf-token': 'pre-login-crumb-value' });

  it('signs in: httpOnly SameSite=Lax session cookie, the role, its permissions and the owner crumb', async () => {
    const { app, site, host } = await setup();
    const { email } = await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER });
    const res = await app.inject({ method: 'POST', url: '/api/admin/session', headers: crumbHeaders(host), payload: { email, password: TEST_OWNER_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email },
      websiteId: site.id,
      role: 8,
      permissions: ['commerce.products', 'commerce.inventory', 'commerce.orders', 'media.edit', 'restock.manage'],
    });
    const cookie = res.cookies.find((c) => c.name === 'stoa_owner')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    // Without "remember me" the cookie lasts as long as the browser session.
    expect(cookie.maxAge).toBeUndefined();
    // The owner crumb is in the answer only: no cookie carries it, and the visitor crumb is left alone.
    const { ownerCrumb } = res.json() as { ownerCrumb: string };
    expect(ownerCrumb).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(res.json()).sort()).toEqual(['ownerCrumb', 'permissions', 'readPermissions', 'role', 'user', 'websiteId']);
    expect(res.json().user).toEqual({ id: expect.any(String), email });
    // Besides the session, only the analytics hint (the role's name, no secret) is set.
    expect(res.cookies.map((c) => c.name)).toEqual(['stoa_owner', OWNER_HINT_COOKIE]);
    expect(res.body.split(ownerCrumb).length).toBe(2);
    await app.close();
  });

  it('rememberMe keeps the cookie for 30 days; secureCookies marks it and the crumb Secure', async () => {
    const { app, site, host } = await setup({ secureCookies: true });
    const { email } = await ownerSession(app, { websiteId: site.id });
    const res = await app.inject({ method: 'POST', url: '/api/admin/session', headers: crumbHeaders(host), payload: { email, password: TEST_OWNER_PASSWORD, rememberMe: true } });
    const cookie = res.cookies.find((c) => c.name === 'stoa_owner')!;
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie.secure).toBe(true);
    // The visitor crumb a browser is given is Secure too.
    const fresh = await app.inject({ method: 'GET', url: '/healthz', headers: { host } });
    expect(fresh.cookies.find((c) => c.name === 'crumb')?.secure).toBe(true);
    await app.close();
  });

  it('a wrong password, an unknown email and a member of another site get the same INVALID_CREDENTIALS answer', async () => {
    const { app, site, host } = await setup();
    const otherSite = await app.services.sites.create({ identifier: `sess-other-${n}-${Math.random().toString(16).slice(2, 6)}` });
    const { email } = await ownerSession(app, { websiteId: site.id });
    const { email: outsider } = await ownerSession(app, { websiteId: otherSite.id });
    for (const payload of [
      { email, password: 'not the password' },
      { email: 'nobody-here@example.com', password: TEST_OWNER_PASSWORD },
      { email: outsider, password: TEST_OWNER_PASSWORD },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/session', headers: crumbHeaders(host), payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect.' });
      expect(res.cookies.find((c) => c.name === 'stoa_owner')).toBeUndefined();
    }
    await app.close();
  });

  it('GAP-15 a malformed sign-in body is a 400 with field errors, never a 500', async () => {
    const { app, host } = await setup();
    const res = await app.inject({ method: 'POST', url: '/api/admin/session', headers: crumbHeaders(host), payload: { email: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', data: { errors: { email: expect.any(String), password: expect.any(String) } } });
    await app.close();
  });

  it('GET /api/admin/me answers who is signed in; without a session it is 401 UNAUTHENTICATED', async () => {
    const { app, site, host } = await setup();
    const owner = await ownerSession(app, { websiteId: site.id, role: ContributorRole.VIEWER });
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: owner.headers });
    expect(me.statusCode).toBe(200);
    // The whole answer (a field the response schema forgets is stripped).
    expect(me.json()).toEqual({ user: { id: owner.userId, email: owner.email }, websiteId: site.id, role: 10, permissions: [], readPermissions: expect.any(Array) });
    expect(me.json().readPermissions).toContain('commerce.orders');
    // A script that can call /me must not learn the owner crumb there.
    expect(me.json()).not.toHaveProperty('ownerCrumb');
    expect(me.body).not.toContain(owner.headers['x-stoa-owner-crumb']);
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { host } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    await app.close();
  });

  it('DELETE /api/admin/session signs out: the old cookie no longer works, even when replayed', async () => {
    const { app, site } = await setup();
    const owner = await ownerSession(app, { websiteId: site.id });
    const out = await app.inject({ method: 'DELETE', url: '/api/admin/session', headers: owner.headers });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'stoa_owner')?.value).toBe('');
    const replay = await app.inject({ method: 'GET', url: '/api/admin/me', headers: owner.headers });
    expect(replay.statusCode).toBe(401);
    await app.close();
  });

  it('ANL-01 sign-in sets the owner hint cookie (not httpOnly) with the role on this site; sign-out clears it', async () => {
    const { app, site, host } = await setup();
    const { email } = await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR });
    const res = await app.inject({ method: 'POST', url: '/api/admin/session', headers: crumbHeaders(host), payload: { email, password: TEST_OWNER_PASSWORD } });
    const hint = res.cookies.find((c) => c.name === OWNER_HINT_COOKIE)!;
    expect(hint).toMatchObject({ value: 'editor', path: '/', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeUndefined();
    const token = res.cookies.find((c) => c.name === 'stoa_owner')!.value;
    const headers = { ...crumbHeaders(host), cookie: `stoa_owner=${token}; ${OWNER_HINT_COOKIE}=editor; crumb=pre-login-crumb-value`, 'x-stoa-owner-crumb': (res.json() as { ownerCrumb: string }).ownerCrumb };
    const out = await app.inject({ method: 'DELETE', url: '/api/admin/session', headers });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === OWNER_HINT_COOKIE)?.value).toBe('');
    await app.close();
  });

  it('ANL-02 a viewer\'s hint cookie says viewer', async () => {
    const { app, site, host } = await setup();
    const { email } = await ownerSession(app, { websiteId: site.id, role: ContributorRole.VIEWER });
    const res = await app.inject({ method: 'POST', url: '/api/admin/session', headers: crumbHeaders(host), payload: { email, password: TEST_OWNER_PASSWORD } });
    expect(res.cookies.find((c) => c.name === OWNER_HINT_COOKIE)?.value).toBe('viewer');
    await app.close();
  });

  it('a removed contributor is signed out on the next request', async () => {
    const { app, site } = await setup();
    await ownerSession(app, { websiteId: site.id });
    const editor = await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR });
    await app.services.accounts.removeMember(site.id, editor.userId);
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: editor.headers })).statusCode).toBe(401);
    await app.close();
  });
});
