/**
 * The visitor's gift card calls (GIFT-01, GIFT-02, GAP-61): what the gift card page shows, its
 * add to cart with the recipient's details, and a code's balance. Writes need the crumb; the
 * add shares the cart's per-visitor limit (GAP-75). Anything that tells whether a code is
 * valid (the balance call, and checkout with codes) is limited hard: per visitor, and per IP
 * because a crumb is whatever the client sends.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../../shared/errors';
import { CART_ADDS_PER_MINUTE, setCartCookie, visitorOf, visitorRateLimit } from './commerce-cart.routes';

/** Code checks per visitor and minute, and per IP and minute (several visitors may share one). */
export const GIFT_CARD_CHECKS_PER_MINUTE = 10;
export const GIFT_CARD_CHECKS_PER_IP_PER_MINUTE = 30;

const id = z.string().min(1).max(64);
const CartEntryBody = z.looseObject({ itemId: id, sku: z.string().max(200).nullable().optional() });
const PageQuery = z.looseObject({ itemId: id, sku: z.string().max(200).optional() });
const BalanceBody = z.object({ code: z.string().max(64) });
const IdempotencyKey = z.string().min(8).max(200).regex(/^[\x21-\x7e]+$/).optional();

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

function siteOf(request: FastifyRequest) {
  if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
  return request.site;
}

export function registerCommerceGiftCardRoutes(app: FastifyInstance): void {
  const { giftCardFlows, storeSettings } = app.services;
  const adds = { preHandler: visitorRateLimit(app, CART_ADDS_PER_MINUTE) };
  const checks = { preHandler: giftCardCodeRateLimit(app) };

  // The gift card page's add (GAP-61): one card of the chosen denomination for one recipient.
  app.post('/api/commerce/gift-cards/cart-entry', adds, async (request, reply) => {
    const body = CartEntryBody.parse(request.body ?? {});
    const idempotencyKey = IdempotencyKey.parse(request.headers['idempotency-key']);
    const visitor = { ...visitorOf(request), timeZone: siteOf(request).timeZone };
    const { token, ...answer } = await giftCardFlows.addToCart(visitor, { ...body, idempotencyKey });
    if (token !== null && token !== visitor.token) setCartCookie(request, reply, token);
    return answer;
  });

  app.get('/api/commerce/gift-cards/page-data', async (request, reply) => {
    const { itemId, sku } = PageQuery.parse(request.query ?? {});
    reply.header('cache-control', 'no-store');
    return giftCardFlows.pageData({ ...visitorOf(request), timeZone: siteOf(request).timeZone }, itemId, sku);
  });

  app.post('/api/commerce/gift-cards/balance', checks, async (request) => {
    const { code } = BalanceBody.parse(request.body ?? {});
    const site = siteOf(request);
    const { testMode } = await storeSettings.getStoreSettings(site.id);
    return giftCardFlows.balance({ websiteId: site.id, currency: site.currency, testMode }, code);
  });
}
