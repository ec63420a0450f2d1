/**
 * The visitor's subscription calls (SUB-01, SUB-02, GAP-62): subscribe (answers the cart
 * token the subscription page is reached with), the page's data by that token, its checkout
 * (the first order, answered with the subscription-confirmed page's data, 206) and the extra
 * payment step; then the buyer's subscription by id and access token, and cancelling it.
 * Writes need the crumb (crumb plugin) and count against the cart's per-visitor limits.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SubscriptionCheckoutResult } from '../../../flows/subscriptions';
import { type Subscription } from '../../../modules/subscriptions';
import { PageType } from '../../../shared/enums';
import { DomainError } from '../../../shared/errors';
import { requireSiteUser } from '../../plugins/site-user-auth';
import { subscriptionConfirmedUrl } from '../../render/purchase-pages';
import { siteOf } from '../../http/site-of';
import { CART_ADDS_PER_MINUTE, CART_CHANGES_PER_MINUTE, visitorRateLimit } from '../../http/cart-visitor';
import { Address, IdempotencyKey, orderAddress } from '../../http/checkout-input';
import { orderDto, orderStatusUrl } from '../../http/dto/buyer-order';
import { subscriptionDto } from '../../http/dto/buyer-subscription';

const id = z.string().min(1).max(64);
const SubscribeBody = z.looseObject({ itemId: id, sku: z.string().max(200).nullable().optional(), qty: z.unknown().optional(), additionalFields: z.unknown().optional() });
const CartParams = z.object({ cartToken: z.string().min(1).max(200) });
const Card = z.object({
  type: z.literal('card', 'Subscriptions are paid by card.'),
  number: z.string().trim().min(12).max(23).regex(/^[\d ]+$/, 'Your card number is incorrect.'),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Your card security code is incorrect.'),
});
const CheckoutBody = z.object({
  email: z.email('Please enter a valid email.').max(254),
  shippingAddress: Address.optional(),
  billingAddress: Address.optional(),
  payment: Card,
  /** GAP-54: the cheapest option for the address when not given. */
  shippingOptionId: id.optional(),
  idempotencyKey: IdempotencyKey,
});
const ConfirmBody = z.object({ idempotencyKey: IdempotencyKey });
const SubscriptionParams = z.object({ subscriptionId: id });
const TokenQuery = z.looseObject({ token: z.string().max(200).optional() });

const subscriptionStatusUrl = (s: Subscription) => `/api/3/commerce/subscriptions/${encodeURIComponent(s.id)}?token=${encodeURIComponent(s.accessToken)}`;

const AccountListQuery = z.looseObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  before: z.string().max(100).optional(),
});

const visitorOf = (request: FastifyRequest) => {
  const site = siteOf(request);
  return { websiteId: site.id, currency: site.currency, storeName: site.title, siteUserId: request.siteUser?.id ?? null };
};

/** The subscription-confirmed page's data (206), or the extra payment step (202). */
function answer(result: SubscriptionCheckoutResult, reply: FastifyReply) {
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

export function registerCommerceSubscriptionRoutes(app: FastifyInstance): void {
  const { subscriptionFlows, subscriptions } = app.services;
  const adds = { preHandler: visitorRateLimit(app, CART_ADDS_PER_MINUTE) };
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };

  app.post('/api/3/commerce/cart/subscription', adds, async (request) => {
    const body = SubscribeBody.parse(request.body ?? {});
    return subscriptionFlows.subscribe(visitorOf(request), body);
  });

  app.get('/api/3/commerce/cart/subscription/:cartToken', async (request, reply) => {
    const { cartToken } = CartParams.parse(request.params);
    reply.header('cache-control', 'no-store');
    return subscriptionFlows.subscriptionCartView(visitorOf(request), cartToken);
  });

  app.post('/api/3/commerce/cart/subscription/:cartToken/checkout', changes, async (request, reply) => {
    const { cartToken } = CartParams.parse(request.params);
    const body = CheckoutBody.parse(request.body ?? {});
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

  app.post('/api/3/commerce/cart/subscription/:cartToken/checkout/confirm', changes, async (request, reply) => {
    const { cartToken } = CartParams.parse(request.params);
    const { idempotencyKey } = ConfirmBody.parse(request.body ?? {});
    return answer(await subscriptionFlows.confirmSubscriptionCheckout(visitorOf(request), cartToken, idempotencyKey), reply);
  });

  /** The buyer's subscription, by id and access token (query `token`, or `token` in a POST body). */
  const buyerSubscription = async (request: FastifyRequest): Promise<Subscription> => {
    const { subscriptionId } = SubscriptionParams.parse(request.params);
    const fromBody = request.method === 'POST' ? TokenQuery.parse(request.body ?? {}).token : undefined;
    const token = TokenQuery.parse(request.query ?? {}).token ?? fromBody ?? '';
    const websiteId = siteOf(request).id;
    // The access token, or the signed-in customer who subscribed (GAP-62: from their account).
    const subscription =
      (token === '' ? null : await subscriptions.findForBuyer(websiteId, subscriptionId, token)) ??
      (request.siteUser === null ? null : await subscriptions.findForSiteUser(websiteId, subscriptionId, request.siteUser.id));
    if (subscription === null) throw new DomainError('SUBSCRIPTION_NOT_FOUND', { subscriptionId });
    return subscription;
  };

  // The signed-in customer's subscriptions, newest first (GAP-62).
  app.get('/api/site-users/account/subscriptions', { preHandler: requireSiteUser }, async (request, reply) => {
    const { limit, before } = AccountListQuery.parse(request.query ?? {});
    const page = await subscriptions.list(siteOf(request).id, { siteUserId: request.siteUser!.id, ...(limit === undefined ? {} : { limit }), ...(before === undefined ? {} : { before }) });
    reply.header('cache-control', 'no-store');
    return { subscriptions: page.subscriptions.map(subscriptionDto), nextCursor: page.nextCursor };
  });

  app.get('/api/3/commerce/subscriptions/:subscriptionId', async (request, reply) => {
    const subscription = await buyerSubscription(request);
    reply.header('cache-control', 'no-store');
    return { subscription: subscriptionDto(subscription) };
  });

  app.post('/api/3/commerce/subscriptions/:subscriptionId/cancel', changes, async (request) => {
    const subscription = await buyerSubscription(request);
    return { subscription: subscriptionDto(await subscriptionFlows.cancelSubscription(subscription.websiteId, subscription.id, 'buyer')) };
  });
}
