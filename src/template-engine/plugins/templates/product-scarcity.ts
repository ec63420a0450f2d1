/**
 * Markup of `product-scarcity` (PROD-08, PROD-15): one message per scarcity view, the
 * site's `scarcityText` pattern filled in with the view's `qtyInStock`. Views for a
 * particular variant carry its attributes and start hidden; the storefront shows the
 * one matching the selected variant.
 */
export const PRODUCT_SCARCITY_TEMPLATE =
  '{.repeated section scarcityTemplateViews}\n' +
  '  <div class="product-scarcity"' +
  '{.if attributes} data-variant-attributes="{attributes|json|htmltag}" hidden{.end}>\n' +
  '    {scarcityText|message qtyInStock:qtyInStock|htmltag}\n' +
  '  </div>\n' +
  '{.end}';
