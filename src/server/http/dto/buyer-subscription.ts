/** The subscription as its buyer reads it; the owner's subscription pages show the same fields. */
import { showsBillingAddress } from '../../../modules/orders';
import { cycleTotal, type Subscription } from '../../../modules/subscriptions';
import type { BuyerSubscription } from '../../../shared/api/subscriptions';
import { billingPhrase, subscriptionPriceText } from '../../../shared/subscription-phrase';

/** The subscription as its buyer sees it: never the access token alone, never the saved payment method. */
export function subscriptionDto(s: Subscription): BuyerSubscription {
  const plan = { billingPeriod: s.billingPeriod, numBillingCycles: s.numBillingCycles };
  return {
    id: s.id,
    websiteId: s.websiteId,
    status: s.status,
    testMode: s.testMode,
    customerEmail: s.customerEmail,
    itemId: s.itemId,
    sku: s.sku,
    productName: s.productName,
    quantity: s.quantity,
    unitPrice: s.unitPrice,
    /** GAP-53, GAP-54: each cycle's shipping and tax, locked when subscribing. */
    shippingPerCycle: s.shippingPerCycle,
    taxPerCycle: s.taxPerCycle,
    currency: s.currency,
    additionalFields: s.additionalFields,
    subscriptionPlan: plan,
    billingPhrase: billingPhrase(plan),
    /** What each cycle charges, e.g. '$30.00 every month'. */
    priceText: subscriptionPriceText({ amount: cycleTotal(s), currency: s.currency }, plan),
    cyclesBilled: s.cyclesBilled,
    nextBillingDate: s.nextBillingAt,
    shippingAddress: s.shippingAddress,
    /** What each renewal is billed to; GAP-52: `showBillingAddress` only when it is not the shipping address (or nothing ships), as on the order pages. */
    billingAddress: s.billingAddress,
    showBillingAddress: showsBillingAddress(s.billingAddress, s.shippingAddress),
    paymentSummary: s.paymentSummary,
    cancelReason: s.cancelReason,
    cancelledAt: s.cancelledAt,
    created: s.created,
  };
}
