/** The subscriptions module: subscription carts, subscriptions with their billing schedule, and every charge of one. */
import { readMigrations } from '../../db/migrations';

export { createSubscriptionsService, type SubscriptionsService, type SubscriptionsDeps } from './subscriptions.service';
export type { BuyerSubscriptionCounts } from './subscription-buyers';
export { addBillingPeriods, retryDelayMs } from './billing-calendar';
export { RENEWAL_RETRY_DAYS, SUBSCRIPTION_LIMITS, SUBSCRIPTION_STATUSES, cycleTotal } from './subscriptions.types';
export type {
  BillingPeriod,
  CancelReason,
  NewSubscription,
  NewSubscriptionCartLine,
  RenewalAttempt,
  Subscription,
  SubscriptionAddress,
  SubscriptionCart,
  SubscriptionStatus,
} from './subscriptions.types';

export const SUBSCRIPTIONS_MIGRATIONS = readMigrations('subscriptions', new URL('./migrations/', import.meta.url));
