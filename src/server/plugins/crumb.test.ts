import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { ownerSession, TEST_OWNER_PASSWORD } from '../../../test/support/owner';

const CRUMB_FAIL = {
  crumbFail: true,
  status: 401,
  code: 'CRUMB_INVALID',
  message: 'Your session has expired. Please reload the page and try again.',
};

describeDatabase('CSRF crumb', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `crumb-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Before' });
    const owner = await ownerSession(app, { websiteId: site.id });
    const title = async () => (await app.services.sites.get(site.id))?.title;
    return { app, site, owner, title };
  };

  it('sets a crumb cookie scripts can read (not httpOnly, SameSite=Lax) on any response that lacks one', async () => {
    const { app } = await setup();
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    const crumb = first.cookies.find((c) => c.name === 'crumb')!;
    expect(crumb.value).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(crumb).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(crumb.httpOnly).toBeUndefined();
    const again = await app.inject({ method: 'GET', url: '/healthz', headers: { cookie: `crumb=${crumb.value}` } });
    expect(again.cookies.find((c) => c.name === 'crumb')).toBeUndefined();
    await app.close();
  });

  it('ATC-20 GAP-15 a write without a crumb answers 401 crumbFail and changes nothing', async () => {
    const { app, owner, title } = await setup();
    const { 'x-csrf-token': _dropped, ...noCrumb } = owner.headers;
    const res = await app.inject({ method: 'PUT', url: '/api/admin/site', headers: noCrumb, payload: { title: 'Changed' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(CRUMB_FAIL);
    expect(await title()).toBe('Before');
    await app.close();
  });

  it('ATC-22 a wrong crumb answers crumbFail and changes nothing', async () => {
    const { app, owner, title } = await setup();
    const res = await app.inject({ method: 'PUT', url: '/api/admin/site', headers: { ...owner.headers, 'x-csrf-token': 'a-wrong-crumb-value-123' }, payload: { title: 'Changed' } });
    expect(res.json()).toEqual(CRUMB_FAIL);
    const del = await app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { ...owner.headers, 'x-csrf-token': 'a-wrong-crumb-value-123' } });
    expect(del.json()).toEqual(CRUMB_FAIL);
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: owner.headers })).statusCode).toBe(200);
    expect(await title()).toBe('Before');
    await app.close();
  });

  it('takes the crumb from the X-CSRF-Token header, the crumb query parameter or a body field', async () => {
    const { app, owner, title } = await setup();
    const { 'x-csrf-token': crumb, ...rest } = owner.headers;
    const byHeader = await app.inject({ method: 'PUT', url: '/api/admin/site', headers: owner.headers, payload: { title: 'By header' } });
    expect(byHeader.statusCode).toBe(200);
    const byQuery = await app.inject({ method: 'PUT', url: `/api/admin/site?crumb=${crumb}`, headers: rest, payload: { title: 'By query' } });
    expect(byQuery.statusCode).toBe(200);
    expect(await title()).toBe('By query');
    // A form post (ANL-15 style) carries it as a field.
    const form = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { host: rest.host!, cookie: 'crumb=form-crumb-value-0001', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ crumb: 'form-crumb-value-0001', email: owner.email, password: TEST_OWNER_PASSWORD }).toString(),
    });
    expect(form.statusCode).toBe(200);
    await app.close();
  });

  it('the visitor crumb unlocks no owner API: a crumb cookie planted by another subdomain, sent back, still gets OWNER_CRUMB_INVALID', async () => {
    const { app, owner, title } = await setup();
    const token = /stoa_owner=([^;]+)/.exec(owner.headers.cookie!)![1];
    const planted = 'planted-by-a-sibling-site';
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { host: owner.headers.host!, cookie: `stoa_owner=${token}; crumb=${planted}`, 'x-csrf-token': planted },
      payload: { title: 'Hijacked' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, code: 'OWNER_CRUMB_INVALID', message: 'Your editor session has expired. Please reload and sign in again.' });
    // The visitor's crumb stays the cookie's own value: a signed-in session no longer rewrites it.
    expect(res.cookies.find((c) => c.name === 'crumb')).toBeUndefined();
    expect(await title()).toBe('Before');
    await app.close();
  });

  it('reads need no visitor crumb; a route that opts out with config.crumb=false takes writes without one', async () => {
    const { app, owner } = await setup();
    const { 'x-csrf-token': _dropped, ...noCrumb } = owner.headers;
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: noCrumb })).statusCode).toBe(200);
    await app.close();

    const fresh = await createTestApp(db());
    fresh.post('/api/test/no-crumb', { config: { crumb: false } }, async () => ({ ok: true }));
    fresh.post('/api/test/with-crumb', async () => ({ ok: true }));
    expect((await fresh.inject({ method: 'POST', url: '/api/test/no-crumb', payload: {} })).json()).toEqual({ ok: true });
    expect((await fresh.inject({ method: 'POST', url: '/api/test/with-crumb', payload: {} })).json()).toEqual(CRUMB_FAIL);
    // Nothing can change at a path no route serves: a plain 404.
    expect((await fresh.inject({ method: 'POST', url: '/api/no-such-route', payload: {} })).statusCode).toBe(404);
    await fresh.close();
  });
});
