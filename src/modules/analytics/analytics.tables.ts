/** The analytics module's tables (see migrations/ for the SQL). */
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const ownerEvents = pgTable('analytics_owner_events', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  name: text('name').notNull(),
  properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  actor: text('actor'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});
