/**
 * Store settings (spec §3 Store settings) and the store's merchandising defaults, from which
 * the storefront builds each product's merchandising context (PROD-08, GAP-16, GAP-74).
 */
import type { Currency } from '../../shared/money';

/** Texts of the back-in-stock form (`restockNotificationMessages`). */
export interface RestockMessages {
  CTAText: string;
  placeholderText: string;
  buttonText: string;
  mailingListDescription: string;
  /** RSTK-07 / GAP-99: shown in place of the form after signing up. */
  success: string;
}

export interface ScarcityDefaults {
  /** GAP-74: the inventory panel's two toggles, product pages and product blocks. */
  enabledOnProductPage: boolean;
  enabledOnBlocks: boolean;
  /** GAP-74: the message shows when the variant's stock is at most this (and above 0). */
  threshold: number;
  /** Message pattern; `{qtyInStock}` is the variant's stock. */
  text: string;
}

export interface RestockDefaults {
  enabled: boolean;
  /** GAP-16: the form starts hidden behind a "Notify me" button. */
  hiddenByDefault: boolean;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
  messages: RestockMessages;
}

export interface StoreSettings {
  /** PROD-07: services may be bought several at a time. */
  multipleQuantityAllowedForServices: boolean;
  merchandising: { scarcity: ScarcityDefaults; restock: RestockDefaults };
}

/** A change of store settings: any subset, nested objects merged. */
export interface StoreSettingsPatch {
  multipleQuantityAllowedForServices?: boolean | undefined;
  merchandising?:
    | {
        scarcity?: Partial<ScarcityDefaults> | undefined;
        restock?: (Partial<Omit<RestockDefaults, 'messages'>> & { messages?: Partial<RestockMessages> | undefined }) | undefined;
      }
    | undefined;
}

/** `websiteSettings.storeSettings` as templates and storefront scripts read it. */
export interface TemplateStoreSettings {
  multipleQuantityAllowedForServices: boolean;
  defaultCurrency: Currency;
  selectedCurrency: Currency;
}

export interface StoreSettingsSnapshot {
  websiteId: string;
  /** The store's currency is the site's. */
  currency: Currency;
  settings: StoreSettings;
  templateStoreSettings: TemplateStoreSettings;
}
