/**
 * The checkout island's calls (GAP-51..GAP-55, GAP-61): place the order and confirm its payment,
 * the cart's coupon and shipping choices (each answers `{shoppingCart}`), and a gift card's
 * balance. Every write sends the crumb (api-client.ts); none throws.
 */
import { callApi, type ApiResult } from '../api-client';
import type { CheckoutAnswer, ShippingLocation, ShoppingCart } from './checkout.types';

export const CHECKOUT_PATH = '/api/commerce/checkout';
export const CONFIRM_PATH = '/api/commerce/checkout/confirm';
export const COUPONS_PATH = '/api/commerce/shopping-cart/coupons';
export const SHIPPING_LOCATION_PATH = '/api/commerce/shopping-cart/shipping-location';
export const SHIPPING_OPTION_PATH = '/api/commerce/shopping-cart/shipping-option';
export const GIFT_CARD_BALANCE_PATH = '/api/commerce/gift-cards/balance';

type CartAnswer = ApiResult<{ shoppingCart: ShoppingCart }>;

export const placeOrder = (body: Record<string, unknown>): Promise<ApiResult<CheckoutAnswer>> => callApi('POST', CHECKOUT_PATH, body);
export const confirmPayment = (idempotencyKey: string): Promise<ApiResult<CheckoutAnswer>> => callApi('POST', CONFIRM_PATH, { idempotencyKey });
export const addCoupon = (code: string): Promise<CartAnswer> => callApi('POST', COUPONS_PATH, { code });
export const removeCoupon = (code: string): Promise<CartAnswer> => callApi('DELETE', COUPONS_PATH, { code });
export const setShippingLocation = (location: ShippingLocation): Promise<CartAnswer> => callApi('PUT', SHIPPING_LOCATION_PATH, location);
export const chooseShippingOption = (optionId: string): Promise<CartAnswer> => callApi('PUT', SHIPPING_OPTION_PATH, { optionId });
export const giftCardBalance = (code: string): Promise<ApiResult<{ balance: { value: string; currency: string }; last4: string }>> => callApi('POST', GIFT_CARD_BALANCE_PATH, { code });

/** The order's answer, or null for the extra payment step. */
export function placedOf(answer: CheckoutAnswer): { orderConfirmedUrl: string } | null {
  return 'orderConfirmedUrl' in answer && typeof answer.orderConfirmedUrl === 'string' ? answer : null;
}
