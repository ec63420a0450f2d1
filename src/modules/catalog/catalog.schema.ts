/**
 * What a product input must look like (the zod schemas of the HTTP contract,
 * `src/shared/api/catalog.ts`, re-exported) and the rules that
 * span fields: one variant for digital products, options that match the variants' attributes,
 * sale prices below prices, subscriptions only for physical and service products.
 */
import { ProductType } from '../../shared/enums';
import type { ProductInput } from './catalog.types';

export {
  CATALOG_LIMITS,
  productImageInputSchema,
  productInputSchema,
  productMerchandisingSchema,
  subscriptionPlanSchema,
  variantInputSchema,
} from '../../shared/api/catalog';

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
  if (type !== ProductType.DIGITAL && input.digitalFileAssetId != null) {
    errors.digitalFileAssetId = 'Only digital products deliver a file.';
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
