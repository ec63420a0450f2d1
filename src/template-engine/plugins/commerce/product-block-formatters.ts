/**
 * Formatters that render the parts of a product block: variant selectors, quantity
 * input, purchase button, status marks, scarcity and restock messages. Their markup
 * lives in ../templates; the storefront islands hydrate it by its data attributes.
 */
import type { Formatter } from '../../plugin';
import { asBoolean, asString, getChild, getPath } from '../../values';
import { escapeHtmlAttribute } from '../text-escaping';
import { ADD_TO_CART_BUTTON_TEMPLATE } from '../templates/add-to-cart-btn';
import { PRODUCT_CHECKOUT_TEMPLATE } from '../templates/product-checkout';
import { PRODUCT_RESTOCK_NOTIFICATION_TEMPLATE } from '../templates/product-restock-notification';
import { PRODUCT_SCARCITY_TEMPLATE } from '../templates/product-scarcity';
import { QUANTITY_INPUT_TEMPLATE } from '../templates/quantity-input';
import { VARIANTS_SELECT_TEMPLATE } from '../templates/variants-select';
import { isOnSale, isSoldOut, showsQuantityInput } from './product-state';
import {
  purchaseButtonLabel,
  quantityLabel,
  quickViewText,
  saleText,
  soldOutText,
  variantOptionTitle,
  variantSelectText,
} from './product-texts';
import { itemVariantOptions, variantDescription } from './variant-options';

/** JSON `null` for a missing field, so template lookups stop there instead of searching outer scopes. */
function orNull(value: unknown): unknown {
  return value === undefined ? null : value;
}

/** The item's id, the key of its entry in `productMerchandisingContext` (PROD-08). */
function itemId(item: unknown): string {
  return asString(getChild(item, 'id'));
}

/** `{item|add-to-cart-btn}`: the purchase button (PROD-06, PDP-10..PDP-12). */
export const addToCartButton: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  first.value = ctx.execute(ADD_TO_CART_BUTTON_TEMPLATE, first.value, { args: { label: purchaseButtonLabel(ctx) } });
};

/** `{item|product-checkout}`: variant selectors, quantity input and purchase button together. */
export const productCheckout: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  first.value = ctx.execute(PRODUCT_CHECKOUT_TEMPLATE, first.value);
};

/** `{item|quantity-input}`: the quantity input where the item allows more than one (PDP-03..PDP-09). */
export const quantityInput: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  if (!showsQuantityInput(first.value, ctx.resolve(['websiteSettings']))) {
    first.value = undefined;
    return;
  }
  first.value = ctx.execute(QUANTITY_INPUT_TEMPLATE, first.value, { args: { label: quantityLabel(ctx) } });
};

/** `{item|variants-select}`: a selector per variant option; nothing for items with one variant. */
export const variantsSelect: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  const item = first.value;
  const options = itemVariantOptions(item);
  if (options.length === 0) {
    first.value = undefined;
    return;
  }
  const view = {
    item: orNull(item),
    options,
    selectText: variantSelectText(ctx, item),
    displayText: variantOptionTitle(ctx, item),
  };
  first.value = ctx.execute(VARIANTS_SELECT_TEMPLATE, view);
};

/** `{variant|variant-descriptor}`: the variant's option values, "blue / large". */
export const variantDescriptor: Formatter = (_args, vars) => {
  const first = vars[0]!;
  first.value = variantDescription(first.value);
};

/**
 * `{item|product-quick-view group}`: the quick-view button (PDP-14). The group argument
 * names a field of the item or of an enclosing scope; a name that is neither is used as is.
 */
export const productQuickView: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const id = itemId(first.value);
  let group = args[0] ?? '';
  const own = getChild(first.value, group);
  const found = own !== undefined ? own : ctx.resolve([group]);
  if (found !== undefined) group = asString(found);
  first.value =
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${id}" data-group="${group}">` +
    `${quickViewText(ctx)}</span>`;
};

/** `{item|product-status}`: the sold-out mark (PDP-15), else the sale mark (PDP-16), else nothing. */
export const productStatus: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  const item = first.value;
  if (isSoldOut(item)) {
    const id = itemId(item);
    const merchandising = ctx.resolve(['productMerchandisingContext']);
    const custom = id !== '' ? asString(getPath(merchandising, [id, 'customSoldOutText'])) : '';
    first.value = `<div class="product-mark sold-out">${escapeHtmlAttribute(soldOutText(ctx, custom))}</div>`;
  } else if (isOnSale(item)) {
    first.value = `<div class="product-mark sale">${saleText(ctx)}</div>`;
  } else {
    first.value = undefined;
  }
};

/**
 * `{item|product-scarcity}`: "only N left" messages when the merchant enabled them
 * (PROD-15). Leaves the value untouched otherwise.
 */
export const productScarcity: Formatter = (_args, vars, ctx) => {
  const merchandising = ctx.resolve(['productMerchandisingContext']);
  if (merchandising === undefined) return;
  const first = vars[0]!;
  const product = getChild(merchandising, itemId(first.value));
  if (!asBoolean(getChild(product, 'scarcityEnabled'))) return;
  const view = {
    scarcityTemplateViews: orNull(getChild(product, 'scarcityTemplateViews')),
    scarcityText: orNull(getChild(product, 'scarcityText')),
    scarcityShownByDefault: orNull(getChild(product, 'scarcityShownByDefault')),
  };
  first.value = ctx.execute(PRODUCT_SCARCITY_TEMPLATE, view);
};

/** `{item|product-restock-notification}`: back-in-stock sign-up forms, one per restock view (PROD-16). */
export const productRestockNotification: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  const product = getPath(ctx.resolve(['productMerchandisingContext']), [itemId(first.value)]);
  const view = {
    product: orNull(first.value),
    views: orNull(getChild(product, 'restockNotificationViews')),
    messages: orNull(getChild(product, 'restockNotificationMessages')),
    mailingListSignUpEnabled: orNull(getChild(product, 'mailingListSignUpEnabled')),
    mailingListOptInByDefault: orNull(getChild(product, 'mailingListOptInByDefault')),
    captchaSiteKey: orNull(getPath(ctx.resolve(['website']), ['captchaSettings', 'siteKey'])),
  };
  first.value = ctx.execute(PRODUCT_RESTOCK_NOTIFICATION_TEMPLATE, view);
};
