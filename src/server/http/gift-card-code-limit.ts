/**
 * The hard limit on anything that tells whether a gift card code is valid (the balance call,
 * and checkout with codes): per visitor, and per IP because a crumb is whatever the client sends.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { DomainError } from '../../shared/errors';

/** Code checks per visitor and minute, and per IP and minute (several visitors may share one). */
export const GIFT_CARD_CHECKS_PER_MINUTE = 10;
export const GIFT_CARD_CHECKS_PER_IP_PER_MINUTE = 30;

const codeLimiters = new WeakMap<FastifyInstance, preHandlerAsyncHookHandler>();

/**
 * The limit on code checks (one limiter per app, so the balance call and checkout count
 * together). With `onlyWithCodes`, a request counts only when its body names gift card codes.
 */
export function giftCardCodeRateLimit(app: FastifyInstance, options: { onlyWithCodes?: boolean } = {}): preHandlerAsyncHookHandler {
  let check = codeLimiters.get(app);
  if (check === undefined) {
    const perVisitor = app.createRateLimit({ max: GIFT_CARD_CHECKS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (r) => `gift-card|${r.crumbCookie ?? r.ip}` });
    const perIp = app.createRateLimit({ max: GIFT_CARD_CHECKS_PER_IP_PER_MINUTE, timeWindow: 60_000, keyGenerator: (r) => `gift-card-ip|${r.ip}` });
    check = async (request, reply) => {
      for (const limit of [perVisitor, perIp]) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new DomainError('RATE_LIMITED');
        }
      }
    };
    codeLimiters.set(app, check);
  }
  const limiter = check;
  if (options.onlyWithCodes !== true) return limiter;
  return async function (request, reply) {
    const codes = (request.body as { giftCardCodes?: unknown } | null | undefined)?.giftCardCodes;
    if (Array.isArray(codes) && codes.length > 0) await limiter.call(this, request, reply);
  };
}
