/** The gift cards module's tables (see migrations/ for the SQL). */
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const cards = pgTable('gift_cards_cards', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  code: text('code').notNull(),
  codeLast4: text('code_last4').notNull(),
  currency: text('currency').notNull(),
  initialAmount: integer('initial_amount').notNull(),
  balance: integer('balance').notNull(),
  status: text('status').notNull().default('active'),
  testMode: boolean('test_mode').notNull().default(false),
  recipientName: text('recipient_name').notNull().default(''),
  recipientEmail: text('recipient_email').notNull(),
  senderName: text('sender_name').notNull().default(''),
  message: text('message').notNull().default(''),
  sendDate: text('send_date'),
  sendAt: timestamp('send_at', { withTimezone: true }),
  orderId: text('order_id'),
  orderLine: integer('order_line'),
  orderUnit: integer('order_unit'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const movements = pgTable('gift_cards_movements', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  giftCardId: text('gift_card_id').notNull(),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  orderId: text('order_id'),
  /** The order refund a 'refund' movement belongs to (one credit per card and refund). */
  refundId: text('refund_id'),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});
