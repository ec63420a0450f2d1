/**
 * The shopping cart as `GET /api/commerce/shopping-cart` answers it (spec §3 Shopping cart and
 * Cart entry, CART-01..CART-09): every field with its default, money in integer minor units
 * of the site's currency. Lines are priced at the catalog's current price (the price an order
 * would charge); a line whose product or variant is gone is left out. Coupons, shipping and
 * tax come from the owner's rules and the buyer's choices on the cart (cart-adjustments.ts,
 * GAP-53..GAP-55, GAP-57); without rules their fields keep their defaults.
 */
import type { Cart, CartEntry } from '../../modules/cart';
import type { ShoppingCart, ShoppingCartEntry } from '../../shared/api/cart';
import type { Product } from '../../modules/catalog';
import { ProductType } from '../../shared/enums';
import { lineOptionsOf } from '../../shared/line-options';
import { moneyJson, type Currency } from '../../shared/money';
import type { CartTotals } from '../../modules/pricing-rules';
import { adjustCart, NO_CART_PRICING, type CartPricingContext } from './cart-adjustments';
import { unitPrice } from './cart-rules';

/** The cart's shapes are the HTTP contract's (src/shared/api/cart.ts): the islands read the same types. */
export type ShoppingCartEntryView = ShoppingCartEntry;
export type ShoppingCartView = ShoppingCart;

/** Delivered by email, never shipped. */
function isDelivered(type: number): boolean {
  return type === ProductType.DIGITAL || type === ProductType.GIFT_CARD;
}

/** One line as the cart shows it, priced now; null when its product or variant is gone. */
export function entryView(entry: CartEntry, product: Product | undefined, currency: Currency): ShoppingCartEntryView | null {
  const variant = product?.variants.find((v) => v.id === entry.variantId);
  if (product === undefined || variant === undefined) return null;
  const price = unitPrice(variant);
  return {
    id: entry.id,
    itemId: entry.itemId,
    chosenVariant: { sku: variant.sku, attributes: { ...variant.attributes } },
    optionValues: lineOptionsOf(variant.attributes, product.productType === ProductType.GIFT_CARD, currency),
    quantity: entry.quantity,
    title: entry.title,
    subTotal: moneyJson({ amount: price * entry.quantity, currency }),
    purchasePriceCents: price,
    additionalFields: entry.additionalFields,
    ...(entry.giftCard != null && { giftCard: entry.giftCard }),
  };
}

/** The view of a cart (or of no cart yet: `cart` null) with `products` by item id and the site's pricing rules. */
export function priceCart(
  cart: Cart | null,
  products: ReadonlyMap<string, Product>,
  site: { websiteId: string; currency: Currency; now: number },
  pricing: CartPricingContext = NO_CART_PRICING,
): ShoppingCartView {
  return priceCartWithTotals(cart, products, site, pricing).view;
}

/** priceCart's view with the totals behind it (checkout needs the coupons it redeems). */
export function priceCartWithTotals(
  cart: Cart | null,
  products: ReadonlyMap<string, Product>,
  site: { websiteId: string; currency: Currency; now: number },
  pricing: CartPricingContext = NO_CART_PRICING,
): { view: ShoppingCartView; totals: CartTotals } {
  const entries: ShoppingCartEntryView[] = [];
  const types: number[] = [];
  for (const entry of cart?.entries ?? []) {
    const product = products.get(entry.itemId);
    const view = entryView(entry, product, site.currency);
    if (view === null || product === undefined) continue;
    entries.push(view);
    types.push(product.productType);
  }
  const subtotalCents = entries.reduce((sum, e) => sum + e.purchasePriceCents * e.quantity, 0);
  const requiresShipping = types.some((t) => t === ProductType.PHYSICAL);
  const lines = entries.map((e, i) => ({ amountCents: e.purchasePriceCents * e.quantity, productType: types[i]! }));
  const { view: adjustments, totals } = adjustCart({ cart, lines, requiresShipping, currency: site.currency, now: site.now, pricing });
  const view: ShoppingCartView = {
    id: cart?.id ?? null,
    websiteId: site.websiteId,
    orderId: cart?.orderId ?? null,
    created: cart?.created ?? site.now,
    isPurchased: cart?.isPurchased ?? false,
    entries,
    // GAP-54: grandTotalCents = subtotal − discount + shipping + tax.
    ...adjustments,
    subtotalCents,
    totalQuantity: entries.reduce((n, e) => n + e.quantity, 0),
    hasDigital: types.some(isDelivered),
    purelyDigital: types.length > 0 && types.every(isDelivered),
    requiresShipping,
    subtotalAmount: moneyJson({ amount: subtotalCents, currency: site.currency }),
  };
  return { view, totals };
}
