/**
 * The cart as `GET /api/commerce/shopping-cart` and every cart change answer it (spec §3
 * Shopping cart, Cart entry; GAP-53..GAP-57), as far as the cart page reads it, and the props
 * the server renders for the cart-page island (`render/cart-page.ts`).
 */
import type { FormDefinition } from '../product-form/product-form.types';

export interface MoneyValue {
  value: string;
  currency: string;
}

export interface CartEntry {
  id: string;
  itemId: string;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  quantity: number;
  title: string;
  subTotal: MoneyValue;
  purchasePriceCents: number;
  /** JSON text of the additional-fields answers, or null. */
  additionalFields: string | null;
}

export interface CartCoupon {
  code: string;
  valid: boolean;
  discountCents: number;
  shippingDiscountCents: number;
  reason: string | null;
  message: string | null;
}

export interface CartShippingOption {
  id: string;
  name: string;
  costCents: number;
  deliveryEstimate: string | null;
}

export interface ShippingLocation {
  country: string;
  region: string | null;
  postalCode: string | null;
}

export interface ShoppingCart {
  id: string | null;
  entries: CartEntry[];
  totalQuantity: number;
  subtotalCents: number;
  subtotalAmount?: MoneyValue;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  requiresShipping: boolean;
  coupons: CartCoupon[];
  validCoupons: CartCoupon[];
  invalidCoupons: CartCoupon[];
  shippingOptions: CartShippingOption[];
  selectedShippingOption: CartShippingOption | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: unknown[];
  minimumOrderSubtotal: MoneyValue;
  meetsMinimumOrderSubtotal: boolean;
}

export interface CartProduct {
  url: string | null;
  form: FormDefinition | null;
}

export interface CartPageProps {
  storeUrl: string | null;
  checkoutUrl: string;
  currency: string;
  locale: string;
  /** The visitor's cart when the page was made, or null when they had none. */
  cart: ShoppingCart | null;
  /** The entries' products by item id: page URL and additional-fields form. */
  products: Record<string, CartProduct>;
}
