/**
 * One customer: who they are, what they spent, every order (each linking to the order) and
 * their subscriptions (each opening in Subscriptions).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { adminCustomerEndpoints } from '../../../shared/api/customers-endpoints';
import { ApiError, ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { dateText, dateTimeText, moneyText } from '../../components/money-text';
import { SectionTabs } from '../../components/section-tabs';
import { SUBSCRIPTION_STATUS_LABELS, nextRenewalText, renewalAmountText } from '../subscriptions/subscription-labels';
import '../../components/data-table.css';
import { customerKeys, spentText } from './customers-data';

const route = getRouteApi('/customers/$customerId');

const ORDER_STATUS_LABELS: Record<string, string> = { placed: 'Placed', cancelled: 'Cancelled', refunded: 'Refunded', partially_refunded: 'Partly refunded' };
const statusText = (status: string) => ORDER_STATUS_LABELS[status] ?? status.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function CustomerScreen() {
  const { customerId } = route.useParams();
  const found = useQuery({ queryKey: customerKeys.one(customerId), queryFn: () => ownerCall(adminCustomerEndpoints.get, { params: { customerId } }) });
  const crumbs = (
    <p className="screen__crumbs">
      <Link to="/customers">Customers</Link>
    </p>
  );

  if (found.isPending || found.isError) {
    const missing = found.error instanceof ApiError && found.error.status === 404;
    return (
      <section className="screen" aria-labelledby="screen-title">
        <SectionTabs />
        {crumbs}
        <h1 id="screen-title" className="screen__title">
          Customer
        </h1>
        {found.isPending ? (
          <Loading label="Loading the customer…" />
        ) : missing ? (
          <p className="panel" role="alert">
            {found.error.message}
          </p>
        ) : (
          <LoadFailed error={found.error} retry={() => void found.refetch()} />
        )}
      </section>
    );
  }

  const { customer, orders, subscriptions } = found.data;
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      {crumbs}
      <h1 id="screen-title" className="screen__title">
        {customer.name === '' ? customer.email : customer.name}
      </h1>
      <dl className="summary-list panel">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>Type</dt>
        <dd>{customer.kind === 'account' ? `Account, created ${dateText(customer.accountCreated)}` : 'Guest (bought without an account)'}</dd>
        <dt>Total spent</dt>
        <dd>{spentText(customer)}</dd>
        <dt>Orders</dt>
        <dd>
          {customer.orderCount}
          {customer.testOrderCount > 0 && `, of which ${customer.testOrderCount} in test mode (not counted as spent)`}
        </dd>
        <dt>Last order</dt>
        <dd>{dateTimeText(customer.lastOrderAt, 'No orders')}</dd>
      </dl>

      <section className="detail-section" aria-labelledby="customer-orders">
        <h2 id="customer-orders">Orders</h2>
        {orders.length === 0 ? (
          <p className="panel">No orders yet.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Orders of {customer.email}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col" className="data-table__number">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td data-label="Order">
                    <Link to="/orders/$orderId" params={{ orderId: o.id }} className="data-table__main">
                      Order #{o.orderNumber}
                    </Link>
                    {o.testMode && <span className="data-table__sub">Test order</span>}
                  </td>
                  <td data-label="Placed">{dateTimeText(o.created)}</td>
                  <td data-label="Status">{statusText(o.status)}</td>
                  <td data-label="Total" className="data-table__number">
                    {moneyText(o.total)}
                    {o.refunded.value !== '0.00' && o.refunded.value !== '0' && <span className="data-table__sub">{moneyText(o.refunded)} refunded</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="detail-section" aria-labelledby="customer-subscriptions">
        <h2 id="customer-subscriptions">Subscriptions</h2>
        {subscriptions.length === 0 ? (
          <p className="panel">No subscriptions.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Subscriptions of {customer.email}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Status</th>
                <th scope="col">Amount</th>
                <th scope="col">Next renewal</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((s) => (
                <tr key={s.id}>
                  <td data-label="Product">
                    <Link to="/subscriptions" search={{ subscription: s.id }} className="data-table__main">
                      {s.productName}
                    </Link>
                  </td>
                  <td data-label="Status">{SUBSCRIPTION_STATUS_LABELS[s.status]}</td>
                  <td data-label="Amount">{renewalAmountText(s)}</td>
                  <td data-label="Next renewal">{nextRenewalText(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
