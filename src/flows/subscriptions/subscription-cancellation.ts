/**
 * Cancelling a subscription (GAP-62), by the buyer (id + access token) or the owner: no later
 * cycle is charged, and the buyer is told by email in the same transaction. A renewal already
 * charging when the cancel lands is refused by its order transaction and refunded.
 */
import type { OutboxService } from '../../modules/outbox';
import type { CancelReason, Subscription, SubscriptionsService } from '../../modules/subscriptions';
import { subscriptionCancelledEmail } from './subscription-emails';
import type { InTransaction } from '../transaction';

export interface CancellationDeps {
  inTransaction: InTransaction<{ subscriptions: Pick<SubscriptionsService, 'cancel'>; outbox: Pick<OutboxService, 'enqueue'> }>;
  storeName(websiteId: string): Promise<string | undefined>;
}

/** Cancels the site's subscription; cancelling it again answers it unchanged and sends nothing. */
export async function cancelSubscription(deps: CancellationDeps, websiteId: string, subscriptionId: string, reason: CancelReason): Promise<Subscription> {
  const storeName = await deps.storeName(websiteId);
  return deps.inTransaction(async ({ subscriptions, outbox }) => {
    const { subscription, changed } = await subscriptions.cancel(websiteId, subscriptionId, reason);
    if (changed) await outbox.enqueue(websiteId, subscriptionCancelledEmail(subscription, storeName));
    return subscription;
  });
}
