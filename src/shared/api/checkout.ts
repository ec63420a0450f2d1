/**
 * The checkout calls' contract (GAP-51, GAP-52, GAP-61; spec §3 Order): place the order of the
 * visitor's cart, finish a payment that needed the buyer's extra step, and read an order for
 * the order status page (211). The address, card and idempotency key are shared with the
 * subscription checkout (`subscriptions.ts`); the buyer's order answers both.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';

// ── What the calls take ────────────────────────────────────────────────────────────────────

const text = (max: number) => z.string().trim().min(1).max(max);
/** The checkout form's address: one name field (the order keeps first and last name apart). */
export const CheckoutAddress = z
  .object({
    name: text(200),
    line1: text(200),
    line2: z.string().trim().max(200).optional(),
    city: text(100),
    region: z.string().trim().max(100).optional(),
    postalCode: text(20),
    country: z.string().trim().regex(/^[A-Za-z]{2}$/, 'A two-letter country code.'),
  })
  .meta({ id: 'CheckoutAddress' });
export type CheckoutAddress = z.infer<typeof CheckoutAddress>;

/** A purchase's key: the same key retried (lost answer) places one order. */
export const OrderIdempotencyKey = z.string().min(8).max(200).regex(/^[\x21-\x7e]+$/, 'Printable characters without spaces.');

/** The card as the checkout form sends it (the test processor's card; never stored). */
export const CardPayment = z.object({
  type: z.literal('card'),
  number: z.string().trim().min(12).max(23).regex(/^[\d ]+$/, 'Your card number is incorrect.'),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Your card security code is incorrect.'),
});

export const CheckoutPayment = z.discriminatedUnion('type', [CardPayment, z.object({ type: z.literal('instalments') })]);

/** Gift card codes one order may use (the gift card module keeps the same limit). */
export const MAX_GIFT_CARD_CODES_PER_ORDER = 5;

export const CheckoutBody = z.object({
  email: z.email('Please enter a valid email.').max(254),
  shippingAddress: CheckoutAddress.optional(),
  billingAddress: CheckoutAddress.optional(),
  payment: CheckoutPayment.optional().meta({ description: 'GAP-61: may be left out when gift cards pay the whole order.' }),
  idempotencyKey: OrderIdempotencyKey,
  giftCardCodes: z
    .array(z.string().max(64))
    .max(MAX_GIFT_CARD_CODES_PER_ORDER, `At most ${MAX_GIFT_CARD_CODES_PER_ORDER} gift cards.`)
    .optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const ConfirmBody = z.object({ idempotencyKey: OrderIdempotencyKey });
export const OrderParams = z.object({ orderId: z.string().min(1).max(64) });
export const OrderQuery = z.looseObject({ token: z.string().max(200).optional().meta({ description: "The order's access token (from orderStatusUrl)." }) });

// ── Shapes in answers ──────────────────────────────────────────────────────────────────────

/** An address as orders keep it. */
export const OrderAddress = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    region: z.string().optional(),
    postalCode: z.string().optional(),
    countryCode: z.string(),
    phone: z.string().optional(),
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof OrderAddress>;
export type OrderAddressAnswer = OrderAddress;

/** 'partially_refunded': some money went back, not all (refunds). */
export const ORDER_STATUSES = ['placed', 'refunded', 'cancelled', 'partially_refunded'] as const;
export const FULFILLMENT_STATUSES = ['unfulfilled', 'fulfilled', 'cancelled'] as const;

/** The order as its buyer reads it: never the access token alone, never the payment's details. Money in minor units. */
export const BuyerOrder = z
  .object({
    id: z.string(),
    orderNumber: z.number(),
    websiteId: z.string(),
    purchasedCartId: z.string().nullable(),
    testMode: z.boolean(),
    status: z.enum(ORDER_STATUSES),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
    customerEmail: z.string(),
    shippingAddress: OrderAddress.nullable(),
    billingAddress: OrderAddress.nullable(),
    currency: z.enum(CURRENCIES),
    items: z.array(z.object({ sku: z.string(), productName: z.string(), quantity: z.number(), unitPrice: z.number() })),
    subtotal: z.number(),
    discountTotal: z.number(),
    shippingTotal: z.number(),
    taxTotal: z.number(),
    grandTotal: z.number(),
    paymentSummary: z.string().meta({ description: "E.g. 'card ending 4242'." }),
    giftCardPayments: z.array(z.object({ last4: z.string(), amount: z.number() })).meta({ description: 'What gift cards paid (GAP-61).' }),
    created: z.number(),
  })
  .meta({ id: 'BuyerOrder' });
export type BuyerOrder = z.infer<typeof BuyerOrder>;

/** 202: the payment needs the buyer's extra step; confirm with the same idempotency key. */
export const RequiresActionAnswer = z
  .object({ status: z.literal('requires_action'), action: z.object({ type: z.literal('confirm') }) })
  .meta({ id: 'RequiresActionAnswer' });
export type RequiresActionAnswer = z.infer<typeof RequiresActionAnswer>;

/** 200: the order placed; the browser goes on to the order confirmed page (GAP-51). */
export const OrderPlacedAnswer = z.object({
  order: BuyerOrder,
  orderStatusUrl: z.string().meta({ description: 'This order by its access token (GET).' }),
  orderConfirmedUrl: z.string().meta({ description: 'The order confirmed page (202).' }),
  orderStatusPageUrl: z.string().meta({ description: 'The order status page (211).' }),
});
export type OrderPlacedAnswer = z.infer<typeof OrderPlacedAnswer>;
export type CheckoutAnswer = OrderPlacedAnswer | RequiresActionAnswer;

export const BuyerOrderAnswer = z.object({ order: BuyerOrder });
export type BuyerOrderAnswer = z.infer<typeof BuyerOrderAnswer>;
