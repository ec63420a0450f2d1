/**
 * The buyer's order confirmation email (GAP-64: order number, items, totals, shipping address),
 * and the billing address when it is not the shipping address or nothing ships (GAP-52, the
 * same rule as the order pages).
 */
import { showsBillingAddress, type Order, type OrderAddress } from '../../modules/orders';
import type { NewMessage } from '../../modules/outbox';
import { toDecimalString } from '../../shared/money';
import { escapeHtml } from '../../shared/html';

/** A heading and the address's lines, empty ones left out. */
function addressBlock(heading: string, a: OrderAddress): string[] {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return [heading, name, a.line1, a.line2 ?? '', `${a.postalCode ?? ''} ${a.city}`.trim(), a.countryCode].filter((l) => l !== '');
}

/** The confirmation message of an order, queued once per order; `notes` are added after the totals (e.g. gift cards). */
export function orderConfirmationEmail(order: Order, storeName: string | undefined, notes: readonly string[] = []): NewMessage {
  const money = (amount: number) => `${toDecimalString({ amount, currency: order.currency })} ${order.currency}`;
  const from = storeName?.trim() || 'our store';
  const lines = order.items.map((i) => `${i.quantity} × ${i.productName} (${i.sku}) — ${money(i.unitPrice * i.quantity)}`);
  const totals = [
    `Shipping: ${money(order.shippingTotal)}`,
    `Tax: ${money(order.taxTotal)}`,
    `Total: ${money(order.grandTotal)}`,
  ];
  const addresses = [
    ...(order.shippingAddress === null ? [] : [addressBlock('Shipping to:', order.shippingAddress)]),
    ...(showsBillingAddress(order.billingAddress, order.shippingAddress) ? [addressBlock('Billing address:', order.billingAddress)] : []),
  ];
  const text = [
    `Thank you for your order from ${from}.`,
    `Order #${order.orderNumber}`,
    '',
    ...lines,
    '',
    ...totals,
    ...(notes.length > 0 ? ['', ...notes] : []),
    ...addresses.flatMap((address) => ['', ...address]),
  ].join('\n');
  const html = [
    `<p>Thank you for your order from ${escapeHtml(from)}.</p>`,
    `<h1>Order #${order.orderNumber}</h1>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p>${totals.map(escapeHtml).join('<br>')}</p>`,
    notes.length > 0 ? `<p>${notes.map(escapeHtml).join('<br>')}</p>` : '',
    ...addresses.map((address) => `<p>${address.map(escapeHtml).join('<br>')}</p>`),
  ].join('');
  return {
    to: order.customerEmail,
    subject: `${order.testMode ? '[Test] ' : ''}Your order #${order.orderNumber} is confirmed`,
    text,
    html,
    dedupeKey: `order-confirmation:${order.id}`,
  };
}
