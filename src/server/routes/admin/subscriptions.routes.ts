/**
 * The owner's subscriptions ('commerce.orders', GAP-62): list, detail with every charge (paid
 * with its order, or failed with its reason), and cancel. The site is always the request's
 * site; the buyer's access token and the saved payment method never leave the server. The
 * subscription's addresses come with `subscriptionDto`: the billing address renewals are
 * billed to, and `showBillingAddress` when it is not the shipping address (GAP-52).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RenewalAttempt, Subscription } from '../../../modules/subscriptions';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';
import { subscriptionDto } from '../../http/dto/buyer-subscription';

const Params = z.object({ subscriptionId: z.string().min(1).max(64) });
const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.string().max(100).optional(),
});

function ownerSubscriptionDto(s: Subscription) {
  return {
    ...subscriptionDto(s),
    variantId: s.variantId,
    firstOrderId: s.firstOrderId,
    nextAttemptDate: s.nextAttemptAt,
    failedAttempts: s.failedAttempts,
    updated: s.updated,
  };
}

function attemptDto(a: RenewalAttempt) {
  return { cycle: a.cycle, attempt: a.attempt, status: a.status, orderId: a.orderId, message: a.message, at: a.at };
}

export function registerAdminSubscriptionRoutes(app: FastifyInstance): void {
  const { subscriptions, subscriptionFlows } = app.services;
  const guard = { preHandler: requirePermission('commerce.orders') };

  app.get('/api/admin/subscriptions', guard, async (request) => {
    const page = await subscriptions.list(siteOf(request).id, PageQuery.parse(request.query ?? {}));
    return { subscriptions: page.subscriptions.map(ownerSubscriptionDto), nextCursor: page.nextCursor };
  });

  app.get('/api/admin/subscriptions/:subscriptionId', guard, async (request) => {
    const { subscriptionId } = Params.parse(request.params);
    const websiteId = siteOf(request).id;
    const subscription = await subscriptions.mustGet(websiteId, subscriptionId);
    return { subscription: ownerSubscriptionDto(subscription), charges: (await subscriptions.attempts(websiteId, subscriptionId)).map(attemptDto) };
  });

  app.post('/api/admin/subscriptions/:subscriptionId/cancel', guard, async (request) => {
    const { subscriptionId } = Params.parse(request.params);
    return { subscription: ownerSubscriptionDto(await subscriptionFlows.cancelSubscription(siteOf(request).id, subscriptionId, 'owner')) };
  });
}
