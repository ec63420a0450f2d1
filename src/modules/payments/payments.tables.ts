/** The payments module's tables (see migrations/ for the SQL). */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const charges = pgTable('payments_charges', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  checkoutKey: text('checkout_key').notNull(),
  attempt: integer('attempt').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  methodSummary: text('method_summary').notNull().default(''),
  status: text('status').notNull(),
  providerReference: text('provider_reference'),
  declineMessage: text('decline_message'),
  orderId: text('order_id'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  paymentMethodReference: text('payment_method_reference'),
  context: jsonb('context'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The test processor's payments (its own state, as a remote processor would keep it). */
export const testProcessorPayments = pgTable('payments_test_processor_payments', {
  reference: text('reference').primaryKey(),
  websiteId: text('website_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  method: text('method').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  saveAs: text('save_as'),
  outcome: jsonb('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The test processor's captures, confirmations and refunds, each under its idempotency key. */
export const testProcessorOperations = pgTable('payments_test_processor_operations', {
  websiteId: text('website_id').notNull(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull().default(0),
  outcome: jsonb('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
