/**
 * The buyer's coupon and shipping choices on the cart (GAP-53..GAP-55): add or remove a
 * coupon code, set the shipping location, choose a shipping option. Each answers
 * `{shoppingCart}`. Like the other cart writes they need the crumb and are limited per
 * visitor (GAP-75). A code that cannot be used is not an error: the cart lists it in
 * invalidCoupons with its reason.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRICING_RULES_LIMITS } from '../../../modules/pricing-rules';
import { CART_CHANGES_PER_MINUTE, visitorOf, visitorRateLimit } from './commerce-cart.routes';

/** The cart page's no-script forms (storefront/cart-page-choice-forms.routes.ts) parse with these too. */
export const CouponBody = z.looseObject({
  code: z
    .string()
    .trim()
    .min(1, 'Enter a discount code.')
    .max(PRICING_RULES_LIMITS.maxCodeLength, `A discount code has at most ${PRICING_RULES_LIMITS.maxCodeLength} characters.`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]+$/, 'A discount code is plain text.'),
});
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
export const LocationBody = z.looseObject({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')
    .transform((c) => c.toUpperCase()),
  region: optionalText(100),
  postalCode: optionalText(20),
});
export const OptionBody = z.looseObject({ optionId: z.string().trim().min(1, 'Choose a shipping option.').max(64) });

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
