/**
 * What a product input must look like (zod, shared with the owner routes) and the rules that
 * span fields: one variant for digital products, options that match the variants' attributes,
 * sale prices below prices, subscriptions only for physical and service products.
 */
import { z } from 'zod';
import { ProductType, SubscriptionUnit } from '../../shared/enums';
import type { ProductInput } from './catalog.types';

export const CATALOG_LIMITS = {
  maxVariants: 250,
  maxOptions: 6,
  /** Minor units; keeps amounts inside a PostgreSQL integer. */
  maxPrice: 999_999_999,
  maxSkuLength: 64,
  maxOptionText: 100,
  maxButtonText: 100,
  maxMerchandisingText: 500,
  maxImages: 50,
  maxImageIdLength: 64,
} as const;

const PRODUCT_TYPE_CODES = Object.values(ProductType) as number[];

const price = z.number().int('Prices are whole minor units.').min(0).max(CATALOG_LIMITS.maxPrice);
const optionText = z.string().trim().min(1).max(CATALOG_LIMITS.maxOptionText);

export const subscriptionPlanSchema = z.object({
  billingPeriod: z.object({ value: z.number().int().min(1).max(52), unit: z.enum(SubscriptionUnit) }),
  numBillingCycles: z.number().int().min(0).max(1000),
});

/** A product's own key for an image: letters, digits, `-` and `_` (it goes into `data-image-id`). */
const imageId = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${CATALOG_LIMITS.maxImageIdLength}}$`), 'An image id is 1 to 64 letters, digits, - or _.');

/** A site path or a web address; never another scheme (javascript:, data:) in an img src. */
const imageAddress = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((url) => /^(\/(?!\/)|https?:\/\/)\S*$/i.test(url), 'An image address is a path on this site or an http(s) web address.');

export const productImageInputSchema = z.object({
  id: imageId.optional(),
  assetUrl: imageAddress,
  filename: z.string().trim().max(255).nullable().optional(),
  originalSize: z.string().regex(/^[1-9]\d{0,5}x[1-9]\d{0,5}$/, 'A size is WIDTHxHEIGHT in pixels.').nullable().optional(),
  mediaFocalPoint: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).nullable().optional(),
  altText: z.string().max(1000).nullable().optional(),
  systemDataVariants: z.string().max(500).nullable().optional(),
});

export const variantInputSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  sku: z.string().trim().min(1).max(CATALOG_LIMITS.maxSkuLength).optional(),
  price,
  salePrice: price.optional(),
  onSale: z.boolean().optional(),
  attributes: z.record(optionText, optionText).optional(),
  mainImageId: imageId.nullable().optional(),
});

export const productMerchandisingSchema = z.object({
  scarcityEnabled: z.boolean().optional(),
  scarcityText: z.string().max(CATALOG_LIMITS.maxMerchandisingText).optional(),
  customSoldOutText: z.string().max(CATALOG_LIMITS.maxMerchandisingText).optional(),
  restockNotificationsEnabled: z.boolean().optional(),
  restockHiddenByDefault: z.boolean().optional(),
});

export const productInputSchema = z.object({
  productType: z
    .number()
    .int()
    .refine((n) => PRODUCT_TYPE_CODES.includes(n), 'Product types are 1 (physical) to 5 (paywall).')
    .transform((n) => n as ProductType),
  isSubscribable: z.boolean().optional(),
  subscriptionPlan: subscriptionPlanSchema.nullable().optional(),
  variantOptionOrdering: z.array(optionText).max(CATALOG_LIMITS.maxOptions).optional(),
  additionalFieldsFormId: z.string().min(1).max(64).nullable().optional(),
  useCustomAddButtonText: z.boolean().optional(),
  customAddButtonText: z.string().max(CATALOG_LIMITS.maxButtonText).optional(),
  merchandising: productMerchandisingSchema.optional(),
  images: z.array(productImageInputSchema).max(CATALOG_LIMITS.maxImages).optional(),
  variants: z.array(variantInputSchema).min(1, 'A product has at least one variant.').max(CATALOG_LIMITS.maxVariants),
});

/** Products with a single price and no options: digital goods and paywall access. */
export function isSinglePriceType(type: ProductType): boolean {
  return type === ProductType.DIGITAL || type === ProductType.PAYWALL;
}

/** The option names a product's variants are described by (given, else the first variant's). */
export function optionOrderingOf(input: ProductInput): string[] {
  if (input.variantOptionOrdering !== undefined) return input.variantOptionOrdering.map((n) => n.trim());
  return Object.keys(input.variants[0]?.attributes ?? {});
}

/**
 * The rules that span fields, as `{field: message}`; empty when the input is sound.
 * Field names follow the input's paths (`variants.2.salePrice`).
 */
export function productRuleErrors(input: ProductInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const type = input.productType;
  const ordering = optionOrderingOf(input);
  if (new Set(ordering).size !== ordering.length) errors.variantOptionOrdering = 'Option names must differ.';
  if (input.variants.length > 1 && ordering.length === 0 && type !== ProductType.GIFT_CARD && !isSinglePriceType(type)) {
    errors.variantOptionOrdering = 'Variants are told apart by options: name at least one.';
  }
  if (isSinglePriceType(type) && input.variants.length > 1) {
    errors.variants = 'A digital or paywall product has exactly one variant.';
  }
  if (input.isSubscribable === true) {
    if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) {
      errors.isSubscribable = 'Only physical and service products can be subscriptions.';
    } else if (input.subscriptionPlan == null) {
      errors.subscriptionPlan = 'A subscription needs a billing plan.';
    }
  }
  if (input.useCustomAddButtonText === true && (input.customAddButtonText ?? '').trim() === '') {
    errors.customAddButtonText = 'Enter the button text, or turn the custom text off.';
  }
  const seenCombinations = new Map<string, number>();
  const seenSkus = new Map<string, number>();
  input.variants.forEach((variant, i) => {
    const at = `variants.${i}`;
    if (variant.onSale === true) {
      if (type === ProductType.GIFT_CARD) errors[`${at}.onSale`] = 'Gift cards cannot be on sale.';
      else if (variant.salePrice === undefined || variant.salePrice >= variant.price) {
        errors[`${at}.salePrice`] = 'The sale price must be lower than the price.';
      }
    }
    const attributes = variant.attributes ?? {};
    const names = Object.keys(attributes);
    const inOrdering = names.length === ordering.length && names.every((n) => ordering.includes(n));
    if (input.variants.length > 1 && !inOrdering && !(type === ProductType.GIFT_CARD && names.length === 0)) {
      errors[`${at}.attributes`] = `Each variant needs a value for exactly these options: ${ordering.join(', ') || '(none)'}.`;
    }
    if (input.variants.length > 1 && names.length > 0) {
      const key = JSON.stringify(ordering.map((n) => attributes[n]));
      const earlier = seenCombinations.get(key);
      if (earlier !== undefined) errors[`${at}.attributes`] = `Variant ${earlier + 1} has the same options.`;
      else seenCombinations.set(key, i);
    }
    if (variant.sku !== undefined) {
      const sku = variant.sku.trim();
      const earlier = seenSkus.get(sku);
      if (earlier !== undefined) errors[`${at}.sku`] = `Variant ${earlier + 1} has the same SKU.`;
      else seenSkus.set(sku, i);
    }
  });
  const seenImages = new Map<string, number>();
  (input.images ?? []).forEach((image, i) => {
    if (image.id === undefined) return;
    const earlier = seenImages.get(image.id);
    if (earlier !== undefined) errors[`images.${i}.id`] = `Image ${earlier + 1} has the same id.`;
    else seenImages.set(image.id, i);
  });
  if (type === ProductType.GIFT_CARD) {
    const amounts = input.variants.map((v) => v.price);
    if (new Set(amounts).size !== amounts.length) errors.variants = 'Each gift card denomination has its own amount.';
  }
  return errors;
}

/** The message for a variant naming an image the product does not have (VARIANT_IMAGE_UNKNOWN's field text). */
export const UNKNOWN_VARIANT_IMAGE = "This image is not one of the product's images.";

/**
 * PDP-02: variants whose `mainImageId` names no image of `imageIds` (the product's images
 * after the change), as `{variants.N.mainImageId: message}`.
 */
export function variantImageErrors(input: ProductInput, imageIds: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  input.variants.forEach((v, i) => {
    if (typeof v.mainImageId === 'string' && !imageIds.includes(v.mainImageId)) errors[`variants.${i}.mainImageId`] = UNKNOWN_VARIANT_IMAGE;
  });
  return errors;
}
