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

/** A line to add: the flow has validated it and chosen the variant. */
export interface NewCartLine {
  itemId: string;
  variantId: string;
  sku: string;
  quantity: number;
  additionalFields: string | null;
  purchasePriceCents: number;
  title: string;
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
