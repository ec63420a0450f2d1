/**
 * What is checked before a buyer is charged, so that a buyer whose item sold out or was
 * withdrawn before checkout is refused without being charged and refunded:
 *  - stock for every counted line (place-order.ts, for every purchase). The order's
 *    transaction takes stock again atomically (takeStock): that guards the race between two
 *    buyers, and gives the same error, INVENTORY_INSUFFICIENT;
 *  - that each line's product is still published with that variant (visitor-checkout.ts,
 *    which builds the checkout from the catalog): CART_ITEM_UNAVAILABLE, as adding it would.
 */
import type { CatalogService } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';
import { DomainError } from '../../shared/errors';
import { publishedProduct, type CartItemPort } from '../cart';
import type { PricedCheckout } from './priced-checkout';

/** INVENTORY_INSUFFICIENT (the order transaction's error) when a counted line lacks stock. */
export async function assertCheckoutInStock(inventory: Pick<InventoryService, 'getStock'>, checkout: PricedCheckout): Promise<void> {
  // GAP-58: test-mode orders take no stock.
  if (checkout.testMode) return;
  const wanted = new Map<string, number>();
  for (const line of checkout.lines) {
    if (line.stockTracked !== false) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  }
  if (wanted.size === 0) return;
  for (const level of await inventory.getStock(checkout.websiteId, [...wanted.keys()])) {
    const quantity = wanted.get(level.variantId) ?? 0;
    if (!level.unlimited && level.qtyInStock < quantity) {
      throw new DomainError('INVENTORY_INSUFFICIENT', { variantId: level.variantId, available: level.qtyInStock });
    }
  }
}

/** CART_ITEM_UNAVAILABLE when a line's product is gone, unpublished, or no longer has the variant. */
export async function assertLinesPublished(
  deps: { catalog: Pick<CatalogService, 'getProduct'>; content: CartItemPort },
  websiteId: string,
  lines: readonly { itemId: string; variantId: string }[],
): Promise<void> {
  for (const line of lines) {
    const { product } = await publishedProduct(deps, websiteId, line.itemId);
    if (!product.variants.some((v) => v.id === line.variantId)) throw new DomainError('CART_ITEM_UNAVAILABLE', { itemId: line.itemId });
  }
}
