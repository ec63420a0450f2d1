/**
 * One site can never read or change another site's data (issue 3, item 4). The test walks
 * every route registered under `/api/admin/` (app.registeredRoutes, so routes added later are
 * covered without touching this file) and proves, for an admin of site A:
 *  1. on site B's host, with A's session cookie and crumb, every route answers 401, 403 or 404,
 *     shows none of B's data, and the whole database is unchanged;
 *  2. on A's own host, naming B's ids in the URL, no route shows B's data or changes B's rows;
 *  3. on site B's host, with an API key of A (no cookie), every route answers 401 or 403 and
 *     changes nothing.
 * Each walk has its own file so the walks run side by side; what they share is in
 * test/support/isolation.ts (add a line to `seedSiteData` there when your module owns site data).
 */
import { expect, it } from 'vitest';
import { describeDatabase } from './support/database';
import { WALK_TIMEOUT_MS, isolationSetup, snapshotDatabase, walkOwnerRoutesOnBHost } from './support/isolation';

describeDatabase("site isolation on owner APIs: another site's host", (db) => {
  it('finds the owner routes to walk, and the sessions it uses work on their own sites', async () => {
    const { app, aOwner, bOwner, b, routes } = await isolationSetup(db());
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/admin/session', 'GET /api/admin/me', 'PUT /api/admin/site', 'DELETE /api/admin/contributors/:userId']));
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: aOwner.headers })).statusCode).toBe(200);
    const bSite = await app.inject({ method: 'GET', url: '/api/admin/site', headers: bOwner.headers });
    expect(bSite.json().website.title).toBe(b.title);
    await app.close();
  });

  it("an owner of site A gets 401/403/404 on site B's host for every /api/admin/ route, sees nothing of B and changes nothing", async () => {
    const setup = await isolationSetup(db());
    const { app, secrets, aOwner } = setup;
    const before = await snapshotDatabase(db());
    await walkOwnerRoutesOnBHost(db(), setup, aOwner.headers, (label, res) => {
      expect([401, 403, 404], `${label} answered ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      for (const secret of secrets) expect(res.body, `${label} leaked ${secret}`).not.toContain(secret);
      expect(res.cookies.some((c) => c.name === 'stoa_owner' && c.value !== ''), `${label} signed A in on B`).toBe(false);
    });
    expect(await snapshotDatabase(db())).toEqual(before);
    await app.close();
  }, WALK_TIMEOUT_MS);
});
