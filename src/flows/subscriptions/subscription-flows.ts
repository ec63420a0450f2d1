/**
 * The subscription use cases bound to their dependencies: subscribe and the subscription
 * page's checkout, cancelling, and the renewal scheduler's run. Billing changes run in the
 * order's transaction (`inTransaction`, given by the composition root).
 */
import type { CancelReason, Subscription } from '../../modules/subscriptions';
import type { Bound } from '../bound';
import { cancelSubscription, type CancellationDeps } from './subscription-cancellation';
import { checkOutSubscription, confirmSubscriptionCheckout, subscribe, subscriptionCartView, type SubscriptionCheckoutDeps } from './subscription-checkout';
import { runDueRenewals, type RenewalDeps, type RenewalReport } from './subscription-renewals';

/** The subscription use cases, each one call for a route or a job. */
export interface SubscriptionFlows {
  subscribe: Bound<typeof subscribe>;
  subscriptionCartView: Bound<typeof subscriptionCartView>;
  checkOutSubscription: Bound<typeof checkOutSubscription>;
  confirmSubscriptionCheckout: Bound<typeof confirmSubscriptionCheckout>;
  cancelSubscription(websiteId: string, subscriptionId: string, reason: CancelReason): Promise<Subscription>;
  /** Charges every due renewal of every site (the scheduler calls this). */
  runDueRenewals(options?: { limit?: number; leaseMs?: number }): Promise<RenewalReport>;
}

export type SubscriptionFlowsDeps = SubscriptionCheckoutDeps & RenewalDeps & CancellationDeps;

export function createSubscriptionFlows(deps: SubscriptionFlowsDeps): SubscriptionFlows {
  return {
    subscribe: (...args) => subscribe(deps, ...args),
    subscriptionCartView: (...args) => subscriptionCartView(deps, ...args),
    checkOutSubscription: (...args) => checkOutSubscription(deps, ...args),
    confirmSubscriptionCheckout: (...args) => confirmSubscriptionCheckout(deps, ...args),
    cancelSubscription: (websiteId, subscriptionId, reason) => cancelSubscription(deps, websiteId, subscriptionId, reason),
    runDueRenewals: (options) => runDueRenewals(deps, options),
  };
}
