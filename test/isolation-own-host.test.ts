/** Site isolation (see test/isolation-other-host.test.ts): on A's own host, B's ids in the URL. */
import { expect, it } from 'vitest';
import { describeDatabase } from './support/database';
import { BODY_METHODS, WALK_TIMEOUT_MS, fillParams, idsIn, isolationSetup, snapshotSite } from './support/isolation';

describeDatabase("site isolation on owner APIs: another site's ids on its own host", (db) => {
  it("on its own host, naming site B's ids in the URL reaches none of B's data", async () => {
    const { app, b, routes, secrets, payload, aOwner } = await isolationSetup(db());
    const bBefore = await snapshotSite(db(), b.id);
    const candidates = idsIn(bBefore);
    for (const route of routes.filter((r) => r.url.includes(':') || r.url.includes('*'))) {
      for (const value of candidates) {
        const url = fillParams(route.url, value);
        const res = await app.inject({ method: route.method as 'GET', url, headers: aOwner.headers, ...(BODY_METHODS.has(route.method) && { payload }) });
        const label = `${route.method} ${url}`;
        expect(res.statusCode, `${label} answered ${res.statusCode} ${res.body}`).not.toBe(500);
        for (const secret of secrets) expect(res.body, `${label} leaked ${secret}`).not.toContain(secret);
      }
    }
    expect(await snapshotSite(db(), b.id)).toEqual(bBefore);
    await app.close();
  }, WALK_TIMEOUT_MS);
});
