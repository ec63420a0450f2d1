/**
 * The store part of a site's storefront snapshot, from the exports of three modules: the
 * catalog (products, structured content), inventory (stock by variant) and store settings
 * (merchandising defaults). Gives what templates read: `item.structuredContent` with stock,
 * `productMerchandisingContext` by product id (PROD-08) and `websiteSettings.storeSettings`.
 * Pure: the storefront calls it once per snapshot build, never per page view.
 */
import { ProductType } from '../../shared/enums';
import { withStock, type CatalogService, type CatalogSnapshot, type ProductStructuredContent } from '../../modules/catalog';
import type { InventoryService, StockSnapshot } from '../../modules/inventory';
import type { RestockMessages, StoreSettingsService, StoreSettingsSnapshot, TemplateStoreSettings } from '../../modules/store-settings';
import type { InstalmentContext } from '../../shared/instalments';
import { buildInstalmentContexts } from './storefront-instalments';

/** One product's merchandising context as the engine's product formatters read it. */
export interface ProductMerchandisingContext {
  scarcityEnabled: boolean;
  scarcityText: string;
  /** GAP-74: one view per variant whose stock is above 0 and at most the threshold. */
  scarcityTemplateViews: { qtyInStock: number; attributes?: Record<string, string> }[];
  /** Shown before a variant is chosen: a product with one variant has nothing to choose. */
  scarcityShownByDefault: boolean;
  customSoldOutText: string;
  /** One sign-up form per sold-out variant (GAP-16: hidden behind a button when hiddenByDefault). */
  restockNotificationViews: { variantId: string; hiddenByDefault: boolean }[];
  restockNotificationMessages: RestockMessages;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
}

export interface StorefrontProducts {
  /** `item.structuredContent` by item id, stock filled in. */
  structuredContent: Record<string, ProductStructuredContent>;
  /** `productMerchandisingContext` of the page context, by product (item) id. */
  productMerchandisingContext: Record<string, ProductMerchandisingContext>;
  /** `websiteSettings.storeSettings` of the page context. */
  storeSettings: TemplateStoreSettings;
  /** BNPL-03: `productInstalmentContext` of the page context, by product (item) id. */
  productInstalmentContext: Record<string, InstalmentContext>;
}

/** Where products are shown: the scarcity toggles differ for product pages and product blocks. */
export type ProductSurface = 'productPage' | 'blocks';

function tracksStock(type: ProductType): boolean {
  return type === ProductType.PHYSICAL || type === ProductType.SERVICE;
}

/** Builds the store part of the snapshot. */
export function buildStorefrontProducts(
  catalog: CatalogSnapshot,
  stock: StockSnapshot,
  settings: StoreSettingsSnapshot,
  surface: ProductSurface = 'productPage',
  shopperLanguage = 'en',
): StorefrontProducts {
  const { scarcity, restock } = settings.settings.merchandising;
  const out: StorefrontProducts = {
    structuredContent: {},
    productMerchandisingContext: {},
    storeSettings: settings.templateStoreSettings,
    productInstalmentContext: buildInstalmentContexts(catalog, settings, shopperLanguage),
  };
  for (const [itemId, entry] of Object.entries(catalog.products)) {
    const content = withStock(entry.structuredContent, stock);
    out.structuredContent[itemId] = content;
    const own = entry.product.merchandising;
    const tracked = tracksStock(content.productType);
    const single = content.variants.length <= 1;
    const scarcityOn = own.scarcityEnabled ?? (surface === 'productPage' ? scarcity.enabledOnProductPage : scarcity.enabledOnBlocks);
    const restockOn = own.restockNotificationsEnabled ?? restock.enabled;
    const hiddenByDefault = own.restockHiddenByDefault ?? restock.hiddenByDefault;
    const stocked = content.variants.filter((v) => !v.unlimited);
    out.productMerchandisingContext[itemId] = {
      scarcityEnabled: tracked && scarcityOn,
      scarcityText: own.scarcityText || scarcity.text,
      scarcityTemplateViews: tracked
        ? stocked
            .filter((v) => v.qtyInStock > 0 && v.qtyInStock <= (own.scarcityThreshold ?? scarcity.threshold))
            .map((v) => (single ? { qtyInStock: v.qtyInStock } : { qtyInStock: v.qtyInStock, attributes: v.attributes }))
        : [],
      scarcityShownByDefault: single,
      customSoldOutText: own.customSoldOutText ?? '',
      restockNotificationViews:
        tracked && restockOn ? stocked.filter((v) => v.qtyInStock === 0).map((v) => ({ variantId: v.id, hiddenByDefault })) : [],
      restockNotificationMessages: restock.messages,
      mailingListSignUpEnabled: own.mailingListSignUpEnabled ?? restock.mailingListSignUpEnabled,
      mailingListOptInByDefault: own.mailingListOptInByDefault ?? restock.mailingListOptInByDefault,
    };
  }
  return out;
}

/** Reads the three exports and builds the store part of a site's snapshot. */
export async function loadStorefrontProducts(
  deps: {
    catalog: Pick<CatalogService, 'exportCatalog'>;
    inventory: Pick<InventoryService, 'exportStock'>;
    storeSettings: Pick<StoreSettingsService, 'exportStoreSettings'>;
  },
  websiteId: string,
  surface: ProductSurface = 'productPage',
): Promise<StorefrontProducts> {
  const catalog = await deps.catalog.exportCatalog(websiteId);
  const stock = await deps.inventory.exportStock(websiteId);
  const settings = await deps.storeSettings.exportStoreSettings(websiteId);
  return buildStorefrontProducts(catalog, stock, settings, surface);
}

/**
 * PROD-01: a product as id, name, price (decimal value of its lowest current price),
 * productType and variants (sku, price, attributes, stock), e.g. for Product JSON-LD.
 * `content` is structured content with stock filled in; `name` is the item's title.
 */
export function productSummary(itemId: string, name: string, content: ProductStructuredContent) {
  type V = ProductStructuredContent['variants'][number];
  const current = (v: V) => (v.onSale ? v.salePriceMoney : v.priceMoney);
  const amount = (v: V) => (v.onSale ? v.salePrice : v.price);
  let lowest: V | undefined;
  for (const v of content.variants) if (lowest === undefined || amount(v) < amount(lowest)) lowest = v;
  return {
    id: itemId,
    name,
    price: lowest === undefined ? '0' : current(lowest).value,
    currency: lowest === undefined ? null : current(lowest).currency,
    productType: content.productType,
    variants: content.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: current(v).value,
      attributes: v.attributes,
      stock: { qtyInStock: v.qtyInStock, unlimited: v.unlimited },
    })),
  };
}
