/**
 * Markup of `product-restock-notification` (PROD-08, PROD-16): per restock view, a
 * sign-up form for an email when the variant is back in stock, optionally with a
 * mailing-list opt-in and a captcha container. Rendered against
 * `{product, views, messages, mailingListSignUpEnabled, mailingListOptInByDefault, captchaSiteKey}`.
 *
 * The messages are bound once at the top so that a view's own fields cannot shadow
 * them. The leading newlines are part of the formatter's established output.
 */
export const PRODUCT_RESTOCK_NOTIFICATION_TEMPLATE =
  '{.var @productId product.id}{.var @cta messages.CTAText}{.var @placeholder messages.placeholderText}' +
  '{.var @button messages.buttonText}{.var @mailingList messages.mailingListDescription}' +
  '\n\n\n\n\n\n' +
  '{.repeated section views}\n' +
  '<div class="product-restock-notification" data-product-id="{@productId}" data-variant-id="{variantId}"' +
  '{.if hiddenByDefault} hidden{.end}>\n' +
  '  <span class="product-restock-cta">{@cta|htmltag}</span>\n' +
  '  <form class="product-restock-form" action="#">\n' +
  '    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" ' +
  'placeholder="{@placeholder|htmlattr}">\n' +
  '    <input class="sqs-editable-button" type="submit" value="{@button|htmlattr}">\n' +
  '  </form>\n' +
  '{.if mailingListSignUpEnabled}' +
  '  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"' +
  '{.if mailingListOptInByDefault} checked{.end}>{@mailingList|htmltag}</label>' +
  '{.end}\n' +
  '{.if captchaSiteKey}  <div class="captcha-container"></div>{.end}\n' +
  '</div>\n' +
  '{.end}';
