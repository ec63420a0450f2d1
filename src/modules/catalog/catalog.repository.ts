/**
 * Rows ↔ products. Every query filters by website: one site never sees another's products.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { ProductType } from '../../shared/enums';
import { productImages, products, variants } from './catalog.tables';
import type { Product, ProductImage, Variant } from './catalog.types';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

function toImage(row: ImageRow): ProductImage {
  return {
    id: row.id,
    assetUrl: row.assetUrl,
    filename: row.filename,
    originalSize: row.originalSize,
    mediaFocalPoint: row.mediaFocalPoint ?? null,
    altText: row.altText,
    systemDataVariants: row.systemDataVariants,
  };
}

/** Rows grouped by their product's item id, in the order given. */
function byItemId<R extends { itemId: string }>(rows: R[]): Map<string, R[]> {
  const out = new Map<string, R[]>();
  for (const row of rows) {
    const list = out.get(row.itemId);
    if (list === undefined) out.set(row.itemId, [row]);
    else list.push(row);
  }
  return out;
}

function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    sku: row.sku,
    price: row.price,
    salePrice: row.salePrice,
    onSale: row.onSale,
    attributes: row.attributes,
    position: row.position,
    mainImageId: row.mainImageId,
  };
}

function toProduct(row: ProductRow, variantRows: VariantRow[], imageRows: ImageRow[]): Product {
  return {
    id: row.itemId,
    itemId: row.itemId,
    websiteId: row.websiteId,
    productType: row.productType as ProductType,
    isSubscribable: row.isSubscribable,
    subscriptionPlan: row.subscriptionPlan ?? null,
    variantOptionOrdering: row.variantOptionOrdering,
    additionalFieldsFormId: row.additionalFieldsFormId,
    digitalFileAssetId: row.digitalFileAssetId,
    useCustomAddButtonText: row.useCustomAddButtonText,
    customAddButtonText: row.customAddButtonText,
    merchandising: row.merchandising,
    images: imageRows.map(toImage),
    variants: variantRows.map(toVariant),
    version: row.version,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** Products of a site (all, or the given item ids) with their variants in position order. */
export async function loadProducts(db: DbOrTx, websiteId: string, itemIds?: string[]): Promise<Product[]> {
  if (itemIds !== undefined && itemIds.length === 0) return [];
  const productWhere =
    itemIds === undefined
      ? eq(products.websiteId, websiteId)
      : and(eq(products.websiteId, websiteId), inArray(products.itemId, itemIds));
  const productRows = await db.select().from(products).where(productWhere).orderBy(asc(products.seq));
  if (productRows.length === 0) return [];
  const variantWhere =
    itemIds === undefined
      ? eq(variants.websiteId, websiteId)
      : and(eq(variants.websiteId, websiteId), inArray(variants.itemId, itemIds));
  const variantRows = await db.select().from(variants).where(variantWhere).orderBy(asc(variants.itemId), asc(variants.position));
  const imageWhere =
    itemIds === undefined
      ? eq(productImages.websiteId, websiteId)
      : and(eq(productImages.websiteId, websiteId), inArray(productImages.itemId, itemIds));
  const imageRows = await db.select().from(productImages).where(imageWhere).orderBy(asc(productImages.itemId), asc(productImages.position));
  const variantsByItem = byItemId(variantRows);
  const imagesByItem = byItemId(imageRows);
  return productRows.map((row) => toProduct(row, variantsByItem.get(row.itemId) ?? [], imagesByItem.get(row.itemId) ?? []));
}

/** The product row of an item, locked for this transaction (updates replace it whole). */
export async function lockProduct(tx: DbOrTx, websiteId: string, itemId: string): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.itemId, itemId)))
    .for('update');
  return row;
}

/** Which of `skus` are used in the site by variants of products other than `exceptItemId`. */
export async function skusTaken(db: DbOrTx, websiteId: string, skus: string[], exceptItemId?: string): Promise<string[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: variants.sku, itemId: variants.itemId })
    .from(variants)
    .where(and(eq(variants.websiteId, websiteId), inArray(variants.sku, skus)));
  return rows.filter((r) => r.itemId !== exceptItemId).map((r) => r.sku);
}

/** The item whose product has the variant `variantId`, if that variant is the site's. */
export async function itemIdOfVariant(db: DbOrTx, websiteId: string, variantId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ itemId: variants.itemId })
    .from(variants)
    .where(and(eq(variants.websiteId, websiteId), eq(variants.id, variantId)));
  return row?.itemId;
}

/** The item whose product has a variant with this SKU, if any. */
export async function itemIdOfSku(db: DbOrTx, websiteId: string, sku: string): Promise<string | undefined> {
  const [row] = await db
    .select({ itemId: variants.itemId })
    .from(variants)
    .where(and(eq(variants.websiteId, websiteId), eq(variants.sku, sku)));
  return row?.itemId;
}

/** Which of `itemIds` already have a product (in any site: item ids are global). */
export async function productsExisting(db: DbOrTx, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db.select({ itemId: products.itemId }).from(products).where(inArray(products.itemId, itemIds));
  return rows.map((r) => r.itemId);
}

/** Writes a product's row (insert or full update) and replaces its images and variants. */
export async function writeProduct(tx: DbOrTx, product: Product, mode: 'insert' | 'update'): Promise<void> {
  const values = {
    itemId: product.itemId,
    websiteId: product.websiteId,
    productType: product.productType,
    isSubscribable: product.isSubscribable,
    subscriptionPlan: product.subscriptionPlan,
    variantOptionOrdering: product.variantOptionOrdering,
    additionalFieldsFormId: product.additionalFieldsFormId,
    digitalFileAssetId: product.digitalFileAssetId,
    useCustomAddButtonText: product.useCustomAddButtonText,
    customAddButtonText: product.customAddButtonText,
    merchandising: product.merchandising,
    version: product.version,
    createdAt: new Date(product.createdAt),
    updatedAt: new Date(product.updatedAt),
  };
  if (mode === 'insert') {
    await tx.insert(products).values(values);
  } else {
    await tx
      .update(products)
      .set(values)
      .where(and(eq(products.websiteId, product.websiteId), eq(products.itemId, product.itemId)));
    // Replaced whole, so that SKUs may move between variants of the product in one change;
    // variants first, as they point at the images.
    await tx.delete(variants).where(and(eq(variants.websiteId, product.websiteId), eq(variants.itemId, product.itemId)));
    await tx.delete(productImages).where(and(eq(productImages.websiteId, product.websiteId), eq(productImages.itemId, product.itemId)));
  }
  if (product.images.length > 0) {
    await tx.insert(productImages).values(
      product.images.map((image, position) => ({ ...image, itemId: product.itemId, websiteId: product.websiteId, position })),
    );
  }
  if (product.variants.length > 0) {
    await tx.insert(variants).values(
      product.variants.map((v) => ({
        id: v.id,
        websiteId: product.websiteId,
        itemId: product.itemId,
        sku: v.sku,
        price: v.price,
        salePrice: v.salePrice,
        onSale: v.onSale,
        attributes: v.attributes,
        position: v.position,
        mainImageId: v.mainImageId,
        createdAt: new Date(product.updatedAt),
      })),
    );
  }
}

/** Deletes a product and (by cascade) its variants; false when the site has no such product. */
export async function removeProduct(db: DbOrTx, websiteId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.itemId, itemId)))
    .returning({ itemId: products.itemId });
  return rows.length > 0;
}
