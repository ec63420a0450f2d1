/**
 * The renewal scheduler (GAP-62): `runDueRenewals` charges every subscription whose charge is
 * due, one at a time, each as an order placed through `placeOrder` (stock taken, confirmation
 * email queued, the cycle counted in the order's transaction). Safe with several processes:
 *  - a process first claims the subscription (a conditional update with a lease), so two
 *    schedulers never work one renewal at once;
 *  - the order key is the same in every process for one try of one cycle
 *    (`renewalOrderKey`), so a crash or a lease that ran out joins the same charge instead of
 *    making a second one, and the order transaction refuses a cycle already billed.
 * A failed try (declined, stock gone, extra step asked) is retried 1, 3 and 5 days after the
 * first failure, with an email each time; after the last the subscription is cancelled and
 * the buyer told. A try whose outcome is unknown (payment in progress, an unexpected error)
 * keeps its claim and is tried again with the same key when the lease ends.
 */
import type { OutboxService } from '../../modules/outbox';
import { cycleTotal, type Subscription, type SubscriptionsService } from '../../modules/subscriptions';
import { describeError } from '../../shared/error-catalog';
import { isDomainError } from '../../shared/errors';
import type { PlaceOrderRequest, PlaceOrderResult, PricedCheckout } from '../checkout';
import { billingAddressOf } from '../checkout';
import { renewalFailedEmail, subscriptionCancelledEmail } from './subscription-emails';
import { renewalOrderKey } from './subscription-orders';
import type { InTransaction } from '../transaction';

export interface RenewalDeps {
  subscriptions: Pick<SubscriptionsService, 'claimDue' | 'releaseClaim' | 'get'>;
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  /** Records a failure and queues its email in one transaction. */
  inTransaction: InTransaction<{ subscriptions: Pick<SubscriptionsService, 'recordFailure'>; outbox: Pick<OutboxService, 'enqueue'> }>;
  /** The site's title for the emails. */
  storeName(websiteId: string): Promise<string | undefined>;
}

export interface RenewalReport {
  renewed: { subscriptionId: string; cycle: number; orderId: string }[];
  failed: { subscriptionId: string; cycle: number; message: string; retryAt: number | null }[];
  /** Outcome unknown for now: tried again with the same key once the claim's lease ends. */
  deferred: { subscriptionId: string; reason: string }[];
}

const NEEDS_BUYER = 'Your bank asked you to confirm the payment, which an automatic renewal cannot do.';
const NO_PAYMENT_METHOD = 'There is no saved card for this subscription.';

/** The renewal order of cycle `cycle`: the subscription's line at its locked price, shipping and tax, to its addresses. */
function renewalCheckout(s: Subscription, cycle: number, storeName: string | undefined): PricedCheckout {
  return {
    websiteId: s.websiteId,
    idempotencyKey: renewalOrderKey(s.id, cycle, s.failedAttempts),
    purchasedCartId: null,
    testMode: s.testMode,
    currency: s.currency,
    customerEmail: s.customerEmail,
    siteUserId: s.siteUserId,
    shippingAddress: s.shippingAddress,
    // The subscription's billing address; one from before it was kept bills the shipping address, the checkout's default.
    billingAddress: billingAddressOf(s.billingAddress, s.shippingAddress),
    lines: [{ itemId: s.itemId, variantId: s.variantId, sku: s.sku, productName: s.productName, quantity: s.quantity, unitPrice: s.unitPrice, stockTracked: true }],
    subtotal: s.unitPrice * s.quantity,
    discountTotal: 0,
    shippingTotal: s.shippingPerCycle,
    taxTotal: s.taxPerCycle,
    grandTotal: cycleTotal(s),
    storeName,
    subscription: { kind: 'renewal', subscriptionId: s.id, cycle },
  };
}

/** Why a try failed, as the buyer reads it; null when its outcome is not known yet. */
function failureMessage(e: unknown): string | null {
  if (isDomainError(e, 'PAYMENT_DECLINED')) return typeof e.details.declineMessage === 'string' ? e.details.declineMessage : 'Your card was declined.';
  if (isDomainError(e, 'PAYMENT_IN_PROGRESS') || !isDomainError(e)) return null;
  return describeError(e.code, e.details).message;
}

async function recordFailure(deps: RenewalDeps, s: Subscription, claimToken: string, checkout: PricedCheckout, message: string, report: RenewalReport): Promise<void> {
  const cycle = s.cyclesBilled + 1;
  const outcome = await deps.inTransaction(async ({ subscriptions, outbox }) => {
    const recorded = await subscriptions.recordFailure(s.websiteId, s.id, { cycle, claimToken, idempotencyKey: checkout.idempotencyKey, message });
    if (recorded === null) return null;
    const email = recorded.retryAt === null
      ? subscriptionCancelledEmail(recorded.subscription, checkout.storeName)
      : renewalFailedEmail(recorded.subscription, cycle, message, recorded.retryAt, checkout.storeName);
    await outbox.enqueue(s.websiteId, email);
    return recorded;
  });
  if (outcome === null) report.deferred.push({ subscriptionId: s.id, reason: 'the subscription changed meanwhile' });
  else report.failed.push({ subscriptionId: s.id, cycle, message, retryAt: outcome.retryAt });
}

async function renewOne(deps: RenewalDeps, s: Subscription, claimToken: string, report: RenewalReport): Promise<void> {
  const cycle = s.cyclesBilled + 1;
  const checkout = renewalCheckout(s, cycle, await deps.storeName(s.websiteId));
  if (checkout.grandTotal > 0 && s.paymentMethodReference === null) return recordFailure(deps, s, claimToken, checkout, NO_PAYMENT_METHOD, report);
  let result: PlaceOrderResult;
  try {
    result = await deps.placeOrder({ checkout, payment: { type: 'saved', reference: s.paymentMethodReference ?? '', summary: s.paymentSummary } });
  } catch (e) {
    if (isDomainError(e, 'SUBSCRIPTION_NOT_ACTIVE') || isDomainError(e, 'SUBSCRIPTION_CYCLE_BILLED')) {
      // Cancelled or billed meanwhile: the order transaction refused it and the charge was refunded.
      await deps.subscriptions.releaseClaim(s.websiteId, s.id, claimToken);
      report.deferred.push({ subscriptionId: s.id, reason: e.code });
      return;
    }
    const message = failureMessage(e);
    if (message === null) {
      report.deferred.push({ subscriptionId: s.id, reason: e instanceof Error ? e.message : String(e) });
      return;
    }
    return recordFailure(deps, s, claimToken, checkout, message, report);
  }
  if (result.status === 'requires_action') return recordFailure(deps, s, claimToken, checkout, NEEDS_BUYER, report);
  const after = await deps.subscriptions.get(s.websiteId, s.id);
  if (after !== null && after.cyclesBilled >= cycle) {
    report.renewed.push({ subscriptionId: s.id, cycle, orderId: result.order.id });
    return;
  }
  // The key names an order that did not pay this cycle: count a failed try, the retry has its own key.
  return recordFailure(deps, s, claimToken, checkout, 'The payment could not be matched to this subscription.', report);
}

/** Charges the subscriptions of every site whose charge is due, at most `limit` per run; see the file comment. */
export async function runDueRenewals(deps: RenewalDeps, options: { limit?: number; leaseMs?: number } = {}): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: [], failed: [], deferred: [] };
  for (let i = 0; i < (options.limit ?? 100); i++) {
    const claimed = await deps.subscriptions.claimDue({ leaseMs: options.leaseMs });
    if (claimed === null) break;
    try {
      await renewOne(deps, claimed.subscription, claimed.claimToken, report);
    } catch (e) {
      // E.g. the database went away: the claim runs out and the same try is made again.
      report.deferred.push({ subscriptionId: claimed.subscription.id, reason: e instanceof Error ? e.message : String(e) });
    }
  }
  return report;
}
