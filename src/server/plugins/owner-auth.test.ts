import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { ownerSession, siteHost } from '../../../test/support/owner';
import { ContributorRole } from '../../shared/enums';

const FORBIDDEN = { status: 403, code: 'FORBIDDEN', message: 'You do not have permission to do that.' };
const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' };

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
});
