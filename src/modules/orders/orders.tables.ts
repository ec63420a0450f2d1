/** The orders module's tables (see migrations/ for the SQL). */
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LineOption } from '../../shared/line-options';
import type { OrderAddress, OrderGiftCardPayment, RefundLine, RefundTender } from './orders.types';

export const orders = pgTable('orders_orders', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  orderNumber: integer('order_number').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  purchasedCartId: text('purchased_cart_id'),
  siteUserId: text('site_user_id'),
  testMode: boolean('test_mode').notNull().default(false),
  customerEmail: text('customer_email').notNull(),
  shippingAddress: jsonb('shipping_address').$type<OrderAddress | null>(),
  billingAddress: jsonb('billing_address').$type<OrderAddress | null>(),
  currency: text('currency').notNull(),
  subtotal: integer('subtotal').notNull(),
  discountTotal: integer('discount_total').notNull().default(0),
  shippingTotal: integer('shipping_total').notNull().default(0),
  taxTotal: integer('tax_total').notNull().default(0),
  grandTotal: integer('grand_total').notNull(),
  status: text('status').notNull().default('placed'),
  fulfillmentStatus: text('fulfillment_status').notNull().default('unfulfilled'),
  paymentSummary: text('payment_summary').notNull().default(''),
  accessToken: text('access_token').notNull(),
  refundedTotal: integer('refunded_total').notNull().default(0),
  giftCardPayments: jsonb('gift_card_payments').$type<OrderGiftCardPayment[]>().notNull().default([]),
  customerName: text('customer_name').notNull().default(''),
  carrier: text('carrier'),
  trackingNumber: text('tracking_number'),
  trackingUrl: text('tracking_url'),
  fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const orderLines = pgTable('orders_lines', {
  orderId: text('order_id').notNull(),
  websiteId: text('website_id').notNull(),
  position: integer('position').notNull(),
  itemId: text('item_id').notNull(),
  variantId: text('variant_id').notNull(),
  sku: text('sku').notNull(),
  productName: text('product_name').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  options: jsonb('options').$type<LineOption[]>().notNull().default([]),
  downloadsUsed: integer('downloads_used').notNull().default(0),
});

export const counters = pgTable('orders_counters', {
  websiteId: text('website_id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const refunds = pgTable('orders_refunds', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  orderId: text('order_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  amount: integer('amount').notNull(),
  lines: jsonb('lines').$type<RefundLine[]>().notNull().default([]),
  tenders: jsonb('tenders').$type<RefundTender[]>().notNull().default([]),
  restock: boolean('restock').notNull().default(false),
  status: text('status').notNull(),
  failureMessage: text('failure_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const orderEvents = pgTable('orders_events', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  orderId: text('order_id').notNull(),
  kind: text('kind').notNull(),
  detail: jsonb('detail').$type<Record<string, string | boolean | null>>().notNull().default({}),
  actor: text('actor'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
