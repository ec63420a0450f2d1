/**
 * The store's gift cards, newest first: the code masked (its last 4 characters), recipient,
 * balance and status. One opens in a dialog (its id in the URL as `card`) with the whole code,
 * the ledger and the owner's actions; "Issue gift card" makes and emails a new one.
 */
import { CursorPager } from '../../components/cursor-pager';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { adminGiftCardEndpoints } from '../../../shared/api/gift-cards-admin-endpoints';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { dateText, moneyText } from '../../components/money-text';
import { SectionTabs } from '../../components/section-tabs';
import '../../components/data-table.css';
import { GiftCardDialog } from './gift-card-dialog';
import { giftCardKeys, maskedCode, maskedCodeLabel } from './gift-cards-data';
import { IssueGiftCardDialog } from './issue-gift-card-dialog';
import './gift-cards.css';

const route = getRouteApi('/gift-cards');

export function GiftCardsScreen() {
  const { before, card: openId } = route.useSearch();
  const navigate = route.useNavigate();
  const [issuing, setIssuing] = useState(false);
  const [status, setStatus] = useState('');
  const page = useQuery({ queryKey: giftCardKeys.list(before), queryFn: () => ownerCall(adminGiftCardEndpoints.list, { query: { ...(before !== undefined && { before }) } }) });
  const open = (id: string | null) => {
    const search: Record<string, string> = {};
    if (before !== undefined) search.before = before;
    if (id !== null) search.card = id;
    void navigate({ search });
  };
  const cards = page.data?.giftCards ?? [];

  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Gift cards
      </h1>
      <div className="screen__toolbar">
        <Button className="button button--primary data-toolbar-end" isDisabled={page.data === undefined} onPress={() => setIssuing(true)}>
          Issue gift card
        </Button>
      </div>
      <p role="status" className={status === '' ? 'visually-hidden' : 'notice notice--success'}>
        {status}
      </p>
      {page.isPending ? (
        <Loading label="Loading gift cards…" />
      ) : page.isError ? (
        <LoadFailed error={page.error} retry={() => void page.refetch()} />
      ) : cards.length === 0 ? (
        <p className="panel">No gift cards yet. Cards your customers buy, and cards you issue, appear here.</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Gift cards, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Recipient</th>
              <th scope="col" className="data-table__number">
                Balance
              </th>
              <th scope="col">Status</th>
              <th scope="col">Issued</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cards.map((c) => (
              <tr key={c.id}>
                <td data-label="Code" className="gift-card-code">
                  <span aria-hidden="true">{maskedCode(c.last4)}</span>
                  <span className="visually-hidden">{maskedCodeLabel(c.last4)}</span>
                  {c.testMode && <span className="data-table__sub">Test mode</span>}
                </td>
                <td data-label="Recipient">
                  {c.recipientName === '' ? c.recipientEmail : c.recipientName}
                  {c.recipientName !== '' && <span className="data-table__sub">{c.recipientEmail}</span>}
                </td>
                <td data-label="Balance" className="data-table__number">
                  {moneyText(c.balance)}
                  <span className="data-table__sub">of {moneyText(c.initialAmount)}</span>
                </td>
                <td data-label="Status">
                  <span className="status-badge">{c.status === 'active' ? 'Active' : 'Disabled'}</span>
                </td>
                <td data-label="Issued">{dateText(c.created)}</td>
                <td className="data-table__actions">
                  <Button className="button button--small" onPress={() => open(c.id)}>
                    Details<span className="visually-hidden"> of the card ending {c.last4}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CursorPager to="/gift-cards" label="Gift card pages" before={before} next={page.data?.nextCursor} />
      {openId !== undefined && <GiftCardDialog giftCardId={openId} onClose={() => open(null)} />}
      {issuing && page.data !== undefined && (
        <IssueGiftCardDialog
          currency={page.data.currency}
          onClose={() => setIssuing(false)}
          onIssued={(id, email) => {
            setIssuing(false);
            setStatus(`Gift card issued and emailed to ${email}.`);
            open(id);
          }}
        />
      )}
    </section>
  );
}
