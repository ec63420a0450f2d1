/**
 * One order as the owner works on it: its lines (option values, never SKUs), totals,
 * addresses, how it was paid (the card and each gift card, as the server reports), its
 * refunds, shipment and timeline; fulfil (carrier, tracking, notify the buyer), refund (full,
 * by amount or by line), send the confirmation again, and the printable packing slip.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderDetailAnswer } from '../../../shared/api/orders';
import { ordersEndpoints } from '../../../shared/api/orders-endpoints';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import { StatusAndError } from '../../components/save-status';
import { OrderDownloads } from './order-downloads';
import { OrderBadges } from './order-badges';
import { FulfilDialog } from './fulfil-dialog';
import { RefundDialog } from './refund-dialog';
import { addressLines, customerText, dateTimeText, minorUnits, moneyText, optionsText, timesText } from './order-format';
import './orders.css';

const route = getRouteApi('/orders/$orderId');

export function OrderScreen() {
  const { orderId } = route.useParams();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'fulfil' | 'refund' | null>(null);
  const detail = useQuery({ queryKey: ['orders', 'detail', orderId], queryFn: () => ownerCall(ordersEndpoints.getOrder, { params: { orderId } }) });

  const changed = async (message: string) => {
    setStatus(message);
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
  };
  const resend = useMutation({
    mutationFn: () => ownerCall(ordersEndpoints.resendConfirmation, { params: { orderId }, body: {} }),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => changed(`The order confirmation was sent again to ${answer.order.customerEmail}.`),
    onError: (error) => setFailure(error.message),
  });

  if (detail.isPending) return <Loading label="Loading the order…" />;
  if (detail.isError) return <LoadFailed error={detail.error} retry={() => void detail.refetch()} />;
  const { order } = detail.data;
  const refundable = minorUnits(order.grandTotal) - minorUnits(order.refundedTotal) > 0 && order.status !== 'cancelled';

  return (
    <section className="screen orders" aria-labelledby="screen-title">
      <SectionTabs />
      <p className="screen__crumbs">
        <Link to="/orders">Orders</Link>
      </p>
      <div className="order__heading">
        <h1 id="screen-title" className="screen__title">
          Order #{order.orderNumber}
        </h1>
        <OrderBadges order={order} />
      </div>
      <p className="orders__muted">Placed {dateTimeText(order.created)}</p>
      <div className="screen__toolbar">
        <button type="button" className="button button--primary" onClick={() => setDialog('fulfil')}>
          {order.fulfillmentStatus === 'fulfilled' ? 'Edit fulfilment' : 'Fulfil'}
        </button>
        <button type="button" className="button" disabled={!refundable} onClick={() => setDialog('refund')}>
          Refund
        </button>
        <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending…' : 'Resend confirmation'}
        </button>
        <Link to="/orders/$orderId/packing-slip" params={{ orderId }} className="button">
          Packing slip
        </Link>
      </div>
      <StatusAndError status={status} error={failure} className="orders__status" />
      <div className="order__grid">
        <div>
          <OrderLines detail={detail.data} />
          <OrderDownloads detail={detail.data} onDone={(message) => void changed(message)} onFailed={setFailure} />
          <Payment detail={detail.data} />
          <Timeline detail={detail.data} />
        </div>
        <div>
          <section className="panel" aria-labelledby="order-customer">
            <h2 id="order-customer">Customer</h2>
            <p className="order__address">
              {customerText(order)}
              <br />
              <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
            </p>
            {order.shippingAddress !== null && (
              <>
                <h3>Shipping address</h3>
                <p className="order__address">{addressLines(order.shippingAddress).map((l, i) => <span key={i}>{l}</span>)}</p>
              </>
            )}
            {order.billingAddress !== null && (
              <>
                <h3>Billing address</h3>
                <p className="order__address">{addressLines(order.billingAddress).map((l, i) => <span key={i}>{l}</span>)}</p>
              </>
            )}
          </section>
          <section className="panel" aria-labelledby="order-shipment">
            <h2 id="order-shipment">Fulfilment</h2>
            {order.shipment === null ? (
              <p className="orders__muted">{order.fulfillmentStatus === 'cancelled' ? 'Fulfilment was cancelled.' : 'Not fulfilled yet.'}</p>
            ) : (
              <dl className="summary-list">
                {order.shipment.fulfilledAt !== null && (
                  <>
                    <dt>Fulfilled</dt>
                    <dd>{dateTimeText(order.shipment.fulfilledAt)}</dd>
                  </>
                )}
                <dt>Carrier</dt>
                <dd>{order.shipment.carrier ?? '—'}</dd>
                <dt>Tracking</dt>
                <dd>
                  {order.shipment.trackingUrl !== null ? (
                    <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
                      {order.shipment.trackingNumber ?? 'Track the parcel'}
                    </a>
                  ) : (
                    (order.shipment.trackingNumber ?? '—')
                  )}
                </dd>
              </dl>
            )}
          </section>
        </div>
      </div>
      {dialog === 'fulfil' && <FulfilDialog order={order} onClose={() => setDialog(null)} onDone={(message) => void changed(message)} />}
      {dialog === 'refund' && <RefundDialog order={order} onClose={() => setDialog(null)} onDone={(message) => void changed(message)} />}
    </section>
  );
}

function OrderLines({ detail: { order } }: { detail: OrderDetailAnswer }) {
  const rows: [string, string][] = [
    ['Subtotal', moneyText(order.subtotal)],
    ...(minorUnits(order.discountTotal) > 0 ? ([['Discount', `−${moneyText(order.discountTotal)}`]] as [string, string][]) : []),
    ['Shipping', moneyText(order.shippingTotal)],
    ['Tax', moneyText(order.taxTotal)],
  ];
  return (
    <section className="panel" aria-labelledby="order-items">
      <h2 id="order-items">Items</h2>
      <table className="order__lines">
        <caption className="visually-hidden">Items of order #{order.orderNumber}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.lineId}>
              <td>
                <span className="order__product">{i.productName}</span>
                {i.options.length > 0 && <span className="orders__muted order__options">{optionsText(i.options, order.grandTotal.currency)}</span>}
              </td>
              <td>{i.quantity}</td>
              <td>{moneyText(i.unitPrice)}</td>
              <td>{timesText(i.unitPrice, i.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="summary-list order__totals">
        {rows.map(([label, value]) => (
          <div key={label} className="order__total-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="order__total-row order__grand">
          <dt>Total</dt>
          <dd>{moneyText(order.grandTotal)}</dd>
        </div>
        {minorUnits(order.refundedTotal) > 0 && (
          <div className="order__total-row">
            <dt>Refunded</dt>
            <dd>−{moneyText(order.refundedTotal)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Payment({ detail: { order, charges } }: { detail: OrderDetailAnswer }) {
  const refunds = order.refunds.filter((r) => r.status !== 'failed' || r.failureMessage !== null);
  return (
    <section className="panel" aria-labelledby="order-payment">
      <h2 id="order-payment">Payment</h2>
      <ul className="order__plain-list">
        {charges.map((c) => (
          <li key={c.id}>
            {c.method || 'Card'}: {moneyText(c.amount)} <span className="orders__muted">({c.status})</span>
          </li>
        ))}
        {order.giftCardPayments.map((g) => (
          <li key={g.giftCardId}>
            Gift card ending {g.last4}: {moneyText(g.amount)}
          </li>
        ))}
        {charges.length === 0 && order.giftCardPayments.length === 0 && <li className="orders__muted">{order.paymentSummary || 'Nothing was charged.'}</li>}
      </ul>
      {refunds.length > 0 && (
        <>
          <h3>Refunds</h3>
          <ul className="order__plain-list">
            {refunds.map((r) => (
              <li key={r.id}>
                {moneyText(r.amount)} on {dateTimeText(r.created)}
                {r.status === 'pending' ? ' (in progress)' : r.status === 'failed' ? ` (failed: ${r.failureMessage ?? 'refused'})` : ''}
                <span className="orders__muted order__options">
                  {[minorUnits(r.card) > 0 ? `Card: ${moneyText(r.card)}` : null, ...r.giftCards.map((g) => `Gift card ending ${g.last4}: ${moneyText(g.amount)}`)].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Timeline({ detail: { timeline } }: { detail: OrderDetailAnswer }) {
  return (
    <section className="panel" aria-labelledby="order-timeline">
      <h2 id="order-timeline">Timeline</h2>
      <ol className="order__timeline">
        {[...timeline].reverse().map((e, i) => (
          <li key={i}>
            <span className="order__event">{e.title}</span>
            {e.detail !== null && <span className="orders__muted order__options">{e.detail}</span>}
            <time className="orders__muted order__options" dateTime={new Date(e.at).toISOString()}>
              {dateTimeText(e.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
