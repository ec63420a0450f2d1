/**
 * The owner's store and media-library calls as endpoint descriptors (no zod: safe for browser
 * code such as the editor). The types come from the schemas in `catalog.ts` and `media.ts`,
 * which the routes declare. The media upload's body is multipart (a `file` part and an
 * optional `altText` field), so its descriptor carries no body type: send a FormData.
 */
import type { z } from 'zod';
import { endpoint, type In, type None } from './endpoint';
import type {
  ImportJsonBody,
  NewProductBody,
  ProductAnswer,
  ProductParams,
  ProductsAnswer,
  ProductUpdateBody,
  StockAnswer,
  StockChangeBody,
  StockHistory,
  StockHistoryQuery,
  StoreBody,
  VariantParams,
} from './catalog';
import type { InventoryAnswer, InventoryQuery } from './inventory';
import type { CreatedStoreAnswer, ImportAnswer, StoreSettingsAnswer } from './store-settings';
import type { AssetParams, MediaAsset, MediaAssetsAnswer, MediaListQuery, MediaPatchBody } from './media';

type ByProduct = z.output<typeof ProductParams>;
type ByVariant = z.output<typeof VariantParams>;
type ByAsset = z.output<typeof AssetParams>;

export const CATALOG_PATH = '/api/admin/catalog';

export const catalogEndpoints = {
  listProducts: endpoint<None, None, None, ProductsAnswer>('GET', `${CATALOG_PATH}/products`),
  createProduct: endpoint<None, None, In<typeof NewProductBody>, ProductAnswer>('POST', `${CATALOG_PATH}/products`),
  getProduct: endpoint<ByProduct, None, None, ProductAnswer>('GET', `${CATALOG_PATH}/products/:itemId`),
  updateProduct: endpoint<ByProduct, None, In<typeof ProductUpdateBody>, ProductAnswer>('PUT', `${CATALOG_PATH}/products/:itemId`),
  deleteProduct: endpoint<ByProduct, None, None, undefined>('DELETE', `${CATALOG_PATH}/products/:itemId`),
  adjustStock: endpoint<ByVariant, None, In<typeof StockChangeBody>, StockAnswer>('POST', `${CATALOG_PATH}/stock/:variantId`),
  stockHistory: endpoint<ByVariant, In<typeof StockHistoryQuery>, None, StockHistory>('GET', `${CATALOG_PATH}/stock/:variantId/history`),
  getStoreSettings: endpoint<None, None, None, StoreSettingsAnswer>('GET', `${CATALOG_PATH}/settings`),
  // Any subset of the settings, nested objects merged (checked by the store-settings module).
  updateStoreSettings: endpoint<None, None, Record<string, unknown>, StoreSettingsAnswer>('PUT', `${CATALOG_PATH}/settings`),
  // Or the CSV itself as a text/csv body.
  importProducts: endpoint<None, None, In<typeof ImportJsonBody>, ImportAnswer>('POST', `${CATALOG_PATH}/import`),
  createStore: endpoint<None, None, In<typeof StoreBody>, CreatedStoreAnswer>('POST', `${CATALOG_PATH}/stores`),
} as const;

export const mediaEndpoints = {
  listAssets: endpoint<None, In<typeof MediaListQuery>, None, MediaAssetsAnswer>('GET', '/api/admin/media'),
  getAsset: endpoint<ByAsset, None, None, MediaAsset>('GET', '/api/admin/media/:assetId'),
  updateAsset: endpoint<ByAsset, None, In<typeof MediaPatchBody>, MediaAsset>('PATCH', '/api/admin/media/:assetId'),
  deleteAsset: endpoint<ByAsset, None, None, undefined>('DELETE', '/api/admin/media/:assetId'),
  upload: endpoint<None, None, None, MediaAsset>('POST', '/api/admin/media'),
} as const;

/** GAP-04: the inventory panel's listing (search, sort, keyset pages). */
export const inventoryEndpoints = {
  list: endpoint<None, In<typeof InventoryQuery>, None, InventoryAnswer>('GET', `${CATALOG_PATH}/inventory`),
} as const;
