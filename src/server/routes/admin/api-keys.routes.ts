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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiKey, ApiKeyUse } from '../../../modules/accounts';
import {
  ApiKeyParams,
  ApiKeysAnswer,
  ApiKeyUsageAnswer,
  ApiKeyUsageQuery,
  CreateApiKeyBody,
  CreatedApiKey,
  type ApiKeyUseView,
  type ApiKeyView,
} from '../../../shared/api/api-keys';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

function apiKeyDto(k: ApiKey): ApiKeyView {
  return { id: k.id, name: k.name, role: k.role, prefix: k.prefix, createdAt: k.createdAt, createdBy: k.createdBy, lastUsedAt: k.lastUsedAt, revokedAt: k.revokedAt };
}

function useDto(u: ApiKeyUse): ApiKeyUseView {
  return { method: u.method, route: u.route, status: u.status, at: u.at };
}

export function registerAdminApiKeyRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = app.services.accounts;
  const guard = { preHandler: requirePermission('contributors.manage') };

  app.post('/api/admin/api-keys', { ...guard, schema: { body: bodyOrEmpty(CreateApiKeyBody), response: { 201: CreatedApiKey } } }, async (request, reply) => {
    const body = request.body;
    if (typeof body.name !== 'string') throw new DomainError('API_KEY_NAME_INVALID', { errors: { name: 'required' } });
    if (typeof body.role !== 'number') throw new DomainError('API_KEY_ROLE_INVALID', { errors: { role: 'required' } });
    const owner = request.owner!;
    const { apiKey, secret } = await accounts.createApiKey({ websiteId: siteIdOf(request), name: body.name, role: body.role, creator: { userId: owner.userId, role: owner.role } });
    return reply.status(201).send({ id: apiKey.id, name: apiKey.name, role: apiKey.role, key: secret, createdAt: apiKey.createdAt });
  });

  app.get('/api/admin/api-keys', { ...guard, schema: { response: { 200: ApiKeysAnswer } } }, async (request) => {
    return { apiKeys: (await accounts.listApiKeys(siteIdOf(request))).map(apiKeyDto) };
  });

  app.delete('/api/admin/api-keys/:keyId', { ...guard, schema: { params: ApiKeyParams } }, async (request, reply) => {
    const { keyId } = request.params;
    await accounts.revokeApiKey(siteIdOf(request), keyId);
    return reply.status(204).send();
  });

  const usageSchema = { params: ApiKeyParams, querystring: ApiKeyUsageQuery, response: { 200: ApiKeyUsageAnswer } };
  app.get('/api/admin/api-keys/:keyId/usage', { ...guard, schema: usageSchema }, async (request) => {
    const { keyId } = request.params;
    const query = request.query;
    const page = await accounts.listApiKeyUses(siteIdOf(request), keyId, { cursor: query.cursor === undefined ? null : Number(query.cursor), limit: query.limit });
    return { uses: page.uses.map(useDto), nextCursor: page.nextCursor === null ? null : String(page.nextCursor) };
  });
}
