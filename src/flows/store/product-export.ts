/**
 * The owner's "Export CSV": every product of the site with its store item and stock, as
 * Shopify's product CSV (the file the import reads back).
 */
import { CollectionType } from '../../shared/enums';
import type { Currency } from '../../shared/money';
import { writeShopifyCsv, type CatalogService, type ExportedProduct } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';

interface ExportItem {
  id: string;
  urlId: string;
  title: string;
  body: string;
  categories: string[];
  tags: string[];
  status: string;
  assetUrl: string | null;
}

export interface ProductExportDeps {
  content: {
    listCollections(websiteId: string): Promise<{ id: string; type: number }[]>;
    listItems(websiteId: string, collectionId: string, query: { offset: number; limit: number }): Promise<{ items: ExportItem[]; total: number }>;
  };
  catalog: Pick<CatalogService, 'listProducts'>;
  inventory: Pick<InventoryService, 'getStock'>;
}

const PAGE = 500;

async function storeItems(deps: ProductExportDeps, websiteId: string): Promise<Map<string, ExportItem>> {
  const byId = new Map<string, ExportItem>();
  const stores = (await deps.content.listCollections(websiteId)).filter((c) => c.type === CollectionType.PRODUCTS);
  for (const store of stores) {
    for (let offset = 0; ; offset += PAGE) {
      const { items } = await deps.content.listItems(websiteId, store.id, { offset, limit: PAGE });
      for (const item of items) byId.set(item.id, item);
      if (items.length < PAGE) break;
    }
  }
  return byId;
}

/** The site's products as Shopify CSV text; site-path pictures become addresses on `origin`. */
export async function exportProductsCsv(deps: ProductExportDeps, websiteId: string, currency: Currency, origin: string): Promise<string> {
  const items = await storeItems(deps, websiteId);
  const products = await deps.catalog.listProducts(websiteId);
  const levels = await deps.inventory.getStock(websiteId, products.flatMap((p) => p.variants.map((v) => v.id)));
  const stock = Object.fromEntries(levels.map((l) => [l.variantId, l.unlimited ? null : l.qtyInStock]));
  const entries: ExportedProduct[] = [];
  for (const product of products) {
    const item = items.get(product.itemId);
    if (item === undefined) continue;
    entries.push({
      product,
      handle: item.urlId,
      title: item.title,
      bodyHtml: item.body,
      categories: item.categories,
      tags: item.tags,
      published: item.status === 'published',
      itemImage: item.assetUrl,
      stock,
    });
  }
  return writeShopifyCsv(entries, currency, origin);
}
