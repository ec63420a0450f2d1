/**
 * Products and variants as the rest of Stoa sees them (spec §3 Product). Amounts are integer
 * minor units of the site's currency; a product's id is the id of its content item.
 */
import type { ProductType } from '../../shared/enums';

/** The answer shapes are the HTTP contract's (`src/shared/api/catalog.ts`). */
export type { Product, ProductImage, ProductMerchandising, SubscriptionPlan, Variant } from '../../shared/api/catalog';
import type { ProductImage, ProductMerchandising, SubscriptionPlan } from '../../shared/api/catalog';

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
  /** Digital products: the media asset buyers download; left out, an update keeps the file it has. */
  digitalFileAssetId?: string | null | undefined;
  useCustomAddButtonText?: boolean | undefined;
  customAddButtonText?: string | undefined;
  merchandising?: ProductMerchandising | undefined;
  /** The gallery, replacing the product's; left out, an update keeps the images it has. */
  images?: ProductImageInput[] | undefined;
  variants: VariantInput[];
}
