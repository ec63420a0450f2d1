import { expect, it } from 'vitest';
import { describeDatabase } from '../../test/support/database';
import { createTestApp } from '../../test/support/app';
import { siteHost } from '../../test/support/owner';

describeDatabase('server basics', (db) => {
  it('answers /healthz and /readyz with the engine', async () => {
    const app = await createTestApp(db());
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
    expect(ready.headers['x-request-id']).toBeTruthy();
    await app.close();
  });

  it('answers unknown paths with the catalogue 404 shape', async () => {
    const app = await createTestApp(db());
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });
    await app.close();
  });

  it('issue 14 §3 the collector role serves the collection calls and health checks only', async () => {
    const app = await createTestApp(db(), {}, { role: 'collector' });
    const site = await app.services.sites.create({ identifier: `collector-${Date.now().toString(36)}`, title: 'Shop' });
    const host = await siteHost(app, site.id);
    const data = JSON.stringify({ websiteId: site.id, url: `https://${host}/shop/lamp`, pageType: 'product' });
    const hit = await app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ event: 'view', data }).toString() });
    expect(hit.statusCode).toBe(202);
    expect((await app.inject({ url: '/api/1/performance/settings', headers: { host } })).statusCode).toBe(200);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    for (const url of ['/', '/api/admin/me', '/config', '/api/commerce/cart']) expect((await app.inject({ url, headers: { host } })).statusCode, url).toBe(404);
    await app.close();
  });
});
