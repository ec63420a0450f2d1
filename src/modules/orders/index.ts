/** The orders module: orders with their lines, one per idempotency key, numbered per site. */
import { readMigrations } from '../../db/migrations';

export { createOrdersService, type OrdersService, type OrdersDeps, type FulfilmentChange } from './orders.service';
export { ORDER_STATUSES, FULFILLMENT_STATUSES } from './orders.types';
export { showsBillingAddress } from './order-address';
export type { Order, OrderItem, OrderAddress, NewOrder, OrderStatus, FulfillmentStatus } from './orders.types';
export type { OrderGiftCardPayment, NewOrderItem, OrderShipment, OrderEvent, OrderEventKind } from './orders.types';
export type { RangeSales, ProductSalesRow } from './order-sales';
export type { DownloadCount } from './order-downloads';
export type { BuyerOrder, BuyerOrderTotals, BuyerRef } from './order-buyers';
export type { OrderRefund, RefundLine, RefundStatus, RefundTender, OrderListFilter, SalesSummary } from './orders.types';
export type { RefundRequest, ReserveRefundResult } from './refunds.service';

export const ORDERS_MIGRATIONS = readMigrations('orders', new URL('./migrations/', import.meta.url));
