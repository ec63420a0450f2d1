/**
 * The owner's subscription calls' contract ('commerce.orders', GAP-62): the list, one
 * subscription with every charge (paid with its order, or failed with its reason), and cancel.
 * The buyer's access token and the saved payment method are never part of an answer.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';
import { OrderAddress } from './orders';
import { SubscriptionPlan } from './catalog';


/** The subscription as its buyer reads it, plus what the owner sees of its billing. */
export const OwnerSubscription = z
  .object({
    id: z.string(),
    websiteId: z.string(),
    status: z.enum(['active', 'past_due', 'cancelled', 'completed']),
    testMode: z.boolean(),
    customerEmail: z.string(),
    itemId: z.string(),
    sku: z.string(),
    productName: z.string(),
    quantity: z.number(),
    unitPrice: z.number().meta({ description: 'Minor units, locked when subscribing.' }),
    shippingPerCycle: z.number().meta({ description: "GAP-53, GAP-54: each cycle's shipping, locked when subscribing." }),
    taxPerCycle: z.number(),
    currency: z.enum(CURRENCIES),
    additionalFields: z.string().nullable(),
    subscriptionPlan: SubscriptionPlan,
    billingPhrase: z.string().nullable(),
    priceText: z.string().meta({ description: "What each cycle charges, e.g. '$30.00 every month'." }),
    cyclesBilled: z.number(),
    nextBillingDate: z.number().nullable(),
    shippingAddress: OrderAddress.nullable(),
    billingAddress: OrderAddress.nullable().meta({ description: 'What each renewal is billed to.' }),
    showBillingAddress: z.boolean().meta({ description: 'GAP-52: only when it is not the shipping address (or nothing ships).' }),
    paymentSummary: z.string(),
    cancelReason: z.enum(['buyer', 'owner', 'payment_failed']).nullable(),
    cancelledAt: z.number().nullable(),
    created: z.number(),
    variantId: z.string(),
    firstOrderId: z.string(),
    nextAttemptDate: z.number().nullable().meta({ description: 'When the scheduler charges next (the billing date, or a retry); null once ended.' }),
    failedAttempts: z.number().meta({ description: 'Failed charges of the cycle being billed.' }),
    updated: z.number(),
  })
  .meta({ id: 'OwnerSubscription' });
export type OwnerSubscription = z.infer<typeof OwnerSubscription>;

export const SubscriptionCharge = z
  .object({ cycle: z.number(), attempt: z.number(), status: z.enum(['paid', 'failed']), orderId: z.string().nullable(), message: z.string().nullable(), at: z.number() })
  .meta({ id: 'SubscriptionCharge' });
export type SubscriptionCharge = z.infer<typeof SubscriptionCharge>;

export const SubscriptionListAnswer = z.object({
  subscriptions: z.array(OwnerSubscription),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `before` for the next page; null on the last page.' }),
});
export type SubscriptionListAnswer = z.infer<typeof SubscriptionListAnswer>;
export const SubscriptionDetailAnswer = z.object({ subscription: OwnerSubscription, charges: z.array(SubscriptionCharge) });
export type SubscriptionDetailAnswer = z.infer<typeof SubscriptionDetailAnswer>;
export const SubscriptionAnswer = z.object({ subscription: OwnerSubscription });
export type SubscriptionAnswer = z.infer<typeof SubscriptionAnswer>;

export const SubscriptionParams = z.object({ subscriptionId: z.string().min(1).max(64) });
export const SubscriptionPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z.string().max(100).optional(),
});
