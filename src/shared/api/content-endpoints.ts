/**
 * The owner's content calls as endpoint descriptors (no zod: safe for browser code such as the
 * editor). The types come from the schemas in `content.ts`, `content-items.ts` and
 * `navigation.ts`, which the routes declare, so the editor and the server read one shape.
 */
import type { z } from 'zod';
import { endpoint, type In, type None } from './endpoint';
import type {
  CollectionAnswer,
  CollectionParams,
  CollectionsAnswer,
  CreateCollectionSchema,
  PageLayoutAnswer,
  PageLayoutSchema,
  StatusChangeSchema,
  UpdateCollectionSchema,
} from './content';
import type {
  CollectionTagsAnswer,
  CreateItemSchema,
  ItemAnswer,
  ItemParams,
  ItemsPage,
  ListItemsQuerySchema,
  RenameTagSchema,
  ReorderItemsSchema,
  TagQuerySchema,
  UpdateItemSchema,
} from './content-items';
import type {
  AddNavigationItemSchema,
  CategoriesAnswer,
  CategoryAnswer,
  CategoryParams,
  CreateCategorySchema,
  HeaderFooter,
  HeaderFooterSchema,
  NavigationAnswer,
  NavigationEntryParams,
  NavigationItemAnswer,
  NavigationParams,
  ReorderChildCategoriesBody,
  SetNavigationSchema,
  UpdateCategorySchema,
} from './navigation';

/** What a client sends: the schema's input. */
type Params<S extends z.ZodType> = z.output<S>;
type ByCollection = Params<typeof CollectionParams>;
type ByItem = Params<typeof ItemParams>;
type ByCategory = Params<typeof CategoryParams>;
type ByNavigation = Params<typeof NavigationParams>;

export const CONTENT_PATH = '/api/admin/content';

export const contentEndpoints = {
  listCollections: endpoint<None, None, None, CollectionsAnswer>('GET', `${CONTENT_PATH}/collections`),
  createCollection: endpoint<None, None, In<typeof CreateCollectionSchema>, CollectionAnswer>('POST', `${CONTENT_PATH}/collections`),
  getCollection: endpoint<ByCollection, None, None, CollectionAnswer>('GET', `${CONTENT_PATH}/collections/:collectionId`),
  updateCollection: endpoint<ByCollection, None, In<typeof UpdateCollectionSchema>, CollectionAnswer>('PATCH', `${CONTENT_PATH}/collections/:collectionId`),
  deleteCollection: endpoint<ByCollection, None, None, undefined>('DELETE', `${CONTENT_PATH}/collections/:collectionId`),
  setCollectionStatus: endpoint<ByCollection, None, In<typeof StatusChangeSchema>, CollectionAnswer>('POST', `${CONTENT_PATH}/collections/:collectionId/status`),
  setHomepage: endpoint<ByCollection, None, None, CollectionAnswer>('POST', `${CONTENT_PATH}/collections/:collectionId/homepage`),
  getPageLayout: endpoint<ByCollection, None, None, PageLayoutAnswer>('GET', `${CONTENT_PATH}/pages/:collectionId/layout`),
  setPageLayout: endpoint<ByCollection, None, In<typeof PageLayoutSchema>, PageLayoutAnswer>('PUT', `${CONTENT_PATH}/pages/:collectionId/layout`),

  listItems: endpoint<ByCollection, In<typeof ListItemsQuerySchema>, None, ItemsPage>('GET', `${CONTENT_PATH}/collections/:collectionId/items`),
  createItem: endpoint<ByCollection, None, In<typeof CreateItemSchema>, ItemAnswer>('POST', `${CONTENT_PATH}/collections/:collectionId/items`),
  reorderItems: endpoint<ByCollection, None, In<typeof ReorderItemsSchema>, undefined>('PUT', `${CONTENT_PATH}/collections/:collectionId/items/order`),
  getItem: endpoint<ByItem, None, None, ItemAnswer>('GET', `${CONTENT_PATH}/items/:itemId`),
  updateItem: endpoint<ByItem, None, In<typeof UpdateItemSchema>, ItemAnswer>('PATCH', `${CONTENT_PATH}/items/:itemId`),
  deleteItem: endpoint<ByItem, None, None, undefined>('DELETE', `${CONTENT_PATH}/items/:itemId`),
  setItemStatus: endpoint<ByItem, None, In<typeof StatusChangeSchema>, ItemAnswer>('POST', `${CONTENT_PATH}/items/:itemId/status`),
  listTags: endpoint<ByCollection, None, None, CollectionTagsAnswer>('GET', `${CONTENT_PATH}/collections/:collectionId/tags`),
  renameTag: endpoint<ByCollection, None, In<typeof RenameTagSchema>, CollectionTagsAnswer>('PATCH', `${CONTENT_PATH}/collections/:collectionId/tags`),
  deleteTag: endpoint<ByCollection, In<typeof TagQuerySchema>, None, undefined>('DELETE', `${CONTENT_PATH}/collections/:collectionId/tags`),

  getNavigation: endpoint<None, None, None, NavigationAnswer>('GET', `${CONTENT_PATH}/navigation`),
  setNavigation: endpoint<ByNavigation, None, In<typeof SetNavigationSchema>, NavigationAnswer>('PUT', `${CONTENT_PATH}/navigation/:navigationId`),
  addNavigationItem: endpoint<ByNavigation, None, In<typeof AddNavigationItemSchema>, NavigationItemAnswer>('POST', `${CONTENT_PATH}/navigation/:navigationId/items`),
  removeNavigationItem: endpoint<Params<typeof NavigationEntryParams>, None, None, NavigationAnswer>('DELETE', `${CONTENT_PATH}/navigation/items/:entryId`),
  // The spec's own path (ADM-14); /api/admin/content/header-footer answers the same.
  getHeaderFooter: endpoint<None, None, None, HeaderFooter>('GET', '/api/site-header-footer'),
  setHeaderFooter: endpoint<None, None, In<typeof HeaderFooterSchema>, HeaderFooter>('PUT', '/api/site-header-footer'),

  listCategories: endpoint<ByCollection, None, None, CategoriesAnswer>('GET', `${CONTENT_PATH}/collections/:collectionId/categories`),
  createCategory: endpoint<ByCollection, None, In<typeof CreateCategorySchema>, CategoryAnswer>('POST', `${CONTENT_PATH}/collections/:collectionId/categories`),
  updateCategory: endpoint<ByCategory, None, In<typeof UpdateCategorySchema>, CategoryAnswer>('PATCH', `${CONTENT_PATH}/categories/:categoryId`),
  deleteCategory: endpoint<ByCategory, None, None, undefined>('DELETE', `${CONTENT_PATH}/categories/:categoryId`),
  reorderChildCategories: endpoint<ByCategory, None, In<typeof ReorderChildCategoriesBody>, CategoriesAnswer>('PUT', `${CONTENT_PATH}/categories/:categoryId/children/order`),
} as const;
