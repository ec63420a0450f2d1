/** Orders as the rest of Stoa sees them (spec §3 Order; CHK-01, CHK-02). Money in minor units. */
import type { Currency } from '../../shared/money';

export interface OrderAddress {
  firstName?: string | undefined;
  lastName?: string | undefined;
  line1: string;
  line2?: string | undefined;
  city: string;
  region?: string | undefined;
  postalCode?: string | undefined;
  countryCode: string;
  phone?: string | undefined;
}

/** CHK-02: sku, productName, quantity, unitPrice; plus the catalog's ids as plain strings. */
export interface OrderItem {
  itemId: string;
  variantId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPrice: number;
}

export const ORDER_STATUSES = ['placed', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FULFILLMENT_STATUSES = ['unfulfilled', 'fulfilled', 'cancelled'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export interface Order {
  id: string;
  websiteId: string;
  orderNumber: number;
  purchasedCartId: string | null;
  testMode: boolean;
  customerEmail: string;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  currency: Currency;
  items: OrderItem[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  grandTotal: number;
  status: OrderStatus;
  fulfillmentStatus: FulfillmentStatus;
  paymentSummary: string;
  /** Reaches the order status page (211) together with the id. */
  accessToken: string;
  created: number;
  updated: number;
}

/** What placing an order supplies; the rest (id, number, status, token, times) the module assigns. */
export type NewOrder = { idempotencyKey: string } & Pick<
  Order,
  | 'purchasedCartId'
  | 'testMode'
  | 'customerEmail'
  | 'shippingAddress'
  | 'billingAddress'
  | 'currency'
  | 'items'
  | 'subtotal'
  | 'discountTotal'
  | 'shippingTotal'
  | 'taxTotal'
  | 'grandTotal'
  | 'paymentSummary'
>;
