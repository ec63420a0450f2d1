/**
 * Products and their variants: create, change, delete, read, and the site's catalog as the
 * storefront's snapshot needs it. Prices are minor units of the site's currency, which the
 * catalog asks for (it follows the site, GAP-95) rather than storing one of its own.
 */
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import type { IdSource } from '../../shared/ids';
import type { Currency } from '../../shared/money';
import { queryProductIndex, type ProductIndexPage } from './product-index.repository';
import type { ProductIndexQuery } from '../../shared/api/catalog-index';
import { itemIdOfSku, itemIdOfVariant, loadProducts, lockProduct, productsExisting, removeProduct, skusTaken, writeProduct } from './catalog.repository';
import type { Product } from './catalog.types';
import { normalizeProduct } from './product-normalization';
import { toStructuredContent, type ProductStructuredContent } from './structured-content';

export interface CatalogDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
  events: EventBus;
  /** The site's currency (the sites module's answer, wired in app.ts). */
  currencyOf(websiteId: string): Promise<Currency>;
}

/** One product of the storefront snapshot. */
export interface CatalogEntry {
  product: Product;
  /** `item.structuredContent` as themes read it; stock holds defaults until `withStock` fills it. */
  structuredContent: ProductStructuredContent;
}

export interface CatalogSnapshot {
  websiteId: string;
  currency: Currency;
  /** Every product of the site by item id, in creation order. */
  products: Record<string, CatalogEntry>;
}

export interface NewProduct {
  /** The content item this product belongs to. */
  itemId: string;
  /** A ProductInput; validated here. */
  input: unknown;
}

function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === 'object' && depth < 4; depth++) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService({ db, ids, clock, events, currencyOf }: CatalogDeps) {
  async function assertSkusFree(tx: Db, product: Product, exceptItemId?: string): Promise<void> {
    const taken = await skusTaken(tx, product.websiteId, product.variants.map((v) => v.sku), exceptItemId);
    if (taken.length > 0) {
      const errors: Record<string, string> = {};
      product.variants.forEach((v, i) => {
        if (taken.includes(v.sku)) errors[`variants.${i}.sku`] = `The SKU ${v.sku} is used by another product.`;
      });
      throw new DomainError('SKU_TAKEN', { skus: taken, errors });
    }
  }

  /** Runs a write, turning a lost race on a SKU into SKU_TAKEN rather than a 500. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw new DomainError('SKU_TAKEN', {}, { cause: e });
      throw e;
    }
  }

  async function createMany(websiteId: string, entries: NewProduct[]): Promise<Product[]> {
    const currency = await currencyOf(websiteId);
    const now = clock.now();
    const created = entries.map(({ itemId, input }) => normalizeProduct(input, { websiteId, itemId, existing: null, ids, now, currency }));
    const itemIds = created.map((p) => p.itemId);
    if (new Set(itemIds).size !== itemIds.length) throw new DomainError('PRODUCT_EXISTS', { itemIds });
    const skus = created.flatMap((p) => p.variants.map((v) => v.sku));
    if (new Set(skus).size !== skus.length) throw new DomainError('SKU_TAKEN', { skus: skus.filter((s, i) => skus.indexOf(s) !== i) });
    await guarded(() =>
      db.transaction(async (tx) => {
        const existing = await productsExisting(tx, itemIds);
        if (existing.length > 0) throw new DomainError('PRODUCT_EXISTS', { itemIds: existing });
        for (const product of created) await assertSkusFree(tx, product);
        for (const product of created) await writeProduct(tx, product, 'insert');
      }),
    );
    events.emit({ type: 'site.changed', websiteId });
    return created;
  }

  return {
    /** Makes the item `itemId` a product with the given type, options and variants. */
    async createProduct(websiteId: string, itemId: string, input: unknown): Promise<Product> {
      const [product] = await createMany(websiteId, [{ itemId, input }]);
      return product!;
    },

    /** Creates several products at once: all of them, or none (one transaction). */
    createProducts: createMany,

    /**
     * Replaces a product's settings and variants. Variants listed with their id are kept (their
     * stock stays with them), those without are added, those left out are removed. With
     * `expectedVersion`, a product changed by someone else since gives CONFLICT.
     */
    async updateProduct(websiteId: string, itemId: string, input: unknown, options: { expectedVersion?: number } = {}): Promise<Product> {
      const currency = await currencyOf(websiteId);
      const updated = await guarded(() =>
        db.transaction(async (tx) => {
          const row = await lockProduct(tx, websiteId, itemId);
          if (row === undefined) throw new DomainError('PRODUCT_NOT_FOUND', { itemId });
          if (options.expectedVersion !== undefined && options.expectedVersion !== row.version) {
            throw new DomainError('CONFLICT', { expectedVersion: options.expectedVersion, version: row.version });
          }
          const [existing] = await loadProducts(tx, websiteId, [itemId]);
          const product = normalizeProduct(input, { websiteId, itemId, existing: existing!, ids, now: clock.now(), currency });
          await assertSkusFree(tx, product, itemId);
          await writeProduct(tx, product, 'update');
          return product;
        }),
      );
      events.emit({ type: 'site.changed', websiteId });
      return updated;
    },

    /** Removes a product and its variants (the content item stays). */
    async deleteProduct(websiteId: string, itemId: string): Promise<void> {
      if (!(await removeProduct(db, websiteId, itemId))) throw new DomainError('PRODUCT_NOT_FOUND', { itemId });
      events.emit({ type: 'site.changed', websiteId });
    },

    async getProduct(websiteId: string, itemId: string): Promise<Product | null> {
      const [product] = await loadProducts(db, websiteId, [itemId]);
      return product ?? null;
    },

    /** The site's products among `itemIds` (others', and unknown ids, are left out). */
    getProducts(websiteId: string, itemIds: string[]): Promise<Product[]> {
      return loadProducts(db, websiteId, itemIds);
    },

    /** One page of the owner's product list (search, filters, sort, keyset paging). */
    async productIndex(websiteId: string, query: ProductIndexQuery): Promise<ProductIndexPage> {
      const currency = await currencyOf(websiteId);
      return queryProductIndex(db, websiteId, query, { now: new Date(clock.now()), currency });
    },

    /** Every product of the site, oldest first. */
    listProducts(websiteId: string): Promise<Product[]> {
      return loadProducts(db, websiteId);
    },

    /** Which of `skus` the site's variants already use (import checks before writing). */
    findTakenSkus(websiteId: string, skus: string[]): Promise<string[]> {
      return skusTaken(db, websiteId, skus);
    },

    /** The product and variant a SKU names, or null (carts and orders refer to variants by SKU). */
    async findBySku(websiteId: string, sku: string): Promise<{ product: Product; variant: Product['variants'][number] } | null> {
      const itemId = await itemIdOfSku(db, websiteId, sku);
      if (itemId === undefined) return null;
      const [product] = await loadProducts(db, websiteId, [itemId]);
      const variant = product?.variants.find((v) => v.sku === sku);
      return product === undefined || variant === undefined ? null : { product, variant };
    },

    /** The product and variant of a variant id, or null when the site has no such variant. */
    async findVariant(websiteId: string, variantId: string): Promise<{ product: Product; variant: Product['variants'][number] } | null> {
      const itemId = await itemIdOfVariant(db, websiteId, variantId);
      if (itemId === undefined) return null;
      const [product] = await loadProducts(db, websiteId, [itemId]);
      const variant = product?.variants.find((v) => v.id === variantId);
      return product === undefined || variant === undefined ? null : { product, variant };
    },

    /** The site's catalog for the storefront's in-memory snapshot (no query on page views). */
    async exportCatalog(websiteId: string): Promise<CatalogSnapshot> {
      const currency = await currencyOf(websiteId);
      const snapshot: CatalogSnapshot = { websiteId, currency, products: {} };
      for (const product of await loadProducts(db, websiteId)) {
        snapshot.products[product.itemId] = { product, structuredContent: toStructuredContent(product, currency) };
      }
      return snapshot;
    },
  };
}
