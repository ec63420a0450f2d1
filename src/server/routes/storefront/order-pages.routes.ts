/**
 * The buyer's order pages (GAP-51, GAP-64): `/checkout/order-confirmed` (202) and
 * `/checkout/order-status` (211), each with `?orderId=…&token=…` (and `format=json`). The order
 * is read by id and access token together; a missing or wrong token answers the not-found
 * page, the same as an unknown id. A paid order's digital lines show their download links.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_PAGES, type OrderPageName } from '../../render/order-page';
import type { Storefront } from '../../render/storefront';
import { requestOrigin, sendStorefront } from '../../http/storefront-reply';

/** Malformed parameters read as absent: the page is then not found, never an error. */
const OrderPageQuery = z.object({
  orderId: z.string().min(1).max(64).optional().catch(undefined),
  token: z.string().min(1).max(200).optional().catch(undefined),
  format: z.enum(['json', 'json-pretty']).optional().catch(undefined),
});

export function registerOrderPageRoutes(app: FastifyInstance, storefront: Storefront): void {
  const { orders, downloadFlows } = app.services;
  const handler = (name: OrderPageName) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = OrderPageQuery.parse(request.query ?? {});
    const site = request.site;
    const order =
      site !== null && query.orderId !== undefined && query.token !== undefined ? await orders.findForBuyer(site.id, query.orderId, query.token) : null;
    // Digital lines get fresh signed links on every view (downloads.ts).
    const downloads = order === null ? [] : await downloadFlows.linksFor(order);
    const answer = await storefront.orderPage(site, name, order, { origin: requestOrigin(request), query: {}, format: query.format, requestId: request.id, cspNonce: request.cspNonce }, downloads);
    return sendStorefront(request, reply, answer);
  };
  for (const name of Object.keys(ORDER_PAGES) as OrderPageName[]) app.get(ORDER_PAGES[name].path, handler(name));
}
