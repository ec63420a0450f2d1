/**
 * Bulk actions on the owner's product list: publish, hide, delete, or put in one category,
 * for a list of products of one site, all in one transaction (any unknown product, or any
 * refusal, changes nothing). Publishing and hiding move the store item's status (hidden is
 * Private for a published item, since a published item may only go to Private); deleting
 * removes the item, the product and its stock, as a single delete does.
 */
import { DomainError } from '../../shared/errors';
import type { CatalogService } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';
import type { ProductBulkAnswer, ProductBulkBody } from '../../shared/api/catalog-index';
import type { InTransaction } from '../transaction';

/** What bulk actions need of the content module (inside the transaction). */
export interface BulkContentPort {
  getItem(websiteId: string, itemId: string): Promise<{ status: string; categories: string[] }>;
  setItemStatus(websiteId: string, itemId: string, change: { status: 'published' | 'private' }): Promise<unknown>;
  updateItem(websiteId: string, itemId: string, patch: { categories: string[] }): Promise<unknown>;
  deleteItem(websiteId: string, itemId: string): Promise<void>;
}

export interface ProductBulkServices {
  content: BulkContentPort;
  catalog: Pick<CatalogService, 'getProducts' | 'deleteProduct'>;
  inventory: Pick<InventoryService, 'removeStock'>;
}

export interface ProductBulkDeps {
  inTransaction: InTransaction<ProductBulkServices>;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Runs one bulk action on the site's products `body.ids`; answers which changed and which were already so. */
export function runProductBulkAction(deps: ProductBulkDeps, websiteId: string, body: ProductBulkBody): Promise<ProductBulkAnswer> {
  const ids = [...new Set(body.ids)];
  return deps.inTransaction(async ({ content, catalog, inventory }) => {
    const products = await catalog.getProducts(websiteId, ids);
    const found = new Set(products.map((p) => p.itemId));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new DomainError('PRODUCT_NOT_FOUND', { itemIds: missing });
    const answer: ProductBulkAnswer = { action: body.action, changed: [], unchanged: [] };
    for (const product of products) {
      const id = product.itemId;
      let changed = true;
      if (body.action === 'delete') {
        await catalog.deleteProduct(websiteId, id);
        await inventory.removeStock(websiteId, product.variants.map((v) => v.id));
        await content.deleteItem(websiteId, id);
      } else {
        const item = await content.getItem(websiteId, id);
        const published = item.status === 'published';
        if (body.action === 'publish') {
          if (published) changed = false;
          else await content.setItemStatus(websiteId, id, { status: 'published' });
        } else if (body.action === 'hide') {
          if (!published) changed = false;
          else await content.setItemStatus(websiteId, id, { status: 'private' });
        } else {
          const categories = body.category.trim() === '' ? [] : [body.category.trim()];
          if (sameList(item.categories, categories)) changed = false;
          else await content.updateItem(websiteId, id, { categories });
        }
      }
      (changed ? answer.changed : answer.unchanged).push(id);
    }
    return answer;
  });
}
