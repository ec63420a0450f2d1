/**
 * Markup of `quantity-input` (PDP-03): a number input from 1 to 9999, starting at 1.
 * Rendered with the item as scope and `@args.label`, the label text (PDP-09).
 *
 * The input carries an aria-label rather than pointing at the label div, because ids
 * unique across a page of products cannot be guaranteed. The leading newlines are part
 * of the formatter's established output.
 */
export const QUANTITY_INPUT_TEMPLATE =
  '\n\n\n<div class="product-quantity-input" data-item-id="{id}" data-animation-role="content">\n' +
  '  <div class="quantity-label">{@args.label}:</div>\n' +
  '  <input aria-label="{@args.label}" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n' +
  '</div>';
