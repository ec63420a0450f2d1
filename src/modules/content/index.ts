/**
 * The content module: collections (pages, blogs, stores, galleries, folders), items, page
 * layouts, navigation, header and footer, categories and tags, and the storefront snapshot.
 */
import { readMigrations } from '../../db/migrations';

export { createContentService, type ContentService } from './content.service';
export type { ContentDeps } from './content.deps';
export type { ContentSnapshotOptions } from './content-snapshot';
export { SYSTEM_PUBLISHER, type PagePublisher, type PublishingActor } from './page-drafts.service';
export type {
  Category,
  CategoryType,
  Collection,
  CollectionSettings,
  ColorData,
  HeaderFooter,
  Item,
  ItemLocation,
  LayoutBlock,
  LayoutRow,
  Navigation,
  NavigationId,
  NavigationItem,
  NavigationLink,
  PageLayout,
  PageRendering,
} from './content.types';
export { CATEGORY_TYPES, COLLECTION_VIEWS, CollectionOrdering, CommentState, NAVIGATION_IDS, PAGE_RENDERINGS } from './content.types';
export {
  PAGE_STATUSES,
  PAGE_STATUS_LABELS,
  SYSTEM_ACTOR,
  canTransition,
  isPublishingTransition,
  type ContentActor,
  type PageStatus,
} from './page-status';
export * from './content.limits';
export { RESERVED_COLLECTION_URL_IDS, RESERVED_ITEM_URL_IDS, slugify, nextFreeUrlId } from './url-ids';
export {
  AddNavigationItemSchema,
  CreateCategorySchema,
  CreateCollectionSchema,
  CreateItemSchema,
  HeaderFooterSchema,
  IdSchema,
  ListItemsQuerySchema,
  NavigationIdSchema,
  PageLayoutSchema,
  ReorderCategoriesSchema,
  ReorderItemsSchema,
  SetNavigationSchema,
  StatusChangeSchema,
  UpdateCategorySchema,
  UpdateCollectionSchema,
  UpdateItemSchema,
  type CreateCategoryInput,
  type CreateCollectionInput,
  type CreateItemInput,
  type NavigationItemInput,
  type PageLayoutInput,
  type StatusChangeInput,
  type UpdateCategoryInput,
  type UpdateCollectionInput,
  type UpdateItemInput,
} from './content.schema';
/** Storefront snapshot types (exportContent). */
export type {
  ContentSnapshot,
  SnapshotCategory,
  SnapshotCollection,
  SnapshotCollectionSummary,
  SnapshotItem,
  SnapshotNavigationEntry,
} from './content-snapshot.types';

export const CONTENT_MIGRATIONS = readMigrations('content', new URL('./migrations/', import.meta.url));
