/**
 * What the storefront renders from (exportContent): only what visitors may see (enabled,
 * Published or Scheduled-and-due), in the field names real page contexts use (`fullUrl`,
 * `typeName`, `items[]`, navigation entries with `collection` / `externalLink`), so a
 * JSON-T theme reads it as it is. Times are epoch milliseconds. Plain JSON throughout.
 */
import type { CategoryType, ColorData, ItemLocation, PageLayout, PageRendering } from './content.types';

export interface SnapshotItem {
  id: string;
  collectionId: string;
  recordType: number;
  /** Template name of the record type: text, image, store-item, event ... */
  recordTypeLabel: string;
  urlId: string;
  fullUrl: string;
  title: string;
  body: string;
  excerpt: string;
  assetUrl?: string;
  filename?: string;
  originalSize?: string;
  mediaFocalPoint?: { x: number; y: number };
  colorData?: ColorData;
  altText?: string;
  systemDataVariants?: string;
  categories: string[];
  tags: string[];
  author?: { displayName: string };
  starred: boolean;
  promotedBlockType?: string;
  startDate?: number;
  endDate?: number;
  location?: ItemLocation;
  externalLink?: string;
  publishOn: number;
  addedOn: number;
  updatedOn: number;
  likeCount: number;
  publicCommentCount: number;
  commentState: number;
  displayIndex: number;
}

/** A collection without its items: what navigation entries and folders carry. */
export interface SnapshotCollectionSummary {
  id: string;
  websiteId: string;
  type: number;
  typeName: string;
  typeLabel: string;
  urlId: string;
  /** `/` for the homepage; a redirect folder's is its first child's. */
  fullUrl: string;
  title: string;
  navigationTitle: string;
  description: string;
  enabled: true;
  ordering: number;
  homepage: boolean;
  folder: boolean;
  folderBehavior?: number;
  /** False for folders that are neither index nor redirect (MODEL-08). */
  clickable: boolean;
  collectionView?: 'list' | 'grid' | 'product';
  pageSize?: number;
  seoTitle?: string;
  seoDescription?: string;
  showPastOrUpcomingEvents?: 'past' | 'upcoming';
  galleryOptions?: Record<string, string | number | boolean>;
  features: { relatedItems: { isEnabled: boolean }; productQuickView: { isEnabled: boolean } };
  /** Visible items. */
  itemCount: number;
  updatedOn: number;
}

export interface SnapshotCollection extends SnapshotCollectionSummary {
  /** Visible items in display order (newest first, by event date, or by hand). */
  items: SnapshotItem[];
  /** Tags and categories used by the visible items, sorted: the filters a list page shows. */
  tags: string[];
  categories: string[];
  /** Pages only. */
  layout?: PageLayout;
  /** Folders only: the visible collections inside, in navigation order. */
  collections?: SnapshotCollectionSummary[];
}

export interface SnapshotNavigationEntry {
  id: string;
  /** The collection's navigation title or the link's title. */
  title: string;
  collection?: SnapshotCollectionSummary;
  externalLink?: { url: string; title: string; newWindow: boolean };
  memberAreaId?: string;
  /** A folder's entries. */
  items: SnapshotNavigationEntry[];
}

export interface SnapshotCategory {
  id: string;
  collectionId: string;
  parentCategoryId: string | null;
  displayName: string;
  type: CategoryType;
  pageRendering: PageRendering;
  displayIndex: number;
  children: SnapshotCategory[];
}

export interface ContentSnapshot {
  websiteId: string;
  /** When the snapshot was made. */
  generatedAt: number;
  /** The next scheduled publish time: drop the snapshot then. Null when nothing is scheduled. */
  validUntil: number | null;
  /** The visible homepage collection, if one is set. */
  homepageId: string | null;
  /** Every visible collection, linked in the navigation or not. */
  collections: SnapshotCollection[];
  navigation: { mainNavigation: SnapshotNavigationEntry[]; secondaryNavigation: SnapshotNavigationEntry[] };
  headerFooter: { header: string; footer: string };
  /** Each collection's category tree, by collection id (its ROOT with children in display order). */
  categories: Record<string, SnapshotCategory>;
}
