/**
 * Products and variants as the rest of Stoa sees them (spec §3 Product). Amounts are integer
 * minor units of the site's currency; a product's id is the id of its content item.
 */
import type { ProductType, SubscriptionUnit } from '../../shared/enums';

/** Spec §3 Subscription: every `billingPeriod.value` units, `numBillingCycles` times (0 = until cancelled). */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: SubscriptionUnit };
  numBillingCycles: number;
}

/**
 * The owner's per-product merchandising choices; anything left out follows the store's
 * merchandising defaults (store-settings module) when the storefront builds the context.
 */
export interface ProductMerchandising {
  scarcityEnabled?: boolean;
  /** Message pattern; `{qtyInStock}` is replaced by the variant's stock. */
  scarcityText?: string;
  customSoldOutText?: string;
  restockNotificationsEnabled?: boolean;
  /** GAP-16: the restock form starts hidden behind a "Notify me" button. */
  restockHiddenByDefault?: boolean;
}

export interface Variant {
  id: string;
  sku: string;
  /** Regular price, minor units. */
  price: number;
  /** Sale price, minor units; used while `onSale`. */
  salePrice: number;
  onSale: boolean;
  /** Option name → value, e.g. `{Color: 'Red', Size: 'M'}`. */
  attributes: Record<string, string>;
  position: number;
}

export interface Product {
  /** The content item's id (NAV-10: a product detail page is an item page whose item has a product). */
  id: string;
  itemId: string;
  websiteId: string;
  productType: ProductType;
  isSubscribable: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  variantOptionOrdering: string[];
  additionalFieldsFormId: string | null;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
  merchandising: ProductMerchandising;
  variants: Variant[];
  /** Bumped on every change; updates may state the version they replace. */
  version: number;
  createdAt: number;
  updatedAt: number;
}

export interface VariantInput {
  /** Present to keep (update) an existing variant; absent to add one. */
  id?: string | undefined;
  /** Generated when absent. */
  sku?: string | undefined;
  price: number;
  salePrice?: number | undefined;
  onSale?: boolean | undefined;
  attributes?: Record<string, string> | undefined;
}

export interface ProductInput {
  productType: ProductType;
  isSubscribable?: boolean | undefined;
  subscriptionPlan?: SubscriptionPlan | null | undefined;
  /** Defaults to the attribute names of the first variant, in their order. */
  variantOptionOrdering?: string[] | undefined;
  additionalFieldsFormId?: string | null | undefined;
  useCustomAddButtonText?: boolean | undefined;
  customAddButtonText?: string | undefined;
  merchandising?: ProductMerchandising | undefined;
  variants: VariantInput[];
}
