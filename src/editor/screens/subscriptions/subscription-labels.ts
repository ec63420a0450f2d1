/** How the store screens name a subscription's status and its next renewal. */
import type { OwnerSubscription } from '../../../shared/api/subscriptions-admin';
import { dateText } from '../../components/money-text';

export const SUBSCRIPTION_STATUS_LABELS: Record<OwnerSubscription['status'], string> = {
  active: 'Active',
  past_due: 'Payment failed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** The next renewal's date, or why there is none. */
export function nextRenewalText(s: Pick<OwnerSubscription, 'status' | 'nextBillingDate'>): string {
  if (s.status === 'cancelled') return 'None (cancelled)';
  if (s.status === 'completed') return 'None (all payments made)';
  return dateText(s.nextBillingDate, 'None');
}

/** What each renewal charges, with the currency's code. */
export function renewalAmountText(s: Pick<OwnerSubscription, 'priceText' | 'currency'>): string {
  return s.priceText.includes(s.currency) ? s.priceText : `${s.priceText} (${s.currency})`;
}
