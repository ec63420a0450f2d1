/**
 * The cart's coupons, shipping and tax as the cart answers them (CART-03, CART-04, CART-05,
 * GAP-53..GAP-55, GAP-57): the owner's rules (pricing-rules module) applied to the cart's lines
 * and the buyer's choices kept on the cart, turned into the view's fields. Pure: the rules and
 * store settings come in a CartPricingContext read once per request.
 */
import type { Cart } from '../../modules/cart';
import type { PricingRulesService } from '../../modules/pricing-rules';
import {
  computeCartTotals,
  NO_PRICING_RULES,
  type AvailableShippingOption,
  type CartPricingRules,
  type CartTotals,
  type CouponOutcome,
  type ShippingLocation,
  type TaxRule,
} from '../../modules/pricing-rules';
import type { StoreAddress, StoreSettings, StoreSettingsService } from '../../modules/store-settings';
import { ProductType } from '../../shared/enums';
import { formatMoney, moneyJson, type Currency, type MoneyJson } from '../../shared/money';
import type { CartCoupon, CartShippingOption, CartTaxRule } from '../../shared/api/cart';

/** What pricing needs besides the cart: the site's rules and two store settings. */
export interface CartPricingContext {
  rules: CartPricingRules;
  storeAddress: StoreAddress | null;
  /** GAP-57, minor units; 0: none. */
  minimumOrderSubtotal: number;
}

export const NO_CART_PRICING: CartPricingContext = { rules: NO_PRICING_RULES, storeAddress: null, minimumOrderSubtotal: 0 };

export interface CartPricingDeps {
  pricingRules: Pick<PricingRulesService, 'rulesForCart'>;
  storeSettings: Pick<StoreSettingsService, 'getStoreSettings'>;
}

/**
 * The pricing context of a cart: one query for the rules (none without a cart) and the store
 * settings, unless the caller has just read them (`settings`).
 */
export async function loadCartPricing(deps: CartPricingDeps, websiteId: string, cart: Cart | null, settings?: StoreSettings): Promise<CartPricingContext> {
  settings ??= await deps.storeSettings.getStoreSettings(websiteId);
  const rules = cart === null ? NO_PRICING_RULES : await deps.pricingRules.rulesForCart(websiteId, cart.coupons);
  return { rules, storeAddress: settings.storeAddress, minimumOrderSubtotal: settings.minimumOrderSubtotal };
}

// The views are the cart contract's shapes (src/shared/api/cart.ts).
export type ShippingOptionView = CartShippingOption;
/** GAP-07 TaxRule; `rateBps` is fractional for rates finer than a basis point (docs/decisions.md). */
export type TaxRuleView = CartTaxRule;
/** GAP-07 Coupon {code, discountCents, valid}, with the reason and its text when invalid (GAP-55). */
export type CouponView = CartCoupon;

export interface CartAdjustmentsView {
  shippingOptions: ShippingOptionView[];
  applicableTaxRules: TaxRuleView[];
  coupons: CouponView[];
  validCoupons: CouponView[];
  invalidCoupons: CouponView[];
  selectedShippingOption: ShippingOptionView | null;
  shippingLocation: ShippingLocation | null;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  /** GAP-57: the checkout minimum (0 in the store currency when there is none), for CART-26. */
  minimumOrderSubtotal: MoneyJson;
  /** False while the subtotal is below the minimum: the cart page disables checkout (GAP-57). */
  meetsMinimumOrderSubtotal: boolean;
}

/** A stored shipping location, or null when the value is not one (old or hand-edited rows). */
export function readShippingLocation(raw: unknown): ShippingLocation | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { country, region, postalCode } = raw as Record<string, unknown>;
  if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) return null;
  return { country, region: typeof region === 'string' ? region : null, postalCode: typeof postalCode === 'string' ? postalCode : null };
}

function selectedOptionId(raw: unknown): string | null {
  const id = raw !== null && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : null;
}

function couponMessage(c: CouponOutcome, currency: Currency): string | null {
  switch (c.reason) {
    case null:
      return null;
    case 'unknown':
      return 'This code is not valid.';
    case 'expired':
      return 'This code has expired.';
    case 'not_applicable':
      return 'This code does not apply to this order.';
    case 'usage_limit_reached':
      return 'This code has reached its usage limit.';
    case 'minimum_not_met':
      return `This code needs an order subtotal of ${formatMoney({ amount: c.minimumSubtotalCents, currency })} or more.`;
  }
}

function couponView(c: CouponOutcome, currency: Currency): CouponView {
  return { code: c.code, type: c.type, valid: c.valid, discountCents: c.discountCents, shippingDiscountCents: c.shippingDiscountCents, reason: c.reason, message: couponMessage(c, currency) };
}

function optionView(o: AvailableShippingOption, currency: Currency): ShippingOptionView {
  return {
    id: o.id,
    name: o.name,
    costCents: o.costCents,
    cost: moneyJson({ amount: o.costCents, currency }),
    regularCostCents: o.regularCostCents,
    freeOverCents: o.freeOverCents,
    deliveryEstimate: o.deliveryEstimate,
    zoneId: o.zoneId,
    zoneName: o.zoneName,
  };
}

function taxRuleView(r: TaxRule): TaxRuleView {
  return { id: r.id, name: r.name, rate: r.rate, rateBps: r.ratePpm / 100, country: r.country, region: r.region, appliesToShipping: r.appliesToShipping };
}

export interface CartAdjustmentsInput {
  cart: Cart | null;
  /** The priced lines: unit price × quantity and the product's type. */
  lines: { amountCents: number; productType: number }[];
  requiresShipping: boolean;
  currency: Currency;
  now: number;
  pricing: CartPricingContext;
}

/** The totals and the view fields of a cart; see the file comment. */
export function adjustCart(input: CartAdjustmentsInput): { totals: CartTotals; view: CartAdjustmentsView } {
  const { cart, currency, pricing } = input;
  const shippingLocation = readShippingLocation(cart?.shippingLocation ?? null);
  const totals = computeCartTotals({
    // Gift cards are money: never discounted, taxed when spent.
    lines: input.lines.map((l) => ({ amountCents: l.amountCents, taxable: l.productType !== ProductType.GIFT_CARD, discountable: l.productType !== ProductType.GIFT_CARD })),
    requiresShipping: input.requiresShipping,
    shippingLocation,
    storeAddress: pricing.storeAddress,
    selectedShippingOptionId: selectedOptionId(cart?.selectedShippingOption ?? null),
    couponCodes: cart?.coupons ?? [],
    rules: pricing.rules,
    now: input.now,
  });
  const coupons = totals.coupons.map((c) => couponView(c, currency));
  return {
    totals,
    view: {
      shippingOptions: totals.shippingOptions.map((o) => optionView(o, currency)),
      applicableTaxRules: totals.applicableTaxRules.map(taxRuleView),
      coupons,
      validCoupons: coupons.filter((c) => c.valid),
      invalidCoupons: coupons.filter((c) => !c.valid),
      selectedShippingOption: totals.selectedShippingOption === null ? null : optionView(totals.selectedShippingOption, currency),
      shippingLocation,
      taxCents: totals.taxCents,
      shippingCostCents: totals.shippingCostCents,
      discountCents: totals.discountCents,
      grandTotalCents: totals.grandTotalCents,
      minimumOrderSubtotal: moneyJson({ amount: pricing.minimumOrderSubtotal, currency }),
      meetsMinimumOrderSubtotal: totals.subtotalCents >= pricing.minimumOrderSubtotal,
    },
  };
}
