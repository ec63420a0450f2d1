/** The content module's tables (see migrations/ for the SQL). */
import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CollectionSettings, ColorData, ItemLocation, NavigationItem, PageLayout } from './content.types';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const collections = pgTable('content_collections', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  type: smallint('type').notNull(),
  typeName: text('type_name').notNull(),
  urlId: text('url_id').notNull(),
  title: text('title').notNull(),
  navigationTitle: text('navigation_title').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  ordering: smallint('ordering').notNull(),
  folder: boolean('folder').notNull().default(false),
  folderBehavior: smallint('folder_behavior'),
  homepage: boolean('homepage').notNull().default(false),
  status: text('status').notNull().default('draft'),
  publishOn: stamp('publish_on'),
  settings: jsonb('settings').$type<CollectionSettings>().notNull().default({}),
  layout: jsonb('layout').$type<PageLayout>(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const items = pgTable('content_items', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  collectionId: text('collection_id').notNull(),
  recordType: smallint('record_type').notNull(),
  urlId: text('url_id').notNull(),
  title: text('title').notNull().default(''),
  body: text('body').notNull().default(''),
  excerpt: text('excerpt').notNull().default(''),
  assetUrl: text('asset_url'),
  filename: text('filename'),
  originalSize: text('original_size'),
  mediaFocalPoint: jsonb('media_focal_point').$type<{ x: number; y: number }>(),
  colorData: jsonb('color_data').$type<ColorData>(),
  altText: text('alt_text'),
  systemDataVariants: text('system_data_variants'),
  categories: text('categories').array().notNull().default([]),
  tags: text('tags').array().notNull().default([]),
  authorDisplayName: text('author_display_name'),
  starred: boolean('starred').notNull().default(false),
  promotedBlockType: text('promoted_block_type'),
  startDate: stamp('start_date'),
  endDate: stamp('end_date'),
  location: jsonb('location').$type<ItemLocation>(),
  externalLink: text('external_link'),
  status: text('status').notNull().default('draft'),
  publishOn: stamp('publish_on'),
  likeCount: integer('like_count').notNull().default(0),
  publicCommentCount: integer('public_comment_count').notNull().default(0),
  commentState: smallint('comment_state').notNull().default(0),
  displayIndex: integer('display_index').notNull().default(0),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const categories = pgTable('content_categories', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  collectionId: text('collection_id').notNull(),
  parentCategoryId: text('parent_category_id'),
  displayName: text('display_name').notNull(),
  type: text('type').notNull(),
  pageRendering: text('page_rendering').notNull().default('LIST_VIEW'),
  displayIndex: integer('display_index').notNull().default(0),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const navigations = pgTable(
  'content_navigations',
  {
    websiteId: text('website_id').notNull(),
    navigationId: text('navigation_id').notNull(),
    items: jsonb('items').$type<NavigationItem[]>().notNull().default([]),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.navigationId] })],
);

export const headerFooter = pgTable('content_header_footer', {
  websiteId: text('website_id').primaryKey(),
  header: text('header').notNull().default(''),
  footer: text('footer').notNull().default(''),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const pageDrafts = pgTable('content_page_drafts', {
  collectionId: text('collection_id').primaryKey(),
  websiteId: text('website_id').notNull(),
  layout: jsonb('layout').$type<PageLayout>().notNull(),
  revision: integer('revision').notNull().default(0),
  publishedRevision: integer('published_revision').notNull().default(0),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const pageVersions = pgTable('content_page_versions', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  collectionId: text('collection_id').notNull(),
  number: integer('number').notNull(),
  layout: jsonb('layout').$type<PageLayout>().notNull(),
  publishedAt: stamp('published_at').notNull().defaultNow(),
  publishedByUserId: text('published_by_user_id'),
  publishedByEmail: text('published_by_email'),
});
