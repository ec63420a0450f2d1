/** The store-settings module's table (see migrations/ for the SQL). */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoreSettingsPatch } from './store-settings.types';

export const storeSettings = pgTable('store_settings_settings', {
  websiteId: text('website_id').primaryKey(),
  settings: jsonb('settings').$type<StoreSettingsPatch>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
