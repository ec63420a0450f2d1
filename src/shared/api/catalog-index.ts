/**
 * The owner's product list (the editor's Products screen): one keyset-paged, searchable,
 * filterable, sortable page of the site's products at a time, bulk actions on chosen products,
 * and the Shopify product CSV export. Rows are what a list shows, not whole products.
 */
import { z } from 'zod';

/** How the list names product types (the catalog's codes 1–5 in that order). */
export const PRODUCT_INDEX_TYPES = ['physical', 'digital', 'service', 'gift-card', 'paywall'] as const;
export type ProductIndexType = (typeof PRODUCT_INDEX_TYPES)[number];
export const PRODUCT_INDEX_STATUSES = ['published', 'hidden'] as const;
export const PRODUCT_INDEX_STOCK = ['in', 'low', 'out'] as const;
export const PRODUCT_INDEX_SORTS = ['title', 'price', 'stock', 'updated'] as const;
export type ProductIndexSort = (typeof PRODUCT_INDEX_SORTS)[number];

export const PRODUCT_INDEX_LIMITS = {
  defaultLimit: 50,
  maxLimit: 200,
  /** Total stock of 1 to this many units (not unlimited) counts as low. */
  lowStock: 5,
  maxBulkIds: 500,
  maxCategoryLength: 100,
} as const;

export const ProductIndexQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  type: z.enum(PRODUCT_INDEX_TYPES).optional(),
  status: z.enum(PRODUCT_INDEX_STATUSES).optional(),
  category: z.string().trim().min(1).max(PRODUCT_INDEX_LIMITS.maxCategoryLength).optional(),
  stock: z.enum(PRODUCT_INDEX_STOCK).optional(),
  sort: z.enum(PRODUCT_INDEX_SORTS).default('updated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(PRODUCT_INDEX_LIMITS.maxLimit).default(PRODUCT_INDEX_LIMITS.defaultLimit),
  /** The `nextCursor` of the page before (opaque). */
  cursor: z.string().max(600).regex(/^[A-Za-z0-9_-]+$/, 'The cursor is not one this list gave.').optional(),
  /** `true` adds the number of matching products (one more query). */
  count: z.enum(['true', 'false']).optional(),
});
export type ProductIndexQuery = z.output<typeof ProductIndexQuery>;

export const ProductIndexRow = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(PRODUCT_INDEX_TYPES),
  status: z.enum(PRODUCT_INDEX_STATUSES),
  /** The first picture's address, or null. */
  thumbnail: z.string().nullable(),
  /** Lowest and highest price a buyer pays now (sale prices counted), minor units. */
  price: z.object({ min: z.number().int(), max: z.number().int(), currency: z.string() }),
  /** Units across variants; null when a variant's stock is unlimited. */
  totalStock: z.number().int().nullable(),
  variantCount: z.number().int(),
  categories: z.array(z.string()),
  /** Milliseconds since the epoch: the later of the product's and its item's last change. */
  updatedAt: z.number().int(),
});
export type ProductIndexRow = z.infer<typeof ProductIndexRow>;

export const ProductIndexAnswer = z.object({
  products: z.array(ProductIndexRow),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
  /** Only when asked for with `count=true`. */
  total: z.number().int().optional(),
  /** The first page only: the categories the site's products are in, for the category filter. */
  categories: z.array(z.string()).optional(),
});
export type ProductIndexAnswer = z.infer<typeof ProductIndexAnswer>;

export const PRODUCT_BULK_ACTIONS = ['publish', 'hide', 'delete', 'set-category'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

const bulkIds = z.array(z.string().min(1).max(64)).min(1, 'Choose at least one product.').max(PRODUCT_INDEX_LIMITS.maxBulkIds);
export const ProductBulkBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('publish'), ids: bulkIds }),
  z.strictObject({ action: z.literal('hide'), ids: bulkIds }),
  z.strictObject({ action: z.literal('delete'), ids: bulkIds }),
  z.strictObject({
    action: z.literal('set-category'),
    ids: bulkIds,
    /** The one category the products get; '' takes them out of every category. */
    category: z.string().trim().max(PRODUCT_INDEX_LIMITS.maxCategoryLength),
  }),
]);
export type ProductBulkBody = z.input<typeof ProductBulkBody>;

export const ProductBulkAnswer = z.object({
  action: z.enum(PRODUCT_BULK_ACTIONS),
  /** Products the action changed (or deleted). */
  changed: z.array(z.string()),
  /** Products already as asked (e.g. hidden ones asked to hide). */
  unchanged: z.array(z.string()),
});
export type ProductBulkAnswer = z.infer<typeof ProductBulkAnswer>;
