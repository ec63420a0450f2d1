/** The content model as the rest of Stoa sees it (spec §3 Item, collections, GAP-07 Category). */
import type { PageStatus } from './page-status';

/**
 * How a collection orders its items. The spec names no codes; these follow the numbers real
 * page contexts carry (an index folder 2, a page 3), see docs/decisions.md.
 */
export const CollectionOrdering = { CHRONOLOGICAL: 0, CALENDAR: 1, USER_ORDERED: 2, NONE: 3 } as const;
export type CollectionOrdering = (typeof CollectionOrdering)[keyof typeof CollectionOrdering];

/** MODEL-15. */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

/** Comment state of an item: off, open, closed (existing comments shown, no new ones). */
export const CommentState = { OFF: 0, OPEN: 1, CLOSED: 2 } as const;

export interface CollectionSettings {
  collectionView?: CollectionView;
  pageSize?: number;
  seoTitle?: string;
  seoDescription?: string;
  /** Events collections: which list the page shows. */
  showPastOrUpcomingEvents?: 'past' | 'upcoming';
  galleryOptions?: Record<string, string | number | boolean>;
  relatedItemsEnabled?: boolean;
  productQuickViewEnabled?: boolean;
}

export interface Collection {
  id: string;
  websiteId: string;
  /** Collection type code (MODEL-06). */
  type: number;
  /** The theme's collection template name (`collections/<typeName>.list`): page, blog, products ... */
  typeName: string;
  urlId: string;
  /** `/` for the homepage, else `/<urlId>/`. */
  fullUrl: string;
  title: string;
  navigationTitle: string;
  description: string;
  enabled: boolean;
  ordering: CollectionOrdering;
  folder: boolean;
  /** Folder behaviour code (MODEL-08) for folders, else null. */
  folderBehavior: number | null;
  homepage: boolean;
  /** Effective status: a Scheduled page whose time has passed reads as Published. */
  status: PageStatus;
  publishOn: number | null;
  settings: CollectionSettings;
  createdAt: number;
  updatedAt: number;
}

/** A block of a page layout: a block type code (MODEL-10/11) and its data. */
export interface LayoutBlock {
  id: string;
  type: number;
  /** Columns of a 12-column grid the block spans; blocks of a row share it equally when absent. */
  span?: number;
  data: Record<string, unknown>;
}
export interface LayoutRow {
  id: string;
  blocks: LayoutBlock[];
}
/** A page's content: rows of blocks, at most 60 blocks in all (ADM-47). */
export interface PageLayout {
  rows: LayoutRow[];
}

export interface ColorData {
  topLeftAverage: string;
  topRightAverage: string;
  bottomLeftAverage: string;
  bottomRightAverage: string;
  centerAverage: string;
  suggestedBgColor?: string;
}

export interface ItemLocation {
  addressTitle?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
  mapLat?: number;
  mapLng?: number;
}

export interface Item {
  id: string;
  websiteId: string;
  collectionId: string;
  /** Record type code (MODEL-05). */
  recordType: number;
  urlId: string;
  /** `/<collection urlId>/<item urlId>`. */
  fullUrl: string;
  title: string;
  /** HTML. */
  body: string;
  excerpt: string;
  assetUrl: string | null;
  filename: string | null;
  /** `WxH`. */
  originalSize: string | null;
  mediaFocalPoint: { x: number; y: number } | null;
  colorData: ColorData | null;
  altText: string | null;
  systemDataVariants: string | null;
  categories: string[];
  tags: string[];
  author: { displayName: string } | null;
  starred: boolean;
  promotedBlockType: string | null;
  startDate: number | null;
  endDate: number | null;
  location: ItemLocation | null;
  externalLink: string | null;
  status: PageStatus;
  publishOn: number | null;
  likeCount: number;
  publicCommentCount: number;
  commentState: number;
  displayIndex: number;
  createdAt: number;
  updatedAt: number;
}

export const CATEGORY_TYPES = ['ROOT', 'CATEGORY'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const PAGE_RENDERINGS = ['LIST_VIEW', 'GRID_VIEW'] as const;
export type PageRendering = (typeof PAGE_RENDERINGS)[number];

/** GAP-07 Category, in a collection's tree under its one ROOT (STORE-07). */
export interface Category {
  id: string;
  websiteId: string;
  collectionId: string;
  parentCategoryId: string | null;
  displayName: string;
  type: CategoryType;
  pageRendering: PageRendering;
  displayIndex: number;
}

export const NAVIGATION_IDS = ['mainNavigation', 'secondaryNavigation'] as const;
export type NavigationId = (typeof NAVIGATION_IDS)[number];

export interface NavigationLink {
  url: string;
  title: string;
  newWindow: boolean;
}

/** A navigation entry (STORE-12): a collection or an external link; folders hold nested entries. */
export interface NavigationItem {
  id: string;
  collectionId: string | null;
  externalLink: NavigationLink | null;
  memberAreaId: string | null;
  items: NavigationItem[];
}

export type Navigation = Record<NavigationId, NavigationItem[]>;

/** Header and footer code injection (ADM-14, GAP-36). */
export interface HeaderFooter {
  header: string;
  footer: string;
}
