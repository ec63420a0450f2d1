/**
 * The visitor's gift card calls (GIFT-01, GIFT-02, GAP-61): what the gift card page shows, its
 * add to cart with the recipient's details, and a code's balance. Writes need the crumb; the
 * add shares the cart's per-visitor limit (GAP-75). Anything that tells whether a code is
 * valid (the balance call, and checkout with codes) is limited hard: per visitor, and per IP
 * because a crumb is whatever the client sends.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { siteOf } from '../../http/site-of';
import { CART_ADDS_PER_MINUTE, setCartCookie, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { giftCardCodeRateLimit } from '../../http/gift-card-code-limit';

const id = z.string().min(1).max(64);
const CartEntryBody = z.looseObject({ itemId: id, sku: z.string().max(200).nullable().optional() });
const PageQuery = z.looseObject({ itemId: id, sku: z.string().max(200).optional() });
const BalanceBody = z.object({ code: z.string().max(64) });
const IdempotencyKey = z.string().min(8).max(200).regex(/^[\x21-\x7e]+$/).optional();

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
