/** The store-settings module: a store's settings and merchandising defaults (spec §3 Store settings). */
import { readMigrations } from '../../db/migrations';

export { createStoreSettingsService, type StoreSettingsService, type StoreSettingsDeps } from './store-settings.service';
export { DEFAULT_STORE_SETTINGS, storeSettingsPatchSchema } from './store-settings.defaults';
export { BUILT_IN_INSTALMENT_LIMITS, builtInInstalmentLimits, type InstalmentLimitsLookup } from './instalment-provider';
export type {
  StoreSettings,
  InstalmentSettings,
  StoreAddress,
  StoreSettingsPatch,
  StoreSettingsSnapshot,
  TemplateStoreSettings,
  ScarcityDefaults,
  RestockDefaults,
  RestockMessages,
  MarketingSettings,
} from './store-settings.types';

export const STORE_SETTINGS_MIGRATIONS = readMigrations('store-settings', new URL('./migrations/', import.meta.url));
