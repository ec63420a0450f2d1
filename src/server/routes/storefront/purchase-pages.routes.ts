/**
 * The purchase pages outside the cart (render/purchase-pages.ts): the gift card page
 * (GIFT-01), the subscription page reached by cart token (SUB-02) and subscription confirmed
 * (206, by subscription id and access token). Each reads what it shows; what it cannot find
 * (an unknown product, an expired cart token, a wrong access token) is a page that says so,
 * never an error.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeError } from '../../../shared/error-catalog';
import { DomainError } from '../../../shared/errors';
import { PURCHASE_PAGES, type PurchasePageSource } from '../../render/purchase-pages';
import type { Storefront } from '../../render/storefront';
import { visitorOf } from '../../http/cart-visitor';
import { requestOrigin, sendStorefront } from '../../http/storefront-reply';

/** Malformed parameters read as absent. */
const optional = (max: number) => z.string().min(1).max(max).optional().catch(undefined);
const PageQuery = z.object({
  itemId: optional(64),
  sku: optional(200),
  cartToken: optional(200),
  subscriptionId: optional(64),
  token: optional(200),
  format: z.enum(['json', 'json-pretty']).optional().catch(undefined),
});
type PageQuery = z.infer<typeof PageQuery>;

/** What a product or cart problem tells the visitor (the catalogue's message). */
function problemOf(error: unknown): string | null {
  return error instanceof DomainError && error.code !== 'SITE_NOT_FOUND' ? describeError(error.code, error.details).message : null;
}

export function registerPurchasePageRoutes(app: FastifyInstance, storefront: Storefront): void {
  const { giftCardFlows, subscriptionFlows, subscriptions, orders } = app.services;

  const sources: Record<keyof typeof PURCHASE_PAGES, (request: FastifyRequest, query: PageQuery) => Promise<PurchasePageSource | null>> = {
    'gift-card': async (request, { itemId, sku }) => {
      const site = request.site!;
      if (itemId === undefined) return null;
      try {
        return { name: 'gift-card', data: await giftCardFlows.pageData({ ...visitorOf(request), timeZone: site.timeZone }, itemId, sku) };
      } catch (error) {
        if (problemOf(error) !== null) return null; // not a published gift card: not found
        throw error;
      }
    },
    subscribe: async (request, { cartToken }) => {
      const site = request.site!;
      const expired = describeError('SUBSCRIPTION_CART_NOT_FOUND').message;
      if (cartToken === undefined) return { name: 'subscribe', cartToken: '', cart: null, problem: expired };
      try {
        const { subscriptionCart } = await subscriptionFlows.subscriptionCartView({ websiteId: site.id, currency: site.currency, storeName: site.title }, cartToken);
        return { name: 'subscribe', cartToken, cart: subscriptionCart, problem: null };
      } catch (error) {
        const problem = problemOf(error);
        if (problem === null) throw error;
        return { name: 'subscribe', cartToken, cart: null, problem };
      }
    },
    'subscription-confirmed': async (request, { subscriptionId, token }) => {
      const site = request.site!;
      if (subscriptionId === undefined || token === undefined) return null;
      const subscription = await subscriptions.findForBuyer(site.id, subscriptionId, token);
      if (subscription === null) return null;
      return { name: 'subscription-confirmed', subscription, firstOrder: await orders.get(site.id, subscription.firstOrderId) };
    },
  };

  for (const name of Object.keys(PURCHASE_PAGES) as (keyof typeof PURCHASE_PAGES)[]) {
    app.get(PURCHASE_PAGES[name].path, async (request: FastifyRequest, reply: FastifyReply) => {
      const query = PageQuery.parse(request.query ?? {});
      const source = request.site === null ? null : await sources[name](request, query);
      const answer = await storefront.purchasePage(request.site, source, { origin: requestOrigin(request), query: {}, format: query.format, requestId: request.id, cspNonce: request.cspNonce });
      return sendStorefront(request, reply, answer);
    });
  }
}
