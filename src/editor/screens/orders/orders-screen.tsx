/**
 * The store's orders, newest first: searched by order number, email or name and filtered by
 * payment, fulfilment, test mode and dates. Every filter and the page cursor live in the URL,
 * so a view is a bookmarkable link: the preset views are such links, and the owner's own view
 * is the page's address ("Copy link to this view"). Next pages by cursor (no total count).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { ordersEndpoints } from '../../../shared/api/orders-endpoints';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import { StatusAndError } from '../../components/save-status';
import { OrderBadges } from './order-badges';
import { customerText, dateTimeText, isView, listQuery, moneyText, presetViews } from './order-format';
import './orders.css';

const route = getRouteApi('/orders');

/** Search keys the filters own; changing one starts again at the first page. */
type FilterKey = 'q' | 'status' | 'fulfillment' | 'test' | 'from' | 'to';

export function OrdersScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [status, setStatus] = useState('');
  const query = listQuery(search);
  const page = useQuery({ queryKey: ['orders', 'list', query], queryFn: () => ownerCall(ordersEndpoints.listOrders, { query }) });

  const setFilter = (key: FilterKey, value: string) => {
    const { before: _before, ...rest } = search;
    void navigate({ search: { ...Object.fromEntries(Object.entries(rest).filter(([k]) => k !== key)), ...(value !== '' && { [key]: value }) }, replace: key === 'q' });
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('The link to this view was copied. Bookmark it or share it to open these orders again.');
    } catch {
      setStatus(`Copy this address to keep the view: ${window.location.href}`);
    }
  };

  const views = presetViews(new Date());
  const orders = page.data?.orders ?? [];
  const filtered = Object.keys(search).some((k) => k !== 'before');
  return (
    <section className="screen orders" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Orders
      </h1>
      <nav aria-label="Saved views" className="orders__views">
        <ul>
          {views.map((view) => (
            <li key={view.label}>
              <Link to="/orders" search={view.search} className="orders__view" activeOptions={{ exact: true }} data-view={isView(search, view.search) ? 'current' : undefined}>
                {view.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="orders__filters" role="search" aria-label="Filter orders">
        <SearchField className="field orders__search" value={search.q ?? ''} onChange={(text) => setFilter('q', text)}>
          <Label>Search orders</Label>
          <Input className="input" placeholder="Order number, email or name" />
        </SearchField>
        <div className="field">
          <label htmlFor="orders-payment">Payment</label>
          <select id="orders-payment" className="select" value={search.status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">Any</option>
            <option value="placed">Paid</option>
            <option value="partially_refunded">Partially refunded</option>
            <option value="refunded">Refunded</option>
            <option value="cancelled">Cancelled</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-fulfilment">Fulfilment</label>
          <select id="orders-fulfilment" className="select" value={search.fulfillment ?? ''} onChange={(e) => setFilter('fulfillment', e.target.value)}>
            <option value="">Any</option>
            <option value="unfulfilled">Unfulfilled</option>
            <option value="fulfilled">Fulfilled</option>
            <option value="cancelled">Cancelled</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-test">Mode</label>
          <select id="orders-test" className="select" value={search.test ?? ''} onChange={(e) => setFilter('test', e.target.value)}>
            <option value="">Live and test</option>
            <option value="false">Live orders</option>
            <option value="true">Test orders</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">Placed from</label>
          <input id="orders-from" type="date" className="input" value={search.from ?? ''} onChange={(e) => setFilter('from', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">Placed to</label>
          <input id="orders-to" type="date" className="input" value={search.to ?? ''} onChange={(e) => setFilter('to', e.target.value)} />
        </div>
      </div>
      <div className="screen__toolbar">
        <button type="button" className="button button--small" onClick={() => void copyLink()}>
          Copy link to this view
        </button>
        {filtered && (
          <Link to="/orders" search={{}} className="button button--small button--quiet">
            Clear filters
          </Link>
        )}
      </div>
      <StatusAndError status={status} error={null} className="orders__status" />
      {page.isPending ? (
        <Loading label="Loading orders…" />
      ) : page.isError ? (
        <LoadFailed error={page.error} retry={() => void page.refetch()} />
      ) : orders.length === 0 ? (
        <p className="panel">{filtered ? 'No orders match these filters.' : 'No orders yet. Orders appear here as soon as a customer checks out.'}</p>
      ) : (
        <table className="orders__table">
          <caption className="visually-hidden">Orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td data-label="Order">
                  <Link to="/orders/$orderId" params={{ orderId: o.id }} className="orders__number">
                    #{o.orderNumber}
                  </Link>
                </td>
                <td data-label="Date">{dateTimeText(o.created)}</td>
                <td data-label="Customer" className="orders__customer">
                  {customerText(o)}
                  {o.customerName !== '' && <span className="orders__muted"> {o.customerEmail}</span>}
                </td>
                <td data-label="Total">{moneyText(o.grandTotal)}</td>
                <td data-label="Status">
                  <OrderBadges order={o} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(search.before !== undefined || page.data?.nextCursor != null) && (
        <nav className="orders__pager" aria-label="Order pages">
          {search.before !== undefined && (
            <Link to="/orders" search={Object.fromEntries(Object.entries(search).filter(([k]) => k !== 'before'))} className="button">
              First page
            </Link>
          )}
          {page.data?.nextCursor != null && (
            <Link to="/orders" search={{ ...search, before: String(page.data.nextCursor) }} className="button">
              Next page
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
