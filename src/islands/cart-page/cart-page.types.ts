/**
 * The props the server renders for the cart-page island (`render/cart-page.ts`). The cart
 * itself is the HTTP contract's `ShoppingCart` (src/shared/api/cart.ts), as every cart call
 * answers it.
 */
import type { ShoppingCart } from '../../shared/api/cart';
import type { FormDefinition } from '../product-form/product-form.types';

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
