/**
 * The one catalogue of error codes: each code's HTTP status and user-facing message. Where the
 * spec gives a message, it is the spec's exact string. Add a code here before throwing it.
 */
export const ERROR_CATALOG = {
  // generic (GAP-15)
  VALIDATION_FAILED: { status: 400, message: 'One or more fields is invalid, please check your entries.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  // NUL bytes, lone UTF-16 surrogates or bytes that are not UTF-8, anywhere in a request's text
  INVALID_TEXT: { status: 400, message: 'The request contains characters that are not allowed.' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_CREDENTIALS: { status: 401, message: 'The email or password is incorrect.' },
  CRUMB_INVALID: { status: 401, message: 'Your session has expired. Please reload the page and try again.' },
  // An owner API call without the session's X-Stoa-Owner-Crumb (docs/decisions.md "Owner API and storefront scripts").
  OWNER_CRUMB_INVALID: { status: 401, message: 'Your editor session has expired. Please reload and sign in again.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'That conflicts with a change someone else made. Reload and try again.' },
  RATE_LIMITED: { status: 429, message: 'Please try again in a few seconds.' },
  // Failed sign-ins over the shared limits: the wait is minutes (Retry-After says how many seconds), not seconds.
  SIGN_IN_THROTTLED: { status: 429, message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  // sites
  SITE_NOT_FOUND: { status: 404, message: 'No site is published at this address.' },
  SITE_IDENTIFIER_TAKEN: { status: 409, message: 'That site identifier is already taken.' },
  SITE_IDENTIFIER_INVALID: { status: 400, message: 'A site identifier is 3 to 63 lowercase letters, digits or dashes.' },
  DOMAIN_TAKEN: { status: 409, message: 'That domain is already connected to a site.' },
  // accounts
  EMAIL_TAKEN: { status: 409, message: 'An account with that email already exists.' },
  EMAIL_INVALID: { status: 400, message: 'Please enter a valid email.' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Passwords need at least 8 characters.' },
  CONTRIBUTOR_NOT_FOUND: { status: 404, message: 'That person is not a contributor to this site.' },
  CONTRIBUTOR_EXISTS: { status: 409, message: 'That person is already a contributor to this site.' },
  CONTRIBUTOR_LAST_ADMIN: { status: 409, message: 'A site needs at least one administrator.' },
  INVITATION_NOT_FOUND: { status: 404, message: 'That invitation could not be found.' },
  INVITATION_USED: { status: 410, message: 'This invitation has already been accepted.' },
  INVITATION_EXPIRED: { status: 410, message: 'This invitation has expired. Ask the site administrator to send a new one.' },
  // owner API keys (docs/decisions.md "Owner API keys")
  API_KEY_INVALID: { status: 401, message: 'This API key is not valid for this site.' },
  API_KEY_NOT_ACCEPTED: { status: 403, message: 'This call does not accept API keys.' },
  API_KEY_NAME_INVALID: { status: 400, message: 'Give the API key a name of 1 to 100 characters.' },
  API_KEY_ROLE_INVALID: { status: 400, message: 'Choose a contributor role for the API key.' },
  API_KEY_ROLE_TOO_HIGH: { status: 403, message: 'An API key cannot have more access than the person who creates it.' },
  API_KEY_NOT_FOUND: { status: 404, message: 'That API key could not be found.' },
  // media (ADM-27, ADM-28: {fileName} and {maxSize} are filled from the error's details)
  MEDIA_FILE_UNSUPPORTED: { status: 415, message: 'The file {fileName} does not appear to be a supported file.' },
  MEDIA_FILE_TOO_LARGE: { status: 413, message: 'The file {fileName} is too large; the maximum allowed size is {maxSize}.' },
  MEDIA_NAME_REQUIRED: { status: 400, message: 'Please enter a file name.' },
  MEDIA_NOT_FOUND: { status: 404, message: 'That image could not be found.' },
  // content (limits: GAP-102, 422 with the editor's wording)
  CONTENT_COLLECTION_NOT_FOUND: { status: 404, message: 'Unable to locate content' },
  CONTENT_ITEM_NOT_FOUND: { status: 404, message: 'Unable to locate content' },
  CONTENT_CATEGORY_NOT_FOUND: { status: 404, message: 'Unable to locate content' },
  CONTENT_NAVIGATION_ITEM_NOT_FOUND: { status: 404, message: 'Unable to locate content' },
  CONTENT_URL_ID_TAKEN: { status: 409, message: 'That URL is already used by another page.' },
  CONTENT_STATUS_TRANSITION_INVALID: { status: 409, message: 'A page cannot move from {from} to {to}.' },
  CONTENT_SCHEDULE_IN_PAST: { status: 400, message: 'Choose a publish time in the future to schedule.' },
  CONTENT_EVENT_DATES_INVALID: { status: 400, message: 'An event cannot end before it starts.' },
  CONTENT_LAYOUT_BLOCK_LIMIT: { status: 422, message: "You've reached the maximum of 60 blocks." },
  CONTENT_ITEM_LIMIT: { status: 422, message: "You've reached the maximum of 250 items." },
  CONTENT_GALLERY_ITEM_LIMIT: { status: 422, message: "You've reached the maximum of 50 items in a gallery." },
  CONTENT_GALLERY_LIMIT: { status: 422, message: "You've reached the maximum of 20 galleries." },
  CONTENT_PRODUCT_LIMIT: { status: 422, message: "You've reached the maximum of 200 products." },
  CONTENT_CATEGORY_LIMIT: { status: 422, message: "You've reached the maximum of 10000 categories." },
  CONTENT_TAG_TOO_LONG: { status: 422, message: 'A tag can be at most 50 characters long.' },
  CONTENT_CATEGORY_TOO_LONG: { status: 422, message: 'A category can be at most 25 characters long.' },
  CONTENT_CATEGORY_EXISTS: { status: 409, message: 'This category already exists.' },
  CONTENT_TAG_EXISTS: { status: 409, message: 'This tag already exists.' },
  CONTENT_TAG_NOT_FOUND: { status: 404, message: 'Unable to locate content' },
  CONTENT_ROOT_CATEGORY_EXISTS: { status: 409, message: 'This collection already has a root category.' },
  CONTENT_CATEGORY_PARENT_INVALID: { status: 400, message: 'Choose a parent category in the same collection, and not the category itself or one inside it.' },
  // A draft save, publish or restore from a revision the draft has moved on from (another tab or person); data.revision is the current one.
  CONTENT_DRAFT_CONFLICT: { status: 409, message: 'This page was changed in another tab or by someone else. Reload to see the latest version.' },
  CONTENT_PAGE_VERSION_NOT_FOUND: { status: 404, message: 'Unable to locate content' },
  CONTENT_NOT_A_PAGE: { status: 400, message: 'Only pages have a block layout.' },
  CONTENT_ITEMS_NOT_ALLOWED: { status: 400, message: 'Pages and folders hold no items.' },
  CONTENT_NOT_USER_ORDERED: { status: 409, message: 'The items of this collection are ordered automatically, not by hand.' },
  CONTENT_REORDER_MISMATCH: { status: 400, message: 'List every entry to reorder exactly once.' },
  CONTENT_NAVIGATION_DUPLICATE: { status: 409, message: 'A page can appear only once in the navigation.' },
  CONTENT_NAVIGATION_NESTING: { status: 400, message: 'Only folders hold nested navigation entries, and a folder cannot hold another folder.' },
  CONTENT_FOLDER_NOT_EMPTY: { status: 409, message: 'Move or remove the pages in this folder first.' },
  // catalog, inventory, store (STORE-13: the spec's exact text)
  PRODUCT_NOT_FOUND: { status: 404, message: 'That product could not be found.' },
  PRODUCT_EXISTS: { status: 409, message: 'That item is a product already.' },
  VARIANT_NOT_FOUND: { status: 404, message: 'That product variant could not be found.' },
  VARIANT_IMAGE_UNKNOWN: { status: 400, message: "A variant's main image must be one of this product's images." },
  SKU_TAKEN: { status: 409, message: 'That SKU is already used by another product.' },
  STOCK_NEGATIVE: { status: 409, message: 'Stock cannot go below zero.' },
  INVENTORY_INSUFFICIENT: { status: 409, message: 'Sorry, we do not have enough of that item available.' },
  IMPORT_INVALID: { status: 400, message: 'The file has problems, so nothing was imported. Fix the lines listed and try again.' },
  STORE_NAVIGATION_NOT_FOUND: { status: 409, message: 'Unable to find site main navigation' },
  // cart (spec §5 and §8: the exact strings; the others are Stoa's wording)
  CART_QUANTITY_NOT_A_NUMBER: { status: 400, message: 'Quantity must be a number.' },
  CART_QUANTITY_NOT_WHOLE: { status: 400, message: 'Quantity must be a whole number.' },
  CART_QUANTITY_OUT_OF_RANGE: { status: 400, message: 'Quantity must be between 1 and 9999.' },
  CART_VARIANT_UNAVAILABLE: { status: 400, message: 'Sorry, that item variant is unavailable. Please select another variant.' },
  CART_GIFT_CARD_DENOMINATION_REQUIRED: { status: 400, message: 'Select a denomination for the Gift Card' },
  CART_ITEM_UNAVAILABLE: { status: 404, message: 'Sorry, that item is not available.' },
  CART_ITEM_NOT_SOLD_IN_CART: { status: 409, message: 'Sorry, that item cannot be added to the cart.' },
  CART_SERVICE_SINGLE_UNIT: { status: 409, message: 'Only one of this service can be in your cart.' },
  CART_FULL: { status: 409, message: 'Your cart is full. Check out or remove an item first.' },
  CART_ENTRY_NOT_FOUND: { status: 404, message: 'That item is no longer in your cart.' },
  // payments and orders (CHK-*, GAP-52: a failed payment keeps the buyer on checkout with this message)
  PAYMENT_DECLINED: { status: 402, message: '{declineMessage}' },
  PAYMENT_IN_PROGRESS: { status: 409, message: 'Your payment is still being processed. Please wait a moment and try again.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'That payment could not be found.' },
  PAYMENT_REFUND_NOT_ALLOWED: { status: 409, message: 'This payment cannot be refunded.' },
  CHECKOUT_TOTALS_INVALID: { status: 400, message: 'The order totals do not add up. Please reload your cart and try again.' },
  ORDER_NOT_FOUND: { status: 404, message: 'That order could not be found.' },
  CHECKOUT_CART_EMPTY: { status: 400, message: 'Your cart is empty. Add an item before checking out.' },
  // digital downloads (signed links from the order's pages and email; 410 once a link is spent)
  DOWNLOAD_LINK_INVALID: { status: 404, message: 'This download link is not valid. Use the download link on your order status page.' },
  DOWNLOAD_LINK_EXPIRED: { status: 410, message: 'This download link has expired. Open your order status page for a new link.' },
  DOWNLOAD_LIMIT_REACHED: { status: 410, message: 'This file has already been downloaded {limit} times, the most one order allows. Contact the store if you need it again.' },
  DOWNLOAD_UNAVAILABLE: { status: 410, message: 'This download is no longer available for this order.' },
  ORDER_LINE_NOT_DOWNLOADABLE: { status: 404, message: 'That order line has no download.' },
  // order refunds (partial refunds by amount or lines; {remaining} is filled from the details)
  REFUND_EXCEEDS_REMAINING: { status: 400, message: 'That is more than is left to refund on this order ({remaining}).' },
  REFUND_QUANTITY_EXCEEDS: { status: 400, message: 'Only {remaining} of {sku} can still be refunded.' },
  REFUND_KEY_REUSED: { status: 409, message: 'That refund key was already used for a different refund. Use a new key.' },
  // gift cards (GAP-61; one message for every code that cannot pay, so guessing learns nothing)
  GIFT_CARD_NOT_A_GIFT_CARD: { status: 400, message: 'That item is not a gift card.' },
  GIFT_CARD_CODE_INVALID: { status: 400, message: 'That gift card code is not valid.' },
  GIFT_CARD_EMPTY: { status: 409, message: 'That gift card has no balance left.' },
  GIFT_CARD_NOT_FOR_GIFT_CARDS: { status: 409, message: 'A gift card cannot be used to buy another gift card.' },
  GIFT_CARD_BALANCE_CHANGED: { status: 409, message: 'A gift card balance changed while you were checking out. Please check your gift cards and try again.' },
  GIFT_CARD_NOT_FOUND: { status: 404, message: 'That gift card could not be found.' },
  GIFT_CARD_ADJUSTMENT_INVALID: { status: 409, message: 'That change would take the gift card balance below zero or over the limit.' },
  GIFT_CARD_PAYMENT_REQUIRED: { status: 400, message: 'Choose how to pay the rest of your order.' },
  GIFT_CARD_REFUND_EXCEEDS_PAID: { status: 409, message: 'A gift card cannot get back more than it paid for this order.' },
  // instalments (BNPL, GAP-52, GAP-63; {rangeText} is BNPL-06/07's text for the order total)
  INSTALMENTS_UNAVAILABLE: { status: 400, message: 'Paying in instalments is not available for this store. Please choose another payment method.' },
  INSTALMENTS_ITEM_NOT_ELIGIBLE: { status: 400, message: 'Only physical products can be paid for in instalments. Please choose another payment method.' },
  INSTALMENTS_OUT_OF_RANGE: { status: 400, message: 'Paying in instalments is {rangeText}. Please choose another payment method.' },
  INSTALMENTS_LOCALE_UNKNOWN: { status: 404, message: 'There is no instalment information for that locale.' },
  // tax, shipping, coupons and the checkout minimum (GAP-53..GAP-55, GAP-57; CART-26 is the spec's exact text)
  CART_NOT_FOUND: { status: 404, message: 'Your cart is empty. Add an item first.' },
  CART_COUPON_LIMIT: { status: 409, message: 'A cart can hold up to {max} discount codes.' },
  SHIPPING_OPTION_NOT_FOUND: { status: 400, message: 'That shipping option is not available for your shipping address. Choose another option.' },
  CHECKOUT_SHIPPING_OPTION_REQUIRED: { status: 400, message: 'Choose a shipping option before checking out.' },
  CHECKOUT_MINIMUM_SUBTOTAL: { status: 400, message: 'To check out, your order subtotal must be {subtotal} or more.' },
  CHECKOUT_COUPON_INVALID: { status: 409, message: 'The discount code {code} can no longer be used. Remove it from your cart and try again.' },
  TAX_RULE_NOT_FOUND: { status: 404, message: 'That tax rule could not be found.' },
  SHIPPING_ZONE_NOT_FOUND: { status: 404, message: 'That shipping zone could not be found.' },
  COUPON_NOT_FOUND: { status: 404, message: 'That coupon could not be found.' },
  COUPON_CODE_TAKEN: { status: 409, message: 'Another coupon already uses the code {code}.' },
  PRICING_RULE_LIMIT: { status: 409, message: 'A store can have at most {max} {kind}.' },
  // site users (customer accounts; USER-05: changes carry the session's X-SiteUser-XSRF-Token)
  SITE_USER_XSRF_INVALID: { status: 401, message: 'Your session has expired. Please sign in again.' },
  // subscriptions (SUB-01, SUB-07, GAP-62; quantity, stock and variant messages are the cart's)
  SUBSCRIPTION_NOT_AVAILABLE: { status: 400, message: 'Sorry, that item cannot be bought as a subscription.' },
  SUBSCRIPTION_CART_NOT_FOUND: { status: 404, message: 'This subscription checkout has expired. Please subscribe again from the product page.' },
  SUBSCRIPTION_ALREADY_PURCHASED: { status: 409, message: 'You have already subscribed with this checkout.' },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'That subscription could not be found.' },
  SUBSCRIPTION_NOT_ACTIVE: { status: 409, message: 'This subscription has already ended.' },
  SUBSCRIPTION_CYCLE_BILLED: { status: 409, message: 'This subscription payment has already been taken.' },
  // the owner's customers view (accounts and guest buyers)
  CUSTOMER_NOT_FOUND: { status: 404, message: 'That customer could not be found.' },
  CUSTOMER_CURSOR_INVALID: { status: 400, message: 'That page of customers no longer exists. Start again from the first page.' },
  // captcha and restock sign-ups (CAPT-07, CAPT-08, RSTK-03, RSTK-04: the spec's exact texts; GAP-27..GAP-31)
  CAPTCHA_REQUIRED: { status: 400, message: 'Complete CAPTCHA before submitting.' },
  CAPTCHA_FAILED: { status: 400, message: 'reCAPTCHA failed. Refresh this page and try again.' },
  RESTOCK_EMAIL_BLANK: { status: 400, message: 'Email cannot be blank' },
  RESTOCK_EMAIL_INVALID: { status: 400, message: 'Email is invalid' },
  RESTOCK_VARIANT_NOT_FOUND: { status: 404, message: 'That product could not be found.' },
  RESTOCK_NOT_TRACKED: { status: 400, message: 'That product is never out of stock.' },
  RESTOCK_STILL_SOLD_OUT: { status: 409, message: 'That variant is still out of stock. Add stock before sending the back-in-stock email.' },
  RESTOCK_CURSOR_INVALID: { status: 400, message: 'That page of the list is not available. Start again from the first page.' },
  // forms (FORM-57..FORM-63: the spec's submit messages by status)
  FORM_NOT_FOUND: { status: 404, message: 'This form has not been configured yet.' },
  FORM_FIELD_IDS_DUPLICATE: { status: 400, message: 'Each question of a form needs its own id.' },
  FORM_NEWSLETTER_EMAIL_MISSING: { status: 400, message: 'A newsletter form needs a required email question.' },
  FORM_NOTIFICATION_EMAIL_INVALID: { status: 400, message: 'Enter a valid email address for submission notifications.' },
  FORM_SUBMISSION_NOT_FOUND: { status: 404, message: 'That form submission could not be found.' },
  FORM_CURSOR_INVALID: { status: 400, message: 'That page of submissions is not available. Start again from the first page.' },
  FORM_KEY_INVALID: { status: 401, message: 'Unable to submit form. Please try again later.' },
  FORM_RATE_LIMITED: { status: 429, message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' },
  FORM_FIELDS_UNPARSABLE: { status: 400, message: 'Could not parse the form fields, please check your entries.' },
  FORM_FIELDS_INVALID: { status: 400, message: 'One or more fields is invalid, please check your entries.' },
  FORM_TEMPLATE_TYPE_UNKNOWN: { status: 404, message: 'There is no template schema of that type.' },
  // mailing lists (GAP-72, GAP-68)
  MAILING_LIST_NOT_FOUND: { status: 404, message: 'That mailing list could not be found.' },
  MAILING_LIST_NAME_INVALID: { status: 400, message: 'A list name is 1 to 100 characters.' },
  MAILING_LIST_SUBSCRIBER_NOT_FOUND: { status: 404, message: 'That subscriber could not be found.' },
  MAILING_LIST_CURSOR_INVALID: { status: 400, message: 'That page of the list is not available. Start again from the first page.' },
  MAILING_LIST_LINK_INVALID: { status: 404, message: 'This link is not valid. Check that you used the whole link from the email.' },
  MAILING_LIST_LINK_EXPIRED: { status: 410, message: 'This confirmation link has expired. Sign up again to get a new one.' },
  // database
  DATA_DIR_LOCKED: { status: 503, message: 'The data folder is in use by another Stoa process.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

/**
 * Status and message for a code. A `{name}` in the message is filled from `details.name` when
 * that is a string or number (the spec's messages name the file or the limit).
 */
export function describeError(code: ErrorCode, details: Record<string, unknown> = {}): { status: number; message: string } {
  const { status, message } = ERROR_CATALOG[code];
  const filled = message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = details[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
  return { status, message: filled };
}
