/** Site isolation (see test/isolation-other-host.test.ts): an admin API key of site A on site B's host. */
import { expect, it } from 'vitest';
import { describeDatabase } from './support/database';
import { WALK_TIMEOUT_MS, isolationSetup, snapshotDatabase, walkOwnerRoutesOnBHost } from './support/isolation';

describeDatabase("site isolation on owner APIs: API keys on another site's host", (db) => {
  it("an admin API key of site A gets 401 (403 where keys are never accepted) on site B's host for every /api/admin/ route, and changes nothing", async () => {
    const setup = await isolationSetup(db());
    const { app, a, secrets, aOwner } = setup;
    const { secret } = await app.services.accounts.createApiKey({ websiteId: a.id, name: 'A key', role: 1, creator: { userId: aOwner.userId, role: 1 } });
    const before = await snapshotDatabase(db());
    await walkOwnerRoutesOnBHost(db(), setup, { authorization: `Bearer ${secret}` }, (label, res, method) => {
      expect([401, 403], `${label} answered ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      // HEAD answers carry no body.
      if (method !== 'HEAD') expect(res.json().code, `${label} answered ${res.body}`).toMatch(/^API_KEY_(INVALID|NOT_ACCEPTED)$/);
      for (const secretText of secrets) expect(res.body, `${label} leaked ${secretText}`).not.toContain(secretText);
    });
    expect(await snapshotDatabase(db())).toEqual(before);
    await app.close();
  }, WALK_TIMEOUT_MS);
});
