/** The cart module's tables (see migrations/ for the SQL). */
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CartGiftCard } from './cart.types';

export const carts = pgTable('cart_carts', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  siteUserId: text('site_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  isPurchased: boolean('is_purchased').notNull().default(false),
  orderId: text('order_id'),
  shippingLocation: jsonb('shipping_location'),
  selectedShippingOption: jsonb('selected_shipping_option'),
  coupons: jsonb('coupons').$type<string[]>().notNull().default([]),
  /** Raised by every change of the cart or its lines (migrations/0005). */
  version: integer('version').notNull().default(0),
});

export const entries = pgTable('cart_entries', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  cartId: text('cart_id').notNull(),
  itemId: text('item_id').notNull(),
  variantId: text('variant_id').notNull(),
  sku: text('sku').notNull(),
  quantity: integer('quantity').notNull(),
  additionalFields: text('additional_fields'),
  fieldsKey: text('fields_key').notNull(),
  giftCard: jsonb('gift_card').$type<CartGiftCard | null>(),
  purchasePriceCents: integer('purchase_price_cents').notNull(),
  title: text('title').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  // Keeps lines in the order they were added when the clock stands still.
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

export const addKeys = pgTable('cart_add_keys', {
  cartId: text('cart_id').notNull(),
  websiteId: text('website_id').notNull(),
  key: text('key').notNull(),
  entryId: text('entry_id').notNull(),
});
