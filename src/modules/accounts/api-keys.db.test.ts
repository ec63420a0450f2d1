import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { ContributorRole } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { API_KEY_LAST_USED_PRECISION_MS, API_KEY_USE_RETENTION_MS, API_KEY_USES_PER_KEY } from './index';

import { accountsTestbed, TESTBED_PASSWORD as PASSWORD } from './accounts.testbed';

describeDatabase('owner API keys (accounts)', (db) => {
  const setup = async () => {
    const { accounts, clock, site, other, admin } = await accountsTestbed(db(), 'k');
    const creator = { userId: admin.id, role: ContributorRole.ADMIN };
    return { accounts, clock, site, other, admin, creator };
  };
  const rejectsWith = (code: Parameters<typeof isDomainError>[1]) => (e: unknown) => isDomainError(e, code);

  it('keeps only a hash and a short prefix of the secret; the key acts with its own role for its creator', async () => {
    const { accounts, site, admin, creator } = await setup();
    const { apiKey, secret } = await accounts.createApiKey({ websiteId: site.id, name: '  Warehouse sync  ', role: ContributorRole.STORE_MANAGER, creator });
    expect(secret).toMatch(/^stoa_sk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Warehouse sync', role: ContributorRole.STORE_MANAGER, prefix: secret.slice(0, 12), createdBy: admin.id, lastUsedAt: null, revokedAt: null });
    const rows = await db().query<Record<string, unknown>>('select * from accounts_api_keys where id = $1', [apiKey.id]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(12));
    expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);

    const identity = await accounts.apiKeyFor(secret, site.id);
    expect(identity).toMatchObject({ userId: admin.id, websiteId: site.id, role: ContributorRole.STORE_MANAGER, apiKey: { id: apiKey.id, name: 'Warehouse sync' } });
    expect(identity!.permissions.has('commerce.orders')).toBe(true);
    expect(identity!.permissions.has('site.settings')).toBe(false);
  });

  it('refuses a malformed, unknown, revoked or other site\'s secret', async () => {
    const { accounts, site, other, creator } = await setup();
    const { apiKey, secret } = await accounts.createApiKey({ websiteId: site.id, name: 'k', role: ContributorRole.ADMIN, creator });
    expect(await accounts.apiKeyFor(secret, other.id)).toBeNull();
    expect(await accounts.apiKeyFor(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, site.id)).toBeNull();
    expect(await accounts.apiKeyFor('stoa_sk_short', site.id)).toBeNull();
    expect(await accounts.apiKeyFor(secret.slice(8), site.id)).toBeNull();
    await accounts.revokeApiKey(site.id, apiKey.id);
    expect(await accounts.apiKeyFor(secret, site.id)).toBeNull();
    await accounts.revokeApiKey(site.id, apiKey.id); // again: nothing changes
    await expect(accounts.revokeApiKey(other.id, apiKey.id)).rejects.toSatisfy(rejectsWith('API_KEY_NOT_FOUND'));
    expect((await accounts.listApiKeys(site.id))[0]!.revokedAt).not.toBeNull();
  });

  it('validates the name and role; a key never gets a role its creator does not cover', async () => {
    const { accounts, site, admin, creator } = await setup();
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      await expect(accounts.createApiKey({ websiteId: site.id, name, role: ContributorRole.ADMIN, creator })).rejects.toSatisfy(rejectsWith('API_KEY_NAME_INVALID'));
    }
    expect((await accounts.createApiKey({ websiteId: site.id, name: 'x'.repeat(100), role: 1, creator })).apiKey.name).toHaveLength(100);
    for (const role of [0, 5, 16, 99]) {
      await expect(accounts.createApiKey({ websiteId: site.id, name: 'n', role, creator })).rejects.toSatisfy(rejectsWith('API_KEY_ROLE_INVALID'));
    }
    const manager = { userId: admin.id, role: ContributorRole.STORE_MANAGER };
    await expect(accounts.createApiKey({ websiteId: site.id, name: 'n', role: ContributorRole.ADMIN, creator: manager })).rejects.toSatisfy(rejectsWith('API_KEY_ROLE_TOO_HIGH'));
  });

  it('stops working when its creator leaves the site or no longer covers its role', async () => {
    const { accounts, site, creator, admin } = await setup();
    const second = await accounts.createUser({ email: `second-${site.id}@example.com`, password: PASSWORD });
    await accounts.addMember(site.id, second.id, ContributorRole.ADMIN);
    const { secret } = await accounts.createApiKey({ websiteId: site.id, name: 'admin key', role: ContributorRole.ADMIN, creator });
    const { secret: editorKey } = await accounts.createApiKey({ websiteId: site.id, name: 'editor key', role: ContributorRole.EDITOR, creator });
    await accounts.changeRole(site.id, admin.id, ContributorRole.WEBSITE_MANAGER);
    expect(await accounts.apiKeyFor(secret, site.id)).toBeNull();
    expect(await accounts.apiKeyFor(editorKey, site.id)).not.toBeNull();
    await accounts.removeMember(site.id, admin.id);
    expect(await accounts.apiKeyFor(editorKey, site.id)).toBeNull();
  });

  it('logs uses newest first in pages; lastUsedAt moves at most once a minute; old rows are dropped', async () => {
    const { accounts, site, other, clock, creator } = await setup();
    const { apiKey } = await accounts.createApiKey({ websiteId: site.id, name: 'k', role: ContributorRole.ADMIN, creator });
    const use = (status: number, route = '/api/admin/site') => accounts.recordApiKeyUse({ keyId: apiKey.id, websiteId: site.id, method: 'GET', route, status });
    const start = clock.now();
    await use(200, '/api/admin/old');
    clock.advance(API_KEY_LAST_USED_PRECISION_MS / 2);
    await use(200);
    expect((await accounts.listApiKeys(site.id))[0]!.lastUsedAt).toBe(start);
    clock.advance(API_KEY_LAST_USED_PRECISION_MS / 2);
    await use(403);
    expect((await accounts.listApiKeys(site.id))[0]!.lastUsedAt).toBe(clock.now());

    const first = await accounts.listApiKeyUses(site.id, apiKey.id, { cursor: null, limit: 2 });
    expect(first.uses.map((u) => u.status)).toEqual([403, 200]);
    expect(first.nextCursor).not.toBeNull();
    const second = await accounts.listApiKeyUses(site.id, apiKey.id, { cursor: first.nextCursor, limit: 2 });
    expect(second.uses.map((u) => u.route)).toEqual(['/api/admin/old']);
    expect(second.nextCursor).toBeNull();
    await expect(accounts.listApiKeyUses(other.id, apiKey.id, { cursor: null, limit: 10 })).rejects.toSatisfy(rejectsWith('API_KEY_NOT_FOUND'));

    clock.advance(API_KEY_USE_RETENTION_MS + 1);
    await use(201);
    const after = await accounts.listApiKeyUses(site.id, apiKey.id, { cursor: null, limit: 100 });
    expect(after.uses.map((u) => u.status)).toEqual([201]);
  });

  it('keeps at most API_KEY_USES_PER_KEY log rows per key, the newest', async () => {
    const { accounts, site, clock, creator } = await setup();
    const { apiKey } = await accounts.createApiKey({ websiteId: site.id, name: 'busy', role: ContributorRole.ADMIN, creator });
    await db().query(
      `insert into accounts_api_key_uses (key_id, website_id, method, route, status, at) select $1, $2, 'GET', '/api/admin/site', 200, $3 from generate_series(1, $4)`,
      [apiKey.id, site.id, new Date(clock.now()), API_KEY_USES_PER_KEY + 5],
    );
    await accounts.recordApiKeyUse({ keyId: apiKey.id, websiteId: site.id, method: 'POST', route: '/api/admin/orders', status: 201 });
    const [{ count }] = (await db().query<{ count: string }>('select count(*) as count from accounts_api_key_uses where key_id = $1', [apiKey.id])) as [{ count: string }];
    expect(Number(count)).toBe(API_KEY_USES_PER_KEY);
    expect((await accounts.listApiKeyUses(site.id, apiKey.id, { cursor: null, limit: 1 })).uses[0]!.route).toBe('/api/admin/orders');
  });
});
