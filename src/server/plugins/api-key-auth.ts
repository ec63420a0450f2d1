/**
 * Owner API keys on the wire: `Authorization: Bearer stoa_sk_…` on any `/api/admin/` route.
 * A key of this request's site sets `request.owner` (its creator, with the key's role, and
 * `apiKey` naming the key); the route guards then check permissions as for a session, without
 * the cookie, the visitor crumb or the owner crumb (docs/decisions.md "Owner API keys"). Any
 * other Bearer value (malformed, unknown, revoked, another site's) is 401 API_KEY_INVALID, also
 * when a session cookie comes with it. Routes that sign people in or out, or accept
 * invitations, set `config: { apiKey: false }` and refuse keys with 403 API_KEY_NOT_ACCEPTED:
 * a key never becomes a browser session.
 *
 * Each key has its own rate limit (`apiKeyPerMinute`, besides the per-IP one), and each call
 * made with a key is logged for the site's admins before the answer leaves (429s are not, so
 * a flood costs no writes).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountsService } from '../../modules/accounts';
import { DomainError } from '../../shared/errors';

const BEARER = /^bearer(?:\s+(.*))?$/i;
const MINUTE_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route refuses API keys (403 API_KEY_NOT_ACCEPTED), e.g. sign-in. */
    apiKey?: boolean;
  }
}

/** The Bearer credential of a request, '' when the scheme comes without one, null without the scheme. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = BEARER.exec(header.trim());
  return match === null ? null : (match[1] ?? '').trim();
}

function isOwnerApi(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/admin/') ?? false;
}

/** Registers the key check (preValidation, after the session cookie's) and the usage log. */
export function registerApiKeyAuth(app: FastifyInstance, accounts: AccountsService, options: { apiKeyPerMinute: number }): void {
  const perKey = app.createRateLimit({
    max: options.apiKeyPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `api-key|${request.owner?.apiKey?.id ?? ''}`,
  });

  app.addHook('preValidation', async (request, reply) => {
    const secret = bearerOf(request);
    if (secret === null || !isOwnerApi(request)) return;
    if (request.routeOptions.config?.apiKey === false) throw new DomainError('API_KEY_NOT_ACCEPTED');
    const identity = request.site === null ? null : await accounts.apiKeyFor(secret, request.site.id);
    if (identity === null) {
      request.owner = null;
      throw new DomainError('API_KEY_INVALID');
    }
    request.owner = identity;
    const limit = await perKey(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new DomainError('RATE_LIMITED');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.owner?.apiKey;
    if (key == null || request.site === null || reply.statusCode === 429) return payload;
    try {
      await accounts.recordApiKeyUse({ keyId: key.id, websiteId: request.site.id, method: request.method, route: request.routeOptions.url ?? '', status: reply.statusCode });
    } catch (err) {
      // The call itself is done; a lost log line must not turn its answer into an error.
      request.log.error({ err, keyId: key.id }, 'could not record an API key use');
    }
    return payload;
  });
}
