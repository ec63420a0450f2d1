/** The captcha module's table (see migrations/ for the SQL). */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const spentSolutions = pgTable('captcha_spent_solutions', {
  signature: text('signature').primaryKey(),
  websiteId: text('website_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
