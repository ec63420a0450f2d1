/**
 * The content model as the rest of Stoa sees it (spec §3 Item, collections, GAP-07 Category).
 * The shapes are the HTTP contract's answers (`src/shared/api/content*.ts`), so what the
 * module returns is what the owner routes declare; the enumerations are `shared/content-model`.
 */
export {
  CATEGORY_TYPES,
  COLLECTION_VIEWS,
  CollectionOrdering,
  NAVIGATION_IDS,
  PAGE_RENDERINGS,
  type CategoryType,
  type CollectionView,
  type NavigationId,
  type PageRendering,
} from '../../shared/content-model';
export type { Collection, CollectionSettings, LayoutBlock, LayoutRow, PageLayout } from '../../shared/api/content';
export type { ColorData, Item, ItemLocation } from '../../shared/api/content-items';
export type { Category, HeaderFooter, Navigation, NavigationItem, NavigationLink } from '../../shared/api/navigation';

/** Comment state of an item: off, open, closed (existing comments shown, no new ones). */
export const CommentState = { OFF: 0, OPEN: 1, CLOSED: 2 } as const;
