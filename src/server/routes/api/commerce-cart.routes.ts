/**
 * The visitor's cart calls (spec §7): add to cart, change a line's additional fields, read
 * the cart, a product's stock, and the calls the cart page implies (GAP-56: change quantity,
 * remove). The cart is found by the `ss_cart` cookie (httpOnly: page scripts never need the
 * token) and the request's site, or for a signed-in site user by the user (CART-15). Writes
 * need the crumb (crumb plugin: `{crumbFail: true}`) and are limited per visitor (GAP-75);
 * failures keep the spec's `{status, message}` with `code`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isCartToken } from '../../../modules/cart';
import { DomainError } from '../../../shared/errors';
import {
  AddToCartAnswer,
  AddToCartBody,
  AdditionalFieldsBody,
  bodyOrEmpty,
  CartQuery,
  ChangeAdditionalFieldsAnswer,
  EntryParams,
  IdempotencyKey,
  QuantityBody,
  ShoppingCart,
  ShoppingCartAnswer,
  StockAnswer,
  StockQuery,
} from '../../../shared/api/cart';
import type { CartVisitor } from '../../../flows/cart-entries';

export const CART_COOKIE = 'ss_cart';
const CART_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;
/** GAP-75: adds to the cart per visitor and minute; other cart changes get twice as many. */
export const CART_ADDS_PER_MINUTE = 30;
export const CART_CHANGES_PER_MINUTE = 60;


/** The request's visitor: site, cart cookie token, and the signed-in site user if any. */
export function visitorOf(request: FastifyRequest): CartVisitor {
  const site = request.site;
  if (site === null) throw new DomainError('SITE_NOT_FOUND');
  const token = request.cookies[CART_COOKIE];
  return { websiteId: site.id, currency: site.currency, token: isCartToken(token) ? token : null, siteUserId: request.siteUser?.id ?? null };
}

/** Gives the browser a cart token, or with null takes the one it has away. */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.server.config.secureCookies };
  if (token !== null) reply.setCookie(CART_COOKIE, token, { ...options, maxAge: CART_COOKIE_MAX_AGE_S });
  else if (request.cookies[CART_COOKIE] !== undefined) reply.clearCookie(CART_COOKIE, options);
}

/** A new cart's token goes to the cookie; a site user's cart has none (null). */
function keepToken(request: FastifyRequest, reply: FastifyReply, visitor: CartVisitor, token: string | null): void {
  if (token === null || token === visitor.token) return;
  setCartCookie(request, reply, token);
}

/** A per-visitor limit (the crumb cookie names the browser; the IP when there is none). */
export function visitorRateLimit(app: FastifyInstance, max: number): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (request) => `cart|${request.crumbCookie ?? request.ip}` });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new DomainError('RATE_LIMITED');
    }
  };
}

export function registerCommerceCartRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cartFlows } = app.services;
  const adds = { preHandler: visitorRateLimit(app, CART_ADDS_PER_MINUTE) };
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };

  const addSchema = { body: bodyOrEmpty(AddToCartBody), response: { 200: AddToCartAnswer } };
  app.post('/api/commerce/shopping-cart/entries', { ...adds, schema: addSchema }, async (request, reply) => {
    // A retried add (lost answer) sends the same key and adds nothing twice (lessons: Medusa).
    const idempotencyKey = IdempotencyKey.parse(request.headers['idempotency-key']);
    const visitor = visitorOf(request);
    const { token, ...answer } = await cartFlows.addToCart(visitor, { ...request.body, idempotencyKey });
    keepToken(request, reply, visitor, token);
    return answer;
  });

  const fieldsSchema = { params: EntryParams, body: bodyOrEmpty(AdditionalFieldsBody), response: { 200: ChangeAdditionalFieldsAnswer } };
  app.put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', { ...changes, schema: fieldsSchema }, async (request) => {
    return cartFlows.changeEntryAdditionalFields(visitorOf(request), request.params.entryId, request.body);
  });

  const quantitySchema = { params: EntryParams, body: bodyOrEmpty(QuantityBody), response: { 200: ShoppingCartAnswer } };
  app.put('/api/commerce/shopping-cart/entries/:entryId', { ...changes, schema: quantitySchema }, async (request) => {
    return cartFlows.changeEntryQuantity(visitorOf(request), request.params.entryId, request.body.quantity);
  });

  app.delete('/api/commerce/shopping-cart/entries/:entryId', { ...changes, schema: { params: EntryParams, response: { 200: ShoppingCartAnswer } } }, async (request) => {
    return cartFlows.removeEntry(visitorOf(request), request.params.entryId);
  });

  // `timecode` only defeats caches; the subtotal is always calculated (it is one sum).
  app.get('/api/commerce/shopping-cart', { schema: { querystring: CartQuery, response: { 200: ShoppingCart } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return cartFlows.getShoppingCart(visitorOf(request), { mock: request.query.mock === 'true' });
  });

  const stockSchema = { querystring: StockQuery, response: { 200: StockAnswer } };
  const stock = async (request: FastifyRequest<{ Querystring: { itemId: string } }>, reply: FastifyReply) => {
    const site = request.site;
    if (site === null) throw new DomainError('SITE_NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return cartFlows.itemStock(site.id, request.query.itemId);
  };
  app.get('/api/commerce/inventory/stock/', { schema: stockSchema }, stock);
  app.get('/api/commerce/inventory/stock', { schema: stockSchema }, stock);
}
