/**
 * The shopping cart as `GET /api/commerce/shopping-cart` answers it (spec §3 Shopping cart and
 * Cart entry, CART-01..CART-09): every field with its default, money in integer minor units
 * of the site's currency. Lines are priced at the catalog's current price (the price an order
 * would charge); a line whose product or variant is gone is left out. Tax, shipping and
 * coupons come with checkout: their fields keep their defaults until then (GAP-53..GAP-55).
 */
import type { Cart, CartEntry } from '../modules/cart';
import type { Product } from '../modules/catalog';
import { ProductType } from '../shared/enums';
import { moneyJson, type Currency, type MoneyJson } from '../shared/money';
import { unitPrice } from './cart-rules';

export interface ShoppingCartEntryView {
  id: string;
  itemId: string;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  quantity: number;
  title: string;
  /** quantity × purchasePriceCents in the site's currency. */
  subTotal: MoneyJson;
  /** The unit price, minor units. */
  purchasePriceCents: number;
  /** JSON text of the additional-fields answers, or null. */
  additionalFields: string | null;
}

export interface ShoppingCartView {
  /** null until the visitor's first add makes a cart. */
  id: string | null;
  websiteId: string;
  /** The order's id once purchased, else null. */
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  entries: ShoppingCartEntryView[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption: unknown;
  shippingLocation: unknown;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** subtotalCents as money in the store currency (FMT-04 shapes). */
  subtotalAmount: MoneyJson;
}

/** Delivered by email, never shipped. */
function isDelivered(type: number): boolean {
  return type === ProductType.DIGITAL || type === ProductType.GIFT_CARD;
}

/** One line as the cart shows it, priced now; null when its product or variant is gone. */
export function entryView(entry: CartEntry, product: Product | undefined, currency: Currency): ShoppingCartEntryView | null {
  const variant = product?.variants.find((v) => v.id === entry.variantId);
  if (variant === undefined) return null;
  const price = unitPrice(variant);
  return {
    id: entry.id,
    itemId: entry.itemId,
    chosenVariant: { sku: variant.sku, attributes: { ...variant.attributes } },
    quantity: entry.quantity,
    title: entry.title,
    subTotal: moneyJson({ amount: price * entry.quantity, currency }),
    purchasePriceCents: price,
    additionalFields: entry.additionalFields,
  };
}

/** The view of a cart (or of no cart yet: `cart` null) with `products` by item id. */
export function priceCart(
  cart: Cart | null,
  products: ReadonlyMap<string, Product>,
  site: { websiteId: string; currency: Currency; now: number },
): ShoppingCartView {
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
  const taxCents = 0;
  const shippingCostCents = 0;
  const discountCents = 0;
  return {
    id: cart?.id ?? null,
    websiteId: site.websiteId,
    orderId: cart?.orderId ?? null,
    created: cart?.created ?? site.now,
    isPurchased: cart?.isPurchased ?? false,
    entries,
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: cart?.selectedShippingOption ?? null,
    shippingLocation: cart?.shippingLocation ?? null,
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    // GAP-54
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
    totalQuantity: entries.reduce((n, e) => n + e.quantity, 0),
    hasDigital: types.some(isDelivered),
    purelyDigital: types.length > 0 && types.every(isDelivered),
    requiresShipping: types.some((t) => t === ProductType.PHYSICAL),
    subtotalAmount: moneyJson({ amount: subtotalCents, currency: site.currency }),
  };
}
