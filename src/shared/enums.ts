/**
 * The platform's enumerations, with the spec's codes (§2 page types, §3 enumerations).
 * Templates and stored data use the numbers; code uses the names.
 */

export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
  SSO_PAGE: 400,
} as const;
export type PageType = (typeof PageType)[keyof typeof PageType];

export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
/** How templates name product types. */
export const PRODUCT_TYPE_TEMPLATE_NAMES: Record<number, string> = { 1: 'physical', 2: 'digital', 3: 'service', 4: 'gift-card' };

export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
  LESSON: 62,
} as const;
export type RecordType = (typeof RecordType)[keyof typeof RecordType];

export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TWITTER: 3,
  FOURSQUARE: 4,
  INSTAGRAM: 5,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  FIVEHUNDREDPIX: 11,
  FLICKR: 12,
  PRODUCTS: 13,
  SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16,
  SLIDE_VIDEO: 17,
  ALBUM_BLOCK: 18,
  LESSONS: 24,
  COURSE: 25,
} as const;
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType];

export const WebsiteStatus = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  ENTERPRISE: 15,
} as const;

export const ContributorRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
} as const;
export type ContributorRole = (typeof ContributorRole)[keyof typeof ContributorRole];

export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;
export type FolderBehavior = (typeof FolderBehavior)[keyof typeof FolderBehavior];
/** A folder is clickable when it behaves as an index or a redirect. */
export function isClickableFolder(behavior: number): boolean {
  return behavior === FolderBehavior.INDEX || behavior === FolderBehavior.REDIRECT;
}

export const BackgroundSource = { UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;

export const SubscriptionUnit = ['WEEK', 'MONTH', 'YEAR'] as const;
export type SubscriptionUnit = (typeof SubscriptionUnit)[number];

/**
 * Block type codes of page layouts (MODEL-10: 1..69; MODEL-11: layout block codes 1000-1019).
 * Only the blocks Stoa renders are named; the storefront shows nothing for the others. The
 * data each one carries is described in docs/storefront.md.
 */
export const BlockType = {
  HTML: 2,
  IMAGE: 5,
  GALLERY: 8,
  FORM: 9,
  PRODUCT: 12,
  SPACER: 21,
  EMBED: 22,
  CODE: 23,
  QUOTE: 31,
  VIDEO: 32,
  LINE: 47,
  NEWSLETTER: 51,
  BUTTON: 53,
  SUMMARY: 55,
  LAYOUT_GALLERY: 1000,
  LAYOUT_SUMMARY: 1001,
  LAYOUT_IMAGE: 1003,
} as const;
export type BlockType = (typeof BlockType)[keyof typeof BlockType];
