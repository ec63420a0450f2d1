/** The analytics module's tables (see migrations/ for the SQL). */
import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

// ── Visitors' analytics, raw (migrations/0002): partitioned by day on received_at ─────────────
// Queries on these tables always bound `website_id` and `received_at` (partition pruning, the
// (website_id, received_at) index); only the rollup job and the partition manager read them.

export const visitorEvents = pgTable('analytics_events', {
  websiteId: text('website_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  kind: text('kind').notNull(),
  name: text('name'),
  visitorKey: text('visitor_key').notNull(),
  sessionId: text('session_id'),
  newVisit: boolean('new_visit').notNull().default(false),
  path: text('path'),
  pageType: text('page_type'),
  referrerHost: text('referrer_host'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  device: text('device'),
  browser: text('browser'),
  country: text('country'),
  isBot: boolean('is_bot').notNull().default(false),
  itemId: text('item_id'),
  valueCents: bigint('value_cents', { mode: 'number' }),
  currency: text('currency'),
  quantity: integer('quantity'),
  data: jsonb('data').$type<Record<string, unknown>>(),
});

export const performanceRecords = pgTable('analytics_performance', {
  websiteId: text('website_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  pageLoadId: text('page_load_id').notNull(),
  app: text('app').notNull(),
  event: text('event').notNull(),
  metric: text('metric'),
  value: doublePrecision('value'),
  pageType: text('page_type'),
  device: text('device'),
  path: text('path'),
  isBot: boolean('is_bot').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>(),
});

export const scriptErrors = pgTable('analytics_script_errors', {
  websiteId: text('website_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  event: text('event').notNull(),
  category: text('category').notNull(),
  message: text('message').notNull(),
  topFrame: text('top_frame').notNull(),
  fingerprint: text('fingerprint').notNull(),
  stack: text('stack'),
  browser: text('browser'),
  path: text('path'),
  isBot: boolean('is_bot').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>(),
});

/** The daily salt of cookieless visitor keys (migrations/0003), one row per UTC day. */
export const visitorSalts = pgTable('analytics_visitor_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});
