/** The catalog module: products (the commerce side of content items) and their variants. */
import { readMigrations } from '../../db/migrations';

export {
  createCatalogService,
  type CatalogService,
  type CatalogDeps,
  type CatalogSnapshot,
  type CatalogEntry,
  type NewProduct,
} from './catalog.service';
export { CATALOG_LIMITS, productInputSchema, subscriptionPlanSchema, productMerchandisingSchema, isSinglePriceType, UNKNOWN_VARIANT_IMAGE } from './catalog.schema';
export { productInputErrors, GIFT_CARD_OPTION } from './product-normalization';
export {
  toStructuredContent,
  withStock,
  hasEndlessStockByDefault,
  type ProductStructuredContent,
  type StructuredVariant,
  type VariantStock,
} from './structured-content';
export { parseShopifyCsv, type ShopifyCsvResult, type ShopifyProduct, type ShopifyVariant, type CsvLineError } from './shopify-csv';
export { writeShopifyCsv, SHOPIFY_CSV_COLUMNS, type ExportedProduct } from './shopify-csv-export';
export { queryProductIndexByOffset, type ProductIndexPage } from './product-index.repository';
export type { Product, ProductInput, ProductImage, ProductImageInput, Variant, VariantInput, SubscriptionPlan, ProductMerchandising } from './catalog.types';

export const CATALOG_MIGRATIONS = readMigrations('catalog', new URL('./migrations/', import.meta.url));
