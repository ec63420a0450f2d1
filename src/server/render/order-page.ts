/**
 * The buyer's order pages (GAP-51, GAP-64): order confirmed (202), where checkout sends the
 * browser, and order status (211). Both are reached by the order id plus its access token
 * (never by id alone) and show the order number, items (sku, productName, quantity,
 * unitPrice), subtotal, discount, shipping, tax, grand total, the shipping address, the billing
 * address when it is not the shipping address (GAP-52) and, for a test-mode order, a banner
 * (GAP-58). The route reads the order; this file shapes it for
 * templates (money as `{value, currency}`, formatted by the theme).
 */
import { showsBillingAddress, type Order, type OrderAddress } from '../../modules/orders';
import { PageType } from '../../shared/enums';
import { moneyJson } from '../../shared/money';
import type { Json } from './site-model';

export const ORDER_PAGES = {
  'order-confirmed': { path: '/checkout/order-confirmed', pageType: PageType.ORDER_CONFIRMED, title: 'Order confirmed' },
  'order-status': { path: '/checkout/order-status', pageType: PageType.ORDER_STATUS, title: 'Order status' },
} as const;

export type OrderPageName = keyof typeof ORDER_PAGES;

/** The page's address for this order: id and access token in the query. */
export function orderPageUrl(name: OrderPageName, order: Pick<Order, 'id' | 'accessToken'>): string {
  return `${ORDER_PAGES[name].path}?orderId=${encodeURIComponent(order.id)}&token=${encodeURIComponent(order.accessToken)}`;
}

const STATUS_LABELS: Record<Order['status'], string> = {
  placed: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

const FULFILLMENT_LABELS: Record<Order['fulfillmentStatus'], string> = {
  unfulfilled: 'Not shipped yet',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

function addressJson(address: OrderAddress | null): Json | null {
  if (address === null) return null;
  const name = [address.firstName, address.lastName].filter((p) => p !== undefined && p !== '').join(' ');
  const cityLine = [address.postalCode, address.city].filter((p) => p !== undefined && p !== '').join(' ');
  return {
    name,
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    region: address.region ?? '',
    postalCode: address.postalCode ?? '',
    countryCode: address.countryCode,
    cityLine: address.region ? `${cityLine}, ${address.region}` : cityLine,
  };
}

/** The `order` of an order page's template context. */
export function orderPageJson(order: Order): Json {
  const money = (amount: number) => moneyJson({ amount, currency: order.currency });
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    testMode: order.testMode,
    status: order.status,
    statusLabel: STATUS_LABELS[order.status] ?? order.status,
    fulfillmentStatus: order.fulfillmentStatus,
    fulfillmentLabel: FULFILLMENT_LABELS[order.fulfillmentStatus] ?? order.fulfillmentStatus,
    customerEmail: order.customerEmail,
    created: order.created,
    currency: order.currency,
    items: order.items.map((i) => ({ sku: i.sku, productName: i.productName, quantity: i.quantity, unitPrice: money(i.unitPrice), lineTotal: money(i.unitPrice * i.quantity) })),
    subtotal: money(order.subtotal),
    discountTotal: money(order.discountTotal),
    hasDiscount: order.discountTotal > 0,
    shippingTotal: money(order.shippingTotal),
    taxTotal: money(order.taxTotal),
    grandTotal: money(order.grandTotal),
    refundedTotal: money(order.refundedTotal),
    hasRefunds: order.refundedTotal > 0,
    shippingAddress: addressJson(order.shippingAddress),
    billingAddress: addressJson(order.billingAddress),
    // GAP-52: shown only when it tells the buyer something the shipping address does not.
    showBillingAddress: showsBillingAddress(order.billingAddress, order.shippingAddress),
    orderStatusUrl: orderPageUrl('order-status', order),
  };
}
