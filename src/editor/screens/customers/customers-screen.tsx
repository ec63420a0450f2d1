/**
 * The store's customers: accounts and the guests who bought without one, with their orders,
 * what they spent (per currency, test orders left out), their last order and subscriptions.
 * The search, the sort and the page cursor are in the URL, so the back button and shared
 * links keep the view.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { Input, Label, SearchField } from 'react-aria-components';
import type { CustomerSort } from '../../../shared/api/customers';
import { adminCustomerEndpoints } from '../../../shared/api/customers-endpoints';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { dateText } from '../../components/money-text';
import { SectionTabs } from '../../components/section-tabs';
import '../../components/data-table.css';
import { customerKeys, spentText } from './customers-data';

const route = getRouteApi('/customers');

const SORTS: { value: CustomerSort; label: string }[] = [
  { value: 'lastOrder', label: 'Latest order' },
  { value: 'totalSpent', label: 'Total spent' },
];

export function CustomersScreen() {
  const search = route.useSearch();
  const q = search.q ?? '';
  const sort: CustomerSort = search.sort === 'totalSpent' ? 'totalSpent' : 'lastOrder';
  const after = search.after;
  const navigate = route.useNavigate();
  const page = useQuery({
    queryKey: customerKeys.list(q.trim(), sort, after),
    queryFn: () => ownerCall(adminCustomerEndpoints.list, { query: { ...(q.trim() !== '' && { q: q.trim() }), sort, ...(after !== undefined && { after }) } }),
  });
  const keep = { ...(q !== '' && { q }), ...(sort !== 'lastOrder' && { sort }) };
  const customers = page.data?.customers ?? [];

  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Customers
      </h1>
      <div className="screen__toolbar">
        <SearchField className="field data-search" value={q} onChange={(text) => void navigate({ search: { ...(text !== '' && { q: text }), ...(sort !== 'lastOrder' && { sort }) }, replace: true })}>
          <Label>Search customers</Label>
          <Input className="input" placeholder="Email or name" />
        </SearchField>
        <div className="field">
          <label htmlFor="customers-sort">Sort by</label>
          <select
            id="customers-sort"
            className="input"
            value={sort}
            onChange={(event) => void navigate({ search: { ...(q !== '' && { q }), ...(event.target.value !== 'lastOrder' && { sort: event.target.value }) } })}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {page.isPending ? (
        <Loading label="Loading customers…" />
      ) : page.isError ? (
        <LoadFailed error={page.error} retry={() => void page.refetch()} />
      ) : customers.length === 0 ? (
        <p className="panel">{q.trim() === '' ? 'No customers yet. People who create an account or place an order appear here.' : `No customers match “${q.trim()}”.`}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Customers, {sort === 'totalSpent' ? 'most spent first' : 'latest order first'}</caption>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Type</th>
              <th scope="col" className="data-table__number">
                Orders
              </th>
              <th scope="col" className="data-table__number">
                Total spent
              </th>
              <th scope="col">Last order</th>
              <th scope="col" className="data-table__number">
                Subscriptions
              </th>
            </tr>
          </thead>
          <tbody>
            {customers.map((c) => (
              <tr key={c.id}>
                <td data-label="Customer">
                  <Link to="/customers/$customerId" params={{ customerId: c.id }} className="data-table__main">
                    {c.name === '' ? c.email : c.name}
                  </Link>
                  {c.name !== '' && <span className="data-table__sub">{c.email}</span>}
                </td>
                <td data-label="Type">{c.kind === 'account' ? 'Account' : 'Guest'}</td>
                <td data-label="Orders" className="data-table__number">
                  {c.orderCount}
                  {c.testOrderCount > 0 && <span className="data-table__sub">{c.testOrderCount} test</span>}
                </td>
                <td data-label="Total spent" className="data-table__number">
                  {spentText(c)}
                </td>
                <td data-label="Last order">{dateText(c.lastOrderAt, 'No orders')}</td>
                <td data-label="Subscriptions" className="data-table__number">
                  {c.subscriptionCount === 0 ? '—' : `${c.activeSubscriptionCount} active of ${c.subscriptionCount}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(after !== undefined || page.data?.nextCursor != null) && (
        <nav className="data-pager" aria-label="Customer pages">
          {after !== undefined && (
            <Link to="/customers" search={keep} className="button">
              First page
            </Link>
          )}
          {page.data?.nextCursor != null && (
            <Link to="/customers" search={{ ...keep, after: page.data.nextCursor }} className="button">
              Next page
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
