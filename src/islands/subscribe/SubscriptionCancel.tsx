/**
 * The cancel button of the subscription-confirmed page (206, GAP-62): asks first (a modal
 * question), then `POST /api/3/commerce/subscriptions/{id}/cancel?token=…` (the buyer's access
 * token, which the page was reached with); on success the
 * page's status and next-payment lines change in place and the button gives way to a note.
 */
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { callEndpoint } from '../api-client';
import { subscriptionEndpoints } from '../../shared/api/subscriptions-endpoints';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { failureMessage } from '../product-form/purchase-request';

export interface SubscriptionCancelProps {
  subscriptionId: string;
  /** The subscription's access token. */
  token: string;
  active: boolean;
}

export const CANCEL_QUESTION = 'Cancel this subscription?';
export const CANCEL_EXPLAINED = 'You will not be charged again and no further orders will be sent. This cannot be undone.';
export const CANCELLED_NOTE = 'Your subscription is cancelled. You will not be charged again.';

/** The page's server-rendered status lines, updated after a cancel. */
function showCancelled(): void {
  const status = document.querySelector('[data-subscription-status]');
  if (status !== null) status.textContent = 'Cancelled';
  const next = document.querySelector('[data-subscription-next]');
  if (next !== null) next.textContent = '—';
}

export function SubscriptionCancel({ props }: { props: SubscriptionCancelProps }) {
  const [state, setState] = useState<'active' | 'asking' | 'sending' | 'cancelled'>(props.active ? 'active' : 'cancelled');
  const [problem, setProblem] = useState('');

  const answer = useCallback(
    async (confirmed: boolean) => {
      if (!confirmed) return setState('active');
      setState('sending');
      setProblem('');
      const result = await callEndpoint(subscriptionEndpoints.cancel, { params: { subscriptionId: props.subscriptionId }, query: { token: props.token }, body: {} });
      if (!result.ok && result.failure.code !== 'SUBSCRIPTION_NOT_ACTIVE') {
        setState('active');
        setProblem(failureMessage(result.failure, navigator.cookieEnabled));
        return;
      }
      showCancelled();
      setState('cancelled');
    },
    [props.subscriptionId, props.token],
  );
  const onAnswer = useCallback((confirmed: boolean) => void answer(confirmed), [answer]);

  if (state === 'cancelled') {
    return props.active ? (
      <p className="SubscriptionCancel-note" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
        {CANCELLED_NOTE}
      </p>
    ) : null;
  }
  return (
    <div className="SubscriptionCancel-actions">
      <p className="FormProblem" role="alert">
        {problem}
      </p>
      <button type="button" className="Button Button--secondary" aria-disabled={state === 'sending' ? 'true' : undefined} onClick={() => state === 'active' && setState('asking')}>
        {state === 'sending' ? 'Cancelling…' : 'Cancel subscription'}
      </button>
      {state === 'asking' &&
        createPortal(<ConfirmDialog title={CANCEL_QUESTION} message={CANCEL_EXPLAINED} confirmLabel="Cancel subscription" cancelLabel="Keep subscription" onAnswer={onAnswer} />, document.body)}
    </div>
  );
}
