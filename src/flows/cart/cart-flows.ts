/**
 * The visitor's cart use cases bound to their dependencies, one call each for a route.
 */
import type { Bound } from '../bound';
import type { ShippingLocation } from '../../modules/pricing-rules';
import type { Currency } from '../../shared/money';
import { loadCartForCheckout, type CartForCheckout } from './cart-checkout';
import { addCoupon, chooseShippingOption, removeCoupon, setShippingLocation, type CartChoicesDeps } from './cart-choices';
import { addToCart, changeEntryAdditionalFields, changeEntryQuantity, getShoppingCart, itemStock, removeEntry } from './cart-entries';

/** The cart use cases, each one call for a route. */
export interface CartFlows {
  addToCart: Bound<typeof addToCart>;
  changeEntryQuantity: Bound<typeof changeEntryQuantity>;
  removeEntry: Bound<typeof removeEntry>;
  changeEntryAdditionalFields: Bound<typeof changeEntryAdditionalFields>;
  getShoppingCart: Bound<typeof getShoppingCart>;
  itemStock: Bound<typeof itemStock>;
  /** The visitor's open cart priced for checkout (null when none), for order placement. */
  cartForCheckout(visitor: { websiteId: string; currency: Currency; token: string | null; siteUserId?: string | null; shippingLocation?: ShippingLocation | undefined }): Promise<CartForCheckout | null>;
  /** The buyer's coupon and shipping choices (GAP-53..GAP-55, cart-choices.ts). */
  addCoupon: Bound<typeof addCoupon>;
  removeCoupon: Bound<typeof removeCoupon>;
  setShippingLocation: Bound<typeof setShippingLocation>;
  chooseShippingOption: Bound<typeof chooseShippingOption>;
}

export type CartFlowsDeps = CartChoicesDeps;

export function createCartFlows(deps: CartFlowsDeps): CartFlows {
  return {
    addToCart: (...args) => addToCart(deps, ...args),
    changeEntryQuantity: (...args) => changeEntryQuantity(deps, ...args),
    removeEntry: (...args) => removeEntry(deps, ...args),
    changeEntryAdditionalFields: (...args) => changeEntryAdditionalFields(deps, ...args),
    getShoppingCart: (...args) => getShoppingCart(deps, ...args),
    itemStock: (...args) => itemStock(deps, ...args),
    cartForCheckout: (visitor) => loadCartForCheckout(deps, visitor),
    addCoupon: (...args) => addCoupon(deps, ...args),
    removeCoupon: (...args) => removeCoupon(deps, ...args),
    setShippingLocation: (...args) => setShippingLocation(deps, ...args),
    chooseShippingOption: (...args) => chooseShippingOption(deps, ...args),
  };
}
