/**
 * The checkout page (`/checkout`, checkout 201; GAP-51) with the visitor's cart in it: the order
 * summary reads complete before any script runs, and the checkout island starts from the same
 * cart without fetching it. A visitor without a cart cookie who is not signed in has no cart
 * (no database read): the page says the cart is empty. Private to the visitor: never stored by
 * caches, never indexed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ShoppingCartView } from '../../../flows/cart-pricing';
import { CHECKOUT_PATH } from '../../render/checkout-page';
import type { Storefront } from '../../render/storefront';
import { visitorOf } from '../api/commerce-cart.routes';
import { requestOrigin, sendStorefront } from './pages.routes';

const CheckoutPageQuery = z.object({ format: z.enum(['json', 'json-pretty']).optional().catch(undefined) });

const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

async function visitorCart(app: FastifyInstance, request: FastifyRequest): Promise<ShoppingCartView | null> {
  if (request.site === null) return null;
  const visitor = visitorOf(request);
  if (visitor.token === null && (visitor.siteUserId ?? null) === null) return null;
  return app.services.cartFlows.getShoppingCart(visitor, { mock: false });
}

export function registerCheckoutPageRoutes(app: FastifyInstance, storefront: Storefront): void {
  app.get(CHECKOUT_PATH, async (request, reply) => {
    const query = CheckoutPageQuery.parse(request.query ?? {});
    const cart = await visitorCart(app, request);
    const answer = await storefront.page(request.site, CHECKOUT_PATH, { origin: requestOrigin(request), query: {}, format: query.format, requestId: request.id, cart });
    return sendStorefront(request, reply, { ...answer, headers: { ...answer.headers, ...PRIVATE_HEADERS } });
  });
}
