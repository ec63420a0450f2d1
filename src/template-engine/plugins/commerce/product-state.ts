/**
 * What a store item is and what state it is in: its product type, its variants, whether
 * it is on sale, sold out, subscribable, and how much stock is left.
 *
 * Items are page-context JSON: `item.structuredContent` carries `productType`, `variants`
 * (each with onSale, price, salePrice, qtyInStock, unlimited, ...) and, for digital
 * products, the price fields at product level.
 */
import { asBoolean, asNumber, deepEquals, getChild, getPath, isObject, isTruthy } from '../../values';

/** Product type codes as stored in `structuredContent.productType`. */
export const ProductType = {
  UNDEFINED: -1,
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

/** The product type code of an item; codes outside the table read as themselves (often NaN or 0). */
export function productTypeOf(item: unknown): number {
  return asNumber(getPath(item, ['structuredContent', 'productType']));
}

export function variantsOf(item: unknown): unknown {
  return getPath(item, ['structuredContent', 'variants']);
}

/** The item's variants when they form an array, else an empty list. */
export function variantList(item: unknown): readonly unknown[] {
  const variants = variantsOf(item);
  return Array.isArray(variants) ? variants : [];
}

/** PROD-13: more than one variant, and never for digital products. */
export function hasVariants(item: unknown): boolean {
  if (productTypeOf(item) === ProductType.DIGITAL) return false;
  return variantList(item).length > 1;
}

/** PROD-11: any variant on sale, or a digital product flagged on sale. */
export function isOnSale(item: unknown): boolean {
  switch (productTypeOf(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
      return variantList(item).some((variant) => isTruthy(getChild(variant, 'onSale')));
    case ProductType.DIGITAL:
      return isTruthy(getPath(item, ['structuredContent', 'onSale']));
    default:
      return false;
  }
}

/**
 * PROD-09, PROD-10: physical and service products are sold out when no variant is
 * unlimited or in stock; digital products and gift cards never are; anything else is.
 */
export function isSoldOut(item: unknown): boolean {
  switch (productTypeOf(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
      return !variantList(item).some(
        (variant) => isTruthy(getChild(variant, 'unlimited')) || asNumber(getChild(variant, 'qtyInStock')) > 0,
      );
    case ProductType.DIGITAL:
    case ProductType.GIFT_CARD:
      return false;
    default:
      return true;
  }
}

/**
 * PROD-12: variants differ in onSale, in price, or (when the first is on sale) in
 * salePrice. A missing field and a null one count as the same.
 */
export function hasVariedPrices(item: unknown): boolean {
  switch (productTypeOf(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
    case ProductType.GIFT_CARD: {
      const variants = variantList(item);
      if (variants.length === 0) return false;
      const first = variants[0];
      const onSale = getChild(first, 'onSale');
      const salePrice = getChild(first, 'salePrice');
      const price = getChild(first, 'price');
      for (let i = 1; i < variants.length; i++) {
        const variant = variants[i];
        if (!sameField(getChild(variant, 'onSale'), onSale)) return true;
        if (isTruthy(onSale) && !sameField(getChild(variant, 'salePrice'), salePrice)) return true;
        if (!sameField(getChild(variant, 'price'), price)) return true;
      }
      return false;
    }
    default:
      return false;
  }
}

/** Subscribable products carry `structuredContent.isSubscribable` true (or "true"). */
export function isSubscribable(item: unknown): boolean {
  return asBoolean(getPath(item, ['structuredContent', 'isSubscribable']));
}

/** Units left across all variants; unlimited stock, digital goods and gift cards count as endless. */
export function totalStockRemaining(item: unknown): number {
  const type = productTypeOf(item);
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return Number.MAX_SAFE_INTEGER;
  let total = 0;
  for (const variant of variantList(item)) {
    if (isTruthy(getChild(variant, 'unlimited'))) return Number.MAX_SAFE_INTEGER;
    total += asNumber(getChild(variant, 'qtyInStock'));
  }
  return total;
}

/** PROD-07: `websiteSettings.storeSettings.multipleQuantityAllowedForServices`, true unless set. */
export function isMultipleQuantityAllowedForServices(websiteSettings: unknown): boolean {
  const storeSettings = getChild(websiteSettings, 'storeSettings');
  if (!isObject(storeSettings)) return true;
  const allowed = getChild(storeSettings, 'multipleQuantityAllowedForServices');
  return allowed === undefined || allowed === null ? true : asBoolean(allowed);
}

/** PDP-04..PDP-08: whether the quantity input is offered for this item. */
export function showsQuantityInput(item: unknown, websiteSettings: unknown): boolean {
  const type = productTypeOf(item);
  const quantityAllowed =
    type === ProductType.PHYSICAL ||
    (type === ProductType.SERVICE && isMultipleQuantityAllowedForServices(websiteSettings));
  // a stock that is not a number (NaN) does not hide the input: only a known stock of 0 or 1 does
  return quantityAllowed && !isSubscribable(item) && !(totalStockRemaining(item) <= 1);
}

function sameField(a: unknown, b: unknown): boolean {
  return deepEquals(a === undefined ? null : a, b === undefined ? null : b);
}
