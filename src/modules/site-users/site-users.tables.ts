/** The site-users module's tables (see migrations/ for the SQL). */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A site's customer accounts; the email is unique per site. */
export const siteUsers = pgTable('site_users_users', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Signed-in sessions; only hashes of the cookie's token and of the XSRF token are kept. */
export const siteUserSessions = pgTable('site_users_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  websiteId: text('website_id').notNull(),
  siteUserId: text('site_user_id').notNull(),
  xsrfTokenHash: text('xsrf_token_hash').notNull(),
  remember: boolean('remember').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
