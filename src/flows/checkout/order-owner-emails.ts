/**
 * Emails about an order besides its confirmation and refunds: the owner's note of every new
 * order (queued in the order's transaction, to the site's contact email) and the buyer's
 * shipping note when the owner fulfils it (carrier, tracking number and link).
 */
import type { Order } from '../../modules/orders';
import type { NewMessage } from '../../modules/outbox';
import { escapeHtml } from '../../shared/html';
import { lineOptionTexts } from '../../shared/line-options';
import { toDecimalString } from '../../shared/money';

function moneyOf(order: Order) {
  return (amount: number) => `${toDecimalString({ amount, currency: order.currency })} ${order.currency}`;
}

function itemLines(order: Order): string[] {
  const money = moneyOf(order);
  return order.items.map((i) => {
    const options = i.options.length > 0 ? ` (${lineOptionTexts(i.options, order.currency).join(', ')})` : '';
    return `${i.quantity} × ${i.productName}${options} — ${money(i.unitPrice * i.quantity)}`;
  });
}

/** The owner's "new order" email; `ordersUrl` links to the order in the editor when known. */
export function newOrderOwnerEmail(order: Order, ownerEmail: string, storeName: string | undefined, orderUrl?: string): NewMessage {
  const money = moneyOf(order);
  const store = storeName?.trim() || 'your store';
  const buyer = order.customerName === '' ? order.customerEmail : `${order.customerName} <${order.customerEmail}>`;
  const paragraphs = [
    `${store} has a new ${order.testMode ? 'test ' : ''}order: #${order.orderNumber} from ${buyer}.`,
    ...itemLines(order),
    `Total: ${money(order.grandTotal)}`,
    ...(orderUrl === undefined ? [] : [`See it and fulfil it: ${orderUrl}`]),
  ];
  return {
    to: ownerEmail,
    subject: `${order.testMode ? '[Test] ' : ''}New order #${order.orderNumber} — ${money(order.grandTotal)}`,
    text: paragraphs.join('\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    dedupeKey: `order-new:${order.id}`,
  };
}

/** The buyer's "your order is on its way" email; `key` makes each fulfilment's email its own. */
export function orderShippedEmail(order: Order, storeName: string | undefined, key: string): NewMessage {
  const store = storeName?.trim() || 'our store';
  const shipment = order.shipment;
  const tracking = [
    ...(shipment?.carrier ? [`Carrier: ${shipment.carrier}`] : []),
    ...(shipment?.trackingNumber ? [`Tracking number: ${shipment.trackingNumber}`] : []),
    ...(shipment?.trackingUrl ? [`Track your parcel: ${shipment.trackingUrl}`] : []),
  ];
  const paragraphs = [`Good news: ${store} has sent your order #${order.orderNumber}.`, ...tracking, 'In this shipment:', ...itemLines(order)];
  const html = paragraphs
    .map((p) =>
      shipment?.trackingUrl && p === `Track your parcel: ${shipment.trackingUrl}`
        ? `<p><a href="${escapeHtml(shipment.trackingUrl)}">Track your parcel</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('');
  return {
    to: order.customerEmail,
    subject: `${order.testMode ? '[Test] ' : ''}Your order #${order.orderNumber} is on its way`,
    text: paragraphs.join('\n'),
    html,
    dedupeKey: `order-shipped:${order.id}:${key}`,
  };
}
