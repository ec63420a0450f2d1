/** Carts as the rest of Stoa sees them. Item and variant ids are the catalog's; money is minor units. */

export interface CartEntry {
  id: string;
  itemId: string;
  variantId: string;
  sku: string;
  /** 1..9999. */
  quantity: number;
  /** The additional-fields form's answers as JSON text, or null. */
  additionalFields: string | null;
  /** A gift card line's recipient (GAP-61); null or absent on other lines. */
  giftCard?: CartGiftCard | null | undefined;
  /** The unit price when the line was last added to, minor units of the site's currency. */
  purchasePriceCents: number;
  /** The item's title when the line was added. */
  title: string;
  addedAt: number;
}

export interface Cart {
  id: string;
  websiteId: string;
  siteUserId: string | null;
  created: number;
  isPurchased: boolean;
  orderId: string | null;
  shippingLocation: unknown;
  selectedShippingOption: unknown;
  coupons: string[];
  /** In the order they were added. */
  entries: CartEntry[];
}

/**
 * Which cart a call means: the token of an anonymous visitor's cart cookie (null: they have
 * none yet), or a signed-in site user's cart, the same on every device (CART-15).
 */
export type CartKey = string | null | { siteUserId: string };

/** A line to add: the flow has validated it and chosen the variant. */
export interface NewCartLine {
  itemId: string;
  variantId: string;
  sku: string;
  quantity: number;
  additionalFields: string | null;
  purchasePriceCents: number;
  title: string;
  /** Who a gift card is for; lines for different recipients stay apart. */
  giftCard?: CartGiftCard | null | undefined;
}

/** Who a gift card line is for, as the gift card page collected it (checked by the caller). */
export interface CartGiftCard {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  /** YYYY-MM-DD, or null: send at purchase. */
  sendDate: string | null;
  /** When that day starts in the site's time zone (ms); null with no date. */
  sendAt: number | null;
}

/** What the cart already holds of a variant, for the caller's stock and quantity rules. */
export interface HeldQuantity {
  /** Units of the variant in every line of the cart (other lines only, when changing a line). */
  variantQuantity: number;
}

export const CART_LIMITS = {
  minQuantity: 1,
  maxQuantity: 9999,
  /** Distinct lines one cart may hold. */
  maxEntries: 100,
  /** Length of the additional-fields JSON text. */
  maxAdditionalFieldsLength: 20_000,
} as const;
