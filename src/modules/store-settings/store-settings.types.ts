/**
 * Store settings (spec §3 Store settings) and the store's merchandising defaults, from which
 * the storefront builds each product's merchandising context (PROD-08, GAP-16, GAP-74).
 */
import type { InstalmentLimits } from '../../shared/instalments';
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
  /**
   * GAP-58: the store takes test orders (the payment sandbox, no stock taken, marked
   * testMode and left out of revenue). Off by default.
   */
  testMode: boolean;
  merchandising: { scarcity: ScarcityDefaults; restock: RestockDefaults };
  /** The instalment provider account (BNPL, GAP-63). */
  instalments: InstalmentSettings;
  /** GAP-57: the smallest order subtotal checkout accepts, minor units of the site's currency; 0: none. */
  minimumOrderSubtotal: number;
  /** Where the store is: the tax location of carts that ship nothing (GAP-53); null: not set. */
  storeAddress: StoreAddress | null;
  /** Advertising on other sites: the tracking pixel (GAP-05, ANL-41). */
  marketing: MarketingSettings;
}

/** GAP-05: the ads account's tracking pixel, by its ID (digits); null: no pixel on the storefront. */
export interface MarketingSettings {
  pixelId: string | null;
}

/** The store's location as tax needs it: a two-letter country code and, optionally, a region. */
export interface StoreAddress {
  country: string;
  region: string | null;
}

/**
 * The store's instalment provider account (GAP-63): whether it is connected and its payment
 * account country, which the owner sets; `limits` is read-only, the provider's minimum and
 * maximum for that country (null when the provider has none).
 */
export interface InstalmentSettings {
  connected: boolean;
  paymentAccountCountry: string | null;
  limits: InstalmentLimits | null;
}

/** A change of store settings: any subset, nested objects merged. */
export interface StoreSettingsPatch {
  multipleQuantityAllowedForServices?: boolean | undefined;
  testMode?: boolean | undefined;
  merchandising?:
    | {
        scarcity?: Partial<ScarcityDefaults> | undefined;
        restock?: (Partial<Omit<RestockDefaults, 'messages'>> & { messages?: Partial<RestockMessages> | undefined }) | undefined;
      }
    | undefined;
  instalments?: { connected?: boolean | undefined; paymentAccountCountry?: string | null | undefined } | undefined;
  minimumOrderSubtotal?: number | undefined;
  storeAddress?: StoreAddress | null | undefined;
  marketing?: { pixelId?: string | null | undefined } | undefined;
}

/** `websiteSettings.storeSettings` as templates and storefront scripts read it. */
export interface TemplateStoreSettings {
  multipleQuantityAllowedForServices: boolean;
  /** GAP-58: checkout and order pages show a 'Test mode' banner. */
  testMode: boolean;
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
