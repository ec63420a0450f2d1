/**
 * A product as themes read it: `item.structuredContent` (spec §3 Product; PROD-02..PROD-05),
 * the shape the template engine's commerce formatters take. Variants carry legacy cent
 * amounts (`price`, `salePrice`) beside money objects (`priceMoney`, `salePriceMoney`, value
 * in major units as decimal text); digital and paywall products repeat their one variant's
 * price at product level. Stock lives in the inventory module: `withStock` fills it in.
 */
import { ProductType } from '../../shared/enums';
import { moneyJson, type Currency, type MoneyJson } from '../../shared/money';
import { isSinglePriceType } from './catalog.schema';
import type { Product, ProductImage, SubscriptionPlan, Variant } from './catalog.types';

export interface StructuredVariant {
  id: string;
  sku: string;
  /** Minor units (cents), as templates' legacy price fields are. */
  price: number;
  priceMoney: MoneyJson;
  salePrice: number;
  salePriceMoney: MoneyJson;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  attributes: Record<string, string>;
  /** The attributes in option order, as `variant-descriptor` reads them ("Red / M"). */
  optionValues: { optionName: string; value: string }[];
  /** PDP-02: the image shown while this variant is chosen (one of the product's images), or null. */
  mainImage: ProductImage | null;
}

export interface ProductStructuredContent {
  productType: ProductType;
  variants: StructuredVariant[];
  variantOptionOrdering: string[];
  isSubscribable: boolean;
  /** Present for subscribable products only. */
  subscriptionPlan?: SubscriptionPlan;
  /** Present when the product asks buyers to fill a form; the storefront adds `additionalFieldsForm`. */
  additionalFieldsFormId?: string;
  additionalFieldsForm?: unknown;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
  /** PROD-03: digital (and paywall) products carry their price at product level. */
  priceMoney?: MoneyJson;
  salePriceMoney?: MoneyJson;
  onSale?: boolean;
}

/** Stock of one variant as the inventory module exports it. */
export interface VariantStock {
  qtyInStock: number;
  unlimited: boolean;
}

/** Types whose stock is endless unless the owner tracks it: digital goods, gift cards, paywall access. */
export function hasEndlessStockByDefault(type: ProductType): boolean {
  return type === ProductType.DIGITAL || type === ProductType.GIFT_CARD || type === ProductType.PAYWALL;
}

function structuredVariant(variant: Variant, product: Product, currency: Currency, endless: boolean): StructuredVariant {
  const ordering = product.variantOptionOrdering;
  const mainImage = variant.mainImageId === null ? undefined : product.images.find((image) => image.id === variant.mainImageId);
  return {
    id: variant.id,
    sku: variant.sku,
    price: variant.price,
    priceMoney: moneyJson({ amount: variant.price, currency }),
    salePrice: variant.salePrice,
    salePriceMoney: moneyJson({ amount: variant.salePrice, currency }),
    onSale: variant.onSale,
    qtyInStock: 0,
    unlimited: endless,
    attributes: { ...variant.attributes },
    optionValues: ordering
      .filter((name) => variant.attributes[name] !== undefined)
      .map((name) => ({ optionName: name, value: variant.attributes[name]! })),
    mainImage: mainImage === undefined ? null : { ...mainImage },
  };
}

/** The structured content of a product in the site's currency, stock not yet filled in. */
export function toStructuredContent(product: Product, currency: Currency): ProductStructuredContent {
  const endless = hasEndlessStockByDefault(product.productType);
  const variants = product.variants.map((v) => structuredVariant(v, product, currency, endless));
  const content: ProductStructuredContent = {
    productType: product.productType,
    variants,
    variantOptionOrdering: [...product.variantOptionOrdering],
    isSubscribable: product.isSubscribable,
    useCustomAddButtonText: product.useCustomAddButtonText,
    customAddButtonText: product.customAddButtonText,
  };
  if (product.isSubscribable && product.subscriptionPlan !== null) content.subscriptionPlan = product.subscriptionPlan;
  if (product.additionalFieldsFormId !== null) content.additionalFieldsFormId = product.additionalFieldsFormId;
  const single = variants[0];
  if (isSinglePriceType(product.productType) && single !== undefined) {
    content.priceMoney = single.priceMoney;
    content.salePriceMoney = single.salePriceMoney;
    content.onSale = single.onSale;
  }
  return content;
}

/**
 * The structured content with each variant's stock from `stock` (inventory's export, by
 * variant id). A variant without a stock row has none, except for types whose stock is
 * endless by default.
 */
export function withStock(content: ProductStructuredContent, stock: Readonly<Record<string, VariantStock>>): ProductStructuredContent {
  const endless = hasEndlessStockByDefault(content.productType);
  return {
    ...content,
    variants: content.variants.map((v) => {
      const s = stock[v.id];
      return { ...v, qtyInStock: s?.qtyInStock ?? 0, unlimited: s?.unlimited ?? endless };
    }),
  };
}
