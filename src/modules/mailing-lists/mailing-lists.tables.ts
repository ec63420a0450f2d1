/** The mailing-lists module's tables (see migrations/ for the SQL). */
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const lists = pgTable('mailing_lists_lists', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  name: text('name').notNull(),
  doubleOptIn: boolean('double_opt_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const subscribers = pgTable('mailing_lists_subscribers', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  listId: text('list_id').notNull(),
  email: text('email').notNull(),
  name: text('name'),
  status: text('status').notNull(),
  source: text('source'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

export const tokens = pgTable('mailing_lists_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  websiteId: text('website_id').notNull(),
  subscriberId: text('subscriber_id').notNull(),
  purpose: text('purpose').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
