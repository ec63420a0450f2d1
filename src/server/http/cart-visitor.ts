/**
 * Who the cart belongs to, as every cart-touching route reads it: the `ss_cart` cookie
 * (httpOnly: page scripts never need the token) and the request's site, or a signed-in site
 * user (CART-15); and the per-visitor limits on cart writes (GAP-75).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { CartVisitor, ShoppingCartView } from '../../flows/cart';
import { isCartToken } from '../../modules/cart';
import { DomainError } from '../../shared/errors';
import { siteOf } from './site-of';

export const CART_COOKIE = 'ss_cart';
const CART_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;
/** GAP-75: adds to the cart per visitor and minute; other cart changes get twice as many. */
export const CART_ADDS_PER_MINUTE = 30;
export const CART_CHANGES_PER_MINUTE = 60;

/** The request's visitor: site, cart cookie token, and the signed-in site user if any. */
export function visitorOf(request: FastifyRequest): CartVisitor {
  const site = siteOf(request);
  const token = request.cookies[CART_COOKIE];
  return { websiteId: site.id, currency: site.currency, token: isCartToken(token) ? token : null, siteUserId: request.siteUser?.id ?? null };
}

/** Gives the browser a cart token, or with null takes the one it has away. */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.server.config.secureCookies };
  if (token !== null) reply.setCookie(CART_COOKIE, token, { ...options, maxAge: CART_COOKIE_MAX_AGE_S });
  else if (request.cookies[CART_COOKIE] !== undefined) reply.clearCookie(CART_COOKIE, options);
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

/** The visitor's cart, or null when they have none (no read then). */
export async function visitorCart(app: FastifyInstance, request: FastifyRequest): Promise<ShoppingCartView | null> {
  if (request.site === null) return null;
  const visitor = visitorOf(request);
  if (visitor.token === null && (visitor.siteUserId ?? null) === null) return null;
  return app.services.cartFlows.getShoppingCart(visitor, { mock: false });
}
