/**
 * The store's use cases bound to their dependencies, one call each for a route or the CLI.
 * `inTransaction` binds fresh services to one database transaction (the composition root
 * gives it; src/server/composition/store.ts).
 */
import type { AdjustmentMeta, StockChange, StockLevel } from '../../modules/inventory';
import type { InTransaction } from '../transaction';
import { createStore, type CreatedStore, type StoreCreationInputs, type StoreContentPort } from './create-store';
import { importProducts, type ImportProductsDeps, type ImportProductsRequest, type ImportProductsResult, type ImportServices } from './import-products';
import {
  adjustVariantStock,
  createStoreProduct,
  deleteStoreProduct,
  getStoreProduct,
  listStoreProducts,
  updateStoreProduct,
  type NewStoreProduct,
  type UpdateProductOptions,
  type ProductWithStock,
  type StoreProductsDeps,
  type StoreProductsServices,
} from './store-products';
import type { CatalogService, ProductIndexPage } from '../../modules/catalog';
import type { ProductBulkAnswer, ProductBulkBody, ProductIndexQuery } from '../../shared/api/catalog-index';
import type { Currency } from '../../shared/money';
import { runProductBulkAction, type ProductBulkServices } from './product-bulk';
import { exportProductsCsv, type ProductExportDeps } from './product-export';
import { loadStorefrontProducts, type ProductSurface, type StorefrontProducts } from './storefront-products';

/** The store use cases, each one call for a route or the CLI. */
export interface StoreFlows {
  createStore(inputs: StoreCreationInputs): Promise<CreatedStore>;
  importProducts(request: ImportProductsRequest): Promise<ImportProductsResult>;
  createProduct(websiteId: string, input: NewStoreProduct): Promise<ProductWithStock>;
  updateProduct(websiteId: string, itemId: string, input: unknown, options?: UpdateProductOptions): Promise<ProductWithStock>;
  deleteProduct(websiteId: string, itemId: string): Promise<void>;
  listProducts(websiteId: string): Promise<ProductWithStock[]>;
  /** One page of the owner's product list. */
  productIndex(websiteId: string, query: ProductIndexQuery): Promise<ProductIndexPage>;
  /** Publish, hide, delete or categorise several products at once (one transaction). */
  bulkProducts(websiteId: string, body: ProductBulkBody): Promise<ProductBulkAnswer>;
  /** The site's products as Shopify product CSV text. */
  exportProductsCsv(websiteId: string, currency: Currency, origin: string): Promise<string>;
  getProduct(websiteId: string, itemId: string): Promise<ProductWithStock>;
  adjustStock(websiteId: string, variantId: string, change: StockChange, meta: AdjustmentMeta): Promise<StockLevel>;
  /** The store part of the storefront snapshot (structured content, merchandising, store settings). */
  storefrontProducts(websiteId: string, surface?: ProductSurface): Promise<StorefrontProducts>;
}

export type StoreFlowsDeps = Omit<StoreProductsDeps, 'inTransaction'> &
  Omit<ImportProductsDeps, 'inTransaction'> &
  Parameters<typeof loadStorefrontProducts>[0] &
  ProductExportDeps & {
    catalog: Pick<CatalogService, 'productIndex'>;
    inTransaction: InTransaction<StoreProductsServices & ImportServices & ProductBulkServices & { content: StoreContentPort }>;
  };

export function createStoreFlows(deps: StoreFlowsDeps): StoreFlows {
  return {
    createStore: (inputs) => createStore(deps, inputs),
    importProducts: (request) => importProducts(deps, request),
    createProduct: (websiteId, input) => createStoreProduct(deps, websiteId, input),
    updateProduct: (websiteId, itemId, input, options) => updateStoreProduct(deps, websiteId, itemId, input, options),
    deleteProduct: (websiteId, itemId) => deleteStoreProduct(deps, websiteId, itemId),
    listProducts: (websiteId) => listStoreProducts(deps, websiteId),
    productIndex: (websiteId, query) => deps.catalog.productIndex(websiteId, query),
    bulkProducts: (websiteId, body) => runProductBulkAction(deps, websiteId, body),
    exportProductsCsv: (websiteId, currency, origin) => exportProductsCsv(deps, websiteId, currency, origin),
    getProduct: (websiteId, itemId) => getStoreProduct(deps, websiteId, itemId),
    adjustStock: (websiteId, variantId, change, meta) => adjustVariantStock(deps, websiteId, variantId, change, meta),
    storefrontProducts: (websiteId, surface) => loadStorefrontProducts(deps, websiteId, surface),
  };
}
