/** The buyer's refund email: what came back, for which items, and what is refunded in all. */
import type { Order, OrderRefund } from '../modules/orders';
import type { NewMessage } from '../modules/outbox';
import { toDecimalString } from '../shared/money';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The message of one succeeded refund, queued once per refund. */
export function orderRefundEmail(order: Order, refund: OrderRefund, storeName: string | undefined): NewMessage {
  const money = (amount: number) => `${toDecimalString({ amount, currency: order.currency })} ${order.currency}`;
  const from = storeName?.trim() || 'our store';
  const names = new Map(order.items.map((i) => [i.sku, i.productName]));
  const lines = refund.lines.map((l) => `${l.quantity} × ${names.get(l.sku) ?? l.sku} (${l.sku})`);
  // 'refunded' once all that was paid is back (gift cards may have paid part of grandTotal).
  const whole = order.status === 'refunded';
  const paragraphs = [
    `${from} has refunded ${money(refund.amount)} for your order #${order.orderNumber}.`,
    ...(lines.length > 0 ? ['Refunded items:', ...lines] : []),
    whole ? 'Your order is now refunded in full.' : `Refunded so far: ${money(order.refundedTotal)}.`,
    'The money goes back to the card or account you paid with; your bank may take a few days to show it.',
  ];
  return {
    to: order.customerEmail,
    subject: `${order.testMode ? '[Test] ' : ''}Refund for your order #${order.orderNumber}`,
    text: paragraphs.join('\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    dedupeKey: `order-refund:${refund.id}`,
  };
}
