/** The catalog module's tables (see migrations/ for the SQL). */
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProductMerchandising, SubscriptionPlan } from './catalog.types';

export const products = pgTable('catalog_products', {
  itemId: text('item_id').primaryKey(),
  websiteId: text('website_id').notNull(),
  productType: smallint('product_type').notNull(),
  isSubscribable: boolean('is_subscribable').notNull().default(false),
  subscriptionPlan: jsonb('subscription_plan').$type<SubscriptionPlan | null>(),
  variantOptionOrdering: jsonb('variant_option_ordering').$type<string[]>().notNull().default([]),
  additionalFieldsFormId: text('additional_fields_form_id'),
  digitalFileAssetId: text('digital_file_asset_id'),
  useCustomAddButtonText: boolean('use_custom_add_button_text').notNull().default(false),
  customAddButtonText: text('custom_add_button_text').notNull().default(''),
  merchandising: jsonb('merchandising').$type<ProductMerchandising>().notNull().default({}),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

export const variants = pgTable('catalog_variants', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  itemId: text('item_id')
    .notNull()
    .references(() => products.itemId, { onDelete: 'cascade' }),
  sku: text('sku').notNull(),
  price: integer('price').notNull(),
  salePrice: integer('sale_price').notNull().default(0),
  onSale: boolean('on_sale').notNull().default(false),
  attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  mainImageId: text('main_image_id'),
});

export const productImages = pgTable(
  'catalog_product_images',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => products.itemId, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    websiteId: text('website_id').notNull(),
    position: integer('position').notNull().default(0),
    assetUrl: text('asset_url').notNull(),
    filename: text('filename'),
    originalSize: text('original_size'),
    mediaFocalPoint: jsonb('media_focal_point').$type<{ x: number; y: number } | null>(),
    altText: text('alt_text'),
    systemDataVariants: text('system_data_variants'),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.id] })],
);
