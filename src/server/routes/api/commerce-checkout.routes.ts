/**
 * The visitor's checkout calls (GAP-51, GAP-52): place the order of the cart in the `ss_cart`
 * cookie, finish a payment that needed the buyer's extra step, and read an order for the order
 * status page (211) by its id and access token. Writes need the crumb and share the cart's
 * per-visitor limit (GAP-75).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkOutVisitor, confirmVisitorCheckout, type VisitorCheckoutDeps, type VisitorCheckoutResult } from '../../../flows/checkout';
import { DomainError } from '../../../shared/errors';
import { orderPageUrl } from '../../render/order-page';
import { GIFT_CARD_LIMITS } from '../../../modules/gift-cards';
import { siteOf } from '../../http/site-of';
import { CART_CHANGES_PER_MINUTE, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { giftCardCodeRateLimit } from '../../http/gift-card-code-limit';
import { Address, IdempotencyKey, orderAddress } from '../../http/checkout-input';
import { orderDto, orderStatusUrl } from '../../http/dto/buyer-order';

const Payment = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('card'),
    number: z.string().trim().min(12).max(23).regex(/^[\d ]+$/, 'Your card number is incorrect.'),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'Your card security code is incorrect.'),
  }),
  z.object({ type: z.literal('instalments') }),
]);
const CheckoutBody = z.object({
  email: z.email('Please enter a valid email.').max(254),
  shippingAddress: Address.optional(),
  billingAddress: Address.optional(),
  // GAP-61: may be left out when gift cards pay the whole order.
  payment: Payment.optional(),
  idempotencyKey: IdempotencyKey,
  giftCardCodes: z.array(z.string().max(64)).max(GIFT_CARD_LIMITS.maxCodesPerOrder, `At most ${GIFT_CARD_LIMITS.maxCodesPerOrder} gift cards.`).optional(),
});
const ConfirmBody = z.object({ idempotencyKey: IdempotencyKey });
const OrderParams = z.object({ orderId: z.string().min(1).max(64) });
const OrderQuery = z.looseObject({ token: z.string().max(200).optional() });

export function registerCommerceCheckoutRoutes(app: FastifyInstance): void {
  const { cartFlows, cart, orders, orderFlows } = app.services;
  const deps: VisitorCheckoutDeps = {
    cartForCheckout: cartFlows.cartForCheckout,
    cart,
    orders,
    placeOrder: orderFlows.placeOrder,
    confirmOrderPayment: orderFlows.confirmOrderPayment,
    instalments: { storeSettings: app.services.storeSettings, catalog: app.services.catalog },
    testModeOf: async (websiteId) => (await app.services.storeSettings.getStoreSettings(websiteId)).testMode,
    giftCards: app.services.giftCards,
    catalog: app.services.catalog,
    content: app.services.content,
  };
  const limited = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };
  // Codes tried at checkout count against the gift card guessing limit too.
  const checkoutLimits = { preHandler: [visitorRateLimit(app, CART_CHANGES_PER_MINUTE), giftCardCodeRateLimit(app, { onlyWithCodes: true })] };
  const answer = (result: VisitorCheckoutResult, reply: { status(code: number): unknown }) => {
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

  app.post('/api/commerce/checkout', checkoutLimits, async (request, reply) => {
    const body = CheckoutBody.parse(request.body ?? {});
    const visitor = { ...visitorOf(request), storeName: siteOf(request).title };
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

  app.post('/api/commerce/checkout/confirm', limited, async (request, reply) => {
    const { idempotencyKey } = ConfirmBody.parse(request.body ?? {});
    return answer(await confirmVisitorCheckout(deps, siteOf(request).id, idempotencyKey), reply);
  });

  app.get('/api/commerce/orders/:orderId', async (request, reply) => {
    const { orderId } = OrderParams.parse(request.params);
    const { token } = OrderQuery.parse(request.query ?? {});
    const order = await orders.findForBuyer(siteOf(request).id, orderId, token ?? '');
    if (order === null) throw new DomainError('ORDER_NOT_FOUND', { orderId });
    reply.header('cache-control', 'no-store');
    return { order: orderDto(order) };
  });
}
