/**
 * A site's storefront snapshot: everything its pages show, read once from the modules'
 * exports (sites, content, catalog, inventory, store settings, media, forms) and merged, so that
 * page views read memory only. The storefront keeps one per site and drops it on
 * `site.changed` (snapshot-cache.ts) or when scheduled content comes due (`validUntil`).
 */
import type { CatalogSnapshot } from '../../modules/catalog';
import type { ContentSnapshot, ContentSnapshotOptions } from '../../modules/content';
import { publicFormOf } from '../../modules/forms';
import type { StockSnapshot } from '../../modules/inventory';
import type { MediaSnapshot } from '../../modules/media';
import type { Website } from '../../modules/sites';
import type { OwnerForm, PublicForm } from '../../shared/forms/form-model';
import type { StockLevels } from '../../shared/events';
import type { SiteStyles } from '../../shared/site-styles';
import type { StoreSettingsSnapshot } from '../../modules/store-settings';
import { buildStorefrontProducts, type StorefrontProducts } from './storefront-products';

/** The module services the snapshot reads, by their export functions only. */
export interface SiteSnapshotSources {
  sites: { get(websiteId: string): Promise<Website | null>; getStyles(websiteId: string): Promise<SiteStyles> };
  content: { exportContent(websiteId: string, options?: ContentSnapshotOptions): Promise<ContentSnapshot> };
  catalog: { exportCatalog(websiteId: string): Promise<CatalogSnapshot> };
  /** `changeNumbers`: each level with its change number (`seq`), which a stock change is compared with. */
  inventory: { exportStock(websiteId: string, options?: { changeNumbers?: boolean }): Promise<StockSnapshot> };
  storeSettings: { exportStoreSettings(websiteId: string): Promise<StoreSettingsSnapshot> };
  media?: { exportMedia(websiteId: string): Promise<MediaSnapshot> };
  forms?: { list(websiteId: string): Promise<OwnerForm[]> };
}

export interface SiteSnapshot {
  website: Website;
  /** The owner's fonts and colours, which the theme's CSS reads. */
  styles: SiteStyles;
  content: ContentSnapshot;
  catalog: CatalogSnapshot;
  /** Structured content with stock and merchandising, as product pages show them. */
  products: StorefrontProducts;
  /**
   * Merchandising as product blocks and lists show it: the scarcity toggle for blocks differs
   * from the product page's (GAP-74).
   */
  blockProducts: StorefrontProducts;
  /** Uploaded images by asset id, for blocks that name an asset. */
  media: MediaSnapshot;
  /** The site's forms as pages may show them (form and newsletter blocks, products' additional fields), by id. */
  forms: Record<string, PublicForm>;
  /** When the snapshot stops being true on its own (scheduled content), else null. */
  validUntil: number | null;
  /** ANL-41: the store's tracking pixel ID (null: none), which storefront pages load. */
  pixelId?: string | null;
  /** What `products` and `blockProducts` were made from, kept so a stock change can remake them (`withStockLevels`). */
  stock: StockSnapshot;
  storeSettings: StoreSettingsSnapshot;
  /** Each variant's change number: of the level read, or of the last change taken in (`withStockLevels`). */
  stockSeq: Readonly<Record<string, number>>;
}

/** Reads and merges a site's snapshot (with `drafts`, the owner's preview of draft pages); null when the site does not exist. */
export async function buildSiteSnapshot(sources: SiteSnapshotSources, websiteId: string, options: ContentSnapshotOptions = {}): Promise<SiteSnapshot | null> {
  const website = await sources.sites.get(websiteId);
  if (website === null) return null;
  const [styles, content, catalog, stock, storeSettings, media, ownerForms] = await Promise.all([
    sources.sites.getStyles(websiteId),
    sources.content.exportContent(websiteId, options),
    sources.catalog.exportCatalog(websiteId),
    sources.inventory.exportStock(websiteId, { changeNumbers: true }),
    sources.storeSettings.exportStoreSettings(websiteId),
    sources.media?.exportMedia(websiteId) ?? Promise.resolve({} as MediaSnapshot),
    sources.forms?.list(websiteId) ?? Promise.resolve([]),
  ]);
  const forms = Object.fromEntries(ownerForms.map((form) => [form.id, publicFormOf(form)]));
  return {
    website,
    styles,
    content,
    catalog,
    ...storefrontProducts(website, catalog, stock, storeSettings, forms),
    media,
    forms,
    validUntil: content.validUntil,
    pixelId: storeSettings.settings.marketing.pixelId,
    stock,
    storeSettings,
    stockSeq: Object.fromEntries(Object.entries(stock).map(([variantId, level]) => [variantId, level.seq ?? 0])),
  };
}

function storefrontProducts(website: Website, catalog: CatalogSnapshot, stock: StockSnapshot, storeSettings: StoreSettingsSnapshot, forms: Record<string, PublicForm>) {
  return {
    // The page's language stands for the shopper's until a browser island knows better (BNPL-09).
    products: withAdditionalFieldsForms(buildStorefrontProducts(catalog, stock, storeSettings, 'productPage', website.locale), forms),
    blockProducts: withAdditionalFieldsForms(buildStorefrontProducts(catalog, stock, storeSettings, 'blocks', website.locale), forms),
  };
}

/**
 * The snapshot after stock changes that name their variants' new levels (in the order heard):
 * the same snapshot with those levels and the product data remade once from them, without
 * reading the site again. A level older than one already taken in for its variant (changes
 * heard out of order) is left out; the snapshot itself when nothing is newer.
 */
export function withStockLevels(snapshot: SiteSnapshot, changes: readonly StockLevels[]): SiteSnapshot {
  let stock: SiteSnapshot['stock'] | null = null;
  let stockSeq: Record<string, number> | null = null;
  for (const levels of changes) {
    for (const [variantId, { qtyInStock, unlimited, seq }] of Object.entries(levels)) {
      if (seq <= ((stockSeq ?? snapshot.stockSeq)[variantId] ?? 0)) continue;
      stock ??= { ...snapshot.stock };
      stockSeq ??= { ...snapshot.stockSeq };
      stock[variantId] = { qtyInStock, unlimited };
      stockSeq[variantId] = seq;
    }
  }
  if (stock === null || stockSeq === null) return snapshot;
  return { ...snapshot, stock, stockSeq, ...storefrontProducts(snapshot.website, snapshot.catalog, stock, snapshot.storeSettings, snapshot.forms) };
}

/**
 * Each product whose additionalFieldsFormId names one of the site's forms gets that form as
 * `additionalFieldsForm` (the product form and the cart read it); an id naming no form leaves
 * the product without one.
 */
function withAdditionalFieldsForms(products: StorefrontProducts, forms: Record<string, PublicForm>): StorefrontProducts {
  const structuredContent = Object.fromEntries(
    Object.entries(products.structuredContent).map(([itemId, content]) => {
      const form = content.additionalFieldsFormId === undefined ? undefined : forms[content.additionalFieldsFormId];
      return [itemId, form === undefined ? content : { ...content, additionalFieldsForm: form }];
    }),
  );
  return { ...products, structuredContent };
}
