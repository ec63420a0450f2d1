/**
 * The one catalogue of error codes: each code's HTTP status and user-facing message. Where the
 * spec gives a message, it is the spec's exact string. Add a code here before throwing it.
 */
export const ERROR_CATALOG = {
  // generic (GAP-15)
  VALIDATION_FAILED: { status: 400, message: 'One or more fields is invalid, please check your entries.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_CREDENTIALS: { status: 401, message: 'The email or password is incorrect.' },
  CRUMB_INVALID: { status: 401, message: 'Your session has expired. Please reload the page and try again.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'That conflicts with a change someone else made. Reload and try again.' },
  RATE_LIMITED: { status: 429, message: 'Please try again in a few seconds.' },
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
  // media (ADM-27, ADM-28: {fileName} and {maxSize} are filled from the error's details)
  MEDIA_FILE_UNSUPPORTED: { status: 415, message: 'The file {fileName} does not appear to be a supported file.' },
  MEDIA_FILE_TOO_LARGE: { status: 413, message: 'The file {fileName} is too large; the maximum allowed size is {maxSize}.' },
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
  CONTENT_PRODUCT_LIMIT: { status: 422, message: "You've reached the maximum of 200 products." },
  CONTENT_CATEGORY_LIMIT: { status: 422, message: "You've reached the maximum of 10000 categories." },
  CONTENT_TAG_TOO_LONG: { status: 422, message: 'A tag can be at most 50 characters long.' },
  CONTENT_CATEGORY_TOO_LONG: { status: 422, message: 'A category can be at most 25 characters long.' },
  CONTENT_CATEGORY_EXISTS: { status: 409, message: 'This category already exists.' },
  CONTENT_ROOT_CATEGORY_EXISTS: { status: 409, message: 'This collection already has a root category.' },
  CONTENT_CATEGORY_PARENT_INVALID: { status: 400, message: 'Choose a parent category in the same collection, and not the category itself or one inside it.' },
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
