/**
 * The cart page (`/cart`, show cart 200) with the visitor's own cart in it (CART-25, CART-26),
 * so it shows entries and totals before any script runs. A visitor without a cart cookie and
 * not signed in has no cart: the page is rendered without a database read, like every other
 * page. The answer is private to the visitor: never stored by caches.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Storefront } from '../../render/storefront';
import { visitorCart } from '../../http/cart-visitor';
import { DRAFT_PREVIEW_HEADERS, wantsDraftPreview } from '../../http/draft-preview';
import { requestOrigin, sendStorefront } from '../../http/storefront-reply';
import { CART_PAGE_PATH } from '../../http/storefront-paths';

const CartPageQuery = z.object({ format: z.enum(['json', 'json-pretty']).optional().catch(undefined) });

export function registerCartPageRoutes(app: FastifyInstance, storefront: Storefront): void {
  app.get(CART_PAGE_PATH, async (request, reply) => {
    const query = CartPageQuery.parse(request.query ?? {});
    const cart = await visitorCart(app, request);
    // NAV-04: the editing frame's cart pill opens /cart in the frame, which stays a preview.
    const drafts = wantsDraftPreview(request);
    const answer = await storefront.page(request.site, CART_PAGE_PATH, { origin: requestOrigin(request), query: {}, format: query.format, requestId: request.id, cspNonce: request.cspNonce, cart, crumb: request.crumb, drafts });
    return sendStorefront(request, reply, { ...answer, headers: { ...answer.headers, 'cache-control': 'private, no-store', ...(drafts && DRAFT_PREVIEW_HEADERS) } });
  });
}
