/** The pricing-rules module's tables (see migrations/ for the SQL). */
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CouponType, ShippingOptionRule } from './pricing-rules.types';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
};

export const taxRules = pgTable('pricing_rules_tax_rules', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  name: text('name').notNull(),
  ratePpm: integer('rate_ppm').notNull(),
  country: text('country').notNull(),
  region: text('region'),
  appliesToShipping: boolean('applies_to_shipping').notNull().default(false),
  ...stamps,
});

export const shippingZones = pgTable('pricing_rules_shipping_zones', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  name: text('name').notNull(),
  countries: jsonb('countries').$type<string[]>().notNull(),
  options: jsonb('options').$type<ShippingOptionRule[]>().notNull(),
  ...stamps,
});

export const coupons = pgTable('pricing_rules_coupons', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  code: text('code').notNull(),
  codeKey: text('code_key').notNull(),
  kind: text('kind').$type<CouponType>().notNull(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  minimumSubtotalCents: integer('minimum_subtotal_cents').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  redemptionCount: integer('redemption_count').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...stamps,
});
