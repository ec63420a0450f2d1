/**
 * The content model's enumerations and URL-id rules (spec §3, §4; MODEL-10/11/15; GAP-08,
 * GAP-82), shared by the content module and the HTTP contract (`src/shared/api/content*.ts`),
 * which validates owner input with them before the module sees it.
 */

/** Page status (spec §4), shared by collections and items. */
export const PAGE_STATUSES = ['draft', 'needs-review', 'scheduled', 'private', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The labels the editor shows (ADM-09; Published is the state the spec's list leaves implicit). */
export const PAGE_STATUS_LABELS: Record<PageStatus, string> = {
  draft: 'Draft',
  'needs-review': 'Needs Review',
  scheduled: 'Scheduled',
  private: 'Private',
  published: 'Published',
};

/** GAP-08: which status may follow which. Staying put is always allowed (a no-op or a reschedule). */
const NEXT_STATUSES: Record<PageStatus, readonly PageStatus[]> = {
  draft: ['needs-review', 'scheduled', 'private', 'published'],
  'needs-review': ['draft', 'scheduled', 'published'],
  scheduled: ['draft', 'published'],
  private: ['published'],
  published: ['private'],
};

export function canTransition(from: PageStatus, to: PageStatus): boolean {
  return from === to || NEXT_STATUSES[from].includes(to);
}

/**
 * Whether a change affects what visitors see (so needs 'content.publish'): anything but moving
 * between Draft and Needs Review, the two states an editor works in before review.
 */
export function isPublishingTransition(from: PageStatus, to: PageStatus): boolean {
  const working = (s: PageStatus) => s === 'draft' || s === 'needs-review';
  return !(working(from) && working(to));
}

/** The status as of `now`: a Scheduled page whose time has come counts as Published. */
export function effectiveStatus(status: PageStatus, publishOn: number | null, now: number): PageStatus {
  return status === 'scheduled' && publishOn !== null && publishOn <= now ? 'published' : status;
}

/**
 * How a collection orders its items. The spec names no codes; these follow the numbers real
 * page contexts carry (an index folder 2, a page 3), see docs/decisions.md.
 */
export const CollectionOrdering = { CHRONOLOGICAL: 0, CALENDAR: 1, USER_ORDERED: 2, NONE: 3 } as const;
export type CollectionOrdering = (typeof CollectionOrdering)[keyof typeof CollectionOrdering];

/** MODEL-15. */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

export const CATEGORY_TYPES = ['ROOT', 'CATEGORY'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const PAGE_RENDERINGS = ['LIST_VIEW', 'GRID_VIEW'] as const;
export type PageRendering = (typeof PAGE_RENDERINGS)[number];

export const NAVIGATION_IDS = ['mainNavigation', 'secondaryNavigation'] as const;
export type NavigationId = (typeof NAVIGATION_IDS)[number];

/** MODEL-10: block types run from navigation 1 to accordion 69. */
export const BLOCK_TYPE_RANGE = { min: 1, max: 69 } as const;
/** MODEL-11: layout block codes (gallery, summary, chart, image, reservation) are 1000-1019. */
export const LAYOUT_BLOCK_CODE_RANGE = { min: 1000, max: 1019 } as const;

export function isBlockType(code: number): boolean {
  return (
    Number.isInteger(code) &&
    ((code >= BLOCK_TYPE_RANGE.min && code <= BLOCK_TYPE_RANGE.max) ||
      (code >= LAYOUT_BLOCK_CODE_RANGE.min && code <= LAYOUT_BLOCK_CODE_RANGE.max))
  );
}

/** A URL id: lowercase letters and digits in dash-separated runs, at most 100 characters. */
export const URL_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const URL_ID_MAX_LENGTH = 100;

/**
 * Collection URL ids that would hide one of the storefront's fixed paths (/cart, /search, the
 * APIs, the editor under /config ...); collections sit at the top of the site's paths.
 */
export const RESERVED_COLLECTION_URL_IDS: ReadonlySet<string> = new Set([
  'api', 'assets', 'account', 'cart', 'checkout', 'commerce', 'config', 'healthz', 'readyz',
  'search', 'settings', 'static', 'media', 's', 'universal', 'order-status', 'subscription', 'gift-card',
]);

/** Item URL ids that would hide a collection's own sub-paths (tag and category filters). */
export const RESERVED_ITEM_URL_IDS: ReadonlySet<string> = new Set(['tag', 'category', 'page']);

export function isValidUrlId(urlId: string): boolean {
  return urlId.length <= URL_ID_MAX_LENGTH && URL_ID_PATTERN.test(urlId);
}
