/**
 * The checkout page (`/checkout`, checkout 201; GAP-51) with the visitor's cart in it: the order
 * summary reads complete before any script runs, and the checkout island starts from the same
 * cart without fetching it. A visitor without a cart cookie who is not signed in has no cart
 * (no database read): the page says the cart is empty. Private to the visitor: never stored by
 * caches, never indexed.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHECKOUT_PATH } from '../../render/checkout-page';
import type { Storefront } from '../../render/storefront';
import { visitorCart } from '../../http/cart-visitor';
import { requestOrigin, sendStorefront } from '../../http/storefront-reply';

const CheckoutPageQuery = z.object({ format: z.enum(['json', 'json-pretty']).optional().catch(undefined) });

const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export function registerCheckoutPageRoutes(app: FastifyInstance, storefront: Storefront): void {
  app.get(CHECKOUT_PATH, async (request, reply) => {
    const query = CheckoutPageQuery.parse(request.query ?? {});
    const cart = await visitorCart(app, request);
    const answer = await storefront.page(request.site, CHECKOUT_PATH, { origin: requestOrigin(request), query: {}, format: query.format, requestId: request.id, cspNonce: request.cspNonce, cart });
    return sendStorefront(request, reply, { ...answer, headers: { ...answer.headers, ...PRIVATE_HEADERS } });
  });
}
