/**
 * The cart page (`/cart`, show cart 200) with the visitor's own cart in it (CART-25, CART-26),
 * so it shows entries and totals before any script runs. A visitor without a cart cookie and
 * not signed in has no cart: the page is rendered without a database read, like every other
 * page. The answer is private to the visitor: never stored by caches.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ShoppingCartView } from '../../../flows/cart-pricing';
import type { Storefront } from '../../render/storefront';
import { visitorOf } from '../api/commerce-cart.routes';
import { requestOrigin, sendStorefront } from './pages.routes';

export const CART_PAGE_PATH = '/cart';

const CartPageQuery = z.object({ format: z.enum(['json', 'json-pretty']).optional().catch(undefined) });

/** The visitor's cart, or null when they have none (no read then). */
export async function visitorCart(app: FastifyInstance, request: FastifyRequest): Promise<ShoppingCartView | null> {
  if (request.site === null) return null;
  const visitor = visitorOf(request);
  if (visitor.token === null && (visitor.siteUserId ?? null) === null) return null;
  return app.services.cartFlows.getShoppingCart(visitor, { mock: false });
}

export function registerCartPageRoutes(app: FastifyInstance, storefront: Storefront): void {
  app.get(CART_PAGE_PATH, async (request, reply) => {
    const query = CartPageQuery.parse(request.query ?? {});
    const cart = await visitorCart(app, request);
    const answer = await storefront.page(request.site, CART_PAGE_PATH, { origin: requestOrigin(request), query: {}, format: query.format, requestId: request.id, cspNonce: request.cspNonce, cart, crumb: request.crumb });
    return sendStorefront(request, reply, { ...answer, headers: { ...answer.headers, 'cache-control': 'private, no-store' } });
  });
}
