/**
 * Sending a checked purchase (spec §7): an add to the cart (ATC-18, ATC-19), a subscription
 * (SUB-01: `{cartToken}`, then the subscription page, SUB-02), or a gift card (GIFT-01: the
 * denomination is checked with the server, then the gift card page); and how a failure reads
 * to the visitor (§8: crumb, cookies, 429, else the server's message) under which alert title.
 */
import { cartEndpoints } from '../../shared/api/cart-endpoints';
import { callApi, callEndpoint, type ApiFailure } from '../api-client';
import type { CartSummarySource } from '../cart-events';
import { PRODUCT_TYPE } from './purchase-rules';
import type { ProductFormProps } from './product-form.types';

export const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
export const ENABLE_COOKIES = 'Please enable cookies in your browser, reload the page, and try again.';
export const TRY_AGAIN_SOON = 'Please try again in a few seconds.';
export const CHECK_CONNECTION = 'Please check your internet connection.';
export const TRY_AGAIN = 'Please try again.';

export const ADD_ITEM_TITLE = 'Unable to Add Item';
export const PURCHASE_ITEM_TITLE = 'Unable to Purchase Item';
export const GIFT_CARD_TITLE = 'Unable to purchase Gift Card';

export const ADD_TO_CART_PATH = cartEndpoints.addToCart.path;
export const SUBSCRIBE_PATH = '/api/3/commerce/cart/subscription';
export const GIFT_CARD_DATA_PATH = '/api/commerce/gift-cards/page-data';
export const GIFT_CARD_PAGE_PATH = '/checkout/gift-card';

/** How this button buys: into the cart, straight to checkout (GAP-76), a subscription (SUB-03), or on the gift card page (GIFT-01). */
export type PurchaseMode = 'cart' | 'express' | 'subscription' | 'gift-card';

export function purchaseModeOf(product: ProductFormProps, expressCheckout: boolean): PurchaseMode {
  if (product.productType === PRODUCT_TYPE.GIFT_CARD) return 'gift-card';
  if (product.isSubscribable) return 'subscription';
  // GAP-76: express checkout only for items that are neither gift cards nor carry a form.
  if (expressCheckout && product.productType !== PRODUCT_TYPE.GIFT_CARD && product.additionalFieldsFormId === null) return 'express';
  return 'cart';
}

/** ATC-26, ATC-27, GIFT-03: the alert's title. */
export function alertTitleOf(product: ProductFormProps, mode: PurchaseMode): string {
  if (product.productType === PRODUCT_TYPE.GIFT_CARD) return GIFT_CARD_TITLE;
  return mode === 'cart' ? ADD_ITEM_TITLE : PURCHASE_ITEM_TITLE;
}

/** ATC-22..ATC-25: what a failed call tells the visitor. */
export function failureMessage(failure: ApiFailure, cookiesEnabled: boolean): string {
  if (failure.crumbFail) return cookiesEnabled ? SESSION_EXPIRED : ENABLE_COOKIES;
  if (failure.status === 429) return TRY_AGAIN_SOON;
  if (failure.message !== null) return failure.message;
  return failure.status === 0 ? CHECK_CONNECTION : TRY_AGAIN;
}

export interface PurchaseInput {
  itemId: string;
  sku: string;
  quantity: number;
  /** The additional-fields answers as JSON text (PDP-24), or null. */
  additionalFields: string | null;
}

export type PurchaseOutcome =
  | { ok: true; shoppingCart: CartSummarySource | null; cartToken: string | null }
  | { ok: false; failure: ApiFailure };

/** GIFT-01: the gift card page of a product, with the chosen denomination. */
export function giftCardPageUrl(product: Pick<ProductFormProps, 'itemId' | 'giftCardUrl'>, sku: string): string {
  return `${product.giftCardUrl ?? GIFT_CARD_PAGE_PATH}?${new URLSearchParams({ itemId: product.itemId, sku }).toString()}`;
}

export async function sendPurchase(mode: PurchaseMode, input: PurchaseInput): Promise<PurchaseOutcome> {
  if (mode === 'gift-card') {
    // GIFT-03: a card that can no longer be bought fails here, on the product page, with the server's reason.
    const result = await callApi<unknown>('GET', `${GIFT_CARD_DATA_PATH}?${new URLSearchParams({ itemId: input.itemId, sku: input.sku }).toString()}`);
    return result.ok ? { ok: true, shoppingCart: null, cartToken: null } : result;
  }
  if (mode === 'subscription') {
    const result = await callApi<{ cartToken?: unknown }>('POST', SUBSCRIBE_PATH, { itemId: input.itemId, sku: input.sku, qty: input.quantity, additionalFields: input.additionalFields });
    if (!result.ok) return result;
    const token = typeof result.data?.cartToken === 'string' ? result.data.cartToken : null;
    if (token === null) return { ok: false, failure: { status: 500, crumbFail: false, message: null, code: null } };
    return { ok: true, shoppingCart: null, cartToken: token };
  }
  const result = await callEndpoint(cartEndpoints.addToCart, { body: input });
  if (!result.ok) return result;
  return { ok: true, shoppingCart: result.data?.shoppingCart ?? null, cartToken: null };
}
