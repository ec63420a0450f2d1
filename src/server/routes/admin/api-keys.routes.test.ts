import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost, TEST_OWNER_PASSWORD } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const API_KEY_INVALID = { status: 401, code: 'API_KEY_INVALID', message: 'This API key is not valid for this site.' };
const API_KEY_NOT_ACCEPTED = { status: 403, code: 'API_KEY_NOT_ACCEPTED', message: 'This call does not accept API keys.' };
const FORBIDDEN = { status: 403, code: 'FORBIDDEN', message: 'You do not have permission to do that.' };

/** Only the host and the key: no cookie, no visitor crumb, no owner crumb. */
const withKey = (host: string, key: string) => ({ host, authorization: `Bearer ${key}` });

describeDatabase('owner API keys over HTTP', (db) => {
  let n = 0;
  const setup = async (overrides: Parameters<typeof createTestApp>[1] = {}) => {
    const app = await createTestApp(db(), overrides);
    const site = await app.services.sites.create({ identifier: `keys-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Original' });
    const admin = await ownerSession(app, { websiteId: site.id });
    const host = admin.headers.host!;
    /** Creates a key through the API with a session of `websiteId`'s admin (this site's by default). */
    const createKey = async (role: number, name = `key ${role}`, headers = admin.headers) => {
      const res = await app.inject({ method: 'POST', url: '/api/admin/api-keys', headers, payload: { name, role } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; name: string; role: number; key: string; createdAt: number };
    };
    return { app, site, admin, host, createKey };
  };
  const listKeys = async (app: FastifyInstance, headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/api/admin/api-keys', headers })).json().apiKeys as Record<string, unknown>[];

  it('an admin creates a key; it reads and writes with no cookie or crumb; the list shows its last use and no secret; revoked, it is 401', async () => {
    const { app, site, admin, host, createKey } = await setup();
    const created = await createKey(ContributorRole.ADMIN, '  Inventory sync  ');
    expect(created).toEqual({ id: expect.any(String), name: 'Inventory sync', role: 1, key: expect.stringMatching(/^stoa_sk_[A-Za-z0-9_-]{43}$/), createdAt: expect.any(Number) });

    const read = await app.inject({ method: 'GET', url: '/api/admin/site', headers: withKey(host, created.key) });
    expect(read.statusCode).toBe(200);
    expect(read.json().website.title).toBe('Original');
    const write = await app.inject({ method: 'PUT', url: '/api/admin/site', headers: withKey(host, created.key), payload: { title: 'By key' } });
    expect(write.statusCode, write.body).toBe(200);
    expect((await app.services.sites.get(site.id))?.title).toBe('By key');
    expect(write.cookies.some((c) => c.name === 'stoa_owner')).toBe(false);

    const me = (await app.inject({ method: 'GET', url: '/api/admin/me', headers: withKey(host, created.key) })).json();
    expect(me).toMatchObject({ user: { id: admin.userId }, role: 1, apiKey: { id: created.id, name: 'Inventory sync' } });
    expect(me.apiKey).toEqual({ id: created.id, name: 'Inventory sync' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: admin.headers })).json().apiKey).toBeUndefined();

    const listed = await listKeys(app, admin.headers);
    expect(listed).toEqual([
      { id: created.id, name: 'Inventory sync', role: 1, prefix: created.key.slice(0, 12), createdAt: created.createdAt, createdBy: admin.userId, lastUsedAt: expect.any(Number), revokedAt: null },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(12));
    const stored = await db().query<Record<string, unknown>>('select * from accounts_api_keys where website_id = $1', [site.id]);
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(12));

    const revoke = await app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${created.id}`, headers: admin.headers });
    expect(revoke.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/admin/site', headers: withKey(host, created.key) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(API_KEY_INVALID);
    expect((await listKeys(app, admin.headers))[0]!.revokedAt).toEqual(expect.any(Number));
    await app.close();
  });

  it("GAP-10 another site's key is refused on this host, even where its creator is also an admin", async () => {
    const { app, site, admin, host } = await setup();
    const other = await app.services.sites.create({ identifier: `keys-other-${++n}-${Math.random().toString(16).slice(2, 6)}` });
    const sameAdminThere = await ownerSession(app, { websiteId: other.id, email: admin.email });
    const res = await app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: sameAdminThere.headers, payload: { name: 'other', role: 1 } });
    const otherKey = res.json().key as string;
    expect((await app.inject({ method: 'GET', url: '/api/admin/site', headers: withKey(await siteHost(app, other.id), otherKey) })).statusCode).toBe(200);
    for (const [method, url] of [['GET', '/api/admin/site'], ['PUT', '/api/admin/site'], ['GET', '/api/admin/api-keys']] as const) {
      const refused = await app.inject({ method, url, headers: withKey(host, otherKey), ...(method === 'PUT' && { payload: { title: 'Taken' } }) });
      expect(refused.json(), `${method} ${url}`).toEqual(API_KEY_INVALID);
    }
    expect((await app.services.sites.get(site.id))?.title).toBe('Original');
    await app.close();
  });

  it('malformed, unknown and empty Bearer values are 401 API_KEY_INVALID, even with a valid session cookie', async () => {
    const { app, admin, host, createKey } = await setup();
    const { key } = await createKey(ContributorRole.ADMIN);
    const flipped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const authorization of ['Bearer', 'Bearer ', 'Bearer nonsense', `Bearer ${key.slice(8)}`, `Bearer ${flipped}`, `bearer ${flipped}`]) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/site', headers: { ...admin.headers, authorization } });
      expect(res.json(), authorization).toEqual(API_KEY_INVALID);
    }
    // The scheme is case-insensitive; other schemes are not keys (the session decides).
    expect((await app.inject({ method: 'GET', url: '/api/admin/site', headers: { host, authorization: `BEARER ${key}` } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/site', headers: { ...admin.headers, authorization: 'Basic dXNlcjpwYXNz' } })).statusCode).toBe(200);
    await app.close();
  });

  it('GAP-10 a viewer key reads but cannot write; a store-manager key cannot create, list or revoke keys', async () => {
    const { app, site, host, createKey } = await setup();
    const viewer = await createKey(ContributorRole.VIEWER);
    expect((await app.inject({ method: 'GET', url: '/api/admin/site', headers: withKey(host, viewer.key) })).statusCode).toBe(200);
    const write = await app.inject({ method: 'PUT', url: '/api/admin/site', headers: withKey(host, viewer.key), payload: { title: 'By viewer' } });
    expect(write.json()).toEqual(FORBIDDEN);
    expect((await app.services.sites.get(site.id))?.title).toBe('Original');

    const manager = await createKey(ContributorRole.STORE_MANAGER);
    const headers = withKey(host, manager.key);
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/admin/api-keys', headers, payload: { name: 'mine', role: ContributorRole.ADMIN } })).json()).toEqual(FORBIDDEN);
    expect((await app.inject({ method: 'POST', url: '/api/admin/api-keys', headers, payload: { name: 'mine', role: ContributorRole.STORE_MANAGER } })).json()).toEqual(FORBIDDEN);
    expect((await app.inject({ method: 'GET', url: '/api/admin/api-keys', headers })).json()).toEqual(FORBIDDEN);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${viewer.id}`, headers })).json()).toEqual(FORBIDDEN);

    // An admin key manages keys like an admin's session does.
    const adminKey = await createKey(ContributorRole.ADMIN);
    const made = await app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: withKey(host, adminKey.key), payload: { name: 'from a key', role: ContributorRole.EDITOR } });
    expect(made.statusCode).toBe(201);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${made.json().id}`, headers: withKey(host, adminKey.key) })).statusCode).toBe(204);
    await app.close();
  });

  it("GAP-10 a key never exceeds its creator: a demoted creator's admin key stops working", async () => {
    const { app, site, host, createKey } = await setup();
    const second = await ownerSession(app, { websiteId: site.id });
    const key = await createKey(ContributorRole.ADMIN, 'second admin key', second.headers);
    expect((await app.inject({ method: 'GET', url: '/api/admin/contributors', headers: withKey(host, key.key) })).statusCode).toBe(200);
    await app.services.accounts.changeRole(site.id, second.userId, ContributorRole.STORE_MANAGER);
    expect((await app.inject({ method: 'GET', url: '/api/admin/contributors', headers: withKey(host, key.key) })).json()).toEqual(API_KEY_INVALID);
    await app.close();
  });

  it('name and role are validated with clear 400s', async () => {
    const { app, admin } = await setup();
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: admin.headers, payload: payload as object });
    const nameInvalid = { status: 400, code: 'API_KEY_NAME_INVALID', message: 'Give the API key a name of 1 to 100 characters.' };
    const roleInvalid = { status: 400, code: 'API_KEY_ROLE_INVALID', message: 'Choose a contributor role for the API key.' };
    for (const payload of [{ role: 1 }, { name: '', role: 1 }, { name: '   ', role: 1 }, { name: 'x'.repeat(101), role: 1 }, { name: 7, role: 1 }]) {
      expect((await post(payload)).json(), JSON.stringify(payload)).toMatchObject(nameInvalid);
    }
    for (const payload of [{ name: 'n' }, { name: 'n', role: 5 }, { name: 'n', role: 99 }, { name: 'n', role: '1' }, { name: 'n', role: 1.5 }]) {
      expect((await post(payload)).json(), JSON.stringify(payload)).toMatchObject(roleInvalid);
    }
    expect((await post({ name: 'n', role: 1, extra: true })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/api-keys/no-such-key', headers: admin.headers })).json().code).toBe('API_KEY_NOT_FOUND');
    await app.close();
  });

  it('sign-in, sign-out and invitations refuse keys: a key never becomes a browser session', async () => {
    const { app, admin, host, createKey } = await setup();
    const { key } = await createKey(ContributorRole.ADMIN);
    const attempts = [
      { method: 'POST', url: '/api/admin/session', payload: { email: admin.email, password: TEST_OWNER_PASSWORD } },
      { method: 'DELETE', url: '/api/admin/session' },
      { method: 'GET', url: '/api/admin/invitations/some-token' },
      { method: 'POST', url: '/api/admin/invitations/some-token/accept', payload: { password: TEST_OWNER_PASSWORD } },
    ] as const;
    for (const attempt of attempts) {
      const res = await app.inject({ ...attempt, headers: withKey(host, key) });
      expect(res.json(), `${attempt.method} ${attempt.url}`).toEqual(API_KEY_NOT_ACCEPTED);
      expect(res.cookies.some((c) => c.name === 'stoa_owner' && c.value !== '')).toBe(false);
    }
    await app.close();
  });

  it('keys count only under /api/admin/: elsewhere a Bearer header unlocks nothing and skips no crumb', async () => {
    const { app, admin, host, createKey } = await setup();
    const { key } = await createKey(ContributorRole.ADMIN);
    const read = await app.inject({ method: 'GET', url: '/api/site-header-footer', headers: withKey(host, key) });
    expect(read.json().code).toBe('UNAUTHENTICATED');
    // With the owner's session cookie too, a write outside /api/admin/ still needs the visitor crumb.
    const { 'x-csrf-token': _crumb, ...noCrumb } = admin.headers;
    const write = await app.inject({ method: 'PUT', url: '/api/site-header-footer', headers: { ...noCrumb, authorization: `Bearer ${key}` }, payload: { header: 'x', footer: '' } });
    expect(write.json()).toMatchObject({ code: 'CRUMB_INVALID', crumbFail: true });
    await app.close();
  });

  it('the usage log records each call\'s route pattern and status, newest first, paged with a cursor', async () => {
    const { app, admin, host, createKey } = await setup();
    const created = await createKey(ContributorRole.STORE_MANAGER);
    const headers = withKey(host, created.key);
    await app.inject({ method: 'GET', url: '/api/admin/orders', headers });
    await app.inject({ method: 'PUT', url: '/api/admin/site', headers, payload: { title: 'No' } });
    await app.inject({ method: 'GET', url: '/api/admin/orders/no-such-order', headers });
    const usage = (query: string) => app.inject({ method: 'GET', url: `/api/admin/api-keys/${created.id}/usage${query}`, headers: admin.headers });
    const first = (await usage('?limit=2')).json();
    expect(first.uses).toEqual([
      { method: 'GET', route: '/api/admin/orders/:orderId', status: 404, at: expect.any(Number) },
      { method: 'PUT', route: '/api/admin/site', status: 403, at: expect.any(Number) },
    ]);
    const second = (await usage(`?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ uses: [{ method: 'GET', route: '/api/admin/orders', status: 200, at: expect.any(Number) }], nextCursor: null });
    expect((await usage('?limit=101')).statusCode).toBe(400);
    expect((await usage('?cursor=abc')).statusCode).toBe(400);
    // Calls made with a session are not a key's.
    await app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.headers });
    expect((await usage('')).json().uses).toHaveLength(3);
    await app.close();
  });

  it('GAP-75 each key has its own rate limit: over it, 429 RATE_LIMITED with Retry-After; another key is unaffected', async () => {
    const { app, host, createKey } = await setup({ apiKeyRateLimitPerMinute: 3 });
    const busy = await createKey(ContributorRole.ADMIN, 'busy');
    const calm = await createKey(ContributorRole.ADMIN, 'calm');
    const call = (key: string) => app.inject({ method: 'GET', url: '/api/admin/site', headers: withKey(host, key) });
    for (let i = 0; i < 3; i++) expect((await call(busy.key)).statusCode).toBe(200);
    const limited = await call(busy.key);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(calm.key)).statusCode).toBe(200);
    await app.close();
  });
});
