/**
 * Markup of `product-checkout`: the variant selectors, the quantity input and the
 * purchase button of one item, each from its own formatter. Rendered with the item as scope.
 */
export const PRODUCT_CHECKOUT_TEMPLATE = '{@|variants-select}{@|quantity-input}{@|add-to-cart-btn}';
