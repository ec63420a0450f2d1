/**
 * The owner's order calls' contract ('commerce.orders'; spec §3 Order, CHK-01, CHK-02, GAP-58,
 * GAP-61): the orders list with its filters, one order with its charges, refunds, fulfilment,
 * the sales summary and the site's outbox. The routes validate and serialize with these
 * schemas; the order statuses live here so the orders module and the answers read one list.
 */
import { z } from 'zod';
import { CartLineOption, Money } from './cart';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, OrderAddress } from './checkout';

// ── Shapes in answers ──────────────────────────────────────────────────────────────────────

/** The statuses and the address as orders keep them: one definition, shared with the buyer's answers. */
export { FULFILLMENT_STATUSES, ORDER_STATUSES, OrderAddress } from './checkout';

/** CHK-02: sku, productName, quantity, unitPrice; plus the catalog's ids. */
export const OrderItem = z
  .object({
    lineId: z.number().meta({ description: "The line's position in the order (0, 1, …): its id in the line's calls." }),
    itemId: z.string(),
    variantId: z.string(),
    sku: z.string(),
    productName: z.string(),
    options: z.array(CartLineOption).meta({ description: "The variant's option values as bought." }),
    quantity: z.number(),
    unitPrice: Money,
    downloadsUsed: z.number().meta({ description: "A digital line's downloads so far (a reset sets it to 0)." }),
  })
  .meta({ id: 'OrderItem' });

/** GAP-61: a gift card's part of a payment or of a refund (the code's last 4 characters only). */
export const OrderGiftCardAmount = z.object({ giftCardId: z.string(), last4: z.string(), amount: Money }).meta({ id: 'OrderGiftCardAmount' });

export const RefundLine = z.object({ sku: z.string(), quantity: z.number() }).meta({ id: 'RefundLine' });

/** GAP-61: where a refund went: `card` through the processor, `giftCards` credited. */
export const OrderRefund = z
  .object({
    id: z.string(),
    amount: Money,
    card: Money,
    giftCards: z.array(OrderGiftCardAmount),
    lines: z.array(RefundLine),
    restock: z.boolean(),
    status: z.enum(['pending', 'succeeded', 'failed']).meta({ description: 'pending holds its amount while the processor is called; failed released it.' }),
    failureMessage: z.string().nullable(),
    created: z.number(),
  })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof OrderRefund>;

/** How a fulfilled order was sent. */
export const OrderShipment = z
  .object({ carrier: z.string().nullable(), trackingNumber: z.string().nullable(), trackingUrl: z.string().nullable(), fulfilledAt: z.number().nullable() })
  .meta({ id: 'OrderShipment' });

/** One moment of an order's life: placed, paid, fulfilment, refunds, emails (oldest first). */
export const OrderTimelineEntry = z
  .object({
    at: z.number(),
    kind: z.enum(['placed', 'paid', 'payment_failed', 'fulfilment', 'refund', 'refund_failed', 'email', 'confirmation_resent']),
    title: z.string(),
    detail: z.string().nullable(),
  })
  .meta({ id: 'OrderTimelineEntry' });
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>;

/** CHK-01, CHK-02: the spec's Order fields (Money as value + currency), plus the owner's. */
export const OwnerOrder = z
  .object({
    id: z.string(),
    orderNumber: z.number(),
    purchasedCartId: z.string().nullable(),
    siteUserId: z.string().nullable().meta({ description: 'The signed-in customer who placed it, or null for a guest checkout.' }),
    testMode: z.boolean(),
    websiteId: z.string(),
    customerEmail: z.string(),
    shippingAddress: OrderAddress.nullable(),
    billingAddress: OrderAddress.nullable(),
    items: z.array(OrderItem),
    subtotal: Money,
    discountTotal: Money,
    shippingTotal: Money,
    taxTotal: Money,
    grandTotal: Money,
    refundedTotal: Money.meta({ description: 'Given back by succeeded refunds.' }),
    refunds: z.array(OrderRefund).meta({ description: 'Every refund asked for, oldest first.' }),
    status: z.enum(ORDER_STATUSES),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
    paymentSummary: z.string(),
    giftCardPayments: z.array(OrderGiftCardAmount).meta({ description: 'GAP-61: what gift cards paid; the charges paid the rest.' }),
    customerName: z.string().meta({ description: "The buyer's name from the order's addresses ('' when none)." }),
    shipment: OrderShipment.nullable().meta({ description: 'How it was sent, once fulfilled.' }),
    created: z.number(),
    updated: z.number(),
  })
  .meta({ id: 'OwnerOrder' });
export type OwnerOrder = z.infer<typeof OwnerOrder>;

/** One charge attempt of an order. */
export const OrderCharge = z
  .object({
    id: z.string(),
    status: z.string().meta({ description: 'pending, requires_action, captured, declined, failed, refunding or refunded.' }),
    amount: Money,
    refundedAmount: Money,
    method: z.string().meta({ description: "E.g. 'card ending 4242'." }),
    providerReference: z.string().nullable(),
    created: z.number(),
  })
  .meta({ id: 'OrderCharge' });
export type OrderCharge = z.infer<typeof OrderCharge>;

/** Sales of one currency (GAP-58: test orders counted apart, never as revenue). */
export const CurrencySales = z
  .object({ currency: z.string(), orderCount: z.number(), grossSales: Money, refunded: Money, netSales: Money })
  .meta({ id: 'CurrencySales' });

export const OutboxMessage = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string().meta({ description: 'A secret body (an invitation link) reads as a note instead.' }),
    html: z.string().nullable(),
    status: z.string().meta({ description: 'pending, sent or failed.' }),
    attempts: z.number(),
    created: z.number(),
    sent: z.number().nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessage>;

const cursor = z.number().nullable().meta({ description: 'Pass as `before` for the next page; null on the last page.' });
export const OrderListAnswer = z.object({ orders: z.array(OwnerOrder), nextCursor: cursor });
export type OrderListAnswer = z.infer<typeof OrderListAnswer>;
export const SalesSummaryAnswer = z.object({ summary: z.object({ sales: z.array(CurrencySales), testOrderCount: z.number() }) });
export type SalesSummaryAnswer = z.infer<typeof SalesSummaryAnswer>;
/** A digital line's downloads: how many of the allowed number the buyer has used (the owner may reset them). */
export const OrderLineDownloads = z.object({ lineId: z.number(), downloadsUsed: z.number(), limit: z.number() }).meta({ id: 'OrderLineDownloads' });
export const OrderDetailAnswer = z.object({ order: OwnerOrder, charges: z.array(OrderCharge), timeline: z.array(OrderTimelineEntry), downloads: z.array(OrderLineDownloads) });
export type OrderDetailAnswer = z.infer<typeof OrderDetailAnswer>;
/** A refund or a fulfilment change answers the order as it now is. */
export const OrderAnswer = z.object({ order: OwnerOrder });
export type OrderAnswer = z.infer<typeof OrderAnswer>;
export const OutboxAnswer = z.object({ messages: z.array(OutboxMessage), nextCursor: cursor });
export type OutboxAnswer = z.infer<typeof OutboxAnswer>;

// ── What the calls take ────────────────────────────────────────────────────────────────────

export const OrderParams = z.object({ orderId: z.string().min(1).max(64) });
/** The reset takes no fields (a POST with an empty body). */
export const ResetDownloadsBody = z.strictObject({});
export const OrderLineParams = z.object({ orderId: z.string().min(1).max(64), lineId: z.coerce.number().int().min(0).max(10_000) });
export const OrderPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.coerce.number().int().min(0).optional().meta({ description: 'The previous page’s nextCursor.' }),
});
const Day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'A date as YYYY-MM-DD.');
export const OrderListQuery = OrderPageQuery.extend({
  q: z.string().trim().max(200).optional().meta({ description: "An order number ('1042' or '#1042'), or part of the buyer's email or name." }),
  from: Day.optional().meta({ description: "Placed on or after this day (the site's time zone)." }),
  to: Day.optional().meta({ description: "Placed on or before this day (the site's time zone)." }),
  status: z.enum(ORDER_STATUSES).optional().meta({ description: 'The payment status: placed (paid), partially_refunded, refunded, cancelled.' }),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES).optional(),
  testMode: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
const TrackingUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'A web address starting with https:// or http://.');
/** Fulfilled with the carrier and tracking; `notifyBuyer` emails them to the buyer. */
export const FulfillmentBody = z.strictObject({
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  carrier: z.string().trim().max(100).optional(),
  trackingNumber: z.string().trim().max(100).optional(),
  trackingUrl: TrackingUrl.optional(),
  notifyBuyer: z.boolean().optional(),
});
/** Sending the confirmation again takes no fields. */
export const ResendConfirmationBody = z.strictObject({});

/** A retried refund (lost answer) sends the same key, in the body or the `Idempotency-Key` header. */
export const RefundIdempotencyKey = z.string().min(8).max(200).regex(/^[\x21-\x7e]+$/, 'Printable characters without spaces.');
/** Nothing: refund what is left. `amount` (minor units) and/or `lines`: a partial refund, which needs a key. */
export const RefundBody = z.strictObject({
  amount: z.number().int().min(1).max(1_000_000_000).optional(),
  lines: z
    .array(z.strictObject({ sku: z.string().trim().min(1).max(200), quantity: z.number().int().min(1).max(1_000_000) }))
    .min(1)
    .max(500)
    .optional(),
  restock: z.boolean().optional(),
  idempotencyKey: RefundIdempotencyKey.optional(),
});
export const RefundHeaders = z.looseObject({ 'idempotency-key': RefundIdempotencyKey.optional() });
