/**
 * The visitor's checkout calls (GAP-51, GAP-52): place the order of the cart in the `ss_cart`
 * cookie, finish a payment that needed the buyer's extra step, and read an order for the order
 * status page (211) by its id and access token. Writes need the crumb and share the cart's
 * per-visitor limit (GAP-75).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkOutVisitor, confirmVisitorCheckout, type VisitorCheckoutDeps, type VisitorCheckoutResult } from '../../../flows/checkout';
import { DomainError } from '../../../shared/errors';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { BuyerOrderAnswer, CheckoutBody, ConfirmBody, OrderParams, OrderPlacedAnswer, OrderQuery, RequiresActionAnswer, type CheckoutAnswer } from '../../../shared/api/checkout';
import { orderPageUrl } from '../../render/order-page';
import { siteOf } from '../../http/site-of';
import { CART_CHANGES_PER_MINUTE, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { giftCardCodeRateLimit } from '../../http/gift-card-code-limit';
import { orderAddress } from '../../http/checkout-input';
import { orderDto, orderStatusUrl } from '../../http/dto/buyer-order';
import { requestOrigin } from '../../http/storefront-reply';
import { withCheckedTextParsers } from '../../plugins/checked-text-parsers';

/** Both checkout calls answer the order placed (200) or the payment's extra step (202). */
const checkoutResponses = { 200: OrderPlacedAnswer, 202: RequiresActionAnswer };

/** The routes' small JSON bodies are checked as UTF-8 by their parsers (checked-text-parsers.ts). */
export function registerCommerceCheckoutRoutes(parent: FastifyInstance): void {
  withCheckedTextParsers(parent, registerRoutes);
}

function registerRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cartFlows, cart, orders, orderFlows, cartCatalog } = app.services;
  const deps: VisitorCheckoutDeps = {
    cartForCheckout: cartFlows.cartForCheckout,
    cart,
    orders,
    placeOrder: orderFlows.placeOrder,
    confirmOrderPayment: orderFlows.confirmOrderPayment,
    // Products, titles and settings as the cart read them (in memory until the site changes);
    // stock is taken in the database when the order is placed.
    instalments: { storeSettings: cartCatalog.storeSettings, catalog: cartCatalog.catalog },
    testModeOf: async (websiteId) => (await cartCatalog.storeSettings.getStoreSettings(websiteId)).testMode,
    giftCards: app.services.giftCards,
    catalog: cartCatalog.catalog,
    content: cartCatalog.content,
  };
  const limited = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };
  // Codes tried at checkout count against the gift card guessing limit too.
  const checkoutLimits = { preHandler: [visitorRateLimit(app, CART_CHANGES_PER_MINUTE), giftCardCodeRateLimit(app, { onlyWithCodes: true })] };
  const answer = (result: VisitorCheckoutResult, reply: FastifyReply): CheckoutAnswer => {
    if (result.status === 'requires_action') {
      reply.status(202);
      return { status: 'requires_action', action: result.action };
    }
    // The browser goes on to the order confirmed page (202, GAP-51); the status page (211) stays reachable.
    return {
      order: orderDto(result.order),
      orderStatusUrl: orderStatusUrl(result.order),
      orderConfirmedUrl: orderPageUrl('order-confirmed', result.order),
      orderStatusPageUrl: orderPageUrl('order-status', result.order),
    };
  };

  const checkoutSchema = { body: bodyOrEmpty(CheckoutBody), response: checkoutResponses };
  app.post('/api/commerce/checkout', { ...checkoutLimits, schema: checkoutSchema }, async (request, reply) => {
    const body = request.body;
    const site = siteOf(request);
    const visitor = { ...visitorOf(request), storeName: site.title, origin: requestOrigin(request), ownerEmail: site.settings.contactEmail };
    const result = await checkOutVisitor(deps, visitor, {
      email: body.email,
      shippingAddress: orderAddress(body.shippingAddress),
      billingAddress: orderAddress(body.billingAddress),
      payment: body.payment === undefined ? null : body.payment.type === 'card' ? body.payment : { type: 'instalments', instalments: 4 },
      idempotencyKey: body.idempotencyKey,
      giftCardCodes: body.giftCardCodes,
    });
    return answer(result, reply);
  });

  app.post('/api/commerce/checkout/confirm', { ...limited, schema: { body: bodyOrEmpty(ConfirmBody), response: checkoutResponses } }, async (request, reply) => {
    const { idempotencyKey } = request.body;
    return answer(await confirmVisitorCheckout(deps, siteOf(request).id, idempotencyKey), reply);
  });

  const orderSchema = { params: OrderParams, querystring: OrderQuery, response: { 200: BuyerOrderAnswer } };
  app.get('/api/commerce/orders/:orderId', { schema: orderSchema }, async (request, reply) => {
    const { orderId } = request.params;
    const { token } = request.query;
    const order = await orders.findForBuyer(siteOf(request).id, orderId, token ?? '');
    if (order === null) throw new DomainError('ORDER_NOT_FOUND', { orderId });
    reply.header('cache-control', 'no-store');
    return { order: orderDto(order) };
  });
}
