/**
 * The visitor's cart as checkout takes it over: the lines to charge and take stock for, priced
 * exactly as the cart shows them (cart-pricing.ts), so a buyer is charged what they saw, with
 * the discount, shipping and tax of the owner's rules (GAP-53..GAP-55). The cart is priced
 * again here, at the moment of checkout, for the address the buyer ships to; checkout refuses
 * a cart whose codes no longer apply, that lacks a shipping option, or that is below the
 * store's minimum (GAP-57), rather than charge an amount the buyer did not see.
 */
import { cartKeyOf, type Cart, type CartService } from '../../modules/cart';
import type { CatalogService, Product } from '../../modules/catalog';
import type { CouponRedemption, ShippingLocation } from '../../modules/pricing-rules';
import { ProductType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { LineOption } from '../../shared/line-options';
import { formatMoney, type Currency } from '../../shared/money';
import { loadCartPricing, NO_CART_PRICING, type CartPricingContext, type CartPricingDeps } from './cart-adjustments';
import { priceCartWithTotals } from './cart-pricing';
import { countsStock } from './cart-rules';
import type { CheckoutGiftCardLine } from '../gift-cards';
import { checkoutGiftCardOf } from '../gift-cards';

export interface CartCheckoutLine {
  itemId: string;
  variantId: string;
  sku: string;
  /** The item's title (Order items' productName). */
  productName: string;
  quantity: number;
  /** Minor units, the sale price while on sale. */
  unitPrice: number;
  /** Physical goods and services count stock; digital goods and gift cards do not. */
  stockTracked: boolean;
  /** A gift card line's value and recipient (GAP-61). */
  giftCard?: CheckoutGiftCardLine | undefined;
  /** The variant's option values as the cart showed them. */
  options: LineOption[];
  /** A digital product with a file: the order gives the buyer a download link. */
  downloadable: boolean;
}

export interface CartForCheckout {
  cartId: string;
  websiteId: string;
  currency: Currency;
  lines: CartCheckoutLine[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  grandTotal: number;
  requiresShipping: boolean;
  /** Valid coupons the order uses: counted in the order's transaction (GAP-55). */
  coupons: CouponRedemption[];
  /** Codes in the cart that cannot be used now: checkout refuses while there are any. */
  invalidCouponCodes: string[];
  /** The chosen shipping option, if the cart ships and one is chosen among those offered. */
  shippingOptionId: string | null;
  /**
   * The cart ships and the store has shipping zones, so an option must be chosen. A store
   * without any zone has not set shipping up: its orders ship free (docs/decisions.md).
   */
  needsShippingOption: boolean;
  /** GAP-57: the store's checkout minimum, minor units (0: none). */
  minimumOrderSubtotal: number;
}

function isDownloadable(product: Product): boolean {
  return product.productType === ProductType.DIGITAL && product.digitalFileAssetId !== null;
}

/** The checkout lines of `cart`, with `products` by item id (lines of deleted products are left out). */
export function cartForCheckout(
  cart: Cart,
  products: ReadonlyMap<string, Product>,
  currency: Currency,
  now: number,
  pricing: CartPricingContext = NO_CART_PRICING,
): CartForCheckout {
  const { view, totals } = priceCartWithTotals(cart, products, { websiteId: cart.websiteId, currency, now }, pricing);
  const byId = new Map(cart.entries.map((e) => [e.id, e]));
  const lines = view.entries.map((v) => {
    const entry = byId.get(v.id)!;
    return {
      itemId: entry.itemId,
      variantId: entry.variantId,
      sku: v.chosenVariant.sku,
      productName: v.title,
      quantity: v.quantity,
      unitPrice: v.purchasePriceCents,
      options: v.optionValues,
      downloadable: isDownloadable(products.get(entry.itemId)!),
      stockTracked: countsStock(products.get(entry.itemId)!.productType),
      ...checkoutGiftCardOf(products.get(entry.itemId)!, entry),
    };
  });
  return {
    cartId: cart.id,
    websiteId: cart.websiteId,
    currency,
    lines,
    subtotal: view.subtotalCents,
    discountTotal: view.discountCents,
    shippingTotal: view.shippingCostCents,
    taxTotal: view.taxCents,
    grandTotal: view.grandTotalCents,
    requiresShipping: view.requiresShipping,
    coupons: totals.coupons.flatMap((c) => (c.valid && c.couponId !== null ? [{ couponId: c.couponId, code: c.code }] : [])),
    invalidCouponCodes: totals.coupons.filter((c) => !c.valid).map((c) => c.code),
    shippingOptionId: totals.selectedShippingOption?.id ?? null,
    needsShippingOption: view.requiresShipping && pricing.rules.shippingZones.length > 0,
    minimumOrderSubtotal: pricing.minimumOrderSubtotal,
  };
}

/**
 * Throws unless the cart may be checked out as priced: the store's minimum subtotal (GAP-57,
 * CART-26's text), a shipping option for a cart that ships, and no code that no longer applies.
 */
export function assertCheckoutAllowed(cart: CartForCheckout): void {
  if (cart.subtotal < cart.minimumOrderSubtotal) {
    throw new DomainError('CHECKOUT_MINIMUM_SUBTOTAL', { subtotal: formatMoney({ amount: cart.minimumOrderSubtotal, currency: cart.currency }) });
  }
  if (cart.needsShippingOption && cart.shippingOptionId === null) throw new DomainError('CHECKOUT_SHIPPING_OPTION_REQUIRED');
  const [code] = cart.invalidCouponCodes;
  if (code !== undefined) throw new DomainError('CHECKOUT_COUPON_INVALID', { code });
}

/** The visitor's open cart for checkout (a signed-in site user's own cart), or null when they have none. */
export async function loadCartForCheckout(
  deps: { cart: Pick<CartService, 'findOpenCart'>; catalog: Pick<CatalogService, 'getProduct'>; now(): number } & CartPricingDeps,
  visitor: { websiteId: string; currency: Currency; token: string | null; siteUserId?: string | null; shippingLocation?: ShippingLocation | undefined },
): Promise<CartForCheckout | null> {
  const found = await deps.cart.findOpenCart(visitor.websiteId, cartKeyOf(visitor));
  if (found === null) return null;
  // The address the order ships to decides shipping and tax, not the one the cart was priced for.
  const cart = visitor.shippingLocation === undefined ? found : { ...found, shippingLocation: visitor.shippingLocation };
  const products = new Map<string, Product>();
  for (const itemId of new Set(cart.entries.map((e) => e.itemId))) {
    const product = await deps.catalog.getProduct(visitor.websiteId, itemId);
    if (product !== null) products.set(itemId, product);
  }
  return cartForCheckout(cart, products, visitor.currency, deps.now(), await loadCartPricing(deps, visitor.websiteId, cart));
}
