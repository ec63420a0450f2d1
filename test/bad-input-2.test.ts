/**
 * Bad input never gets a 500: every route — the /api/ calls, the storefront's form posts and
 * pages — (app.registeredRoutes, so routes added later are walked too) is called by a signed-in owner (admin) who is also a signed-in customer, on a site
 * with a store, with malformed bodies, query strings and path parameters. Each answer must be a
 * 4xx (or a 2xx the route deems fine) with a JSON message — never a 5xx. This file walks shard
 * 2 of 2 of the routes (test/support/bad-input.ts).
 */
import { expect, it } from 'vitest';
import { walkMalformedInput } from './support/bad-input';
import { describeDatabase } from './support/database';

describeDatabase('bad input on every route, shard 2 of 2', (db) => {
  it('answers malformed bodies, queries and path parameters with a 4xx, 2xx or 3xx, never a 5xx', async () => {
    const walk = await walkMalformedInput(db(), 1, 2);
    expect(walk.calls).toBeGreaterThan(1000);
    expect(walk.failures).toEqual([]);
  }, 600_000);
});
