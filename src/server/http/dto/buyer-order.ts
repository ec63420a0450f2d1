/** The order as its buyer reads it (checkout, order status, the customer's account). */
import type { Order } from '../../../modules/orders';
import type { BuyerOrder } from '../../../shared/api/checkout';

/** The order as the buyer sees it: never the access token alone, never the payment's details. */
export function orderDto(order: Order): BuyerOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    websiteId: order.websiteId,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    status: order.status,
    fulfillmentStatus: order.fulfillmentStatus,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    currency: order.currency,
    items: order.items.map(({ sku, productName, quantity, unitPrice }) => ({ sku, productName, quantity, unitPrice })),
    subtotal: order.subtotal,
    discountTotal: order.discountTotal,
    shippingTotal: order.shippingTotal,
    taxTotal: order.taxTotal,
    grandTotal: order.grandTotal,
    paymentSummary: order.paymentSummary,
    giftCardPayments: order.giftCardPayments.map(({ last4, amount }) => ({ last4, amount })),
    created: order.created,
  };
}

export const orderStatusUrl = (order: Order) => `/api/commerce/orders/${encodeURIComponent(order.id)}?token=${encodeURIComponent(order.accessToken)}`;
