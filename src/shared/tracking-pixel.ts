/**
 * The tracking pixel (ANL-41, GAP-05): the events the ads vendor's pixel receives, with their
 * values, and the shape of what the server gives the pixel island. Events the server knows
 * when it renders a page (ViewContent, Search, Purchase) come in the island's props; the rest
 * (AddToCart, Lead, CompleteRegistration) follow DOM events other islands dispatch.
 */
import type { CookieBannerMode } from './analytics/cookie-consent';

export const PIXEL_EVENTS = ['AddToCart', 'Search', 'Lead', 'ViewContent', 'Purchase', 'CompleteRegistration'] as const;
export type PixelEventName = (typeof PIXEL_EVENTS)[number];

/** An event's parameters, in the vendor's standard names (`value` a number in the currency's units). */
export type PixelEventData = Record<string, string | number | boolean | string[] | { id: string; quantity: number }[]>;

export interface PixelEvent {
  name: PixelEventName;
  data: PixelEventData;
  /** Sent at most once per browser under this key (GAP-64: one Purchase per order, however often its page is opened). */
  onceKey?: string;
}

export interface TrackingPixelProps {
  pixelId: string;
  /** The vendor's script, loaded under the page's nonce; empty: events stay queued in `window.fbq`. */
  scriptUrl: string;
  events: PixelEvent[];
  /** The site's cookie banner (GAP-66): while the restrictive policy applies the pixel neither loads nor queues. */
  cookieBanner: CookieBannerMode;
}

/** Dispatched on `document` by the product form after a line was added to the cart. */
export const ADDED_TO_CART_EVENT = 'stoa:added-to-cart';
export interface AddedToCartDetail {
  itemId: string;
  title: string;
  sku: string;
  quantity: number;
  /** The unit price paid (the sale price when on sale), as decimal text. */
  unitPrice: string;
  currency: string;
}

/** Dispatched on `document` when a visitor made a customer account (GAP-65). */
export const ACCOUNT_CREATED_EVENT = 'stoa:account-created';

/** "28.00" × 2 → 56: a decimal amount times a quantity, rounded to cents. */
export function pixelValue(decimal: string, quantity = 1): number {
  const amount = Number(decimal);
  return Number.isFinite(amount) ? Math.round(amount * quantity * 100) / 100 : 0;
}

/** AddToCart's parameters for one added line. */
export function addToCartEvent(line: AddedToCartDetail): PixelEvent {
  return {
    name: 'AddToCart',
    data: {
      content_ids: [line.sku],
      content_name: line.title,
      content_type: 'product',
      contents: [{ id: line.sku, quantity: line.quantity }],
      value: pixelValue(line.unitPrice, line.quantity),
      currency: line.currency,
    },
  };
}
