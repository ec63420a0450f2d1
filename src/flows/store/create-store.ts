/**
 * Store creation (spec §3 Store creation inputs, §4 order, §5 URL id; STORE-01..STORE-16,
 * GAP-82..GAP-84), in one transaction and strictly in this order: the product collection, its
 * root category, then (only with addToMainNav) the store as the first entry of the main
 * navigation. Any failure leaves nothing behind.
 */
import { CollectionType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { storeUrlId } from './store-url-id';
import type { InTransaction } from '../transaction';

/** STORE-01. `websiteId` is the request's site; `storeUrls` are URL ids the client knows are taken. */
export interface StoreCreationInputs {
  storeTitle: string;
  addToMainNav: boolean;
  fallbackStoreTitle: string;
  allCategoryDisplayName: string;
  websiteId: string;
  templateId?: string | null | undefined;
  isSevenOne?: boolean | undefined;
  storeUrls?: readonly string[] | undefined;
  /** Stoa: publish the store page at once (content starts as a draft otherwise). */
  publish?: boolean | undefined;
}

/** STORE-03..STORE-05 (GAP-83: title = navigationTitle = storeTitle). */
export interface ProductCollectionPayload {
  navigationTitle: string;
  title: string;
  urlId: string;
  /** '' ; left out when isSevenOne. */
  description?: string;
  enabled: true;
}

/** STORE-06, STORE-07. */
export interface RootCategoryPayload {
  displayName: string;
  parentCategoryId: '';
  type: 'ROOT';
  pageRendering: 'LIST_VIEW';
  displayIndex: 1;
}

/** What store creation needs of the content module (its services fit this shape). */
export interface StoreContentPort {
  listCollections(websiteId: string): Promise<{ id: string; urlId: string; type: number }[]>;
  createCollection(
    websiteId: string,
    input: ProductCollectionPayload & { type: number; status?: 'published' },
  ): Promise<{ id: string; urlId: string }>;
  createCategory(websiteId: string, collectionId: string, input: RootCategoryPayload): Promise<unknown>;
  /** The site's navigation lists by id; the main one is `mainNavigation`. */
  getNavigation(websiteId: string): Promise<Partial<Record<string, unknown>>>;
  addNavigationItem(
    websiteId: string,
    navigationId: 'mainNavigation',
    input: { item: { collectionId: string; externalLink: null; memberAreaId: null; items: [] }; position: 'first' },
  ): Promise<unknown>;
  /** URL ids a collection may not take (the storefront's own paths). */
  readonly reservedCollectionUrlIds?: ReadonlySet<string>;
}

export interface CreatedStore {
  collectionId: string;
  urlId: string;
  collectionPayload: ProductCollectionPayload;
  rootCategoryPayload: RootCategoryPayload;
  addedToMainNav: boolean;
}

/** STORE-03..STORE-05. */
export function productCollectionPayload(inputs: StoreCreationInputs, urlId: string): ProductCollectionPayload {
  const title = inputs.storeTitle.trim() || inputs.fallbackStoreTitle.trim();
  return {
    navigationTitle: title,
    title,
    urlId,
    ...(inputs.isSevenOne !== true && { description: '' }),
    enabled: true,
  };
}

/** STORE-06, STORE-07. */
export function rootCategoryPayload(inputs: StoreCreationInputs): RootCategoryPayload {
  return { displayName: inputs.allCategoryDisplayName, parentCategoryId: '', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 };
}

/** Runs the three steps with content services that are already inside a transaction. */
export async function createStoreIn(content: StoreContentPort, inputs: StoreCreationInputs): Promise<CreatedStore> {
  const { websiteId } = inputs;
  const taken = new Set<string>([...(inputs.storeUrls ?? []), ...(content.reservedCollectionUrlIds ?? [])]);
  for (const c of await content.listCollections(websiteId)) taken.add(c.urlId);
  const urlId = storeUrlId(inputs.storeTitle, inputs.fallbackStoreTitle, taken);

  const collectionPayload = productCollectionPayload(inputs, urlId);
  const collection = await content.createCollection(websiteId, {
    ...collectionPayload,
    type: CollectionType.PRODUCTS,
    ...(inputs.publish === true && { status: 'published' as const }),
  });
  const categoryPayload = rootCategoryPayload(inputs);
  await content.createCategory(websiteId, collection.id, categoryPayload);
  if (inputs.addToMainNav) {
    const navigation = await content.getNavigation(websiteId);
    if (navigation.mainNavigation === undefined) throw new DomainError('STORE_NAVIGATION_NOT_FOUND', { websiteId });
    await content.addNavigationItem(websiteId, 'mainNavigation', {
      item: { collectionId: collection.id, externalLink: null, memberAreaId: null, items: [] },
      position: 'first',
    });
  }
  return { collectionId: collection.id, urlId: collection.urlId, collectionPayload, rootCategoryPayload: categoryPayload, addedToMainNav: inputs.addToMainNav };
}

/** Creates a store: all three steps or none. */
export function createStore(deps: { inTransaction: InTransaction<{ content: StoreContentPort }> }, inputs: StoreCreationInputs): Promise<CreatedStore> {
  return deps.inTransaction(({ content }) => createStoreIn(content, inputs));
}
