/**
 * Markup of `add-to-cart-btn`: the purchase button that the storefront's cart island
 * hydrates. Rendered with the item as scope (lookups continue outwards to the page) and
 * `@args.label`, the button text chosen by commerce/purchase-button.ts.
 *
 * Data attributes (PROD-06): item and collection ids, product type, whether a custom
 * label is used, the subscription flag and first subscription option, and the
 * additional-fields form as JSON when the item has one.
 *
 * The leading newlines are part of the formatter's established output.
 */
const CONTENT = 'structuredContent';

export const ADD_TO_CART_BUTTON_TEMPLATE =
  `{.var @optionCount ${CONTENT}.productSubscriptionOptions|count}` +
  '\n'.repeat(13) +
  '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
  '  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ' +
  `{.if ${CONTENT}.additionalFieldsFormId && ${CONTENT}.additionalFieldsForm}use-form{.end}" ` +
  'role="button" tabindex="0" data-dynamic-strings data-collection-id="{collectionId}" data-item-id="{id}" ' +
  `data-product-type="{${CONTENT}.productType}" data-use-custom-label="{${CONTENT}.useCustomAddButtonText}" ` +
  `{.if ${CONTENT}.isSubscribable}data-is-subscription="{${CONTENT}.isSubscribable}" {.end}` +
  'data-original-label="{@args.label|htmlattr}" ' +
  `{.if ${CONTENT}.additionalFieldsFormId && ${CONTENT}.additionalFieldsForm}` +
  `data-form="{${CONTENT}.additionalFieldsForm|json|htmlattr}"{.end}` +
  `{.if ${CONTENT}.isSubscribable && @optionCount}` +
  `data-subscription-option-id="{${CONTENT}.productSubscriptionOptions.0.id}"{.end}` +
  '>\n' +
  '    <div class="sqs-add-to-cart-button-inner">{@args.label|htmltag}</div>\n' +
  '  </div>\n' +
  '</div>';
