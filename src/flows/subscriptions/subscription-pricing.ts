/**
 * A subscription's shipping and tax from the owner's rules (GAP-53, GAP-54), priced like a
 * cart of its one line: shipping by the zone of the address it ships to (none for a service),
 * tax by that address or, for a service, the store address, rounded half-up per line. No
 * option chosen: the cheapest of the zone. The amounts found at checkout are the first
 * order's and are locked on the subscription for every renewal (docs/decisions.md).
 */
import type { OrderAddress } from '../../modules/orders';
import { computeCartTotals, type PricingRulesService } from '../../modules/pricing-rules';
import type { StoreSettingsService } from '../../modules/store-settings';
import { DomainError } from '../../shared/errors';
import { shippingLocationOf } from '../checkout';

export interface SubscriptionPricingDeps {
  pricingRules: Pick<PricingRulesService, 'rulesForCart'>;
  storeSettings: Pick<StoreSettingsService, 'getStoreSettings'>;
}

export interface SubscriptionLinePricing {
  websiteId: string;
  /** Unit price × quantity. */
  amountCents: number;
  requiresShipping: boolean;
  /** Null: not known yet (the subscription page before checkout). */
  shippingAddress: OrderAddress | null;
  /** The buyer's choice; null: the cheapest option offered. */
  shippingOptionId: string | null;
}

export interface SubscriptionTotals {
  shippingTotal: number;
  taxTotal: number;
  /** True while the store has rules that need the address before shipping or tax is known. */
  calculatedAtCheckout: boolean;
}

/**
 * The line's shipping and tax. At checkout (an address given for goods that ship) a store with
 * zones must serve the address (CHECKOUT_SHIPPING_OPTION_REQUIRED, as a cart checkout) and a
 * named option must be one offered there (SHIPPING_OPTION_NOT_FOUND).
 */
export async function priceSubscriptionLine(deps: SubscriptionPricingDeps, input: SubscriptionLinePricing): Promise<SubscriptionTotals> {
  const settings = await deps.storeSettings.getStoreSettings(input.websiteId);
  const rules = await deps.pricingRules.rulesForCart(input.websiteId, []);
  const shippingLocation = input.requiresShipping ? shippingLocationOf(input.shippingAddress) : null;
  const price = (selectedShippingOptionId: string | null) =>
    computeCartTotals({
      lines: [{ amountCents: input.amountCents, taxable: true, discountable: true }],
      requiresShipping: input.requiresShipping,
      shippingLocation,
      storeAddress: settings.storeAddress,
      selectedShippingOptionId,
      couponCodes: [],
      rules,
      // No coupons: the time only matters for their dates.
      now: 0,
    });
  if (input.requiresShipping && shippingLocation === null) {
    return { shippingTotal: 0, taxTotal: 0, calculatedAtCheckout: rules.shippingZones.length > 0 || rules.taxRules.length > 0 };
  }
  const offered = price(null).shippingOptions;
  let optionId: string | null = null;
  if (input.shippingOptionId !== null) {
    if (!offered.some((o) => o.id === input.shippingOptionId)) throw new DomainError('SHIPPING_OPTION_NOT_FOUND', { optionId: input.shippingOptionId });
    optionId = input.shippingOptionId;
  } else if (offered.length > 0) {
    optionId = offered.reduce((cheapest, o) => (o.costCents < cheapest.costCents ? o : cheapest)).id;
  } else if (input.requiresShipping && rules.shippingZones.length > 0) {
    throw new DomainError('CHECKOUT_SHIPPING_OPTION_REQUIRED');
  }
  const totals = price(optionId);
  return { shippingTotal: totals.shippingCostCents, taxTotal: totals.taxCents, calculatedAtCheckout: false };
}
