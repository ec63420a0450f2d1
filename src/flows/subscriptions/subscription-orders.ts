/**
 * The part of an order's transaction that belongs to subscriptions (GAP-62). A PricedCheckout
 * whose order pays a subscription carries a `subscription` intent; `completePurchase` calls
 * `recordSubscriptionOrder` in the transaction that creates the order, so
 *  - the first order and its subscription exist together or not at all (the subscription cart
 *    can be bought once: a second checkout of it fails here and its charge is refunded);
 *  - a renewal order and the cycle it pays are committed together, and only for the next
 *    cycle of a subscription still billed (a cancelled one refuses: its charge is refunded).
 * The intent is stored with the charge, so reconciliation completes a crashed purchase alike.
 */
import type { Order } from '../../modules/orders';
import type { OutboxService } from '../../modules/outbox';
import type { Charge } from '../../modules/payments';
import type { BillingPeriod, SubscriptionsService } from '../../modules/subscriptions';
import type { PricedCheckout } from '../checkout';
import { subscriptionCompletedEmail, subscriptionStartedEmail } from './subscription-emails';

export type SubscriptionOrderIntent =
  | { kind: 'start'; cartId: string; billingPeriod: BillingPeriod; numBillingCycles: number; additionalFields: string | null }
  | { kind: 'renewal'; subscriptionId: string; cycle: number };

export interface SubscriptionOrderServices {
  subscriptions: Pick<SubscriptionsService, 'start' | 'recordRenewal'>;
  outbox: Pick<OutboxService, 'enqueue'>;
}

/**
 * The order key of try `failedAttempts + 1` of cycle `cycle`: the same for every process, so
 * two schedulers (or a restart) charging one renewal share one charge; a retry after a failed
 * try gets its own key because the failed try's charge ended (declined, or refunded when the
 * stock was gone).
 */
export function renewalOrderKey(subscriptionId: string, cycle: number, failedAttempts: number): string {
  return failedAttempts === 0 ? `sub:${subscriptionId}:cycle:${cycle}` : `sub:${subscriptionId}:cycle:${cycle}:retry:${failedAttempts}`;
}

/** Creates the subscription of a first order, or counts the cycle a renewal order pays; see the file comment. */
export async function recordSubscriptionOrder(services: SubscriptionOrderServices, checkout: PricedCheckout, order: Order, charge: Charge | null): Promise<void> {
  const intent = checkout.subscription;
  if (intent === undefined) return;
  const { websiteId } = checkout;
  if (intent.kind === 'renewal') {
    const renewed = await services.subscriptions.recordRenewal(websiteId, intent.subscriptionId, intent.cycle, { id: order.id, idempotencyKey: checkout.idempotencyKey });
    if (renewed.status === 'completed') await services.outbox.enqueue(websiteId, subscriptionCompletedEmail(renewed, checkout.storeName));
    return;
  }
  const line = order.items[0]!;
  const started = await services.subscriptions.start(websiteId, {
    cartId: intent.cartId,
    firstOrderId: order.id,
    testMode: order.testMode,
    customerEmail: order.customerEmail,
    siteUserId: order.siteUserId,
    itemId: line.itemId,
    variantId: line.variantId,
    sku: line.sku,
    productName: line.productName,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    // Locked like the unit price: every renewal charges the first order's shipping and tax.
    shippingPerCycle: order.shippingTotal,
    taxPerCycle: order.taxTotal,
    currency: order.currency,
    additionalFields: intent.additionalFields,
    billingPeriod: intent.billingPeriod,
    numBillingCycles: intent.numBillingCycles,
    paymentMethodReference: charge?.paymentMethodReference ?? null,
    paymentSummary: charge?.methodSummary ?? 'no payment due',
    shippingAddress: order.shippingAddress,
    // GAP-52: what the first order was billed to (the shipping address unless the buyer gave another); renewals are billed to it too.
    billingAddress: order.billingAddress,
    idempotencyKey: checkout.idempotencyKey,
  });
  await services.outbox.enqueue(websiteId, subscriptionStartedEmail(started, checkout.storeName));
}
