/**
 * The store's subscriptions, newest first: product, customer, status, the next renewal and what
 * each renewal charges. One opens in a dialog (its id in the URL as `subscription`) with every
 * charge and the owner's cancel behind a confirm; the page cursor is in the URL too.
 */
import { CursorPager } from '../../components/cursor-pager';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { adminSubscriptionEndpoints } from '../../../shared/api/subscriptions-admin-endpoints';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import '../../components/data-table.css';
import { SubscriptionDialog, subscriptionKeys } from './subscription-dialog';
import { SUBSCRIPTION_STATUS_LABELS, nextRenewalText, renewalAmountText } from './subscription-labels';

const route = getRouteApi('/subscriptions');

export function SubscriptionsScreen() {
  const { before, subscription: openId } = route.useSearch();
  const navigate = route.useNavigate();
  const page = useQuery({
    queryKey: subscriptionKeys.list(before),
    queryFn: () => ownerCall(adminSubscriptionEndpoints.list, { query: { ...(before !== undefined && { before }) } }),
  });
  const open = (id: string | null) => {
    const search: Record<string, string> = {};
    if (before !== undefined) search.before = before;
    if (id !== null) search.subscription = id;
    void navigate({ search });
  };
  const subscriptions = page.data?.subscriptions ?? [];

  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Subscriptions
      </h1>
      {page.isPending ? (
        <Loading label="Loading subscriptions…" />
      ) : page.isError ? (
        <LoadFailed error={page.error} retry={() => void page.refetch()} />
      ) : subscriptions.length === 0 ? (
        <p className="panel">No subscriptions yet. When a customer subscribes to a product, the subscription appears here.</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Subscriptions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col">Next renewal</th>
              <th scope="col">Amount</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscriptions.map((s) => (
              <tr key={s.id}>
                <td data-label="Product" className="data-table__main">
                  {s.productName}
                  {s.testMode && <span className="data-table__sub">Test mode</span>}
                </td>
                <td data-label="Customer">
                  {s.customerEmail}
                </td>
                <td data-label="Status">
                  <span className="status-badge">{SUBSCRIPTION_STATUS_LABELS[s.status]}</span>
                </td>
                <td data-label="Next renewal">{nextRenewalText(s)}</td>
                <td data-label="Amount">{renewalAmountText(s)}</td>
                <td className="data-table__actions">
                  <Button className="button button--small" onPress={() => open(s.id)}>
                    Details<span className="visually-hidden"> of {s.productName} for {s.customerEmail}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CursorPager to="/subscriptions" label="Subscription pages" before={before} next={page.data?.nextCursor} />
      {openId !== undefined && <SubscriptionDialog subscriptionId={openId} onClose={() => open(null)} />}
    </section>
  );
}
