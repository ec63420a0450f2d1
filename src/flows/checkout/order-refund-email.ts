/**
 * The buyer's refund email: what came back and where it went (the card, each gift card by the
 * last 4 characters of its code), for which items, and what is refunded in all.
 */
import type { Order, OrderRefund } from '../../modules/orders';
import type { NewMessage } from '../../modules/outbox';
import { toDecimalString } from '../../shared/money';
import { escapeHtml } from '../../shared/html';

export interface RefundEmailOptions {
  /** The site's title; 'our store' without one. */
  storeName?: string | undefined;
  /** The charge's method summary ('card ending 4242'), naming where the card's part went. */
  cardMethod?: string | undefined;
}

/** The message of one succeeded refund, queued once per refund. */
export function orderRefundEmail(order: Order, refund: OrderRefund, options: RefundEmailOptions = {}): NewMessage {
  const money = (amount: number) => `${toDecimalString({ amount, currency: order.currency })} ${order.currency}`;
  const from = options.storeName?.trim() || 'our store';
  const names = new Map(order.items.map((i) => [i.sku, i.productName]));
  const lines = refund.lines.map((l) => `${l.quantity} × ${names.get(l.sku) ?? l.sku} (${l.sku})`);
  const card = options.cardMethod !== undefined && /^card ending \w+$/.test(options.cardMethod) ? options.cardMethod : 'card or account you paid with';
  const destinations = refund.tenders.map((t) =>
    t.kind === 'card'
      ? `${money(t.amount)} back to your ${card}; your bank may take a few days to show it.`
      : `${money(t.amount)} back on your gift card ending ${t.last4}, ready to spend again.`,
  );
  // 'refunded' once all that was paid (card and gift cards) is back.
  const whole = order.status === 'refunded';
  const paragraphs = [
    `${from} has refunded ${money(refund.amount)} for your order #${order.orderNumber}.`,
    ...destinations,
    ...(lines.length > 0 ? ['Refunded items:', ...lines] : []),
    whole ? 'Your order is now refunded in full.' : `Refunded so far: ${money(order.refundedTotal)}.`,
  ];
  return {
    to: order.customerEmail,
    subject: `${order.testMode ? '[Test] ' : ''}Refund for your order #${order.orderNumber}`,
    text: paragraphs.join('\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    dedupeKey: `order-refund:${refund.id}`,
  };
}
