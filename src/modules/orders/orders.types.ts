/** Orders as the rest of Stoa sees them (spec §3 Order; CHK-01, CHK-02). Money in minor units. */
import type { LineOption } from '../../shared/line-options';
import type { Currency } from '../../shared/money';
import { FULFILLMENT_STATUSES, ORDER_STATUSES } from '../../shared/api/orders';

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
  /** The variant's option values as bought ("Session: …", a gift card's "Value"), never the SKU. */
  options: LineOption[];
  /** The line's place in the order (0, 1, …): its id within the order (e.g. for its downloads). */
  position: number;
  /** Downloads of a digital line's file so far (counted against DOWNLOAD_LIMIT). */
  downloadsUsed: number;
}

/** A line as order placement supplies it: the module numbers lines; options default to none. */
export type NewOrderItem = Omit<OrderItem, 'options' | 'position' | 'downloadsUsed'> & { options?: LineOption[] | undefined };

// The statuses are the owner's order contract's (the owner's calls filter and answer them).
export { ORDER_STATUSES, FULFILLMENT_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export interface Order {
  id: string;
  websiteId: string;
  orderNumber: number;
  purchasedCartId: string | null;
  /** The signed-in customer who placed it, or null for a guest checkout. */
  siteUserId: string | null;
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
  /** What gift cards paid (GAP-61); the processor was charged grandTotal less their sum. */
  giftCardPayments: OrderGiftCardPayment[];
  /** Minor units given back by succeeded refunds. */
  refundedTotal: number;
  /** Every refund asked for, oldest first (pending and failed ones included). */
  refunds: OrderRefund[];
  /** The buyer's name from the order's addresses ('' when none), kept for the owner's search. */
  customerName: string;
  /** How it was sent, once fulfilled with tracking (null otherwise). */
  shipment: OrderShipment | null;
  created: number;
  updated: number;
}

/** Units of one SKU a refund covers (and, with restock, puts back in stock). */
export interface RefundLine {
  sku: string;
  quantity: number;
}

/** pending: holds its amount while the processor is called; succeeded: money returned; failed: released. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Where part of a refund goes: back to the buyer's card through the processor, or onto a gift
 * card that paid for the order (its ledger). A refund's tenders add up to its amount.
 */
export type RefundTender = { kind: 'card'; amount: number } | { kind: 'gift_card'; giftCardId: string; last4: string; amount: number };

export interface OrderRefund {
  id: string;
  orderId: string;
  idempotencyKey: string;
  amount: number;
  /** How `amount` splits: the card first, then the gift cards (refund-tenders.ts). */
  tenders: RefundTender[];
  lines: RefundLine[];
  restock: boolean;
  status: RefundStatus;
  failureMessage: string | null;
  created: number;
  updated: number;
}

/** The carrier and tracking of a fulfilled order. */
export interface OrderShipment {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** When the order was marked fulfilled (ms). */
  fulfilledAt: number | null;
}

/** What the orders module records of an order's life besides its rows (the owner's timeline). */
export type OrderEventKind = 'fulfilment_changed' | 'confirmation_resent';
export interface OrderEvent {
  id: string;
  orderId: string;
  kind: OrderEventKind;
  detail: Record<string, string | boolean | null>;
  actor: string | null;
  created: number;
}

/** Which orders the owner's list shows; every filter is optional. */
export interface OrderListFilter {
  /** An order number ('1042' or '#1042'), or part of the buyer's email or name. */
  q?: string | undefined;
  /** Placed at or after / before these times (ms). */
  from?: number | undefined;
  to?: number | undefined;
  status?: OrderStatus | undefined;
  fulfillmentStatus?: FulfillmentStatus | undefined;
  testMode?: boolean | undefined;
  /** Only the orders of this site user (a customer's order history). */
  siteUserId?: string | undefined;
}

/** Sales of one currency for the owner (GAP-58: test orders are counted apart, never as revenue). */
export interface SalesSummary {
  currency: Currency;
  orderCount: number;
  grossSales: number;
  refunded: number;
  netSales: number;
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
  | 'subtotal'
  | 'discountTotal'
  | 'shippingTotal'
  | 'taxTotal'
  | 'grandTotal'
  | 'paymentSummary'
> & { items: NewOrderItem[]; giftCardPayments?: OrderGiftCardPayment[] | undefined; siteUserId?: string | null | undefined };

/** A gift card's part of an order's payment (GAP-61). */
export interface OrderGiftCardPayment {
  giftCardId: string;
  /** The card code's last 4 characters, for the buyer and the owner. */
  last4: string;
  amount: number;
}
