/**
 * A store's settings: read (defaults filled in), change (a validated patch merged over what
 * is stored), and export for the storefront snapshot. The currency is not a store setting:
 * it follows the site.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import type { EventBus } from '../../shared/events';
import { DomainError } from '../../shared/errors';
import type { InstalmentLimits } from '../../shared/instalments';
import type { Currency } from '../../shared/money';
import { builtInInstalmentLimits, type InstalmentLimitsLookup } from './instalment-provider';
import { mergeStoreSettingsPatch, resolveStoreSettings, storeSettingsPatchSchema } from './store-settings.defaults';
import { storeSettings } from './store-settings.tables';
import type { StoreSettings, StoreSettingsPatch, StoreSettingsSnapshot } from './store-settings.types';

export interface StoreSettingsDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  /** The site's currency (the sites module's answer, wired in app.ts). */
  currencyOf(websiteId: string): Promise<Currency>;
  /** The instalment provider's limits by country (GAP-63); default: the built-in table. */
  instalmentLimits?: InstalmentLimitsLookup | undefined;
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;

/** GAP-63: a connected provider account has a country; refused otherwise (the transaction rolls back). */
function assertInstalmentAccount(settings: StoreSettingsPatch): void {
  if (settings.instalments?.connected === true && (settings.instalments.paymentAccountCountry ?? null) === null) {
    throw new DomainError('VALIDATION_FAILED', { errors: { paymentAccountCountry: 'Choose the payment account country before connecting.' } });
  }
}

export function createStoreSettingsService({ db, clock, events, currencyOf, instalmentLimits = builtInInstalmentLimits }: StoreSettingsDeps) {
  async function stored(websiteId: string): Promise<StoreSettingsPatch> {
    const [row] = await db.select().from(storeSettings).where(eq(storeSettings.websiteId, websiteId));
    return row?.settings ?? {};
  }

  /** The store's settings, defaults filled in. */
  async function getStoreSettings(websiteId: string): Promise<StoreSettings> {
    return resolveStoreSettings(await stored(websiteId), instalmentLimits);
  }

  return {
    getStoreSettings,

    /** Merges a patch (validated; unknown fields are refused) and returns the new settings. */
    async updateStoreSettings(websiteId: string, rawPatch: unknown): Promise<StoreSettings> {
      const patch = storeSettingsPatchSchema.parse(rawPatch) as StoreSettingsPatch;
      const now = new Date(clock.now());
      const merged = await db.transaction(async (tx) => {
        // Lock (or create) the row first so two concurrent patches merge instead of overwriting.
        await tx.insert(storeSettings).values({ websiteId, settings: {}, updatedAt: now }).onConflictDoNothing();
        const [row] = await tx.select().from(storeSettings).where(eq(storeSettings.websiteId, websiteId)).for('update');
        const next = mergeStoreSettingsPatch(row?.settings ?? {}, patch);
        assertInstalmentAccount(next);
        await tx.update(storeSettings).set({ settings: next, updatedAt: now }).where(eq(storeSettings.websiteId, websiteId));
        return next;
      });
      events.emit({ type: 'site.changed', websiteId });
      return resolveStoreSettings(merged, instalmentLimits);
    },

    /** The instalment provider's limits for an account country (a US territory reads the US ones), or null. */
    instalmentLimitsFor(country: string): InstalmentLimits | null {
      return instalmentLimits(country);
    },

    /** The settings for the storefront snapshot, with the template-facing `storeSettings` object. */
    async exportStoreSettings(websiteId: string): Promise<StoreSettingsSnapshot> {
      const [settings, currency] = await Promise.all([getStoreSettings(websiteId), currencyOf(websiteId)]);
      return {
        websiteId,
        currency,
        settings,
        templateStoreSettings: {
          multipleQuantityAllowedForServices: settings.multipleQuantityAllowedForServices,
          testMode: settings.testMode,
          defaultCurrency: currency,
          selectedCurrency: currency,
        },
      };
    },
  };
}
