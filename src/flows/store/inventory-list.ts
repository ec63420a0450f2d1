/**
 * The store inventory panel's listing (GAP-04): products (catalog) named by their store items
 * (content) with each variant's stock (inventory). A site holds at most a few hundred
 * products per store, so the rows are built whole and then searched, sorted and cut into
 * pages; the cursor is the last row's sort key and id (keyset), so a page never repeats or
 * skips a row when stock changes between pages move others.
 */
import { CollectionType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { InventoryProduct, InventoryQuery, InventorySort } from '../../shared/api/inventory';
import type { CatalogService } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';
import type { ProductWithStock } from './store-products';

export interface InventoryListDeps {
  catalog: Pick<CatalogService, 'listProducts'>;
  inventory: Pick<InventoryService, 'getStock'>;
  content: {
    listCollections(websiteId: string): Promise<{ id: string; type: number }[]>;
    listItems(websiteId: string, collectionId: string, query: { offset?: number; limit?: number }): Promise<{ items: { id: string; title: string }[]; total: number }>;
  };
}

export interface InventoryPage {
  products: InventoryProduct[];
  total: number;
  nextCursor: string | null;
}

type SortKey = string | number;

/** The option values in the product's option order (stored attributes keep no order). */
function variantLabel(variant: { attributes: Record<string, string> }, ordering: readonly string[]): string {
  const names = [...ordering.filter((n) => n in variant.attributes), ...Object.keys(variant.attributes).filter((n) => !ordering.includes(n))];
  return names.map((n) => variant.attributes[n]).join(' / ');
}

export function inventoryRow(product: Pick<ProductWithStock, 'itemId' | 'productType' | 'variants' | 'variantOptionOrdering'>, name: string): InventoryProduct {
  const counted = product.variants.filter((v) => !v.stock.unlimited);
  return {
    itemId: product.itemId,
    name,
    productType: product.productType,
    totalStock: counted.reduce((sum, v) => sum + v.stock.qtyInStock, 0),
    unlimited: counted.length === 0,
    lowestPrice: Math.min(...product.variants.map((v) => v.price)),
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      label: variantLabel(v, product.variantOptionOrdering),
      price: v.price,
      salePrice: v.salePrice,
      onSale: v.onSale,
      qtyInStock: v.stock.qtyInStock,
      unlimited: v.stock.unlimited,
    })),
  };
}

function keyOf(row: InventoryProduct, sort: InventorySort): SortKey {
  if (sort === 'name') return row.name.toLocaleLowerCase('en');
  // Unlimited stock sorts above any count.
  if (sort === 'stock') return row.unlimited ? Number.MAX_SAFE_INTEGER : row.totalStock;
  return row.lowestPrice;
}

function compare(a: [SortKey, string], b: [SortKey, string]): number {
  const byKey = typeof a[0] === 'number' && typeof b[0] === 'number' ? a[0] - b[0] : String(a[0]).localeCompare(String(b[0]), 'en');
  return byKey !== 0 ? byKey : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

export function encodeInventoryCursor(key: SortKey, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

function decodeCursor(cursor: string): [SortKey, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && (typeof value[0] === 'string' || typeof value[0] === 'number') && typeof value[1] === 'string') {
      return [value[0], value[1]];
    }
  } catch {
    // Falls through to the error below.
  }
  throw new DomainError('VALIDATION_FAILED', { errors: { cursor: 'This page link is no longer valid; start from the first page.' } });
}

/** Searches, sorts and pages the rows (pure: the listing's rules). */
export function pageInventory(rows: InventoryProduct[], query: InventoryQuery): InventoryPage {
  const needle = query.q?.toLocaleLowerCase('en') ?? '';
  const found = needle === '' ? rows : rows.filter((r) => r.name.toLocaleLowerCase('en').includes(needle) || r.variants.some((v) => v.sku.toLocaleLowerCase('en').includes(needle)));
  const sign = query.dir === 'desc' ? -1 : 1;
  const keyed = found.map((row) => ({ row, key: [keyOf(row, query.sort), row.itemId] as [SortKey, string] }));
  keyed.sort((a, b) => sign * compare(a.key, b.key));
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const rest = after === null ? keyed : keyed.filter((k) => sign * compare(k.key, after) > 0);
  const page = rest.slice(0, query.limit);
  const last = page.at(-1);
  return {
    products: page.map((k) => k.row),
    total: found.length,
    nextCursor: rest.length > query.limit && last !== undefined ? encodeInventoryCursor(last.key[0], last.key[1]) : null,
  };
}

async function productNames(deps: InventoryListDeps, websiteId: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const stores = (await deps.content.listCollections(websiteId)).filter((c) => c.type === CollectionType.PRODUCTS);
  for (const store of stores) {
    for (let offset = 0; ; offset += 500) {
      const { items, total } = await deps.content.listItems(websiteId, store.id, { offset, limit: 500 });
      for (const item of items) names.set(item.id, item.title);
      if (items.length === 0 || offset + items.length >= total) break;
    }
  }
  return names;
}

/** A page of the site's inventory (GAP-04). */
export async function listInventory(deps: InventoryListDeps, websiteId: string, query: InventoryQuery): Promise<InventoryPage> {
  const [products, names] = await Promise.all([deps.catalog.listProducts(websiteId), productNames(deps, websiteId)]);
  const levels = new Map((await deps.inventory.getStock(websiteId, products.flatMap((p) => p.variants.map((v) => v.id)))).map((l) => [l.variantId, l]));
  const rows = products.map((p) => {
    const withStock = { ...p, variants: p.variants.map((v) => ({ ...v, stock: levels.get(v.id) ?? { variantId: v.id, qtyInStock: 0, unlimited: false } })) };
    return inventoryRow(withStock, names.get(p.itemId) ?? '');
  });
  return pageInventory(rows, query);
}
