/**
 * The cart page's calls (spec §7, GAP-54..GAP-56, CART-11): each answers `{shoppingCart}` on
 * success, or the failure worded under the spec's title for it. An entry's form definition,
 * when the page was made before the entry was there, comes from the cart page's own context
 * (`/cart?format=json`: the products of the visitor's current entries).
 */
import { callApi, callEndpoint, type ApiResult } from '../api-client';
import { cartEndpoints } from '../../shared/api/cart-endpoints';
import type { ShoppingCartEntry as CartEntry, ShippingLocation, ShoppingCart } from '../../shared/api/cart';
import type { CartPageProps, CartProduct } from './cart-page.types';
import {
  APPLY_CODE_FAILED,
  failureNotice,
  FORM_INVALID,
  localNotice,
  OPEN_FORM_FAILED,
  REMOVE_CODE_FAILED,
  REMOVE_FAILED,
  SHIPPING_FAILED,
  TRY_AGAIN,
  UPDATE_FORM_FAILED,
  UPDATE_QUANTITY_FAILED,
  type FailureNotice,
} from './cart-page-rules';

export type CartCallResult = { ok: true; cart: ShoppingCart } | { ok: false; notice: FailureNotice };

/** True for a whole cart as the API answers it (not only the summary some islands publish). */
export function isShoppingCart(value: unknown): value is ShoppingCart {
  const cart = value as Partial<ShoppingCart> | null;
  return typeof cart === 'object' && cart !== null && Array.isArray(cart.entries) && Array.isArray(cart.coupons) && typeof cart.grandTotalCents === 'number';
}

export const CART_PAGE_CONTEXT_PATH = '/cart?format=json';

export function cartCalls(cookiesEnabled: boolean) {
  /** `invalidDetail`: the detail when the server refused the input itself (400). */
  const send = async (title: string, call: Promise<ApiResult<{ shoppingCart: ShoppingCart }>>, invalidDetail?: string): Promise<CartCallResult> => {
    const result = await call;
    if (!result.ok) {
      const notice = failureNotice(title, result.failure, cookiesEnabled);
      return { ok: false, notice: invalidDetail !== undefined && result.failure.status === 400 ? { ...notice, detail: invalidDetail } : notice };
    }
    const cart: unknown = result.data?.shoppingCart;
    // An answer without a cart (a proxy's page, say) is a failure the visitor can retry.
    return isShoppingCart(cart) ? { ok: true, cart } : { ok: false, notice: localNotice(title, TRY_AGAIN) };
  };
  return {
    quantity: (entryId: string, quantity: number) => send(UPDATE_QUANTITY_FAILED, callEndpoint(cartEndpoints.changeQuantity, { params: { entryId }, body: { quantity } })),
    remove: (entryId: string) => send(REMOVE_FAILED, callEndpoint(cartEndpoints.removeEntry, { params: { entryId } })),
    answers: (entry: CartEntry, additionalFields: string) =>
      send(
        UPDATE_FORM_FAILED,
        callEndpoint(cartEndpoints.changeAdditionalFields, { params: { entryId: entry.id }, body: { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields } }),
        FORM_INVALID,
      ),
    addCode: (code: string) => send(APPLY_CODE_FAILED, callEndpoint(cartEndpoints.addCoupon, { body: { code } })),
    removeCode: (code: string) => send(REMOVE_CODE_FAILED, callEndpoint(cartEndpoints.removeCoupon, { body: { code } })),
    location: (location: ShippingLocation) => send(SHIPPING_FAILED, callEndpoint(cartEndpoints.setShippingLocation, { body: location })),
    option: (optionId: string) => send(SHIPPING_FAILED, callEndpoint(cartEndpoints.chooseShippingOption, { body: { optionId } })),

    /** CART-30: the entries' products (their forms) as the cart page knows them now. */
    async products(): Promise<{ ok: true; products: Record<string, CartProduct> } | { ok: false; notice: FailureNotice }> {
      const result = await callApi<{ islands?: { 'cart-page'?: Partial<CartPageProps> } }>('GET', CART_PAGE_CONTEXT_PATH);
      if (!result.ok) return { ok: false, notice: failureNotice(OPEN_FORM_FAILED, result.failure, cookiesEnabled) };
      return { ok: true, products: result.data?.islands?.['cart-page']?.products ?? {} };
    },
    /** CART-30 when there is no form to show. */
    cannotOpen: (): FailureNotice => localNotice(OPEN_FORM_FAILED, TRY_AGAIN),
  };
}
