/**
 * One gift card in a dialog: its whole code, recipient, balance, the ledger of every movement,
 * and the owner's actions: send the recipient's email again, adjust the balance with a note,
 * and disable the card (confirmed first: its code stops working for good).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { adminGiftCardEndpoints } from '../../../shared/api/gift-cards-admin-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useConfirm } from '../../components/confirm-dialog';
import { EditorDialog } from '../../components/editor-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { dateText, dateTimeText, moneyText } from '../../components/money-text';
import { StatusAndError } from '../../components/save-status';
import { AdjustBalanceForm } from './adjust-balance-form';
import { MOVEMENT_LABELS, giftCardKeys } from './gift-cards-data';
import './gift-cards.css';

export function GiftCardDialog({ giftCardId, onClose }: { giftCardId: string; onClose(): void }) {
  const queryClient = useQueryClient();
  const [confirmElement, confirm] = useConfirm();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const found = useQuery({ queryKey: giftCardKeys.one(giftCardId), queryFn: () => ownerCall(adminGiftCardEndpoints.get, { params: { giftCardId } }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: giftCardKeys.all });
  const disable = useMutation({
    mutationFn: () => ownerCall(adminGiftCardEndpoints.disable, { params: { giftCardId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(giftCardKeys.one(giftCardId), answer);
      setStatus('The gift card was disabled. Its code no longer works at checkout.');
      return refresh();
    },
    onError: (error) => setFailure(error.message),
  });
  const resend = useMutation({
    mutationFn: () => ownerCall(adminGiftCardEndpoints.resend, { params: { giftCardId } }),
    onSuccess: (answer) => setStatus(`The gift card email was sent again to ${answer.message.to}.`),
    onError: (error) => setFailure(error.message),
  });

  const card = found.data?.giftCard;
  const askDisable = async () => {
    if (card === undefined) return;
    setFailure(null);
    const yes = await confirm({
      title: `Disable the card ending ${card.last4}?`,
      body: `Its code stops working at checkout. The ${moneyText(card.balance)} left on it stays in its ledger. A disabled card cannot be turned back on.`,
      confirmLabel: 'Disable card',
      destructive: true,
    });
    if (yes) disable.mutate();
  };

  return (
    <EditorDialog title={card === undefined ? 'Gift card' : `Gift card ending ${card.last4}`} isOpen onClose={onClose} size="wide" closeLabel="Close">
      {found.isPending ? (
        <Loading label="Loading the gift card…" />
      ) : found.isError ? (
        <LoadFailed error={found.error} retry={() => void found.refetch()} />
      ) : (
        <>
          <dl className="summary-list">
            <dt>Code</dt>
            <dd className="gift-card-code">{found.data.giftCard.code}</dd>
            <dt>Status</dt>
            <dd>
              {found.data.giftCard.status === 'active' ? 'Active' : 'Disabled'}
              {found.data.giftCard.testMode && ' (test mode: pays test orders only)'}
            </dd>
            <dt>Balance</dt>
            <dd>
              {moneyText(found.data.giftCard.balance)} of {moneyText(found.data.giftCard.initialAmount)}
            </dd>
            <dt>Recipient</dt>
            <dd>
              {found.data.giftCard.recipientName === '' ? found.data.giftCard.recipientEmail : `${found.data.giftCard.recipientName} (${found.data.giftCard.recipientEmail})`}
            </dd>
            {found.data.giftCard.senderName !== '' && (
              <>
                <dt>From</dt>
                <dd>{found.data.giftCard.senderName}</dd>
              </>
            )}
            {found.data.giftCard.message !== '' && (
              <>
                <dt>Message</dt>
                <dd className="gift-card-message">{found.data.giftCard.message}</dd>
              </>
            )}
            <dt>Issued</dt>
            <dd>
              {dateText(found.data.giftCard.created)}
              {found.data.giftCard.orderId === null ? ' by the store' : ' with '}
              {found.data.giftCard.orderId !== null && (
                <Link to="/orders/$orderId" params={{ orderId: found.data.giftCard.orderId }}>
                  its order
                </Link>
              )}
              {found.data.giftCard.sendDate !== null && `, emailed on ${found.data.giftCard.sendDate}`}
            </dd>
          </dl>
          <h3>Ledger</h3>
          <table className="data-table">
            <caption className="visually-hidden">Every change to this card’s balance, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col" className="data-table__number">
                  Amount
                </th>
                <th scope="col" className="data-table__number">
                  Balance after
                </th>
              </tr>
            </thead>
            <tbody>
              {found.data.movements.map((m) => (
                <tr key={m.id}>
                  <td data-label="When">{dateTimeText(m.created)}</td>
                  <td data-label="What">
                    {MOVEMENT_LABELS[m.kind]}
                    {m.orderId !== null && (
                      <>
                        {' '}
                        (
                        <Link to="/orders/$orderId" params={{ orderId: m.orderId }}>
                          order
                        </Link>
                        )
                      </>
                    )}
                    {m.note !== '' && <span className="data-table__sub">{m.note}</span>}
                  </td>
                  <td data-label="Amount" className="data-table__number">
                    {moneyText(m.amount)}
                  </td>
                  <td data-label="Balance after" className="data-table__number">
                    {moneyText(m.balanceAfter)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <AdjustBalanceForm giftCardId={giftCardId} currency={found.data.giftCard.balance.currency} onAdjusted={(text) => setStatus(text)} />
          <StatusAndError status={status} error={failure} className="gift-card-dialog__status" />
          <div className="gift-card-dialog__actions">
            <Button className="button" isDisabled={resend.isPending} onPress={() => (setFailure(null), resend.mutate())}>
              Resend email
            </Button>
            {found.data.giftCard.status === 'active' && (
              <Button className="button button--danger" isDisabled={disable.isPending} onPress={() => void askDisable()}>
                Disable card
              </Button>
            )}
          </div>
        </>
      )}
      {confirmElement}
    </EditorDialog>
  );
}
