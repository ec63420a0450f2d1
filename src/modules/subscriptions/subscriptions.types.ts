/**
 * Subscriptions as the rest of Stoa sees them (spec §3 Subscription, GAP-62). Money is integer
 * minor units of the subscription's currency; times are epoch milliseconds.
 */
import type { OrderAddress } from '../orders';
import type { Currency } from '../../shared/money';
import type { SubscriptionUnit } from '../../shared/enums';

export type SubscriptionAddress = OrderAddress;

export interface BillingPeriod {
  value: number;
  unit: SubscriptionUnit;
}

/**
 * active: billed on its dates; past_due: the last charge failed and is retried
 * (RENEWAL_RETRY_DAYS); cancelled: by the buyer, the owner, or after the last failed retry;
 * completed: every one of numBillingCycles was billed.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'completed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type CancelReason = 'buyer' | 'owner' | 'payment_failed';

/** What the subscribe call chose: one line, reached by its cart token until it expires. */
export interface SubscriptionCart {
  id: string;
  websiteId: string;
  itemId: string;
  variantId: string;
  sku: string;
  /** The item's title when subscribing. */
  title: string;
  quantity: number;
  /** The additional-fields answers as JSON text, or null. */
  additionalFields: string | null;
  created: number;
  expires: number;
  /** Set once the first order is placed. */
  subscriptionId: string | null;
}

export type NewSubscriptionCartLine = Pick<SubscriptionCart, 'itemId' | 'variantId' | 'sku' | 'title' | 'quantity' | 'additionalFields'>;

export interface Subscription {
  id: string;
  websiteId: string;
  cartId: string;
  firstOrderId: string;
  /** GAP-58: a subscription bought in test mode renews in test mode (its orders take no stock). */
  testMode: boolean;
  customerEmail: string;
  /** The customer account that subscribed while signed in, or null for a guest. */
  siteUserId: string | null;
  itemId: string;
  variantId: string;
  sku: string;
  productName: string;
  unitPrice: number;
  quantity: number;
  /** Each cycle's shipping and tax, priced when subscribing and locked like the unit price. */
  shippingPerCycle: number;
  taxPerCycle: number;
  currency: Currency;
  additionalFields: string | null;
  billingPeriod: BillingPeriod;
  /** 0 = until cancelled. */
  numBillingCycles: number;
  /** Charges taken so far, the first order's included. */
  cyclesBilled: number;
  /** The first order's time: billing date k is the anchor plus k billing periods. */
  anchorAt: number;
  /** The next billing date; null once the subscription has ended. */
  nextBillingAt: number | null;
  /** When the scheduler charges next (the billing date, or a retry); null once ended. */
  nextAttemptAt: number | null;
  /** Failed charges of the cycle being billed. */
  failedAttempts: number;
  status: SubscriptionStatus;
  /** The processor's reusable payment method; null when nothing was charged (a free plan). */
  paymentMethodReference: string | null;
  /** E.g. 'card ending 4242'. */
  paymentSummary: string;
  /** Reaches the buyer's subscription calls together with the id. */
  accessToken: string;
  shippingAddress: SubscriptionAddress | null;
  /** The first order's billing address, which every renewal order is billed to; null when none was kept. */
  billingAddress: SubscriptionAddress | null;
  cancelReason: CancelReason | null;
  cancelledAt: number | null;
  created: number;
  updated: number;
}

/** What the first order's transaction supplies; the module assigns the rest. */
export type NewSubscription = Pick<
  Subscription,
  | 'cartId'
  | 'firstOrderId'
  | 'testMode'
  | 'customerEmail'
  | 'siteUserId'
  | 'itemId'
  | 'variantId'
  | 'sku'
  | 'productName'
  | 'unitPrice'
  | 'quantity'
  | 'shippingPerCycle'
  | 'taxPerCycle'
  | 'currency'
  | 'additionalFields'
  | 'billingPeriod'
  | 'numBillingCycles'
  | 'paymentMethodReference'
  | 'paymentSummary'
  | 'shippingAddress'
  | 'billingAddress'
> & { idempotencyKey: string };

/** One charge of a subscription: paid with its order, or failed with the reason. */
export interface RenewalAttempt {
  id: string;
  subscriptionId: string;
  cycle: number;
  attempt: number;
  idempotencyKey: string;
  status: 'paid' | 'failed';
  orderId: string | null;
  message: string | null;
  at: number;
}

/**
 * A failed renewal is tried again 1, 3 and 5 days after the first failed try (waits of 1, 2
 * and 2 days); when the third retry fails too the subscription is cancelled.
 */
/** What each cycle charges: the locked line plus its locked shipping and tax. */
export function cycleTotal(s: Pick<Subscription, 'unitPrice' | 'quantity' | 'shippingPerCycle' | 'taxPerCycle'>): number {
  return s.unitPrice * s.quantity + s.shippingPerCycle + s.taxPerCycle;
}

export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

export const SUBSCRIPTION_LIMITS = {
  /** A subscription cart can be checked out for a day after the subscribe call. */
  cartTtlMs: 24 * 60 * 60_000,
  /** How long one scheduler process holds a due subscription while it charges it. */
  claimLeaseMs: 10 * 60_000,
} as const;
