/**
 * A site's snapshot turned, once, into what page views need: the template JSON of the
 * website, of every collection and item (products with their structured content), the
 * path → page index, navigation and the search index. Page views only pick from it.
 */
import type { SiteSnapshot } from '../../flows/store';
import type { ContentSnapshot } from '../../modules/content';
import { CollectionType } from '../../shared/enums';
import { buildNavigationModel, type NavigationModel } from './navigation-model';
import { imagesHiddenBeforeChoice } from './product-gallery';
import { sanitizeRichText } from './rich-text-sanitizer';
import { buildSearchIndex, type SearchIndex } from './search-index';

export type Json = Record<string, unknown>;
type SnapshotCollection = ContentSnapshot['collections'][number];
type SnapshotItem = SnapshotCollection['items'][number];

export interface CollectionModel {
  source: SnapshotCollection;
  /** `collection` of the page context: the collection without its items or layout. */
  json: Json;
  /** `items` of its list page, in display order. */
  items: Json[];
}

export interface ItemModel {
  collection: CollectionModel;
  json: Json;
  /** Position in the collection's list, for previous/next links. */
  index: number;
}

export type PathTarget = { kind: 'collection'; collection: CollectionModel } | { kind: 'item'; item: ItemModel };

export interface SiteModel {
  snapshot: SiteSnapshot;
  website: Json;
  websiteSettings: Json;
  featureFlags: Json;
  localizedStrings: Json;
  collections: Map<string, CollectionModel>;
  /** Items of every collection by id (products included). */
  items: Map<string, ItemModel>;
  /** Normalised paths (no trailing slash, lower case) to pages. */
  paths: Map<string, PathTarget>;
  homepage: CollectionModel | null;
  /** The first store (products collection), for "continue shopping" and the cart pill. */
  store: CollectionModel | null;
  navigation: NavigationModel;
  search: SearchIndex;
  /** Per-theme memo (rendered page layouts, query results), dropped with the snapshot. */
  memo: Map<string, unknown>;
  /** The owner's draft preview (`?preview=draft`): draft layouts, marked for the editing frame. */
  preview?: boolean;
}

/** `/Shop/` → `/shop`; the root stays `/`. */
export function normalizePath(path: string): string {
  let p = path.toLowerCase();
  while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p === '' ? '/' : p;
}

/** CSS `object-position` of an image's focal point (centre when it has none). */
function objectPosition(point: unknown): string {
  const p = point as { x?: unknown; y?: unknown } | undefined;
  const pct = (v: unknown) => `${Math.round((typeof v === 'number' && v >= 0 && v <= 1 ? v : 0.5) * 100)}%`;
  return `${pct(p?.x)} ${pct(p?.y)}`;
}

/** The image fields themes read, present (null when missing) so lookups never climb to outer scopes. */
export function imageFields(source: Partial<Record<string, unknown>>): Json {
  return {
    assetUrl: source.assetUrl ?? null,
    originalSize: source.originalSize ?? null,
    systemDataVariants: source.systemDataVariants ?? null,
    mediaFocalPoint: source.mediaFocalPoint ?? null,
    colorData: source.colorData ?? null,
    altText: source.altText ?? null,
    objectPosition: objectPosition(source.mediaFocalPoint),
  };
}

/**
 * Owners' rich text is sanitized here, once per snapshot, so every theme gets safe HTML even
 * when it writes `{body}` as it is (Squarespace themes do); the default theme's `|rich-text`
 * then finds it clean (docs/decisions.md).
 */
function itemJson(item: SnapshotItem, snapshot: SiteSnapshot): Json {
  const json: Json = {
    ...item,
    ...imageFields(item as unknown as Json),
    author: item.author ?? null,
    body: sanitizeRichText(item.body ?? ''),
    excerpt: sanitizeRichText(item.excerpt ?? ''),
  };
  if (item.assetUrl !== undefined) {
    // Item pages and list thumbnails find the main image like real contexts: systemDataId and items[].
    json.systemDataId = item.id;
    json.items = [{ id: item.id, title: item.title, ...imageFields(item as unknown as Json), hiddenUntilChosen: false }];
  } else {
    json.items = [];
  }
  const product = snapshot.catalog.products[item.id]?.product;
  if (product !== undefined && product.images.length > 0) {
    // A product with a gallery of its own shows it instead (its first image is the item's, usually).
    const hidden = imagesHiddenBeforeChoice(product);
    json.items = product.images.map((image) => ({
      id: image.id,
      title: item.title,
      ...imageFields(image as unknown as Json),
      hiddenUntilChosen: hidden.has(image.id),
    }));
  }
  const structured = snapshot.products.structuredContent[item.id];
  if (structured !== undefined) json.structuredContent = structured;
  return json;
}

function collectionJson(c: SnapshotCollection): Json {
  const { items: _items, layout: _layout, ...rest } = c;
  return { ...rest, description: sanitizeRichText(c.description ?? ''), collections: c.collections ?? [], mainImage: null };
}

/** Builds the model of one snapshot. */
export function buildSiteModel(snapshot: SiteSnapshot): SiteModel {
  const { website, content } = snapshot;
  const settings = website.settings;
  const collections = new Map<string, CollectionModel>();
  const items = new Map<string, ItemModel>();
  const paths = new Map<string, PathTarget>();

  for (const source of content.collections) {
    const model: CollectionModel = { source, json: collectionJson(source), items: [] };
    model.items = source.items.map((item) => itemJson(item, snapshot));
    collections.set(source.id, model);
    model.items.forEach((json, index) => {
      const entry: ItemModel = { collection: model, json, index };
      items.set(json.id as string, entry);
      paths.set(normalizePath(json.fullUrl as string), { kind: 'item', item: entry });
    });
  }
  // Collections after items: a collection URL always wins over an item URL of the same path.
  for (const model of collections.values()) {
    if (!model.source.clickable) continue;
    const target: PathTarget = { kind: 'collection', collection: model };
    paths.set(normalizePath(`/${model.source.urlId}`), target);
    if (model.source.homepage) paths.set('/', target);
  }

  // A site without a homepage opens on the first page of its main navigation.
  const firstLinked = content.navigation.mainNavigation.find((e) => e.collection?.clickable === true && !e.collection.folder)?.collection?.id;
  const homepage = collections.get(content.homepageId ?? firstLinked ?? '') ?? null;
  if (homepage !== null && !paths.has('/')) paths.set('/', { kind: 'collection', collection: homepage });
  const store = [...collections.values()].find((c) => c.source.type === CollectionType.PRODUCTS) ?? null;
  const storeSettings = snapshot.products.storeSettings;

  return {
    snapshot,
    website: {
      id: website.id,
      identifier: website.identifier,
      websiteType: 1,
      siteTitle: website.title,
      siteDescription: settings.siteDescription ?? '',
      siteTagLine: settings.siteTagLine ?? '',
      logoImageUrl: settings.logoImageUrl ?? null,
      faviconUrl: settings.faviconUrl === undefined || settings.faviconUrl === '' ? null : settings.faviconUrl,
      language: website.locale,
      timeZone: website.timeZone,
      socialAccounts: settings.socialAccounts ?? [],
      location: settings.location ?? {},
      captchaSettings: settings.captchaSettings ?? {},
      useCLDRMoneyFormat: settings.useCLDRMoneyFormat ?? true,
      contentModifiedOn: website.updatedAt,
      siteStatus: {},
    },
    websiteSettings: {
      websiteId: website.id,
      commentsEnabled: settings.commentsEnabled ?? false,
      simpleLikingEnabled: settings.simpleLikingEnabled ?? false,
      disqusShortname: settings.disqusShortname ?? '',
      contactEmail: settings.contactEmail ?? null,
      contactPhoneNumber: settings.contactPhoneNumber ?? null,
      collectionTitleFormat: '%c — %s',
      itemTitleFormat: '%i — %s',
      storeSettings,
    },
    // Stoa ships no script that localises legacy price markup, so prices are CLDR-formatted
    // on the server unless the site turns it off (docs/decisions.md).
    featureFlags: { useCLDRMoneyFormat: settings.useCLDRMoneyFormat ?? true },
    localizedStrings: {},
    collections,
    items,
    paths,
    homepage,
    store,
    navigation: buildNavigationModel(content),
    search: buildSearchIndex([...collections.values()]),
    memo: new Map(),
  };
}
