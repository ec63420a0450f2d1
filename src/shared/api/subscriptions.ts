/**
 * The visitor's subscription calls' contract (SUB-01, SUB-02, GAP-62; spec §3 Subscription):
 * subscribe (answers the cart token of the subscription page), the page's data, its checkout
 * (the first order, answered with the subscription-confirmed page's data) and its extra
 * payment step, the buyer's subscription by id and access token, cancelling it, and the
 * signed-in customer's subscriptions. Money in integer minor units unless phrased.
 */
import { z } from 'zod';
import { PageType } from '../enums';
import { CURRENCIES } from '../money';
import { Money } from './cart';
import { BuyerOrder, CardPayment, CheckoutAddress, OrderAddress, OrderIdempotencyKey, type RequiresActionAnswer } from './checkout';
import { SubscriptionPlan } from './catalog';

// ── What the calls take ────────────────────────────────────────────────────────────────────

const id = z.string().min(1).max(64);
/** qty and additionalFields are checked by the add-to-cart rules, which word their own messages. */
export const SubscribeBody = z.looseObject({
  itemId: id,
  sku: z.string().max(200).nullable().optional(),
  qty: z.unknown().optional().meta({ description: 'A whole number from 1 to 9999 (default 1).' }),
  additionalFields: z.unknown().optional().meta({ description: 'JSON text of the additional-fields answers.' }),
});
export const SubscriptionCartParams = z.object({ cartToken: z.string().min(1).max(200) });

export const SubscriptionCheckoutBody = z.object({
  email: z.email('Please enter a valid email.').max(254),
  shippingAddress: CheckoutAddress.optional(),
  billingAddress: CheckoutAddress.optional(),
  payment: CardPayment.extend({ type: z.literal('card', 'Subscriptions are paid by card.') }),
  shippingOptionId: id.optional().meta({ description: 'GAP-54: the cheapest option for the address when not given.' }),
  idempotencyKey: OrderIdempotencyKey,
});
export type SubscriptionCheckoutBody = z.infer<typeof SubscriptionCheckoutBody>;
export const SubscriptionConfirmBody = z.object({ idempotencyKey: OrderIdempotencyKey });

export const SubscriptionParams = z.object({ subscriptionId: id });
/** The buyer's access token: in the query, or (POST) in the body. */
export const SubscriptionTokenQuery = z.looseObject({ token: z.string().max(200).optional() });
export const AccountSubscriptionsQuery = z.looseObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  before: z.string().max(100).optional().meta({ description: 'The nextCursor of the previous page.' }),
});

// ── Shapes in answers ──────────────────────────────────────────────────────────────────────


export const SubscribeAnswer = z.object({ cartToken: z.string() });
export type SubscribeAnswer = z.infer<typeof SubscribeAnswer>;

/** The subscription page's data (SUB-02). */
export const SubscriptionCart = z
  .object({
    itemId: z.string(),
    title: z.string(),
    chosenVariant: z.object({ sku: z.string(), attributes: z.record(z.string(), z.string()) }),
    quantity: z.number(),
    additionalFields: z.string().nullable(),
    productType: z.number(),
    requiresShipping: z.boolean(),
    subscriptionPlan: SubscriptionPlan,
    billingPhrase: z.string().meta({ description: "SUB-08, SUB-09: e.g. 'every 2 weeks for 1 year'." }),
    priceText: z.string().meta({ description: "The unit price phrased, e.g. '$10.00 every week' (SUB-12: 'Unavailable')." }),
    totalText: z.string().meta({ description: 'What each cycle charges, phrased.' }),
    purchasePriceCents: z.number(),
    subtotalCents: z.number(),
    shippingCostCents: z.number().meta({ description: 'Known without an address for a service; else 0 until checkout.' }),
    taxCents: z.number(),
    shippingAndTaxAtCheckout: z.boolean().meta({ description: 'The store has shipping zones or tax rules that need the shipping address.' }),
    grandTotalCents: z.number(),
    subtotalAmount: Money,
    grandTotalAmount: Money,
    created: z.number(),
    expires: z.number(),
    isPurchased: z.boolean(),
  })
  .meta({ id: 'SubscriptionCart' });
export type SubscriptionCart = z.infer<typeof SubscriptionCart>;
export const SubscriptionCartAnswer = z.object({ subscriptionCart: SubscriptionCart });
export type SubscriptionCartAnswer = z.infer<typeof SubscriptionCartAnswer>;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'completed'] as const;
export const CANCEL_REASONS = ['buyer', 'owner', 'payment_failed'] as const;

/** The subscription as its buyer reads it: never the access token alone, never the saved payment method. */
export const BuyerSubscription = z
  .object({
    id: z.string(),
    websiteId: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    testMode: z.boolean(),
    customerEmail: z.string(),
    itemId: z.string(),
    sku: z.string(),
    productName: z.string(),
    quantity: z.number(),
    unitPrice: z.number(),
    shippingPerCycle: z.number().meta({ description: 'GAP-53: locked when subscribing.' }),
    taxPerCycle: z.number().meta({ description: 'GAP-54: locked when subscribing.' }),
    currency: z.enum(CURRENCIES),
    additionalFields: z.string().nullable(),
    subscriptionPlan: SubscriptionPlan,
    billingPhrase: z.string().nullable(),
    priceText: z.string().meta({ description: "What each cycle charges, e.g. '$30.00 every month'." }),
    cyclesBilled: z.number(),
    nextBillingDate: z.number().nullable().meta({ description: 'null once the subscription has ended.' }),
    shippingAddress: OrderAddress.nullable(),
    billingAddress: OrderAddress.nullable().meta({ description: 'What each renewal is billed to.' }),
    showBillingAddress: z.boolean().meta({ description: 'GAP-52: only when it is not the shipping address (or nothing ships).' }),
    paymentSummary: z.string(),
    cancelReason: z.enum(CANCEL_REASONS).nullable(),
    cancelledAt: z.number().nullable(),
    created: z.number(),
  })
  .meta({ id: 'BuyerSubscription' });
export type BuyerSubscription = z.infer<typeof BuyerSubscription>;
export const BuyerSubscriptionAnswer = z.object({ subscription: BuyerSubscription });
export type BuyerSubscriptionAnswer = z.infer<typeof BuyerSubscriptionAnswer>;

/** 200 (the first order placed): the subscription-confirmed page's data (206). */
export const SubscriptionPlacedAnswer = z.object({
  pageType: z.literal(PageType.SUBSCRIPTION_CONFIRMED),
  subscription: BuyerSubscription,
  accessToken: z.string().meta({ description: "The subscription's access token (with its id, the buyer's subscription calls)." }),
  subscriptionStatusUrl: z.string(),
  subscriptionConfirmedUrl: z.string().meta({ description: 'Where the browser goes next: the subscription-confirmed page (206).' }),
  order: BuyerOrder,
  orderStatusUrl: z.string(),
});
export type SubscriptionPlacedAnswer = z.infer<typeof SubscriptionPlacedAnswer>;
export type SubscriptionCheckoutAnswer = SubscriptionPlacedAnswer | RequiresActionAnswer;

export const AccountSubscriptionsAnswer = z.object({
  subscriptions: z.array(BuyerSubscription).meta({ description: 'Newest first.' }),
  nextCursor: z.string().nullable(),
});
export type AccountSubscriptionsAnswer = z.infer<typeof AccountSubscriptionsAnswer>;
