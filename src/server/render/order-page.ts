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
import { lineOptionValue } from '../../shared/line-options';
import { formatMoney, moneyJson } from '../../shared/money';
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

/** A digital line's download on the order's pages: a fresh signed link, or none once used up. */
export interface OrderPageDownload {
  lineId: number;
  productName: string;
  path: string | null;
  downloadsLeft: number;
  expires: number;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function downloadJson(d: OrderPageDownload): Json {
  return {
    lineId: d.lineId,
    productName: d.productName,
    url: d.path,
    downloadsLeft: d.downloadsLeft,
    note: d.path === null ? 'Downloaded the most times one order allows. Contact the store if you need it again.' : `${d.downloadsLeft} ${d.downloadsLeft === 1 ? 'download' : 'downloads'} left; this link works until ${DATE_FORMAT.format(d.expires)}.`,
  };
}

/**
 * The `order` of an order page's template context: each line with its option values ("Session:
 * …", a gift card's value as money in `locale`), and the digital lines' download links.
 */
export function orderPageJson(order: Order, extras: { locale?: string; downloads?: readonly OrderPageDownload[] } = {}): Json {
  const money = (amount: number) => moneyJson({ amount, currency: order.currency });
  const downloads = extras.downloads ?? [];
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
    items: order.items.map((i) => ({
      sku: i.sku,
      productName: i.productName,
      optionsList: i.options.map((o) => ({ name: o.name, value: lineOptionValue(o, (cents) => formatMoney({ amount: cents, currency: order.currency }, extras.locale)) })),
      quantity: i.quantity,
      unitPrice: money(i.unitPrice),
      lineTotal: money(i.unitPrice * i.quantity),
    })),
    downloads: downloads.map(downloadJson),
    hasDownloads: downloads.length > 0,
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
