/**
 * One subscription in a dialog: the customer, the product and plan, what each renewal charges,
 * the next renewal, every charge (paid, with its order; or failed, with the reason) and the
 * owner's cancel, confirmed first because the customer is emailed and billing stops for good.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { adminSubscriptionEndpoints } from '../../../shared/api/subscriptions-admin-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { dateText, dateTimeText } from '../../components/money-text';
import { StatusAndError } from '../../components/save-status';
import { SUBSCRIPTION_STATUS_LABELS, nextRenewalText, renewalAmountText } from './subscription-labels';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: (before: string | undefined) => ['subscriptions', 'list', before ?? ''] as const,
  one: (id: string) => ['subscriptions', 'one', id] as const,
};

const CANCEL_REASONS = { buyer: 'by the customer', owner: 'by the store', payment_failed: 'after failed payments' } as const;

export function SubscriptionDialog({ subscriptionId, onClose }: { subscriptionId: string; onClose(): void }) {
  const queryClient = useQueryClient();
  const [confirmElement, confirm] = useConfirm();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const found = useQuery({ queryKey: subscriptionKeys.one(subscriptionId), queryFn: () => ownerCall(adminSubscriptionEndpoints.get, { params: { subscriptionId } }) });
  const cancel = useMutation({
    mutationFn: () => ownerCall(adminSubscriptionEndpoints.cancel, { params: { subscriptionId } }),
    onSuccess: () => {
      setStatus('The subscription was cancelled. The customer has been emailed.');
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
    onError: (error) => setFailure(error.message),
  });
  const askCancel = async () => {
    const s = found.data?.subscription;
    if (s === undefined) return;
    setFailure(null);
    const yes = await confirm({
      title: 'Cancel this subscription?',
      body: `${s.customerEmail} will not be charged again for ${s.productName}, and they will be emailed that it was cancelled. This cannot be undone.`,
      confirmLabel: 'Cancel subscription',
      cancelLabel: 'Keep subscription',
      destructive: true,
    });
    if (yes) cancel.mutate();
  };

  const s = found.data?.subscription;
  const live = s !== undefined && (s.status === 'active' || s.status === 'past_due');
  return (
    <EditorDialog title={s === undefined ? 'Subscription' : s.productName} isOpen onClose={onClose} size="wide" closeLabel="Close" isDismissable={!cancel.isPending}>
      {found.isPending ? (
        <Loading label="Loading the subscription…" />
      ) : found.isError ? (
        <LoadFailed error={found.error} retry={() => void found.refetch()} />
      ) : (
        <>
          <dl className="summary-list">
            <dt>Customer</dt>
            <dd>{found.data.subscription.customerEmail}</dd>
            <dt>Status</dt>
            <dd>
              {SUBSCRIPTION_STATUS_LABELS[found.data.subscription.status]}
              {found.data.subscription.cancelReason !== null &&
                ` ${CANCEL_REASONS[found.data.subscription.cancelReason]} on ${dateText(found.data.subscription.cancelledAt)}`}
              {found.data.subscription.testMode && ' (test mode)'}
            </dd>
            <dt>Amount</dt>
            <dd>{renewalAmountText(found.data.subscription)}</dd>
            <dt>Quantity</dt>
            <dd>{found.data.subscription.quantity}</dd>
            <dt>Payments made</dt>
            <dd>{found.data.subscription.cyclesBilled}</dd>
            <dt>Next renewal</dt>
            <dd>{nextRenewalText(found.data.subscription)}</dd>
            <dt>Started</dt>
            <dd>
              {dateText(found.data.subscription.created)} with{' '}
              <Link to="/orders/$orderId" params={{ orderId: found.data.subscription.firstOrderId }}>
                its first order
              </Link>
            </dd>
            <dt>Payment</dt>
            <dd>{found.data.subscription.paymentSummary === '' ? '—' : found.data.subscription.paymentSummary}</dd>
          </dl>
          <h3>Charges</h3>
          {found.data.charges.length === 0 ? (
            <p>No charges yet.</p>
          ) : (
            <ul className="subscription-charges">
              {found.data.charges.map((c) => (
                <li key={`${c.cycle}-${c.attempt}`}>
                  Payment {c.cycle}
                  {c.attempt > 1 && `, attempt ${c.attempt}`}, {dateTimeText(c.at)}:{' '}
                  {c.status === 'paid' ? (
                    c.orderId === null ? (
                      'paid'
                    ) : (
                      <Link to="/orders/$orderId" params={{ orderId: c.orderId }}>
                        paid (view order)
                      </Link>
                    )
                  ) : (
                    `failed${c.message === null ? '' : `: ${c.message}`}`
                  )}
                </li>
              ))}
            </ul>
          )}
          <StatusAndError status={status} error={failure} className="subscription-dialog__status" />
          {live && (
            <Button className="button button--danger" isDisabled={cancel.isPending} onPress={() => void askCancel()}>
              Cancel subscription
            </Button>
          )}
        </>
      )}
      {confirmElement}
    </EditorDialog>
  );
}
