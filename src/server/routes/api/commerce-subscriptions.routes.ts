/**
 * The visitor's subscription calls (SUB-01, SUB-02, GAP-62): subscribe (answers the cart
 * token the subscription page is reached with), the page's data by that token, its checkout
 * (the first order, answered with the subscription-confirmed page's data, 206) and the extra
 * payment step; then the buyer's subscription by id and access token, and cancelling it.
 * Writes need the crumb (crumb plugin) and count against the cart's per-visitor limits.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SubscriptionCheckoutResult } from '../../../flows/subscriptions';
import { type Subscription } from '../../../modules/subscriptions';
import { PageType } from '../../../shared/enums';
import { DomainError } from '../../../shared/errors';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { RequiresActionAnswer } from '../../../shared/api/checkout';
import {
  AccountSubscriptionsAnswer,
  AccountSubscriptionsQuery,
  BuyerSubscriptionAnswer,
  SubscribeAnswer,
  SubscribeBody,
  SubscriptionCartAnswer,
  SubscriptionCartParams,
  SubscriptionCheckoutBody,
  SubscriptionConfirmBody,
  SubscriptionParams,
  SubscriptionPlacedAnswer,
  SubscriptionTokenQuery,
  type SubscriptionCheckoutAnswer,
} from '../../../shared/api/subscriptions';
import { requireSiteUser } from '../../plugins/site-user-auth';
import { subscriptionConfirmedUrl } from '../../render/purchase-pages';
import { siteOf } from '../../http/site-of';
import { CART_ADDS_PER_MINUTE, CART_CHANGES_PER_MINUTE, visitorRateLimit } from '../../http/cart-visitor';
import { orderAddress } from '../../http/checkout-input';
import { orderDto, orderStatusUrl } from '../../http/dto/buyer-order';
import { subscriptionDto } from '../../http/dto/buyer-subscription';

const subscriptionStatusUrl = (s: Subscription) => `/api/3/commerce/subscriptions/${encodeURIComponent(s.id)}?token=${encodeURIComponent(s.accessToken)}`;

const visitorOf = (request: FastifyRequest) => {
  const site = siteOf(request);
  return { websiteId: site.id, currency: site.currency, storeName: site.title, siteUserId: request.siteUser?.id ?? null };
};

/** Both checkout calls answer the first order placed (200) or the payment's extra step (202). */
const checkoutResponses = { 200: SubscriptionPlacedAnswer, 202: RequiresActionAnswer };

/** The subscription-confirmed page's data (206), or the extra payment step (202). */
function answer(result: SubscriptionCheckoutResult, reply: FastifyReply): SubscriptionCheckoutAnswer {
  if (result.status === 'requires_action') {
    reply.status(202);
    return { status: 'requires_action', action: result.action };
  }
  const { order, subscription } = result;
  return {
    pageType: PageType.SUBSCRIPTION_CONFIRMED,
    subscription: subscriptionDto(subscription),
    accessToken: subscription.accessToken,
    subscriptionStatusUrl: subscriptionStatusUrl(subscription),
    // Where the browser goes next: the subscription-confirmed page (206).
    subscriptionConfirmedUrl: subscriptionConfirmedUrl(subscription),
    order: orderDto(order),
    orderStatusUrl: orderStatusUrl(order),
  };
}

export function registerCommerceSubscriptionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { subscriptionFlows, subscriptions } = app.services;
  const adds = { preHandler: visitorRateLimit(app, CART_ADDS_PER_MINUTE) };
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };

  app.post('/api/3/commerce/cart/subscription', { ...adds, schema: { body: bodyOrEmpty(SubscribeBody), response: { 200: SubscribeAnswer } } }, async (request) => {
    return subscriptionFlows.subscribe(visitorOf(request), request.body);
  });

  const cartSchema = { params: SubscriptionCartParams, response: { 200: SubscriptionCartAnswer } };
  app.get('/api/3/commerce/cart/subscription/:cartToken', { schema: cartSchema }, async (request, reply) => {
    const { cartToken } = request.params;
    reply.header('cache-control', 'no-store');
    return subscriptionFlows.subscriptionCartView(visitorOf(request), cartToken);
  });

  const checkoutSchema = { params: SubscriptionCartParams, body: bodyOrEmpty(SubscriptionCheckoutBody), response: checkoutResponses };
  app.post('/api/3/commerce/cart/subscription/:cartToken/checkout', { ...changes, schema: checkoutSchema }, async (request, reply) => {
    const { cartToken } = request.params;
    const body = request.body;
    const result = await subscriptionFlows.checkOutSubscription(visitorOf(request), cartToken, {
      email: body.email,
      shippingAddress: orderAddress(body.shippingAddress),
      billingAddress: orderAddress(body.billingAddress),
      payment: body.payment,
      shippingOptionId: body.shippingOptionId ?? null,
      idempotencyKey: body.idempotencyKey,
    });
    return answer(result, reply);
  });

  const confirmSchema = { params: SubscriptionCartParams, body: bodyOrEmpty(SubscriptionConfirmBody), response: checkoutResponses };
  app.post('/api/3/commerce/cart/subscription/:cartToken/checkout/confirm', { ...changes, schema: confirmSchema }, async (request, reply) => {
    const { cartToken } = request.params;
    const { idempotencyKey } = request.body;
    return answer(await subscriptionFlows.confirmSubscriptionCheckout(visitorOf(request), cartToken, idempotencyKey), reply);
  });

  /** The buyer's subscription, by id and access token (query `token`, or `token` in a POST body). */
  const buyerSubscription = async (request: FastifyRequest, subscriptionId: string, token: string): Promise<Subscription> => {
    const websiteId = siteOf(request).id;
    // The access token, or the signed-in customer who subscribed (GAP-62: from their account).
    const subscription =
      (token === '' ? null : await subscriptions.findForBuyer(websiteId, subscriptionId, token)) ??
      (request.siteUser === null ? null : await subscriptions.findForSiteUser(websiteId, subscriptionId, request.siteUser.id));
    if (subscription === null) throw new DomainError('SUBSCRIPTION_NOT_FOUND', { subscriptionId });
    return subscription;
  };

  // The signed-in customer's subscriptions, newest first (GAP-62).
  const accountSchema = { querystring: AccountSubscriptionsQuery, response: { 200: AccountSubscriptionsAnswer } };
  app.get('/api/site-users/account/subscriptions', { preHandler: requireSiteUser, schema: accountSchema }, async (request, reply) => {
    const { limit, before } = request.query;
    const page = await subscriptions.list(siteOf(request).id, { siteUserId: request.siteUser!.id, ...(limit === undefined ? {} : { limit }), ...(before === undefined ? {} : { before }) });
    reply.header('cache-control', 'no-store');
    return { subscriptions: page.subscriptions.map(subscriptionDto), nextCursor: page.nextCursor };
  });

  const subscriptionSchema = { params: SubscriptionParams, querystring: SubscriptionTokenQuery, response: { 200: BuyerSubscriptionAnswer } };
  app.get('/api/3/commerce/subscriptions/:subscriptionId', { schema: subscriptionSchema }, async (request, reply) => {
    const subscription = await buyerSubscription(request, request.params.subscriptionId, request.query.token ?? '');
    reply.header('cache-control', 'no-store');
    return { subscription: subscriptionDto(subscription) };
  });

  const cancelSchema = { params: SubscriptionParams, querystring: SubscriptionTokenQuery, body: bodyOrEmpty(SubscriptionTokenQuery), response: { 200: BuyerSubscriptionAnswer } };
  app.post('/api/3/commerce/subscriptions/:subscriptionId/cancel', { ...changes, schema: cancelSchema }, async (request) => {
    const subscription = await buyerSubscription(request, request.params.subscriptionId, request.query.token ?? request.body.token ?? '');
    return { subscription: subscriptionDto(await subscriptionFlows.cancelSubscription(subscription.websiteId, subscription.id, 'buyer')) };
  });
}
