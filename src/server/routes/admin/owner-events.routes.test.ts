/**
 * The owner's panel events over HTTP (ADM-04..ADM-06): a batch is stored under the site with
 * its properties and the contributor; unknown names refuse the batch with a clear 400; a
 * session and the crumbs are needed; one site never sees another's events.
 */
import { expect, it } from 'vitest';
import { ownerEventsEndpoints } from '../../../shared/api/owner-events-endpoints';
import { ContributorRole } from '../../../shared/enums';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';

describeDatabase('owner events routes', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `ev-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const owner = await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER });
    const send = (payload: unknown, headers: Record<string, string> = owner.headers) =>
      app.inject({ method: ownerEventsEndpoints.record.method, url: ownerEventsEndpoints.record.path, headers, payload: payload as Record<string, unknown> });
    return { app, site, owner, send };
  };

  it('ADM-04 ADM-05 ADM-06 stores a batch of inventory panel events with their properties', async () => {
    const { app, site, owner, send } = await setup();
    const at = 1_700_000_000_000;
    const answer = await send({
      events: [
        { name: 'inventory_search_products', properties: { queryLength: 5 }, at },
        { name: 'inventory_sort_by_stock', properties: { direction: 'desc' }, at: at + 1 },
        { name: 'inventory_change_scarcity_threshold', properties: { threshold: 3 }, at: at + 2 },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ recorded: 3 });
    const stored = await app.services.analytics.listOwnerEvents(site.id);
    expect(stored.map((e) => e.name)).toEqual(['inventory_change_scarcity_threshold', 'inventory_sort_by_stock', 'inventory_search_products']);
    expect(stored[0]).toMatchObject({ properties: { threshold: 3 }, actor: owner.userId, at: at + 2 });
    await app.close();
  });

  it('ADM-04 refuses a batch with an unknown event name or a nested property, storing none of it', async () => {
    const { app, site, send } = await setup();
    const unknown = await send({ events: [{ name: 'inventory_search_products', at: 1 }, { name: 'inventory_delete_everything', at: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const nested = await send({ events: [{ name: 'inventory_expand_row', properties: { row: { id: 'x' } }, at: 1 }] });
    expect(nested.statusCode).toBe(400);
    expect((await send({ events: [] })).statusCode).toBe(400);
    expect(await app.services.analytics.listOwnerEvents(site.id)).toEqual([]);
    await app.close();
  });

  it('ADM-04 needs a signed-in contributor with the owner crumb; events stay with their site', async () => {
    const { app, site, owner, send } = await setup();
    const { 'x-stoa-owner-crumb': _crumb, ...withoutCrumb } = owner.headers;
    expect((await send({ events: [{ name: 'inventory_next_page', at: 1 }] }, withoutCrumb)).statusCode).toBe(401);
    expect((await send({ events: [{ name: 'inventory_next_page', at: 1 }] }, { host: owner.headers.host! })).statusCode).toBe(401);
    expect((await send({ events: [{ name: 'inventory_next_page', properties: { page: 2 }, at: 1 }] })).statusCode).toBe(200);
    const other = await app.services.sites.create({ identifier: `ev-other-${Math.random().toString(16).slice(2, 8)}`, title: 'Other' });
    expect(await app.services.analytics.listOwnerEvents(other.id)).toEqual([]);
    expect(await app.services.analytics.listOwnerEvents(site.id)).toHaveLength(1);
    await app.close();
  });
});
