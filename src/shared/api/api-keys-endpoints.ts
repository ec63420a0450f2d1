/**
 * The owner API keys' calls as endpoint descriptors (no zod: safe for the editor). The types
 * come from the schemas in `api-keys.ts`, which the routes declare.
 */
import type { ApiKeyParams, ApiKeysAnswer, ApiKeyUsageAnswer, ApiKeyUsageQuery, CreatedApiKey } from './api-keys';
import { endpoint, type In, type None } from './endpoint';

export const ADMIN_API_KEYS_PATH = '/api/admin/api-keys';

export const apiKeysEndpoints = {
  list: endpoint<None, None, None, ApiKeysAnswer>('GET', ADMIN_API_KEYS_PATH),
  create: endpoint<None, None, { name: string; role: number }, CreatedApiKey>('POST', ADMIN_API_KEYS_PATH),
  revoke: endpoint<In<typeof ApiKeyParams>, None, None, undefined>('DELETE', `${ADMIN_API_KEYS_PATH}/:keyId`),
  usage: endpoint<In<typeof ApiKeyParams>, In<typeof ApiKeyUsageQuery>, None, ApiKeyUsageAnswer>('GET', `${ADMIN_API_KEYS_PATH}/:keyId/usage`),
} as const;
