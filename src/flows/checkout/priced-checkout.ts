/**
 * What the checkout hands to order placement: a cart priced by the cart part (lines with the
 * catalog's ids, unit prices and totals in minor units), the buyer's contact and addresses,
 * and the client's idempotency key. Checked here so an inconsistent checkout never charges.
 */
import type { OrderAddress } from '../../modules/orders';
import type { PaymentMethodInput } from '../../modules/payments';
import type { CouponRedemption, ShippingLocation } from '../../modules/pricing-rules';
import type { SubscriptionOrderIntent } from '../subscriptions';
import type { GiftCardPayment } from '../../modules/gift-cards';
import { isValidEmail } from '../../shared/email';
import type { LineOption } from '../../shared/line-options';
import { DomainError } from '../../shared/errors';
import { isCurrency, type Currency } from '../../shared/money';
import { giftCardPaymentErrors, type CheckoutGiftCardLine } from '../gift-cards';

export interface PricedCheckoutLine {
  itemId: string;
  variantId: string;
  sku: string;
  productName: string;
  quantity: number;
  /** Minor units, after sale price, before cart-level discounts. */
  unitPrice: number;
  /** False for lines whose stock is not counted (gift cards, services); default true. */
  stockTracked?: boolean | undefined;
  /** On a gift card line: the card's value and recipient; the order issues one card per unit (GAP-61). */
  giftCard?: CheckoutGiftCardLine | undefined;
  /** The variant's option values as the buyer saw them (the order line keeps them); none when absent. */
  options?: LineOption[] | undefined;
  /** A digital product with a file: the confirmation email carries its download link. */
  downloadable?: boolean | undefined;
}

export interface PricedCheckout {
  websiteId: string;
  /** The client's key for this purchase: a retried submit sends the same one (8–200 characters). */
  idempotencyKey: string;
  /** The cart being bought (Order.purchasedCartId). */
  purchasedCartId: string | null;
  /** GAP-58: test-mode orders take no stock. */
  testMode: boolean;
  currency: Currency;
  customerEmail: string;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  lines: PricedCheckoutLine[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  /** GAP-54: subtotal − discountTotal + shippingTotal + taxTotal. */
  grandTotal: number;
  /** Shown in the confirmation email; the site's title. */
  storeName?: string | undefined;
  /** The site's origin (`https://host`), for links in the confirmation email. */
  siteOrigin?: string | undefined;
  /** Where the owner's "new order" email goes (the site's contact email); none without it. */
  ownerEmail?: string | undefined;
  /** Coupons the discount comes from: each use is counted in the order's transaction (GAP-55). */
  coupons?: CouponRedemption[] | undefined;
  /** GAP-62: the order starts a subscription or pays one of its cycles (subscription-orders.ts). */
  subscription?: SubscriptionOrderIntent | undefined;
  /** What gift cards pay (GAP-61), debited in the order's transaction; the processor is charged the rest. */
  giftCardPayments?: GiftCardPayment[] | undefined;
  /** The signed-in customer buying, recorded on the order (their order history). */
  siteUserId?: string | null | undefined;
}

export interface PlaceOrderRequest {
  checkout: PricedCheckout;
  /** null only when nothing is left to charge (gift cards pay it all). */
  payment: PaymentMethodInput | null;
  /**
   * The caller has just looked the key up and found no order (the visitor's checkout must, before
   * it reads the cart): not looked up again. A purchase completed since is still found, through
   * its captured charge, before anything is charged or taken.
   */
  keyHasNoOrder?: boolean;
}

/**
 * GAP-52: the order's billing address. Buyers are asked whether it is the shipping address, and
 * a caller that sends none means it is: the order keeps the shipping address as its billing
 * address. An order that ships nothing keeps the billing address it was given, or none.
 */
export function billingAddressOf(billing: OrderAddress | null, shipping: OrderAddress | null): OrderAddress | null {
  return billing ?? shipping;
}

/** The location shipping and tax are priced for: the address the order ships to (GAP-53, GAP-54). */
export function shippingLocationOf(address: OrderAddress | null): ShippingLocation | null {
  if (address === null) return null;
  return { country: address.countryCode.toUpperCase(), region: address.region ?? null, postalCode: address.postalCode ?? null };
}

const MAX_LINES = 500;
const isMinor = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= 2_000_000_000;

/** Throws VALIDATION_FAILED (field errors) or CHECKOUT_TOTALS_INVALID unless the checkout is consistent. */
export function assertValidCheckout(checkout: PricedCheckout): void {
  const errors: Record<string, string> = {};
  const key = checkout.idempotencyKey;
  if (typeof key !== 'string' || key.length < 8 || key.length > 200 || /\s/.test(key)) errors.idempotencyKey = '8 to 200 characters without spaces.';
  if (!isCurrency(checkout.currency)) errors.currency = 'Unknown currency.';
  if (typeof checkout.customerEmail !== 'string' || !isValidEmail(checkout.customerEmail)) {
    errors.customerEmail = 'Please enter a valid email.';
  }
  if (!Array.isArray(checkout.lines) || checkout.lines.length === 0 || checkout.lines.length > MAX_LINES) errors.lines = 'An order has 1 to 500 lines.';
  checkout.lines?.forEach((line, i) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 9999) errors[`lines.${i}.quantity`] = 'Quantity must be between 1 and 9999.';
    if (!isMinor(line.unitPrice)) errors[`lines.${i}.unitPrice`] = 'A whole number of minor units, 0 or more.';
    if (typeof line.variantId !== 'string' || line.variantId === '') errors[`lines.${i}.variantId`] = 'Required.';
  });
  for (const field of ['subtotal', 'discountTotal', 'shippingTotal', 'taxTotal', 'grandTotal'] as const) {
    if (!isMinor(checkout[field])) errors[field] = 'A whole number of minor units, 0 or more.';
  }
  if (Object.keys(errors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors });
  const subtotal = checkout.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const grandTotal = checkout.subtotal - checkout.discountTotal + checkout.shippingTotal + checkout.taxTotal;
  if (subtotal !== checkout.subtotal || grandTotal !== checkout.grandTotal || checkout.discountTotal > checkout.subtotal) {
    throw new DomainError('CHECKOUT_TOTALS_INVALID', { subtotal, grandTotal });
  }
  const giftCardErrors = giftCardPaymentErrors(checkout);
  if (Object.keys(giftCardErrors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors: giftCardErrors });
}

/** The checkout as stored with a charge, to finish the purchase later (no card data in it). */
export function checkoutFromContext(context: unknown): PricedCheckout | null {
  if (context === null || typeof context !== 'object') return null;
  const checkout = context as PricedCheckout;
  try {
    assertValidCheckout(checkout);
    return checkout;
  } catch {
    return null;
  }
}
