/**
 * Whether a checkout may be paid in instalments (GAP-52: the BNPL provider only when BNPL-04
 * holds): the store's provider account is connected in an allowed country (BNPL-08, GAP-89,
 * GAP-63), every line is a physical product (BNPL-02) and the grand total is in range
 * (BNPL-04). Checked before anything is charged.
 */
import type { CatalogService } from '../../modules/catalog';
import type { StoreSettingsService } from '../../modules/store-settings';
import { DomainError } from '../../shared/errors';
import { instalmentRangeText, instalmentsOffered, isInstalmentEligibleType } from '../../shared/instalments';
import type { CartForCheckout } from '../cart';

export interface InstalmentCheckoutDeps {
  storeSettings: Pick<StoreSettingsService, 'getStoreSettings'>;
  catalog: Pick<CatalogService, 'getProduct'>;
}

/**
 * Throws INSTALMENTS_UNAVAILABLE, INSTALMENTS_ITEM_NOT_ELIGIBLE or INSTALMENTS_OUT_OF_RANGE
 * unless `cart` may be paid in instalments. Without deps nothing may be.
 */
export async function assertInstalmentCheckout(deps: InstalmentCheckoutDeps | null, cart: CartForCheckout): Promise<void> {
  if (deps === null) throw new DomainError('INSTALMENTS_UNAVAILABLE');
  const { instalments } = await deps.storeSettings.getStoreSettings(cart.websiteId);
  if (!instalmentsOffered(instalments, cart.currency) || instalments.limits === null) {
    throw new DomainError('INSTALMENTS_UNAVAILABLE', { paymentAccountCountry: instalments.paymentAccountCountry });
  }
  const notEligible: string[] = [];
  for (const itemId of new Set(cart.lines.map((l) => l.itemId))) {
    const product = await deps.catalog.getProduct(cart.websiteId, itemId);
    if (product === null || !isInstalmentEligibleType(product.productType)) notEligible.push(itemId);
  }
  if (notEligible.length > 0) throw new DomainError('INSTALMENTS_ITEM_NOT_ELIGIBLE', { itemIds: notEligible });
  const rangeText = instalmentRangeText(cart.grandTotal, instalments.limits, cart.currency);
  if (rangeText !== null) throw new DomainError('INSTALMENTS_OUT_OF_RANGE', { rangeText, grandTotal: cart.grandTotal });
}
