/**
 * The buyer's coupon and shipping choices on the cart (GAP-53..GAP-55): add or remove a
 * coupon code, set the shipping location, choose a shipping option. Each answers
 * `{shoppingCart}`. Like the other cart writes they need the crumb and are limited per
 * visitor (GAP-75). A code that cannot be used is not an error: the cart lists it in
 * invalidCoupons with its reason.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty, CouponBody, CouponQuery, LocationBody, OptionBody, ShoppingCartAnswer } from '../../../shared/api/cart';
import { CART_CHANGES_PER_MINUTE, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { withCheckedTextParsers } from '../../plugins/checked-text-parsers';

/** The routes' small JSON bodies are checked as UTF-8 by their parsers (checked-text-parsers.ts). */
export function registerCommerceCartChoiceRoutes(parent: FastifyInstance): void {
  withCheckedTextParsers(parent, registerRoutes);
}

function registerRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cartFlows } = app.services;
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };
  const answers = { 200: ShoppingCartAnswer };

  app.post('/api/commerce/shopping-cart/coupons', { ...changes, schema: { body: bodyOrEmpty(CouponBody), response: answers } }, async (request) => {
    return cartFlows.addCoupon(visitorOf(request), request.body.code);
  });

  // Some clients send no body with DELETE: `?code=` works too.
  const removeSchema = { body: CouponBody.nullish(), querystring: CouponQuery, response: answers };
  app.delete('/api/commerce/shopping-cart/coupons', { ...changes, schema: removeSchema }, async (request) => {
    const { code } = request.body ?? CouponBody.parse(request.query ?? {});
    return cartFlows.removeCoupon(visitorOf(request), code);
  });

  app.put('/api/commerce/shopping-cart/shipping-location', { ...changes, schema: { body: bodyOrEmpty(LocationBody), response: answers } }, async (request) => {
    const location = request.body;
    return cartFlows.setShippingLocation(visitorOf(request), { country: location.country, region: location.region, postalCode: location.postalCode });
  });

  app.put('/api/commerce/shopping-cart/shipping-option', { ...changes, schema: { body: bodyOrEmpty(OptionBody), response: answers } }, async (request) => {
    return cartFlows.chooseShippingOption(visitorOf(request), request.body.optionId);
  });
}
