/** The restock module's table (see migrations/ for the SQL). */
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const signUps = pgTable('restock_sign_ups', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  productId: text('product_id').notNull(),
  variantId: text('variant_id').notNull(),
  email: text('email').notNull(),
  isJoinMailingList: boolean('is_join_mailing_list').notNull().default(false),
  language: text('language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});
