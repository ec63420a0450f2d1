/**
 * Rate limits, on by default for every `/api/` route (GAP-75): a generous per-IP budget for
 * all API calls, and strict limits on failed sign-ins. Over a limit the answer is 429 with the
 * catalogue's RATE_LIMITED message, 'Please try again in a few seconds.', and Retry-After.
 *
 * A route sets its own limit with `config: { rateLimit: {max, timeWindow, keyGenerator} }`
 * (it then replaces the general one) or opts out with `config: { rateLimit: false }`. Those
 * counters live in this process's memory, or with `store` (several processes) in the database
 * (rate-limit-store.ts) or Redis (rate-limit-redis.ts); failed sign-ins are always counted in
 * the database (`throttledSignIn`).
 */
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInAudience } from '../../modules/accounts';
import { DomainError, isDomainError } from '../../shared/errors';

const MINUTE_MS = 60_000;

/** Registers the general limit; call before any route is registered (it attaches per route). */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { apiPerMinute: number; store?: FastifyRateLimitStoreCtor | undefined; letThroughWhenStoreFails?: boolean },
): Promise<void> {
  // Pages and assets are not limited: their routes get no limit hook at all (registered before
  // the plugin's own onRoute hook, so it sees the opt-out), and a page view pays nothing for it.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') || route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: false };
  });
  await app.register(fastifyRateLimit, {
    ...(options.store !== undefined && { store: options.store }),
    skipOnError: options.letThroughWhenStoreFails ?? false,
    global: true,
    max: options.apiPerMinute,
    timeWindow: MINUTE_MS,
    errorResponseBuilder: () => new DomainError('RATE_LIMITED'),
  });
}

/**
 * Runs a sign-in under the shared failure limits (accounts' sign-in throttle: per email and per
 * client address, in the database so every process counts together). Over a limit the answer
 * is 429 SIGN_IN_THROTTLED with Retry-After, before `signIn` does any password work; a wrong password
 * (INVALID_CREDENTIALS) stays counted, anything else is un-counted.
 */
export async function throttledSignIn<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  who: { audience: SignInAudience; websiteId: string; email: string },
  signIn: () => Promise<T>,
): Promise<T> {
  const reservation = await request.server.services.accounts.reserveSignIn({ ...who, ip: request.ip });
  if (!reservation.allowed) {
    reply.header('retry-after', String(reservation.retryAfterSeconds));
    throw new DomainError('SIGN_IN_THROTTLED');
  }
  let result: T;
  try {
    result = await signIn();
  } catch (e) {
    if (!isDomainError(e, 'INVALID_CREDENTIALS')) await reservation.release();
    throw e;
  }
  await reservation.release();
  return result;
}
