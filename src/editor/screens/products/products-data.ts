/**
 * The Products screen's server state: the product list a page at a time (keyset cursors, the
 * search, filters and sort from the URL), bulk actions, a new product, the CSV import (with
 * upload progress) and export. Writes refresh the list.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductBulkBody, ProductIndexAnswer } from '../../../shared/api/catalog-index';
import { catalogEndpoints, CATALOG_PATH } from '../../../shared/api/catalog-endpoints';
import { PRODUCTS_CSV_PATH, productIndexEndpoints } from '../../../shared/api/catalog-index-endpoints';
import type { ImportAnswer } from '../../../shared/api/store-settings';
import { ApiError, ownerCall, ownerDownload, ownerUpload } from '../../api/owner-client';
import type { ListFilters } from './products-list-state';

export const productsKeys = {
  all: ['products'] as const,
  list: (filters: ListFilters) => ['products', 'index', filters] as const,
};

/** Products per page of the list. */
export const PRODUCTS_PAGE = 50;

/** The server's words for a failure (its catalogue message), or a generic line. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Try again.';
}

export function useProductIndex(filters: ListFilters) {
  return useInfiniteQuery({
    queryKey: productsKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }): Promise<ProductIndexAnswer> =>
      ownerCall(productIndexEndpoints.index, {
        query: {
          ...(filters.q !== '' && { q: filters.q }),
          ...(filters.type !== '' && { type: filters.type as never }),
          ...(filters.status !== '' && { status: filters.status as never }),
          ...(filters.category !== '' && { category: filters.category }),
          ...(filters.stock !== '' && { stock: filters.stock as never }),
          sort: filters.sort,
          dir: filters.dir,
          limit: PRODUCTS_PAGE,
          ...(pageParam === undefined ? { count: 'true' as const } : { cursor: pageParam }),
        },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBulkBody) => ownerCall(productIndexEndpoints.bulk, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}

/** A new, hidden product with one variant at no price, for the owner to fill in on its own screen. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      ownerCall(catalogEndpoints.createProduct, {
        body: { item: { title: 'Untitled product', status: 'draft' }, product: { productType: 1, variants: [{ price: 0 }] }, stock: [{ quantity: 0 }] },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}

/** Uploads a Shopify product CSV as it is; the import takes it whole or not at all. */
export async function importProductsCsv(file: File, onProgress: (fraction: number) => void): Promise<ImportAnswer> {
  const body = new Blob([await file.text()], { type: 'text/csv' });
  return ownerUpload<ImportAnswer>(`${CATALOG_PATH}/import`, body, onProgress);
}

/** The problems of a refused import, one `line N: message` each, in line order. */
export function importProblems(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const lines = error.data.lines;
  if (Array.isArray(lines) && lines.every((l) => typeof l === 'string')) return lines as string[];
  return Object.values(error.errors);
}

export function exportProductsCsv(): Promise<void> {
  return ownerDownload(PRODUCTS_CSV_PATH, 'products.csv');
}
