/**
 * The buyer's coupon and shipping choices on the cart (GAP-53..GAP-55): add or remove a
 * coupon code, set the shipping location, choose a shipping option. Each answers
 * `{shoppingCart}`. Like the other cart writes they need the crumb and are limited per
 * visitor (GAP-75). A code that cannot be used is not an error: the cart lists it in
 * invalidCoupons with its reason.
 */
import type { FastifyInstance } from 'fastify';
import { CART_CHANGES_PER_MINUTE, visitorOf, visitorRateLimit } from '../../http/cart-visitor';
import { CouponBody, LocationBody, OptionBody } from '../../http/cart-choice-input';

export function registerCommerceCartChoiceRoutes(app: FastifyInstance): void {
  const { cartFlows } = app.services;
  const changes = { preHandler: visitorRateLimit(app, CART_CHANGES_PER_MINUTE) };

  app.post('/api/commerce/shopping-cart/coupons', changes, async (request) => {
    const { code } = CouponBody.parse(request.body ?? {});
    return cartFlows.addCoupon(visitorOf(request), code);
  });

  // Some clients send no body with DELETE: `?code=` works too.
  app.delete('/api/commerce/shopping-cart/coupons', changes, async (request) => {
    const { code } = CouponBody.parse(request.body ?? request.query ?? {});
    return cartFlows.removeCoupon(visitorOf(request), code);
  });

  app.put('/api/commerce/shopping-cart/shipping-location', changes, async (request) => {
    const location = LocationBody.parse(request.body ?? {});
    return cartFlows.setShippingLocation(visitorOf(request), { country: location.country, region: location.region, postalCode: location.postalCode });
  });

  app.put('/api/commerce/shopping-cart/shipping-option', changes, async (request) => {
    const { optionId } = OptionBody.parse(request.body ?? {});
    return cartFlows.chooseShippingOption(visitorOf(request), optionId);
  });
}
