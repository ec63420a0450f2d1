/**
 * The visitor's gift card calls (GIFT-01, GIFT-02, GAP-61): what the gift card page shows, its
 * add to cart with the recipient's details, and a code's balance. Writes need the crumb; the
 * add shares the cart's per-visitor limit (GAP-75). Anything that tells whether a code is
 * valid (the balance call, and checkout with codes) is limited hard: per visitor, and per IP
 * because a crumb is whatever the client sends.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddToCartAnswer, bodyOrEmpty, IdempotencyKey } from '../../../shared/api/cart';
import { GiftCardBalanceAnswer, GiftCardBalanceBody, GiftCardEntryBody, GiftCardPageData, GiftCardPageQuery } from '../../../shared/api/gift-cards';
import { siteOf } from '../../http/site-of';
import { CART_ADDS_PER_MINUTE, setCartCookie, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { giftCardCodeRateLimit } from '../../http/gift-card-code-limit';

export function registerCommerceGiftCardRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { giftCardFlows, storeSettings } = app.services;
  const adds = { preHandler: visitorRateLimit(app, CART_ADDS_PER_MINUTE) };
  const checks = { preHandler: giftCardCodeRateLimit(app) };

  // The gift card page's add (GAP-61): one card of the chosen denomination for one recipient.
  const entrySchema = { body: bodyOrEmpty(GiftCardEntryBody), response: { 200: AddToCartAnswer } };
  app.post('/api/commerce/gift-cards/cart-entry', { ...adds, schema: entrySchema }, async (request, reply) => {
    const body = request.body;
    const idempotencyKey = IdempotencyKey.parse(request.headers['idempotency-key']);
    const visitor = { ...visitorOf(request), timeZone: siteOf(request).timeZone };
    const { token, ...answer } = await giftCardFlows.addToCart(visitor, { ...body, idempotencyKey });
    if (token !== null && token !== visitor.token) setCartCookie(request, reply, token);
    return answer;
  });

  const pageSchema = { querystring: GiftCardPageQuery, response: { 200: GiftCardPageData } };
  app.get('/api/commerce/gift-cards/page-data', { schema: pageSchema }, async (request, reply) => {
    const { itemId, sku } = request.query;
    reply.header('cache-control', 'no-store');
    return giftCardFlows.pageData({ ...visitorOf(request), timeZone: siteOf(request).timeZone }, itemId, sku);
  });

  const balanceSchema = { body: bodyOrEmpty(GiftCardBalanceBody), response: { 200: GiftCardBalanceAnswer } };
  app.post('/api/commerce/gift-cards/balance', { ...checks, schema: balanceSchema }, async (request) => {
    const { code } = request.body;
    const site = siteOf(request);
    const { testMode } = await storeSettings.getStoreSettings(site.id);
    return giftCardFlows.balance({ websiteId: site.id, currency: site.currency, testMode }, code);
  });
}
