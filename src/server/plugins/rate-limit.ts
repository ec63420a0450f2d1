/**
 * Rate limits, on by default for every `/api/` route (GAP-75): a generous per-IP budget for
 * all API calls, and a strict one for signing in. Over the limit the answer is 429 with the
 * catalogue's RATE_LIMITED message, 'Please try again in a few seconds.', and Retry-After.
 *
 * A route sets its own limit with `config: { rateLimit: {max, timeWindow, keyGenerator} }`
 * (it then replaces the general one) or opts out with `config: { rateLimit: false }`.
 * Counters live in this process's memory.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizeEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';

const MINUTE_MS = 60_000;
/** Sign-in attempts per minute for one IP and email. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

/** Registers the general limit; call before any route is registered (it attaches per route). */
export async function registerRateLimit(app: FastifyInstance, options: { apiPerMinute: number }): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    max: options.apiPerMinute,
    timeWindow: MINUTE_MS,
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: () => new DomainError('RATE_LIMITED'),
  });
}

/**
 * A preHandler limiting sign-in attempts to LOGIN_ATTEMPTS_PER_MINUTE per IP and email, on top
 * of the general limit: guessing one account's password is slow, while colleagues behind one
 * office address do not lock each other out.
 */
export function loginRateLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: LOGIN_ATTEMPTS_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | null)?.email;
      return `${request.ip}|${typeof email === 'string' ? normalizeEmail(email) : ''}`;
    },
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new DomainError('RATE_LIMITED');
    }
  };
}
