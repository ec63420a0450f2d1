/** The media module's tables (see migrations/ for the SQL). */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ColorData } from './media.types';

export const assets = pgTable(
  'media_assets',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hasAlpha: boolean('has_alpha').notNull().default(false),
    animated: boolean('animated').notNull().default(false),
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    colorData: jsonb('color_data').$type<ColorData>().notNull(),
    altText: text('alt_text').notNull().default(''),
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_assets_website_created').on(t.websiteId, t.createdAt, t.id)],
);
