/**
 * Markup of `subscription-price`, rendered in isolation against a SubscriptionPriceView
 * (commerce/price-views.ts): the "from" phrase, else the sale price beside the original
 * price, else the normal price of the cheapest variant's first pricing option.
 *
 * The three leading newlines are part of the formatter's established output.
 */
export const SUBSCRIPTION_PRICE_TEMPLATE =
  '\n\n\n<div class="subscription-price">\n' +
  '{.if formattedFromPrice}{fromText|message fromPrice:formattedFromPrice}\n' +
  '{.or}{.if formattedSubscriptionSalePrice}' +
  '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>' +
  '{formattedSubscriptionSalePriceText|message price:formattedSubscriptionSalePrice} ' +
  '<span class="visually-hidden v6-visually-hidden">Original Price:</span>' +
  '<span class="original-price">' +
  '{formattedNormalSubscriptionPriceText|message price:formattedNormalSubscriptionPrice}</span>\n' +
  '{.or}{.if formattedNormalSubscriptionPrice}' +
  '{formattedNormalSubscriptionPriceText|message price:formattedNormalSubscriptionPrice}' +
  '{.end}{.end}{.end}' +
  '\n</div>';
