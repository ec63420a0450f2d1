/**
 * Markup of `variants-select` (PDP-01, PDP-13): for each variant option of an item, a
 * select and an equivalent set of radio buttons, which the storefront's variant island
 * hydrates. Rendered against `{item, options, selectText, displayText}` where `options`
 * is `[{name, values}]` (commerce/variant-options.ts) and the two texts are message
 * patterns taking the option name as `name` / `variantName`.
 *
 * The wrapper carries the variants as JSON, and for subscribable items the plan. The
 * leading whitespace is part of the formatter's established output.
 */
const OPTION_NAME = '{name|htmltag}';
const VALUE = '{@|htmltag}';

export const VARIANTS_SELECT_TEMPLATE =
  '{.if options}' +
  '{.var @content item.structuredContent}\n  \n  \n  \n  \n\n' +
  '  <div class="product-variants" data-item-id="{item.id}" data-variants="{@content.variants|json|htmltag}"' +
  '{.if @content.isSubscribable} data-is-subscribable="true" ' +
  'data-subscription-plan="{@content.subscriptionPlan|json|htmltag}"{.end}' +
  ' data-animation-role="content">' +
  '{.repeated section options}\n' +
  '    <div class="variant-option">\n' +
  '    <div class="variant-option-title">{displayText|message name:name|htmltag}: </div>\n' +
  '    <div class="variant-select-wrapper">\n' +
  `      <select aria-label="{selectText|message variantName:name}" data-variant-option-name="${OPTION_NAME}">\n` +
  '        <option value="">{selectText|message variantName:name|htmltag}</option>\n' +
  `        {.repeated section values}<option value="${VALUE}">${VALUE}</option>{.end}\n` +
  '      </select>\n' +
  '    </div>\n' +
  `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${OPTION_NAME}">` +
  '{.repeated section values}\n' +
  `      <input type="radio" class="variant-radiobtn" value="${VALUE}" name="variant-option-${OPTION_NAME}" ` +
  `id="variant-option-${OPTION_NAME}-${VALUE}"/>\n` +
  '      <label class="sqs-button-element--secondary" role="button" tabindex="0" ' +
  `for="variant-option-${OPTION_NAME}-${VALUE}">${VALUE}</label>` +
  '{.end}\n' +
  '    </div>\n' +
  '    </div>' +
  '{.end}\n' +
  '  </div>\n' +
  '{.end}';
