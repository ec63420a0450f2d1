/**
 * Wiring of the cart module and the visitor's cart use cases (src/flows/cart/cart-entries.ts):
 * created once in app.ts from the store services and content.
 */
import type { Database } from '../db/database';
import {
  addToCart,
  changeEntryAdditionalFields,
  changeEntryQuantity,
  getShoppingCart,
  itemStock,
  removeEntry,
  type CartEntriesDeps,
  type CartItemPort,
} from '../flows/cart';
import { loadCartForCheckout, type CartForCheckout } from '../flows/cart';
import { addCoupon, chooseShippingOption, removeCoupon, setShippingLocation, type CartChoicesDeps } from '../flows/cart';
import { createPricingRulesService, type PricingRulesService, type ShippingLocation } from '../modules/pricing-rules';
import { createCartService, type CartService } from '../modules/cart';
import type { Clock } from '../shared/clock';
import type { IdSource } from '../shared/ids';
import type { Currency } from '../shared/money';
import type { StoreServices } from './store-services';

type WithoutDeps<F> = F extends (deps: CartEntriesDeps, ...rest: infer A) => infer R ? (...args: A) => R : never;
type WithoutChoicesDeps<F> = F extends (deps: CartChoicesDeps, ...rest: infer A) => infer R ? (...args: A) => R : never;

/** The cart use cases, each one call for a route. */
export interface CartFlows {
  addToCart: WithoutDeps<typeof addToCart>;
  changeEntryQuantity: WithoutDeps<typeof changeEntryQuantity>;
  removeEntry: WithoutDeps<typeof removeEntry>;
  changeEntryAdditionalFields: WithoutDeps<typeof changeEntryAdditionalFields>;
  getShoppingCart: WithoutDeps<typeof getShoppingCart>;
  itemStock: WithoutDeps<typeof itemStock>;
  /** The visitor's open cart priced for checkout (null when none), for order placement. */
  cartForCheckout(visitor: { websiteId: string; currency: Currency; token: string | null; siteUserId?: string | null; shippingLocation?: ShippingLocation | undefined }): Promise<CartForCheckout | null>;
  /** The buyer's coupon and shipping choices (GAP-53..GAP-55, src/flows/cart/cart-choices.ts). */
  addCoupon: WithoutChoicesDeps<typeof addCoupon>;
  removeCoupon: WithoutChoicesDeps<typeof removeCoupon>;
  setShippingLocation: WithoutChoicesDeps<typeof setShippingLocation>;
  chooseShippingOption: WithoutChoicesDeps<typeof chooseShippingOption>;
}

export interface CartServices {
  cart: CartService;
  /** The owner's tax rules, shipping zones and coupons. */
  pricingRules: PricingRulesService;
  cartFlows: CartFlows;
}

export function createCartServices(
  { database, clock, ids }: { database: Database; clock: Clock; ids: IdSource },
  store: Pick<StoreServices, 'catalog' | 'inventory' | 'storeSettings'>,
  content: CartItemPort,
): CartServices {
  const cart = createCartService({ db: database.db, ids, clock });
  const pricingRules = createPricingRulesService({ db: database.db, ids, clock });
  const deps: CartChoicesDeps = { cart, catalog: store.catalog, inventory: store.inventory, storeSettings: store.storeSettings, pricingRules, content, now: () => clock.now() };
  return {
    cart,
    pricingRules,
    cartFlows: {
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
    },
  };
}
