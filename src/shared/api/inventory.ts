/**
 * The store inventory panel's listing (GAP-04, ADM-04): the site's products with each
 * variant's stock, searched by name or SKU, sorted by name, stock or price, a page at a time
 * with an opaque keyset cursor. Stock changes and the history are the catalog's stock calls.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';

export const INVENTORY_SORTS = ['name', 'stock', 'price'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];
export const INVENTORY_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

export const InventoryQuery = z.object({
  q: z.string().trim().max(200).optional().meta({ description: 'Products whose name or a SKU contains this text, ignoring case.' }),
  sort: z.enum(INVENTORY_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(INVENTORY_PAGE.maxLimit).default(INVENTORY_PAGE.defaultLimit),
});
export type InventoryQuery = z.output<typeof InventoryQuery>;

export const InventoryVariant = z
  .object({
    id: z.string(),
    sku: z.string(),
    label: z.string().meta({ description: "The variant's option values (`Red / M`); empty for a product without options." }),
    price: z.number().meta({ description: 'Minor units of `currency`.' }),
    salePrice: z.number(),
    onSale: z.boolean(),
    qtyInStock: z.number(),
    unlimited: z.boolean(),
  })
  .meta({ id: 'InventoryVariant' });
export type InventoryVariant = z.infer<typeof InventoryVariant>;

export const InventoryProduct = z
  .object({
    itemId: z.string(),
    name: z.string(),
    productType: z.number(),
    totalStock: z.number().meta({ description: 'The sum over variants with a counted stock.' }),
    unlimited: z.boolean().meta({ description: 'Every variant is unlimited.' }),
    lowestPrice: z.number().meta({ description: 'The lowest regular variant price, minor units.' }),
    variants: z.array(InventoryVariant),
  })
  .meta({ id: 'InventoryProduct' });
export type InventoryProduct = z.infer<typeof InventoryProduct>;

export const InventoryAnswer = z.object({
  products: z.array(InventoryProduct),
  currency: z.enum(CURRENCIES),
  total: z.number().meta({ description: 'Products matching the search.' }),
  nextCursor: z.string().nullable(),
});
export type InventoryAnswer = z.infer<typeof InventoryAnswer>;
