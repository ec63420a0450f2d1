/**
 * What the server gives the checkout island (`render/checkout-page.ts`): the visitor's cart as
 * the cart API answers it, the store's currency, locale and test mode, which lines are gift
 * cards, and the instalment offer for this cart; and the answers of the checkout calls.
 */
import type { ShoppingCart } from '../../shared/api/cart';

export type { CartCoupon, CartShippingOption, ShippingLocation, ShoppingCart, ShoppingCartAnswer } from '../../shared/api/cart';
export type { CheckoutAnswer, OrderPlacedAnswer } from '../../shared/api/checkout';

export interface CheckoutInstalments {
  /** 'Afterpay' or 'Clearpay' (GAP-63). */
  brand: string;
  minimumAmountCents: number;
  maximumAmountCents: number;
}

export interface CheckoutProps {
  cart: ShoppingCart | null;
  currency: string;
  locale: string;
  testMode: boolean;
  storeUrl: string;
  giftCardEntryIds: string[];
  instalments: CheckoutInstalments | null;
}

/** A gift card code the visitor applied, with the balance the balance call answered. */
export interface AppliedGiftCard {
  code: string;
  last4: string;
  balanceCents: number;
}
