/**
 * The cart calls as endpoint descriptors (no zod: safe for islands). The types come from the
 * schemas in `cart.ts`, which the routes declare, so the browser and the server read one shape.
 */
import type { z } from 'zod';
import { endpoint, type In, type None } from './endpoint';
import type {
  AddToCartAnswer,
  AddToCartBody,
  AdditionalFieldsBody,
  CartQuery,
  ChangeAdditionalFieldsAnswer,
  CouponBody,
  CouponQuery,
  EntryParams,
  LocationBody,
  OptionBody,
  QuantityBody,
  ShoppingCart,
  ShoppingCartAnswer,
  StockAnswer,
  StockQuery,
} from './cart';

/** What a client sends: the schema's input without the index signature of a loose object (extra fields are tolerated, not invited). */
type Entry = z.output<typeof EntryParams>;

export const CART_PATH = '/api/commerce/shopping-cart';

export const cartEndpoints = {
  addToCart: endpoint<None, None, In<typeof AddToCartBody>, AddToCartAnswer>('POST', `${CART_PATH}/entries`),
  changeAdditionalFields: endpoint<Entry, None, In<typeof AdditionalFieldsBody>, ChangeAdditionalFieldsAnswer>('PUT', `${CART_PATH}/entries/:entryId/additionalFields`),
  changeQuantity: endpoint<Entry, None, In<typeof QuantityBody>, ShoppingCartAnswer>('PUT', `${CART_PATH}/entries/:entryId`),
  removeEntry: endpoint<Entry, None, None, ShoppingCartAnswer>('DELETE', `${CART_PATH}/entries/:entryId`),
  getCart: endpoint<None, In<typeof CartQuery>, None, ShoppingCart>('GET', CART_PATH),
  addCoupon: endpoint<None, None, In<typeof CouponBody>, ShoppingCartAnswer>('POST', `${CART_PATH}/coupons`),
  removeCoupon: endpoint<None, In<typeof CouponQuery>, In<typeof CouponBody>, ShoppingCartAnswer>('DELETE', `${CART_PATH}/coupons`),
  setShippingLocation: endpoint<None, None, In<typeof LocationBody>, ShoppingCartAnswer>('PUT', `${CART_PATH}/shipping-location`),
  chooseShippingOption: endpoint<None, None, In<typeof OptionBody>, ShoppingCartAnswer>('PUT', `${CART_PATH}/shipping-option`),
  // The spec's spelling, with the slash (the route answers without it too).
  itemStock: endpoint<None, In<typeof StockQuery>, None, StockAnswer>('GET', '/api/commerce/inventory/stock/'),
} as const;
