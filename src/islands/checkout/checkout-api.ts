/**
 * The checkout island's calls (GAP-51..GAP-55, GAP-61): place the order and confirm its payment,
 * the cart's coupon and shipping choices (each answers `{shoppingCart}`), and a gift card's
 * balance, through the contract's endpoint descriptors. Every write sends the crumb
 * (api-client.ts); none throws.
 */
import { callEndpoint, type ApiResult } from '../api-client';
import type { BodyOf } from '../../shared/api/endpoint';
import { cartEndpoints } from '../../shared/api/cart-endpoints';
import { checkoutEndpoints } from '../../shared/api/checkout-endpoints';
import { giftCardEndpoints } from '../../shared/api/gift-cards-endpoints';
import type { GiftCardBalanceAnswer } from '../../shared/api/gift-cards';
import type { CheckoutAnswer, OrderPlacedAnswer, ShippingLocation, ShoppingCartAnswer } from './checkout.types';

type CartAnswer = ApiResult<ShoppingCartAnswer>;
/** What `POST /api/commerce/checkout` takes. */
export type CheckoutRequestBody = BodyOf<typeof checkoutEndpoints.placeOrder>;

export const placeOrder = (body: CheckoutRequestBody): Promise<ApiResult<CheckoutAnswer>> => callEndpoint(checkoutEndpoints.placeOrder, { body });
export const confirmPayment = (idempotencyKey: string): Promise<ApiResult<CheckoutAnswer>> => callEndpoint(checkoutEndpoints.confirmPayment, { body: { idempotencyKey } });
export const addCoupon = (code: string): Promise<CartAnswer> => callEndpoint(cartEndpoints.addCoupon, { body: { code } });
export const removeCoupon = (code: string): Promise<CartAnswer> => callEndpoint(cartEndpoints.removeCoupon, { body: { code } });
export const setShippingLocation = (location: ShippingLocation): Promise<CartAnswer> => callEndpoint(cartEndpoints.setShippingLocation, { body: location });
export const chooseShippingOption = (optionId: string): Promise<CartAnswer> => callEndpoint(cartEndpoints.chooseShippingOption, { body: { optionId } });
export const giftCardBalance = (code: string): Promise<ApiResult<GiftCardBalanceAnswer>> => callEndpoint(giftCardEndpoints.balance, { body: { code } });

/** The order's answer, or null for the extra payment step. */
export function placedOf(answer: CheckoutAnswer): OrderPlacedAnswer | null {
  return 'orderConfirmedUrl' in answer ? answer : null;
}
