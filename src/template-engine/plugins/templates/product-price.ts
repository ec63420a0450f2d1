/**
 * Markup of `product-price`, rendered in isolation against a ProductPriceView
 * (commerce/price-views.ts). Shows the "from" phrase, else the sale price beside the
 * original price, else the normal price; each phrase is a message pattern filled in
 * with the formatted money and, for subscriptions, the plan's numbers.
 *
 * The three leading newlines are part of the formatter's established output: pages
 * rendered before keep their exact bytes.
 */
const PLAN_ARGS = 'billingPeriodValue:billingPeriodValue duration:duration';

export const PRODUCT_PRICE_TEMPLATE =
  '\n\n\n<div class="product-price">\n' +
  '{.if formattedFromPrice}' +
  `{fromText|message fromPrice:formattedFromPrice price:formattedFromPrice ${PLAN_ARGS}}\n` +
  '{.or}{.if formattedSalePrice}' +
  '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>' +
  `{formattedSalePriceText|message price:formattedSalePrice ${PLAN_ARGS}} ` +
  '<span class="visually-hidden v6-visually-hidden">Original Price:</span>' +
  `<span class="original-price">{formattedNormalPriceText|message price:formattedNormalPrice ${PLAN_ARGS}}</span>\n` +
  '{.or}{.if formattedNormalPrice}' +
  `{formattedNormalPriceText|message price:formattedNormalPrice ${PLAN_ARGS}}` +
  '{.end}{.end}{.end}' +
  '\n</div>';
