/**
 * A site's owner API keys (docs/decisions.md "Owner API keys"). All need 'contributors.manage'
 * (admins), whether the caller uses a session or a key.
 * - `POST /api/admin/api-keys` {name, role}: 201 {id, name, role, key, createdAt}; `key` is
 *   the secret, in this answer only. The role may not reach beyond the caller's own;
 * - `GET /api/admin/api-keys`: the keys, newest first, without secrets;
 * - `DELETE /api/admin/api-keys/:keyId`: revokes the key at once (204);
 * - `GET /api/admin/api-keys/:keyId/usage?cursor=&limit=`: the calls made with it, newest first,
 *   at most 100 a page, with `nextCursor` for the next page (null on the last).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_KEY_USES_PAGE_MAX, type ApiKey, type ApiKeyUse } from '../../../modules/accounts';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

/** Name and role are checked by the accounts service, which answers with their own messages. */
const CreateBody = z.strictObject({ name: z.unknown().optional(), role: z.unknown().optional() });
const KeyParams = z.object({ keyId: z.string().min(1).max(64) });
const UsageQuery = z.object({
  cursor: z.string().regex(/^\d{1,15}$/, 'Use the nextCursor of the previous page.').optional(),
  limit: z.coerce.number().int().min(1).max(API_KEY_USES_PAGE_MAX, `At most ${API_KEY_USES_PAGE_MAX} per page.`).default(50),
});

function apiKeyDto(k: ApiKey) {
  return { id: k.id, name: k.name, role: k.role, prefix: k.prefix, createdAt: k.createdAt, createdBy: k.createdBy, lastUsedAt: k.lastUsedAt, revokedAt: k.revokedAt };
}

function useDto(u: ApiKeyUse) {
  return { method: u.method, route: u.route, status: u.status, at: u.at };
}

export function registerAdminApiKeyRoutes(app: FastifyInstance): void {
  const accounts = app.services.accounts;
  const guard = { preHandler: requirePermission('contributors.manage') };

  app.post('/api/admin/api-keys', guard, async (request, reply) => {
    const body = CreateBody.parse(request.body ?? {});
    if (typeof body.name !== 'string') throw new DomainError('API_KEY_NAME_INVALID', { errors: { name: 'required' } });
    if (typeof body.role !== 'number') throw new DomainError('API_KEY_ROLE_INVALID', { errors: { role: 'required' } });
    const owner = request.owner!;
    const { apiKey, secret } = await accounts.createApiKey({ websiteId: siteIdOf(request), name: body.name, role: body.role, creator: { userId: owner.userId, role: owner.role } });
    return reply.status(201).send({ id: apiKey.id, name: apiKey.name, role: apiKey.role, key: secret, createdAt: apiKey.createdAt });
  });

  app.get('/api/admin/api-keys', guard, async (request) => {
    return { apiKeys: (await accounts.listApiKeys(siteIdOf(request))).map(apiKeyDto) };
  });

  app.delete('/api/admin/api-keys/:keyId', guard, async (request, reply) => {
    const { keyId } = KeyParams.parse(request.params);
    await accounts.revokeApiKey(siteIdOf(request), keyId);
    return reply.status(204).send();
  });

  app.get('/api/admin/api-keys/:keyId/usage', guard, async (request) => {
    const { keyId } = KeyParams.parse(request.params);
    const query = UsageQuery.parse(request.query ?? {});
    const page = await accounts.listApiKeyUses(siteIdOf(request), keyId, { cursor: query.cursor === undefined ? null : Number(query.cursor), limit: query.limit });
    return { uses: page.uses.map(useDto), nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
  });
}
