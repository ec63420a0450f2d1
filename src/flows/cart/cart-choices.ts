/**
 * The buyer's checkout choices on the cart (GAP-53..GAP-55): add or remove a coupon code, set
 * the shipping location, choose a shipping option. Each answers the cart priced anew. A code
 * that cannot be used is kept and shown in invalidCoupons with its reason rather than refused,
 * so the buyer sees why; an option not offered for the cart's location is refused.
 */
import { cartKeyOf, type CartService } from '../../modules/cart';
import { couponKey, PRICING_RULES_LIMITS, type ShippingLocation } from '../../modules/pricing-rules';
import { DomainError } from '../../shared/errors';
import { readShippingLocation } from './cart-adjustments';
import { shoppingCartView, type CartEntriesDeps, type CartVisitor } from './cart-entries';
import type { ShoppingCartView } from './cart-pricing';

export type CartChoicesDeps = CartEntriesDeps & { cart: Pick<CartService, 'changeChoices'> };

type Answer = Promise<{ shoppingCart: ShoppingCartView }>;

/** POST /api/commerce/shopping-cart/coupons {code}: adds the code (once, whatever its case). */
export async function addCoupon(deps: CartChoicesDeps, visitor: CartVisitor, code: string): Answer {
  const cart = await deps.cart.changeChoices(visitor.websiteId, cartKeyOf(visitor), ({ coupons }) => {
    if (coupons.some((c) => couponKey(c) === couponKey(code))) return {};
    if (coupons.length >= PRICING_RULES_LIMITS.maxCouponsPerCart) throw new DomainError('CART_COUPON_LIMIT', { max: PRICING_RULES_LIMITS.maxCouponsPerCart });
    return { coupons: [...coupons, code.trim()] };
  });
  return { shoppingCart: await shoppingCartView(deps, visitor, cart) };
}

/** DELETE /api/commerce/shopping-cart/coupons {code}: removes the code; removing one not there changes nothing. */
export async function removeCoupon(deps: CartChoicesDeps, visitor: CartVisitor, code: string): Answer {
  const cart = await deps.cart.changeChoices(visitor.websiteId, cartKeyOf(visitor), ({ coupons }) => ({
    coupons: coupons.filter((c) => couponKey(c) !== couponKey(code)),
  }));
  return { shoppingCart: await shoppingCartView(deps, visitor, cart) };
}

/**
 * PUT /api/commerce/shopping-cart/shipping-location: where the cart ships; shipping options and
 * tax follow it. Another country forgets the chosen option (it belonged to another zone).
 */
export async function setShippingLocation(deps: CartChoicesDeps, visitor: CartVisitor, location: ShippingLocation): Answer {
  const cart = await deps.cart.changeChoices(visitor.websiteId, cartKeyOf(visitor), ({ shippingLocation }) => ({
    shippingLocation: location,
    ...(readShippingLocation(shippingLocation)?.country !== location.country && { selectedShippingOption: null }),
  }));
  return { shoppingCart: await shoppingCartView(deps, visitor, cart) };
}

/**
 * PUT /api/commerce/shopping-cart/shipping-option {optionId}: chooses one of the options the
 * cart is offered now (SHIPPING_OPTION_NOT_FOUND otherwise, e.g. before a location is set).
 */
export async function chooseShippingOption(deps: CartChoicesDeps, visitor: CartVisitor, optionId: string): Answer {
  const current = await deps.cart.findOpenCart(visitor.websiteId, cartKeyOf(visitor));
  if (current === null) throw new DomainError('CART_NOT_FOUND');
  const offered = await shoppingCartView(deps, visitor, current);
  if (!offered.shippingOptions.some((o) => o.id === optionId)) throw new DomainError('SHIPPING_OPTION_NOT_FOUND', { optionId });
  const cart = await deps.cart.changeChoices(visitor.websiteId, cartKeyOf(visitor), () => ({ selectedShippingOption: { id: optionId } }));
  return { shoppingCart: await shoppingCartView(deps, visitor, cart) };
}
