/**
 * The words product blocks show, each from the site's `localizedStrings` when it has a
 * translation, else the English default (PDP-09..PDP-16). Lookups start at the current
 * scope (the item) and continue outwards, as template lookups do.
 */
import type { RenderContext } from '../../plugin';
import { asString, getChild, isTruthy } from '../../values';
import { ProductType, productTypeOf } from './product-state';

export const DEFAULT_TEXT = {
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  quantity: 'Quantity',
  quickView: 'Quick View',
  soldOut: 'sold out',
  sale: 'sale',
  giftCardSelect: 'Select Value',
  variantSelect: 'Select {variantName}',
  giftCardOptionName: 'Value',
  optionName: '{name}',
} as const;

function localized(ctx: RenderContext, key: string): unknown {
  return ctx.resolve(['localizedStrings', key]);
}

/** A translation when it is non-empty, else the default. */
function localizedOrDefault(ctx: RenderContext, key: string, fallback: string): unknown {
  const text = localized(ctx, key);
  return isTruthy(text) ? text : fallback;
}

/**
 * PDP-10..PDP-12: the purchase button's label. A custom label wins when the item asks
 * for one; subscribable items say Subscribe, others Add To Cart. The value is raw JSON
 * for the template to escape.
 */
export function purchaseButtonLabel(ctx: RenderContext): unknown {
  const content = ctx.resolve(['structuredContent']);
  const custom = getChild(content, 'customAddButtonText');
  if (isTruthy(getChild(content, 'useCustomAddButtonText')) && isTruthy(custom)) return custom;
  if (isTruthy(getChild(content, 'isSubscribable'))) {
    return localizedOrDefault(ctx, 'productSubscribeText', DEFAULT_TEXT.subscribe);
  }
  return localizedOrDefault(ctx, 'productAddToCartText', DEFAULT_TEXT.addToCart);
}

/** PDP-09: the quantity input's label. */
export function quantityLabel(ctx: RenderContext): unknown {
  return localizedOrDefault(ctx, 'productQuantityInputLabel', DEFAULT_TEXT.quantity);
}

/** PDP-14: the quick-view button's text; any translation that is present counts, even empty. */
export function quickViewText(ctx: RenderContext): string {
  const text = localized(ctx, 'productQuickViewText');
  return text === undefined ? DEFAULT_TEXT.quickView : asString(text);
}

/** PDP-15: the merchant's sold-out text for the item, else the site's, else 'sold out'. */
export function soldOutText(ctx: RenderContext, customText: string): string {
  return customText || asString(localized(ctx, 'productSoldOutText')) || DEFAULT_TEXT.soldOut;
}

/** PDP-16: the sale mark's text. */
export function saleText(ctx: RenderContext): string {
  return asString(localized(ctx, 'productSaleText')) || DEFAULT_TEXT.sale;
}

/**
 * PDP-13: the variant selector's prompt, a message pattern taking `variantName`. Gift
 * cards have a single option the platform names "Value", so they get their own text.
 */
export function variantSelectText(ctx: RenderContext, item: unknown): string {
  if (productTypeOf(item) === ProductType.GIFT_CARD) {
    return asString(localized(ctx, 'giftCardVariantSelectText')) || DEFAULT_TEXT.giftCardSelect;
  }
  return asString(localized(ctx, 'productVariantSelectText')) || DEFAULT_TEXT.variantSelect;
}

/** The title shown for a variant option, a message pattern taking `name`. */
export function variantOptionTitle(ctx: RenderContext, item: unknown): string {
  if (productTypeOf(item) === ProductType.GIFT_CARD) {
    return asString(localized(ctx, 'giftCardValueDisplayText')) || DEFAULT_TEXT.giftCardOptionName;
  }
  return DEFAULT_TEXT.optionName;
}
