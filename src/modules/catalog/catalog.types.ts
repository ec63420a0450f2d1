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
  /** PDP-02: the id of the product image shown while this variant is chosen (one of `Product.images`). */
  mainImageId: string | null;
}

/**
 * One picture of a product's gallery, with the image fields themes read (MEDIA-10). The id is
 * the product's own key for it (unique within the product, e.g. the media asset's id): variants
 * name their main image by it and the product page marks the image with it (`data-image-id`).
 */
export interface ProductImage {
  id: string;
  assetUrl: string;
  filename: string | null;
  /** `WxH`. */
  originalSize: string | null;
  mediaFocalPoint: { x: number; y: number } | null;
  altText: string | null;
  systemDataVariants: string | null;
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
  /** The product page's gallery, in order; empty when the product shows its item's own image. */
  images: ProductImage[];
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
  /**
   * One of the product's image ids; null for none. Left out, a kept variant keeps its image
   * (while the product still has it).
   */
  mainImageId?: string | null | undefined;
}

/** An image of a product input; `id` is issued when absent (give one to name it from a variant). */
export type ProductImageInput = Partial<Omit<ProductImage, 'id' | 'assetUrl'>> & { id?: string | undefined; assetUrl: string };

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
  /** The gallery, replacing the product's; left out, an update keeps the images it has. */
  images?: ProductImageInput[] | undefined;
  variants: VariantInput[];
}
