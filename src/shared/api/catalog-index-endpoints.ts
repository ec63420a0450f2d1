/**
 * The owner's product list calls as endpoint descriptors (no zod: safe for the editor). The
 * CSV export is a file download (`products.csv`), fetched with the owner's crumb.
 */
import { endpoint, type In, type None } from './endpoint';
import type { ProductBulkAnswer, ProductBulkBody, ProductIndexAnswer, ProductIndexQuery } from './catalog-index';
import { CATALOG_PATH } from './catalog-endpoints';

export const PRODUCTS_CSV_PATH = `${CATALOG_PATH}/products.csv`;

export const productIndexEndpoints = {
  index: endpoint<None, In<typeof ProductIndexQuery>, None, ProductIndexAnswer>('GET', `${CATALOG_PATH}/product-index`),
  bulk: endpoint<None, None, ProductBulkBody, ProductBulkAnswer>('POST', `${CATALOG_PATH}/products/bulk`),
} as const;
