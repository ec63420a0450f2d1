/** The subscriptions module's tables (see migrations/ for the SQL). */
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SubscriptionAddress } from './subscriptions.types';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const carts = pgTable('subscriptions_carts', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  itemId: text('item_id').notNull(),
  variantId: text('variant_id').notNull(),
  sku: text('sku').notNull(),
  title: text('title').notNull(),
  quantity: integer('quantity').notNull(),
  additionalFields: text('additional_fields'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  subscriptionId: text('subscription_id'),
});

export const subscriptions = pgTable('subscriptions_subscriptions', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  cartId: text('cart_id').notNull(),
  firstOrderId: text('first_order_id').notNull(),
  testMode: boolean('test_mode').notNull().default(false),
  customerEmail: text('customer_email').notNull(),
  siteUserId: text('site_user_id'),
  itemId: text('item_id').notNull(),
  variantId: text('variant_id').notNull(),
  sku: text('sku').notNull(),
  productName: text('product_name').notNull(),
  unitPrice: integer('unit_price').notNull(),
  quantity: integer('quantity').notNull(),
  shippingPerCycle: integer('shipping_per_cycle').notNull().default(0),
  taxPerCycle: integer('tax_per_cycle').notNull().default(0),
  currency: text('currency').notNull(),
  additionalFields: text('additional_fields'),
  periodValue: integer('period_value').notNull(),
  periodUnit: text('period_unit').notNull(),
  numBillingCycles: integer('num_billing_cycles').notNull(),
  cyclesBilled: integer('cycles_billed').notNull(),
  anchorAt: at('anchor_at').notNull(),
  scheduleIndex: integer('schedule_index').notNull(),
  nextBillingAt: at('next_billing_at'),
  nextAttemptAt: at('next_attempt_at'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  status: text('status').notNull(),
  paymentMethodReference: text('payment_method_reference'),
  paymentSummary: text('payment_summary').notNull().default(''),
  accessToken: text('access_token').notNull(),
  shippingAddress: jsonb('shipping_address').$type<SubscriptionAddress | null>(),
  billingAddress: jsonb('billing_address').$type<SubscriptionAddress | null>(),
  cancelReason: text('cancel_reason'),
  cancelledAt: at('cancelled_at'),
  claimedUntil: at('claimed_until'),
  claimToken: text('claim_token'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const renewals = pgTable('subscriptions_renewals', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  cycle: integer('cycle').notNull(),
  attempt: integer('attempt').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  status: text('status').notNull(),
  orderId: text('order_id'),
  message: text('message'),
  attemptedAt: at('attempted_at').notNull(),
});
