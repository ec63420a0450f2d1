import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

describeDatabase('owner contributor routes', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `team-${++n}-${Math.random().toString(16).slice(2, 6)}` });
    const admin = await ownerSession(app, { websiteId: site.id });
    return { app, site, admin, headers: admin.headers };
  };

  it('USER-08 adds, lists, re-roles and removes contributors with the spec role codes', async () => {
    const { app, headers, admin } = await setup();
    const email = `editor-${n}-${Math.random().toString(16).slice(2, 6)}@example.com`;
    const added = await app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload: { email, role: ContributorRole.EDITOR, password: 'a good password' } });
    expect(added.statusCode).toBe(201);
    const { userId } = added.json().contributor;
    expect(added.json().contributor).toMatchObject({ email, role: 4 });

    const list = await app.inject({ method: 'GET', url: '/api/admin/contributors', headers });
    expect(list.json().contributors.map((c: { email: string; role: number }) => [c.email, c.role]).sort()).toEqual([[admin.email, 1], [email, 4]].sort());

    const patched = await app.inject({ method: 'PATCH', url: `/api/admin/contributors/${userId}`, headers, payload: { role: ContributorRole.STORE_MANAGER } });
    expect(patched.json().contributor.role).toBe(8);
    const again = await app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload: { email, role: 10 } });
    expect(again.json()).toMatchObject({ status: 409, code: 'CONTRIBUTOR_EXISTS', message: 'That person is already a contributor to this site.' });

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/contributors/${userId}`, headers })).statusCode).toBe(204);
    const gone = await app.inject({ method: 'DELETE', url: `/api/admin/contributors/${userId}`, headers });
    expect(gone.json()).toMatchObject({ status: 404, code: 'CONTRIBUTOR_NOT_FOUND' });
    await app.close();
  });

  it('cannot demote or remove the last admin (409 CONTRIBUTOR_LAST_ADMIN)', async () => {
    const { app, headers, admin } = await setup();
    const demote = await app.inject({ method: 'PATCH', url: `/api/admin/contributors/${admin.userId}`, headers, payload: { role: ContributorRole.VIEWER } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ status: 409, code: 'CONTRIBUTOR_LAST_ADMIN', message: 'A site needs at least one administrator.' });
    const remove = await app.inject({ method: 'DELETE', url: `/api/admin/contributors/${admin.userId}`, headers });
    expect(remove.json().code).toBe('CONTRIBUTOR_LAST_ADMIN');
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers })).json().role).toBe(1);
    await app.close();
  });

  it('GAP-15 bad input is a clear 400: unknown role, bad email, short password for a new account', async () => {
    const { app, headers } = await setup();
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/admin/contributors', headers, payload: payload as object });
    expect((await post({ email: 'x@example.com', role: 5, password: 'a good password' })).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', data: { errors: { role: expect.any(String) } } });
    expect((await post({ email: 'not-an-email', role: 4, password: 'a good password' })).json()).toEqual({ status: 400, code: 'EMAIL_INVALID', message: 'Please enter a valid email.' });
    expect((await post({ email: `new-${n}@example.com`, role: 4 })).json()).toEqual({ status: 400, code: 'PASSWORD_TOO_SHORT', message: 'Passwords need at least 8 characters.' });
    expect((await post({ role: 4 })).statusCode).toBe(400);
    const patch = await app.inject({ method: 'PATCH', url: '/api/admin/contributors/nobody', headers, payload: { role: 4 } });
    expect(patch.json()).toMatchObject({ status: 404, code: 'CONTRIBUTOR_NOT_FOUND' });
    await app.close();
  });
});
