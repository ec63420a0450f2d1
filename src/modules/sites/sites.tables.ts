/** The sites module's tables (see migrations/ for the SQL). */
import { boolean, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SiteStyles } from '../../shared/site-styles';
import type { WebsiteSettings } from './sites.types';

export const websites = pgTable('sites_websites', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  title: text('title').notNull(),
  locale: text('locale').notNull().default('en'),
  currency: text('currency').notNull().default('USD'),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  isDefault: boolean('is_default').notNull().default(false),
  status: smallint('status').notNull().default(8),
  theme: text('theme').notNull().default('default'),
  settings: jsonb('settings').$type<WebsiteSettings>().notNull().default({}),
  /** Fonts and colours; null until first saved (the defaults then apply). */
  styles: jsonb('styles').$type<SiteStyles>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const domains = pgTable('sites_domains', {
  domain: text('domain').primaryKey(),
  websiteId: text('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
