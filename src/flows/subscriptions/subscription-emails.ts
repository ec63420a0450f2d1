/**
 * The buyer's subscription emails (GAP-62), queued through the outbox in the transaction of
 * the change they tell about: started (with the first order), a renewal that failed and when
 * it is tried again, cancelled (by the buyer, the store, or after the last failed retry), and
 * completed after the last cycle. Each renewal's receipt is its order confirmation.
 */
import type { NewMessage } from '../../modules/outbox';
import { cycleTotal, type Subscription } from '../../modules/subscriptions';
import { subscriptionPriceText } from '../../shared/subscription-phrase';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const storeOf = (storeName: string | undefined) => storeName?.trim() || 'our store';

/** "2 × Clay Box — $60.00 every month", what each cycle charges (with its locked shipping and tax). */
function lineText(s: Subscription): string {
  const price = subscriptionPriceText({ amount: cycleTotal(s), currency: s.currency }, { billingPeriod: s.billingPeriod, numBillingCycles: s.numBillingCycles });
  const extras = s.shippingPerCycle + s.taxPerCycle > 0 ? ' (shipping and tax included)' : '';
  return `${s.quantity} × ${s.productName} (${s.sku}) — ${price}${extras}`;
}

export function subscriptionStartedEmail(s: Subscription, storeName: string | undefined): NewMessage {
  const next = s.nextBillingAt === null ? [] : [`Next payment: ${day(s.nextBillingAt)}, with ${s.paymentSummary}.`];
  return {
    to: s.customerEmail,
    subject: `Your subscription to ${s.productName} has started`,
    text: [`Thank you for subscribing at ${storeOf(storeName)}.`, '', lineText(s), ...next, '', `Subscription ${s.id}`].join('\n'),
    dedupeKey: `subscription-started:${s.id}`,
  };
}

export function renewalFailedEmail(s: Subscription, cycle: number, message: string, retryAt: number, storeName: string | undefined): NewMessage {
  return {
    to: s.customerEmail,
    subject: `We could not renew your subscription to ${s.productName}`,
    text: [
      `Your payment for your subscription at ${storeOf(storeName)} did not go through: ${message}`,
      '',
      lineText(s),
      `We will try again on ${day(retryAt)}. If that fails too after a few tries, the subscription is cancelled.`,
    ].join('\n'),
    dedupeKey: `subscription-renewal-failed:${s.id}:${cycle}:${s.failedAttempts}`,
  };
}

const CANCEL_REASONS: Record<string, string> = {
  buyer: 'as you asked',
  owner: 'by the store',
  payment_failed: 'because its payment failed several times',
};

export function subscriptionCancelledEmail(s: Subscription, storeName: string | undefined): NewMessage {
  return {
    to: s.customerEmail,
    subject: `Your subscription to ${s.productName} is cancelled`,
    text: [`Your subscription at ${storeOf(storeName)} was cancelled ${CANCEL_REASONS[s.cancelReason ?? 'buyer']}. You will not be charged again.`, '', lineText(s)].join('\n'),
    dedupeKey: `subscription-cancelled:${s.id}`,
  };
}

export function subscriptionCompletedEmail(s: Subscription, storeName: string | undefined): NewMessage {
  return {
    to: s.customerEmail,
    subject: `Your subscription to ${s.productName} is complete`,
    text: [`The last payment of your subscription at ${storeOf(storeName)} is done. You will not be charged again.`, '', lineText(s)].join('\n'),
    dedupeKey: `subscription-completed:${s.id}`,
  };
}
