/**
 * Owner API keys: how integrations call the owner API without a browser session. A key is a
 * random secret shown once at creation and stored only as its SHA-256 (found by that hash) and
 * a short prefix the owner recognises it by. It belongs to one site and acts there with its
 * own role, on behalf of the admin who made it: it works only while that person is still a
 * member of the site whose current role covers the key's (`roleCovers`), so a key never
 * outlives its creator's access. Revoking is immediate.
 *
 * Each call made with a key is logged (method, route pattern, status) for the owner to read;
 * the key's `lastUsedAt` moves at most once a minute, and the same beat prunes the log to
 * API_KEY_USE_RETENTION_MS and API_KEY_USES_PER_KEY rows per key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { API_KEY_USES_PAGE_MAX } from '../../shared/api/api-keys';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { apiKeys, apiKeyUses, memberships, users } from './accounts.tables';
import type { ApiKey, ApiKeyIdentity, ApiKeyUse, ApiKeyUsePage, CreateApiKeyInput, IssuedApiKey, RecordApiKeyUseInput } from './accounts.types';
import { isContributorRole, permissionsOf, roleCovers } from './permissions';

/** What every key starts with, so scanners and people can tell a Stoa key when they see one. */
export const API_KEY_LABEL = 'stoa_sk_';
/** A key as issued: the label and 32 random bytes, base64url. Checked before any query. */
const API_KEY_PATTERN = /^stoa_sk_[A-Za-z0-9_-]{43}$/;
/** The prefix kept for display: the label and 4 characters of the secret (24 of its 256 bits). */
const PREFIX_LENGTH = API_KEY_LABEL.length + 4;
export const API_KEY_NAME_MAX_LENGTH = 100;
/** `lastUsedAt` moves at most this often, so a busy key does not write its row on every call. */
export const API_KEY_LAST_USED_PRECISION_MS = 60_000;
/** Usage log rows older than this are dropped. */
export const API_KEY_USE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** At most this many usage log rows are kept per key (the newest). */
export const API_KEY_USES_PER_KEY = 10_000;
/** The most usage rows one page answers (the usage call's limit). */
export { API_KEY_USES_PAGE_MAX };

export interface ApiKeysDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
}

type ApiKeyRow = typeof apiKeys.$inferSelect;

function hashApiKey(secret: string): string {
  return createHash('sha256').update(`api-key:${secret}`).digest('hex');
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    role: row.role,
    prefix: row.prefix,
    createdAt: row.createdAt.getTime(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
    revokedAt: row.revokedAt?.getTime() ?? null,
  };
}

/** The trimmed name, or API_KEY_NAME_INVALID. */
function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > API_KEY_NAME_MAX_LENGTH) {
    throw new DomainError('API_KEY_NAME_INVALID', { errors: { name: `1 to ${API_KEY_NAME_MAX_LENGTH} characters` } });
  }
  return trimmed;
}

export function createApiKeys({ db, ids, clock }: ApiKeysDeps) {
  async function keyRow(websiteId: string, keyId: string): Promise<ApiKeyRow> {
    const [row] = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.websiteId, websiteId)));
    if (row === undefined) throw new DomainError('API_KEY_NOT_FOUND');
    return row;
  }

  /** Drops usage rows past the retention (every key) and past the per-key cap (this key). */
  async function pruneUses(keyId: string, now: number): Promise<void> {
    await db.delete(apiKeyUses).where(lt(apiKeyUses.at, new Date(now - API_KEY_USE_RETENTION_MS)));
    const [oldestKept] = await db
      .select({ id: apiKeyUses.id })
      .from(apiKeyUses)
      .where(eq(apiKeyUses.keyId, keyId))
      .orderBy(desc(apiKeyUses.id))
      .offset(API_KEY_USES_PER_KEY - 1)
      .limit(1);
    if (oldestKept !== undefined) await db.delete(apiKeyUses).where(and(eq(apiKeyUses.keyId, keyId), lt(apiKeyUses.id, oldestKept.id)));
  }

  return {
    /**
     * Makes a key for a site. `creator` is the person making it, with their current role on
     * the site: the key's role may not reach beyond it (API_KEY_ROLE_TOO_HIGH). The secret is
     * in the answer only; it cannot be shown again.
     */
    async createApiKey(input: CreateApiKeyInput): Promise<IssuedApiKey> {
      const name = checkName(input.name);
      if (!isContributorRole(input.role)) throw new DomainError('API_KEY_ROLE_INVALID', { errors: { role: 'not a contributor role' } });
      if (!roleCovers(input.creator.role, input.role)) throw new DomainError('API_KEY_ROLE_TOO_HIGH');
      const secret = `${API_KEY_LABEL}${randomBytes(32).toString('base64url')}`;
      const [row] = await db
        .insert(apiKeys)
        .values({
          id: ids.next(),
          websiteId: input.websiteId,
          name,
          role: input.role,
          keyHash: hashApiKey(secret),
          prefix: secret.slice(0, PREFIX_LENGTH),
          createdBy: input.creator.userId,
          createdAt: new Date(clock.now()),
        })
        .returning();
      return { apiKey: toApiKey(row!), secret };
    },

    /** A site's keys, newest first, revoked ones too (never their secrets). */
    async listApiKeys(websiteId: string): Promise<ApiKey[]> {
      const rows = await db.select().from(apiKeys).where(eq(apiKeys.websiteId, websiteId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(toApiKey);
    },

    /** Revokes a key of the site at once; revoking a revoked key changes nothing. */
    async revokeApiKey(websiteId: string, keyId: string): Promise<void> {
      const revoked = await db
        .update(apiKeys)
        .set({ revokedAt: new Date(clock.now()) })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.websiteId, websiteId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      if (revoked.length === 0) await keyRow(websiteId, keyId);
    },

    /**
     * Who a secret acts as on `websiteId`: the key with its role, on behalf of its creator;
     * null when the secret is malformed, unknown, revoked, another site's, or its creator is no
     * longer a member whose role covers the key's.
     */
    async apiKeyFor(secret: string, websiteId: string): Promise<ApiKeyIdentity | null> {
      if (!API_KEY_PATTERN.test(secret)) return null;
      const [row] = await db
        .select({ id: apiKeys.id, name: apiKeys.name, role: apiKeys.role, userId: users.id, email: users.email, creatorRole: memberships.role })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.createdBy))
        .innerJoin(memberships, and(eq(memberships.websiteId, apiKeys.websiteId), eq(memberships.userId, apiKeys.createdBy)))
        .where(and(eq(apiKeys.keyHash, hashApiKey(secret)), eq(apiKeys.websiteId, websiteId), isNull(apiKeys.revokedAt)));
      if (row === undefined || !roleCovers(row.creatorRole, row.role)) return null;
      return { userId: row.userId, email: row.email, websiteId, role: row.role, permissions: permissionsOf(row.role), apiKey: { id: row.id, name: row.name } };
    },

    /** Logs one call made with a key; moves its lastUsedAt (and prunes the log) at most once a minute. */
    async recordApiKeyUse(input: RecordApiKeyUseInput): Promise<void> {
      const now = clock.now();
      const at = new Date(now);
      await db.insert(apiKeyUses).values({ keyId: input.keyId, websiteId: input.websiteId, method: input.method, route: input.route, status: input.status, at });
      const moved = await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(and(eq(apiKeys.id, input.keyId), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, new Date(now - API_KEY_LAST_USED_PRECISION_MS)))))
        .returning({ id: apiKeys.id });
      if (moved.length > 0) await pruneUses(input.keyId, now);
    },

    /**
     * A key's calls, newest first, `limit` (1..API_KEY_USES_PAGE_MAX) at a time; `cursor` is
     * the previous page's `nextCursor`. API_KEY_NOT_FOUND for a key of another site.
     */
    async listApiKeyUses(websiteId: string, keyId: string, page: { cursor: number | null; limit: number }): Promise<ApiKeyUsePage> {
      await keyRow(websiteId, keyId);
      const limit = Math.min(Math.max(Math.trunc(page.limit), 1), API_KEY_USES_PAGE_MAX);
      const rows = await db
        .select()
        .from(apiKeyUses)
        .where(and(eq(apiKeyUses.keyId, keyId), page.cursor === null ? sql`true` : lt(apiKeyUses.id, page.cursor)))
        .orderBy(desc(apiKeyUses.id))
        .limit(limit + 1);
      const uses: ApiKeyUse[] = rows.slice(0, limit).map((r) => ({ id: r.id, method: r.method, route: r.route, status: r.status, at: r.at.getTime() }));
      return { uses, nextCursor: rows.length > limit ? uses[uses.length - 1]!.id : null };
    },
  };
}
