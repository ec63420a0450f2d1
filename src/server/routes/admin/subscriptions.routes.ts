/**
 * The owner's subscriptions ('commerce.orders', GAP-62): list, detail with every charge (paid
 * with its order, or failed with its reason), and cancel. The site is always the request's
 * site; the buyer's access token and the saved payment method never leave the server. The
 * subscription's addresses come with `subscriptionDto`: the billing address renewals are
 * billed to, and `showBillingAddress` when it is not the shipping address (GAP-52).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RenewalAttempt } from '../../../modules/subscriptions';
import {
  SubscriptionAnswer,
  SubscriptionDetailAnswer,
  SubscriptionListAnswer,
  SubscriptionPageQuery,
  SubscriptionParams,
  type SubscriptionCharge,
} from '../../../shared/api/subscriptions-admin';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';
import { ownerSubscriptionDto } from '../../http/dto/owner-subscription';

function attemptDto(a: RenewalAttempt): SubscriptionCharge {
  return { cycle: a.cycle, attempt: a.attempt, status: a.status, orderId: a.orderId, message: a.message, at: a.at };
}

export function registerAdminSubscriptionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { subscriptions, subscriptionFlows } = app.services;
  const guard = { preHandler: requirePermission('commerce.orders') };

  app.get('/api/admin/subscriptions', { ...guard, schema: { querystring: SubscriptionPageQuery, response: { 200: SubscriptionListAnswer } } }, async (request) => {
    const page = await subscriptions.list(siteOf(request).id, request.query);
    return { subscriptions: page.subscriptions.map(ownerSubscriptionDto), nextCursor: page.nextCursor };
  });

  app.get('/api/admin/subscriptions/:subscriptionId', { ...guard, schema: { params: SubscriptionParams, response: { 200: SubscriptionDetailAnswer } } }, async (request) => {
    const { subscriptionId } = request.params;
    const websiteId = siteOf(request).id;
    const subscription = await subscriptions.mustGet(websiteId, subscriptionId);
    return { subscription: ownerSubscriptionDto(subscription), charges: (await subscriptions.attempts(websiteId, subscriptionId)).map(attemptDto) };
  });

  app.post('/api/admin/subscriptions/:subscriptionId/cancel', { ...guard, schema: { params: SubscriptionParams, response: { 200: SubscriptionAnswer } } }, async (request) => {
    return { subscription: ownerSubscriptionDto(await subscriptionFlows.cancelSubscription(siteOf(request).id, request.params.subscriptionId, 'owner')) };
  });
}
