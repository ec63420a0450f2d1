/** The subscription as the owner's pages read it: the buyer's fields plus its billing state. */
import type { Subscription } from '../../../modules/subscriptions';
import type { OwnerSubscription } from '../../../shared/api/subscriptions-admin';
import { subscriptionDto } from './buyer-subscription';

export function ownerSubscriptionDto(s: Subscription): OwnerSubscription {
  return {
    ...subscriptionDto(s),
    variantId: s.variantId,
    firstOrderId: s.firstOrderId,
    nextAttemptDate: s.nextAttemptAt,
    failedAttempts: s.failedAttempts,
    updated: s.updated,
  };
}
