/**
 * The buyer's order confirmation email (GAP-64: order number, items, totals, shipping address),
 * and the billing address when it is not the shipping address or nothing ships (GAP-52, the
 * same rule as the order pages).
 */
import { showsBillingAddress, type Order, type OrderAddress } from '../../modules/orders';
import type { NewMessage } from '../../modules/outbox';
import { lineOptionTexts } from '../../shared/line-options';
import { toDecimalString } from '../../shared/money';
import { DOWNLOAD_LIMIT, DOWNLOAD_LINK_TTL_MS } from '../downloads';

const DOWNLOAD_LINK_DAYS = DOWNLOAD_LINK_TTL_MS / (24 * 60 * 60 * 1000);
import { escapeHtml } from '../../shared/html';

/** A heading and the address's lines, empty ones left out. */
function addressBlock(heading: string, a: OrderAddress): string[] {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return [heading, name, a.line1, a.line2 ?? '', `${a.postalCode ?? ''} ${a.city}`.trim(), a.countryCode].filter((l) => l !== '');
}

/** A digital line's download link in the email (absolute). */
export interface EmailDownload {
  productName: string;
  url: string;
}

/** What a line says besides its name: its option values when it has any ("Session: …"), else its SKU. */
function lineDetail(item: Order['items'][number], currency: Order['currency']): string {
  return item.options.length > 0 ? lineOptionTexts(item.options, currency).join(', ') : item.sku;
}

/**
 * The confirmation message of an order, queued once per order; `notes` are added after the
 * totals (e.g. gift cards), then the digital lines' download links.
 */
export function orderConfirmationEmail(order: Order, storeName: string | undefined, notes: readonly string[] = [], downloads: readonly EmailDownload[] = []): NewMessage {
  const money = (amount: number) => `${toDecimalString({ amount, currency: order.currency })} ${order.currency}`;
  const from = storeName?.trim() || 'our store';
  const lines = order.items.map((i) => `${i.quantity} × ${i.productName} (${lineDetail(i, order.currency)}) — ${money(i.unitPrice * i.quantity)}`);
  const downloadHint = `Each link works for ${DOWNLOAD_LINK_DAYS} days and for up to ${DOWNLOAD_LIMIT} downloads.`;
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
    ...(downloads.length > 0 ? ['', 'Your downloads:', ...downloads.map((d) => `${d.productName}: ${d.url}`), downloadHint] : []),
    ...addresses.flatMap((address) => ['', ...address]),
  ].join('\n');
  const html = [
    `<p>Thank you for your order from ${escapeHtml(from)}.</p>`,
    `<h1>Order #${order.orderNumber}</h1>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p>${totals.map(escapeHtml).join('<br>')}</p>`,
    notes.length > 0 ? `<p>${notes.map(escapeHtml).join('<br>')}</p>` : '',
    downloads.length > 0
      ? `<h2>Your downloads</h2><ul>${downloads.map((d) => `<li><a href="${escapeHtml(d.url)}">Download ${escapeHtml(d.productName)}</a></li>`).join('')}</ul><p>${escapeHtml(downloadHint)}</p>`
      : '',
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
