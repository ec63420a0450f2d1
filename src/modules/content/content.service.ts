/**
 * createContentService: collections, page layouts, items, navigation, header and footer,
 * categories, tags, and the storefront snapshot, as one service over narrow dependencies.
 */
import { createCategoriesService } from './categories.service';
import { createCollectionsService } from './collections.service';
import { buildContentSnapshot, type ContentSnapshotOptions } from './content-snapshot';
import type { ContentSnapshot } from './content-snapshot.types';
import type { ContentDeps } from './content.deps';
import { createItemsService } from './items.service';
import { createNavigationService } from './navigation.service';
import { createPageDraftsService } from './page-drafts.service';
import { createPageLayoutService } from './page-layout.service';
import { createTagsService } from './tags.service';
import { RESERVED_COLLECTION_URL_IDS } from './url-ids';

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(deps: ContentDeps) {
  return {
    ...createCollectionsService(deps),
    ...createPageLayoutService(deps),
    ...createPageDraftsService(deps),
    ...createItemsService(deps),
    ...createNavigationService(deps),
    ...createCategoriesService(deps),
    ...createTagsService(deps),

    /** URL ids a collection may not take: the storefront's own paths. */
    reservedCollectionUrlIds: RESERVED_COLLECTION_URL_IDS,

    /**
     * Everything published a storefront needs to render the site, as of now; with `drafts`,
     * the owner's preview: every enabled page (published or not) with its draft layout.
     */
    exportContent(websiteId: string, options: ContentSnapshotOptions = {}): Promise<ContentSnapshot> {
      return buildContentSnapshot(deps.db, websiteId, deps.clock.now(), options);
    },
  };
}
