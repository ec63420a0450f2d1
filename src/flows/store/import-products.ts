/**
 * `stoa products import` and POST /api/admin/catalog/import: a Shopify product CSV becomes
 * store items, products, variants and stock. Everything is checked first (the file, the
 * catalog's rules, SKUs and handles already used by the site), every problem reported by
 * line; then all of it is written in one transaction, so a file is imported whole or not at
 * all. A site without a store gets one (spec §5 URL id rules).
 */
import { CollectionType, RecordType } from '../../shared/enums';
import { describeError } from '../../shared/error-catalog';
import { DomainError, isDomainError } from '../../shared/errors';
import type { Currency } from '../../shared/money';
import { parseShopifyCsv, productInputErrors, type CatalogService, type CsvLineError, type ProductInput, type ShopifyProduct } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';
import { createStoreIn, type StoreContentPort } from './create-store';
import { urlIdFromTitle } from './store-url-id';
import type { InTransaction } from '../transaction';

/** What the import needs of the content module besides store creation. */
export interface ImportContentPort extends StoreContentPort {
  /** URL ids of a collection's items (handles become item URL ids). */
  listItemUrlIds(websiteId: string, collectionId: string): Promise<string[]>;
  createItem(
    websiteId: string,
    collectionId: string,
    input: { recordType: number; title: string; body: string; urlId: string; tags: string[]; categories: string[]; assetUrl: string | null; status: 'published' | 'draft' },
  ): Promise<{ id: string }>;
}

export interface ImportServices {
  content: ImportContentPort;
  catalog: Pick<CatalogService, 'createProducts'>;
  inventory: Pick<InventoryService, 'adjustStock'>;
}

export interface ImportProductsDeps {
  inTransaction: InTransaction<ImportServices>;
  /** Read before the transaction: SKUs and the store collection already there. */
  catalog: Pick<CatalogService, 'findTakenSkus'>;
  content: Pick<ImportContentPort, 'listCollections' | 'listItemUrlIds'>;
}

export interface ImportProductsRequest {
  websiteId: string;
  currency: Currency;
  csv: string;
  /** Who imports (an owner's user id, or 'cli'); recorded in the stock history. */
  actor: string;
  /** Names for a store created by the import. */
  storeTitle?: string;
  allCategoryDisplayName?: string;
}

export interface ImportProductsResult {
  collectionId: string;
  createdStore: boolean;
  products: { handle: string; itemId: string; variants: number }[];
  variants: number;
}

function lineError(line: number, message: string): CsvLineError {
  return { line, message, text: `line ${line}: ${message}` };
}

/** Throws IMPORT_INVALID with the problems by line: `data.errors` {"line 7": "line 7: ..."}. */
function reject(errors: CsvLineError[]): never {
  const byLine: Record<string, string> = {};
  for (const e of [...errors].sort((a, b) => a.line - b.line)) {
    const key = `line ${e.line}`;
    byLine[key] = byLine[key] === undefined ? e.text : `${byLine[key]}; ${e.message}`;
  }
  throw new DomainError('IMPORT_INVALID', { errors: byLine, lines: errors.map((e) => e.text) });
}

/**
 * Runs a write for the product at `line`; a refusal by the content module (a tag too long, the
 * product limit reached ...) is reported at that line. Rethrowing rolls the import back.
 */
async function atLine<T>(line: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!isDomainError(e)) throw e;
    const fields = e.details.errors;
    const detail =
      fields !== null && typeof fields === 'object' ? Object.entries(fields).map(([f, m]) => `${f}: ${String(m)}`).join('; ') : '';
    reject([lineError(line, detail === '' ? describeError(e.code, e.details).message : detail)]);
  }
}

/** The id a parsed product's image gets in the catalog (by its place in the file): variants name it. */
function importedImageId(p: ShopifyProduct, url: string): string {
  return `image-${p.images.indexOf(url) + 1}`;
}

/** The catalog input for a parsed product: its images in file order, each variant's Variant Image as its main image. */
export function toProductInput(p: ShopifyProduct): ProductInput {
  return {
    productType: p.productType,
    variantOptionOrdering: p.optionNames,
    images: p.images.map((url) => ({ id: importedImageId(p, url), assetUrl: url })),
    variants: p.variants.map((v) => ({
      ...(v.sku !== null && { sku: v.sku }),
      price: v.price,
      salePrice: v.salePrice,
      onSale: v.onSale,
      attributes: v.attributes,
      mainImageId: v.image === null ? null : importedImageId(p, v.image),
    })),
  };
}

/** The catalog's own rules, reported at the line of the variant (or product) they concern. */
function catalogRuleErrors(p: ShopifyProduct): CsvLineError[] {
  return Object.entries(productInputErrors(toProductInput(p))).map(([field, message]) => {
    const variant = /^variants\.(\d+)\b/.exec(field);
    return lineError(variant !== null ? (p.variants[Number(variant[1])]?.line ?? p.line) : p.line, message);
  });
}

/** Imports a Shopify product CSV into a site, whole or not at all. */
export async function importProducts(deps: ImportProductsDeps, request: ImportProductsRequest): Promise<ImportProductsResult> {
  const { websiteId } = request;
  const parsed = parseShopifyCsv(request.csv, request.currency);
  if (!parsed.ok) reject(parsed.errors);
  const products = parsed.products;
  const errors = products.flatMap(catalogRuleErrors);

  const skuLines = new Map(products.flatMap((p) => p.variants.flatMap((v) => (v.sku === null ? [] : [[v.sku, v.line] as const]))));
  for (const sku of await deps.catalog.findTakenSkus(websiteId, [...skuLines.keys()])) {
    errors.push(lineError(skuLines.get(sku)!, `Variant SKU ${sku} is already used by another product`));
  }
  const store = (await deps.content.listCollections(websiteId)).find((c) => c.type === CollectionType.PRODUCTS);
  const usedUrlIds = new Map<string, number>();
  for (const url of store === undefined ? [] : await deps.content.listItemUrlIds(websiteId, store.id)) usedUrlIds.set(url, 0);
  for (const p of products) {
    const urlId = urlIdFromTitle(p.handle);
    const earlier = usedUrlIds.get(urlId);
    if (urlId === '') errors.push(lineError(p.line, `Handle ${p.handle} has no letters or digits to make a web address from`));
    else if (earlier === 0) errors.push(lineError(p.line, `the store already has a product with Handle ${p.handle}`));
    else if (earlier !== undefined) errors.push(lineError(p.line, `Handle ${p.handle} makes the same web address as the Handle on line ${earlier}`));
    else usedUrlIds.set(urlId, p.line);
  }
  if (errors.length > 0) reject(errors);

  return deps.inTransaction(async ({ content, catalog, inventory }) => {
    const collectionId =
      store?.id ??
      (
        await createStoreIn(content, {
          websiteId,
          storeTitle: request.storeTitle ?? 'Store',
          fallbackStoreTitle: 'Store',
          allCategoryDisplayName: request.allCategoryDisplayName ?? 'All',
          addToMainNav: true,
          publish: true,
        })
      ).collectionId;
    const items: string[] = [];
    for (const p of products) {
      const item = await atLine(p.line, () =>
        content.createItem(websiteId, collectionId, {
          recordType: RecordType.STORE_ITEM,
          title: p.title,
          body: p.bodyHtml,
          urlId: urlIdFromTitle(p.handle),
          tags: p.tags,
          categories: p.type === '' ? [] : [p.type],
          assetUrl: p.images[0] ?? null,
          status: p.published ? 'published' : 'draft',
        }),
      );
      items.push(item.id);
    }
    const created = await catalog.createProducts(
      websiteId,
      products.map((p, i) => ({ itemId: items[i]!, input: toProductInput(p) })),
    );
    const meta = { reason: 'import', actor: request.actor };
    for (const [i, product] of created.entries()) {
      for (const [k, variant] of product.variants.entries()) {
        const qty = products[i]!.variants[k]!.inventoryQty;
        if (qty === null) await inventory.adjustStock(websiteId, variant.id, { unlimited: true }, meta);
        else if (qty > 0) await inventory.adjustStock(websiteId, variant.id, { expected: 0, quantity: qty }, meta);
      }
    }
    return {
      collectionId,
      createdStore: store === undefined,
      products: created.map((p, i) => ({ handle: products[i]!.handle, itemId: p.itemId, variants: p.variants.length })),
      variants: created.reduce((n, p) => n + p.variants.length, 0),
    };
  });
}
