/** The outbox module's table (see migrations/ for the SQL). */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const messages = pgTable('outbox_messages', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  dedupeKey: text('dedupe_key'),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  status: text('status').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  notBefore: timestamp('not_before', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  secret: boolean('secret').notNull().default(false),
});
