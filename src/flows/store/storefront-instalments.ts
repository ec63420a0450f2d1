/**
 * The instalment context of each product (BNPL-02, BNPL-03, GAP-63), as product pages carry it
 * in `productInstalmentContext` by product id: whether the provider's messaging applies, the
 * provider's minimum and maximum in minor units, the shopper's language and the store's
 * payment account country. Pure: built with the storefront snapshot.
 */
import type { CatalogSnapshot } from '../../modules/catalog';
import type { StoreSettingsSnapshot } from '../../modules/store-settings';
import { instalmentsOffered, isInstalmentEligibleType, languageOf, type InstalmentContext } from '../../shared/instalments';

/** The instalment context of every product in `catalog`, by item id. */
export function buildInstalmentContexts(
  catalog: CatalogSnapshot,
  settings: StoreSettingsSnapshot,
  /** The page's language tag, e.g. "en" or "fr-CA". */
  shopperLanguage: string,
): Record<string, InstalmentContext> {
  const account = settings.settings.instalments;
  const offered = instalmentsOffered(account, settings.currency);
  const base = {
    minimumAmountCents: account.limits?.minimumAmountCents ?? null,
    maximumAmountCents: account.limits?.maximumAmountCents ?? null,
    shopperLanguage: languageOf(shopperLanguage) || 'en',
    paymentAccountCountry: account.paymentAccountCountry,
  };
  const out: Record<string, InstalmentContext> = {};
  for (const [itemId, entry] of Object.entries(catalog.products)) {
    out[itemId] = { available: offered && isInstalmentEligibleType(entry.structuredContent.productType), ...base };
  }
  return out;
}
