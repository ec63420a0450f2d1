/**
 * A printable packing slip for one order: the ship-to address, the items with their option
 * values and quantities (no prices: it travels in the parcel), and a Print button. The print
 * stylesheet leaves only the slip on paper.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { ordersEndpoints } from '../../../shared/api/orders-endpoints';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import { addressLines, dateText, optionsText } from './order-format';
import './orders.css';

const route = getRouteApi('/orders/$orderId/packing-slip');

export function PackingSlipScreen() {
  const { orderId } = route.useParams();
  const detail = useQuery({ queryKey: ['orders', 'detail', orderId], queryFn: () => ownerCall(ordersEndpoints.getOrder, { params: { orderId } }) });
  if (detail.isPending) return <Loading label="Loading the packing slip…" />;
  if (detail.isError) return <LoadFailed error={detail.error} retry={() => void detail.refetch()} />;
  const { order } = detail.data;
  const shipTo = order.shippingAddress ?? order.billingAddress;
  return (
    <section className="screen orders packing-slip" aria-labelledby="screen-title">
      <div className="packing-slip__chrome">
        <SectionTabs />
        <p className="screen__crumbs">
          <Link to="/orders">Orders</Link> › <Link to="/orders/$orderId" params={{ orderId }}>Order #{order.orderNumber}</Link>
        </p>
        <div className="screen__toolbar">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      <article className="packing-slip__page">
        <header className="packing-slip__header">
          <h1 id="screen-title" className="screen__title">
            Packing slip
          </h1>
          <p>
            Order #{order.orderNumber} · {dateText(order.created)}
          </p>
        </header>
        <div className="packing-slip__addresses">
          <section aria-labelledby="slip-ship-to">
            <h2 id="slip-ship-to">Ship to</h2>
            {shipTo === null ? (
              <p>Nothing to ship: {order.customerEmail}</p>
            ) : (
              <p className="order__address">
                {addressLines(shipTo).map((l, i) => (
                  <span key={i}>{l}</span>
                ))}
              </p>
            )}
          </section>
          <section aria-labelledby="slip-customer">
            <h2 id="slip-customer">Customer</h2>
            <p className="order__address">
              {order.customerName !== '' && <span>{order.customerName}</span>}
              <span>{order.customerEmail}</span>
            </p>
          </section>
        </div>
        <table className="order__lines packing-slip__lines">
          <caption className="visually-hidden">Items in this parcel</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((i) => (
              <tr key={i.lineId}>
                <td>
                  <span className="order__product">{i.productName}</span>
                  {i.options.length > 0 && <span className="order__options">{optionsText(i.options, order.grandTotal.currency)}</span>}
                </td>
                <td>{i.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="packing-slip__thanks">Thank you for your order.</p>
      </article>
    </section>
  );
}
