/**
 * The visitor's cart as checkout takes it over: the lines to charge and take stock for, priced
 * exactly as the cart shows them (cart-pricing.ts), so a buyer is charged what they saw. Tax,
 * shipping and discounts are 0 until their part exists.
 */
import type { Cart, CartService } from '../modules/cart';
import type { CatalogService, Product } from '../modules/catalog';
import type { Currency } from '../shared/money';
import { priceCart } from './cart-pricing';
import { countsStock } from './cart-rules';

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
}

/** The checkout lines of `cart`, with `products` by item id (lines of deleted products are left out). */
export function cartForCheckout(cart: Cart, products: ReadonlyMap<string, Product>, currency: Currency, now: number): CartForCheckout {
  const view = priceCart(cart, products, { websiteId: cart.websiteId, currency, now });
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
      stockTracked: countsStock(products.get(entry.itemId)!.productType),
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
  };
}

/** The visitor's open cart for checkout, or null when they have none. */
export async function loadCartForCheckout(
  deps: { cart: Pick<CartService, 'findOpenCart'>; catalog: Pick<CatalogService, 'getProduct'>; now(): number },
  visitor: { websiteId: string; currency: Currency; token: string | null },
): Promise<CartForCheckout | null> {
  const cart = await deps.cart.findOpenCart(visitor.websiteId, visitor.token);
  if (cart === null) return null;
  const products = new Map<string, Product>();
  for (const itemId of new Set(cart.entries.map((e) => e.itemId))) {
    const product = await deps.catalog.getProduct(visitor.websiteId, itemId);
    if (product !== null) products.set(itemId, product);
  }
  return cartForCheckout(cart, products, visitor.currency, deps.now());
}
