/** The accounts module's tables (see migrations/ for the SQL). */
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** People who sign in to the editor; one row per email across all sites. */
export const users = pgTable('accounts_users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's contributor role on one site. */
export const memberships = pgTable(
  'accounts_memberships',
  {
    websiteId: text('website_id').notNull(),
    userId: text('user_id').notNull(),
    role: smallint('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.userId] })],
);

/** Signed-in sessions; only a hash of the cookie's token is kept. */
export const sessions = pgTable('accounts_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  websiteId: text('website_id').notNull(),
  userId: text('user_id').notNull(),
  remember: boolean('remember').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Invitations to join a site: the emailed link's token is kept only as its SHA-256. Accepted
 * ones stay (accepted_at set) as a record; a pending one is unique per site and email.
 */
export const invitations = pgTable('accounts_invitations', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  email: text('email').notNull(),
  role: smallint('role').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
});

/** Failed sign-ins per (kind, hashed key) in one fixed window (sign-in-throttle.ts). */
export const signInFailures = pgTable(
  'accounts_sign_in_failures',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.windowStart] })],
);

/** Owner API keys: only the secret's SHA-256 and a short prefix for display are kept. */
export const apiKeys = pgTable('accounts_api_keys', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  name: text('name').notNull(),
  role: smallint('role').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Calls made with a key (newest have the highest id); bounded by age and count per key. */
export const apiKeyUses = pgTable('accounts_api_key_uses', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  keyId: text('key_id').notNull(),
  websiteId: text('website_id').notNull(),
  method: text('method').notNull(),
  route: text('route').notNull(),
  status: smallint('status').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
