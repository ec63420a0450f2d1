/** The inventory module's tables (see migrations/ for the SQL). */
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const stock = pgTable('inventory_stock', {
  variantId: text('variant_id').primaryKey(),
  websiteId: text('website_id').notNull(),
  qtyInStock: integer('qty_in_stock').notNull().default(0),
  unlimited: boolean('unlimited').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised from one sequence by every change (migrations/0002): orders changes of a variant. */
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

export const adjustments = pgTable('inventory_adjustments', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  variantId: text('variant_id').notNull(),
  delta: integer('delta').notNull(),
  qtyAfter: integer('qty_after').notNull(),
  unlimitedAfter: boolean('unlimited_after').notNull(),
  reason: text('reason').notNull(),
  actor: text('actor'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  // Orders entries of the same instant (the clock is injected and may stand still).
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});
