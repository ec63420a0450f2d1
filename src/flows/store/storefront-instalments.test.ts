import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '../../modules/catalog';
import { BUILT_IN_INSTALMENT_LIMITS, DEFAULT_STORE_SETTINGS, type InstalmentSettings, type StoreSettingsSnapshot } from '../../modules/store-settings';
import { ProductType } from '../../shared/enums';
import type { Currency } from '../../shared/money';
import { buildInstalmentContexts } from './storefront-instalments';

// Only the product types matter here.
const catalog = {
  websiteId: 'site',
  currency: 'USD',
  products: Object.fromEntries(
    Object.entries({ mug: ProductType.PHYSICAL, ebook: ProductType.DIGITAL, lesson: ProductType.SERVICE, card: ProductType.GIFT_CARD }).map(([id, productType]) => [
      id,
      { product: {}, structuredContent: { productType, variants: [] } },
    ]),
  ),
} as unknown as CatalogSnapshot;

function settings(instalments: InstalmentSettings, currency: Currency = 'USD'): StoreSettingsSnapshot {
  return {
    websiteId: 'site',
    currency,
    settings: { ...DEFAULT_STORE_SETTINGS, instalments },
    templateStoreSettings: { multipleQuantityAllowedForServices: true, defaultCurrency: currency, selectedCurrency: currency } as StoreSettingsSnapshot['templateStoreSettings'],
  };
}

const US = { connected: true, paymentAccountCountry: 'US', limits: BUILT_IN_INSTALMENT_LIMITS.US };

describe('instalment context per product', () => {
  it('BNPL-02 BNPL-03 only the physical product is available; every item carries the min, max, language and country', () => {
    const contexts = buildInstalmentContexts(catalog, settings(US), 'en-US');
    expect(contexts.mug).toEqual({ available: true, minimumAmountCents: 100, maximumAmountCents: 200_000, shopperLanguage: 'en', paymentAccountCountry: 'US' });
    for (const id of ['ebook', 'lesson', 'card']) expect(contexts[id]).toMatchObject({ available: false, minimumAmountCents: 100, maximumAmountCents: 200_000 });
  });

  it('GAP-63 nothing is available while the account is not connected', () => {
    const contexts = buildInstalmentContexts(catalog, settings({ ...US, connected: false }), 'en');
    expect(Object.values(contexts).map((c) => c.available)).toEqual([false, false, false, false]);
  });

  it('BNPL-08 GAP-89 an account outside the allowed countries offers nothing; one in a US territory does', () => {
    expect(buildInstalmentContexts(catalog, settings({ connected: true, paymentAccountCountry: 'FR', limits: null }), 'fr').mug).toEqual({
      available: false,
      minimumAmountCents: null,
      maximumAmountCents: null,
      shopperLanguage: 'fr',
      paymentAccountCountry: 'FR',
    });
    expect(buildInstalmentContexts(catalog, settings({ ...US, paymentAccountCountry: 'GU' }), 'en').mug).toMatchObject({ available: true, paymentAccountCountry: 'GU' });
  });

  it('a store selling in another currency than the account country’s offers nothing', () => {
    expect(buildInstalmentContexts(catalog, settings(US, 'EUR'), 'en').mug!.available).toBe(false);
  });
});
