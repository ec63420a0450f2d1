import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { ownerSession, type OwnerSessionResult } from '../../../test/support/owner';

describeDatabase('owner API answers gzipped', (db) => {
  let app: FastifyInstance;
  let session: OwnerSessionResult;
  beforeAll(async () => {
    app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `gzip-${Math.random().toString(16).slice(2, 8)}`, title: 'Fern & Kiln' });
    session = await ownerSession(app, { websiteId: site.id });
    // Enough pages that the list is well over a kilobyte.
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/content/collections', headers: session.headers, payload: { type: 10, title: `Page number ${i} with a long enough title` } });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });
  afterAll(() => app.close());

  it('a large answer is gzipped for a client that takes gzip, the same JSON as the plain one', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/admin/content/collections', headers: session.headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    const zipped = await app.inject({ method: 'GET', url: '/api/admin/content/collections', headers: { ...session.headers, 'accept-encoding': 'gzip, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.byteLength).toBeLessThan(Buffer.byteLength(plain.body) / 2);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });

  it('a small answer (an error, here) stays plain; a client that refuses gzip gets it plain', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/admin/content/collections/no-such-page', headers: { ...session.headers, 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ message: expect.any(String) });
    const refused = await app.inject({ method: 'GET', url: '/api/admin/content/collections', headers: { ...session.headers, 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toBeTruthy();
  });

  it('storefront and collection calls are not compressed here', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/1/performance/settings', headers: { host: session.headers.host!, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
