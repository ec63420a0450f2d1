/**
 * Owner use cases on store products that span modules: a product is a content item (title,
 * description, URL, image) plus its catalog entry (type, variants, prices) plus stock per
 * variant. Creating and deleting write all three in one transaction; stock changes are
 * checked against the site's catalog first, so no site can stock another site's variant.
 */
import { CollectionType, RecordType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { CatalogService, Product } from '../../modules/catalog';
import type { AdjustmentMeta, InventoryService, StockChange, StockLevel } from '../../modules/inventory';
import { createStoreIn, type StoreContentPort } from './create-store';
import type { InTransaction } from '../transaction';
import type { ProductWithStock as ProductWithStockAnswer } from '../../shared/api/catalog';

/** The item fields an owner gives a new product (the content module validates them). */
export interface ProductItemInput {
  title: string;
  body?: string;
  urlId?: string;
  excerpt?: string;
  tags?: string[];
  categories?: string[];
  assetUrl?: string | null;
  status?: 'draft' | 'published';
}

export interface StoreProductsContentPort extends StoreContentPort {
  createItem(websiteId: string, collectionId: string, input: ProductItemInput & { recordType: number }): Promise<{ id: string }>;
  deleteItem(websiteId: string, itemId: string): Promise<void>;
}

export interface StoreProductsServices {
  content: StoreProductsContentPort;
  catalog: Pick<CatalogService, 'createProduct' | 'getProduct' | 'updateProduct' | 'deleteProduct'>;
  inventory: Pick<InventoryService, 'adjustStock' | 'removeStock'>;
}

export interface StoreProductsDeps {
  inTransaction: InTransaction<StoreProductsServices>;
  catalog: Pick<CatalogService, 'findVariant' | 'listProducts' | 'getProduct'>;
  inventory: Pick<InventoryService, 'adjustStock' | 'getStock'>;
}

export interface NewStoreProduct {
  /** A products collection of the site; the site's first store when absent (one is made if none). */
  collectionId?: string;
  item: ProductItemInput;
  /** A ProductInput (validated by the catalog). */
  product: unknown;
  /** Starting stock per variant, in the order of `product.variants`. */
  stock?: ({ quantity: number } | { unlimited: true })[];
  actor?: string;
}

/** A variant's stock as a product update sets it: expected → quantity, or unlimited on/off. */
export type VariantStockChange = { expected: number; quantity: number } | { unlimited: boolean } | { unlimited: false; expected: number; quantity: number };

export interface UpdateProductOptions {
  /** A product changed by someone else since this version gives CONFLICT. */
  expectedVersion?: number | undefined;
  /** Stock changes in the order of the input's variants (null: unchanged). */
  stock?: (VariantStockChange | null)[] | undefined;
  actor?: string | null | undefined;
}

/** What the owner's product calls answer (the HTTP contract's type). */
export type ProductWithStock = ProductWithStockAnswer;

async function storeCollectionId(content: StoreContentPort, websiteId: string, wanted: string | undefined, publish: boolean): Promise<string> {
  const stores = (await content.listCollections(websiteId)).filter((c) => c.type === CollectionType.PRODUCTS);
  if (wanted !== undefined) {
    if (!stores.some((c) => c.id === wanted)) throw new DomainError('CONTENT_COLLECTION_NOT_FOUND', { id: wanted });
    return wanted;
  }
  if (stores[0] !== undefined) return stores[0].id;
  const created = await createStoreIn(content, {
    websiteId,
    storeTitle: 'Store',
    fallbackStoreTitle: 'Store',
    allCategoryDisplayName: 'All',
    addToMainNav: true,
    publish,
  });
  return created.collectionId;
}

/** Creates a store item with its product (and starting stock): all of it or nothing. */
export function createStoreProduct(deps: StoreProductsDeps, websiteId: string, input: NewStoreProduct): Promise<ProductWithStock> {
  return deps.inTransaction(async ({ content, catalog, inventory }) => {
    const collectionId = await storeCollectionId(content, websiteId, input.collectionId, input.item.status === 'published');
    const item = await content.createItem(websiteId, collectionId, { ...input.item, recordType: RecordType.STORE_ITEM });
    const product = await catalog.createProduct(websiteId, item.id, input.product);
    const meta: AdjustmentMeta = { reason: 'initial stock', actor: input.actor ?? null };
    const levels: StockLevel[] = [];
    for (const [i, variant] of product.variants.entries()) {
      const start = input.stock?.[i];
      let level: StockLevel = { variantId: variant.id, qtyInStock: 0, unlimited: false };
      if (start !== undefined && 'unlimited' in start) level = await inventory.adjustStock(websiteId, variant.id, { unlimited: true }, meta);
      else if (start !== undefined && start.quantity > 0) {
        level = await inventory.adjustStock(websiteId, variant.id, { expected: 0, quantity: start.quantity }, meta);
      }
      levels.push(level);
    }
    return { ...product, variants: product.variants.map((v, i) => ({ ...v, stock: levels[i]! })) };
  });
}

/**
 * Replaces a product's settings and variants (see the catalog's updateProduct); the stock of
 * variants it no longer has is removed with them. Returns the product with stock.
 */
export async function updateStoreProduct(
  deps: StoreProductsDeps,
  websiteId: string,
  itemId: string,
  input: unknown,
  options: UpdateProductOptions = {},
): Promise<ProductWithStock> {
  await deps.inTransaction(async ({ catalog, inventory }) => {
    const before = await catalog.getProduct(websiteId, itemId);
    if (before === null) throw new DomainError('PRODUCT_NOT_FOUND', { itemId });
    const after = await catalog.updateProduct(websiteId, itemId, input, options.expectedVersion === undefined ? {} : { expectedVersion: options.expectedVersion });
    const kept = new Set(after.variants.map((v) => v.id));
    await inventory.removeStock(websiteId, before.variants.map((v) => v.id).filter((id) => !kept.has(id)));
    // The variants come back in the order they were given, so stock changes line up by index.
    const meta: AdjustmentMeta = { reason: 'product edited', actor: options.actor ?? null };
    for (const [i, change] of (options.stock ?? []).entries()) {
      const variant = after.variants[i];
      if (change === null || change === undefined || variant === undefined) continue;
      if ('unlimited' in change && 'quantity' in change) {
        await inventory.adjustStock(websiteId, variant.id, { unlimited: false }, meta);
        await inventory.adjustStock(websiteId, variant.id, { expected: change.expected, quantity: change.quantity }, meta);
      } else await inventory.adjustStock(websiteId, variant.id, change, meta);
    }
  });
  return getStoreProduct(deps, websiteId, itemId);
}

/** Deletes a product with its store item and its variants' stock. */
export function deleteStoreProduct(deps: StoreProductsDeps, websiteId: string, itemId: string): Promise<void> {
  return deps.inTransaction(async ({ content, catalog, inventory }) => {
    const product = await catalog.getProduct(websiteId, itemId);
    if (product === null) throw new DomainError('PRODUCT_NOT_FOUND', { itemId });
    await catalog.deleteProduct(websiteId, itemId);
    await inventory.removeStock(websiteId, product.variants.map((v) => v.id));
    await content.deleteItem(websiteId, itemId);
  });
}

/** Changes a variant's stock (delta, expected → quantity, or unlimited) if the variant is the site's. */
export async function adjustVariantStock(
  deps: StoreProductsDeps,
  websiteId: string,
  variantId: string,
  change: StockChange,
  meta: AdjustmentMeta,
): Promise<StockLevel> {
  if ((await deps.catalog.findVariant(websiteId, variantId)) === null) throw new DomainError('VARIANT_NOT_FOUND', { variantId });
  return deps.inventory.adjustStock(websiteId, variantId, change, meta);
}

async function withStock(deps: StoreProductsDeps, websiteId: string, products: Product[]): Promise<ProductWithStock[]> {
  const levels = await deps.inventory.getStock(websiteId, products.flatMap((p) => p.variants.map((v) => v.id)));
  const byId = new Map(levels.map((l) => [l.variantId, l]));
  return products.map((p) => ({ ...p, variants: p.variants.map((v) => ({ ...v, stock: byId.get(v.id)! })) }));
}

/** The site's products with each variant's stock (the owner's inventory panel, GAP-04). */
export async function listStoreProducts(deps: StoreProductsDeps, websiteId: string): Promise<ProductWithStock[]> {
  return withStock(deps, websiteId, await deps.catalog.listProducts(websiteId));
}

/** One product with its variants' stock. */
export async function getStoreProduct(deps: StoreProductsDeps, websiteId: string, itemId: string): Promise<ProductWithStock> {
  const product = await deps.catalog.getProduct(websiteId, itemId);
  if (product === null) throw new DomainError('PRODUCT_NOT_FOUND', { itemId });
  const [out] = await withStock(deps, websiteId, [product]);
  return out!;
}
