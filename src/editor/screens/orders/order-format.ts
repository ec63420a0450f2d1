/**
 * How the Orders screens show an order: money always with its currency, the payment and
 * fulfilment badges, addresses, and the saved views (a view is a URL: its filters are the
 * list's search parameters, so a bookmark or a shared link opens the same view).
 */
import type { OrderAddress, OwnerOrder } from '../../../shared/api/orders';
import { lineOptionTexts, type LineOption } from '../../../shared/line-options';
import { formatMoney, isCurrency, parseDecimal } from '../../../shared/money';

/** The answers' money shape. */
export interface MoneyValue {
  value: string;
  currency: string;
}

/** "$25.00 USD": the symbol as shoppers read it, the code so no amount is ambiguous. */
export function moneyText(money: MoneyValue): string {
  if (!isCurrency(money.currency)) return `${money.value} ${money.currency}`;
  const amount = parseDecimal(money.value, money.currency);
  return amount === null ? `${money.value} ${money.currency}` : `${formatMoney({ amount, currency: money.currency })} ${money.currency}`;
}

/** Minor units of an answer's amount (0 when unreadable). */
export function minorUnits(money: MoneyValue): number {
  return isCurrency(money.currency) ? (parseDecimal(money.value, money.currency) ?? 0) : 0;
}

export const PAYMENT_LABELS: Record<OwnerOrder['status'], string> = {
  placed: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const FULFILMENT_LABELS: Record<OwnerOrder['fulfillmentStatus'], string> = {
  unfulfilled: 'Unfulfilled',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

/** A badge's colour: good news green, waiting amber, money back or cancelled grey. */
export function paymentTone(status: OwnerOrder['status']): 'good' | 'warn' | 'muted' {
  return status === 'placed' ? 'good' : status === 'partially_refunded' ? 'warn' : 'muted';
}

export function fulfilmentTone(status: OwnerOrder['fulfillmentStatus']): 'good' | 'warn' | 'muted' {
  return status === 'fulfilled' ? 'good' : status === 'unfulfilled' ? 'warn' : 'muted';
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const dateTimeText = (ms: number) => dateTimeFormat.format(ms);
export const dateText = (ms: number) => dateFormat.format(ms);

/** Who bought: the name when the addresses give one, else the email. */
export function customerText(order: Pick<OwnerOrder, 'customerName' | 'customerEmail'>): string {
  return order.customerName === '' ? order.customerEmail : order.customerName;
}

/** An address as lines, empty parts left out. */
export function addressLines(a: OrderAddress): string[] {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const cityLine = [a.postalCode, a.city, a.region].filter(Boolean).join(' ');
  return [name, a.line1, a.line2 ?? '', cityLine, a.countryCode, a.phone ?? ''].filter((l) => l !== '');
}

/** A line's option values ("Size: M"), never its SKU. */
export function optionsText(options: readonly LineOption[], currency: string): string {
  return isCurrency(currency) ? lineOptionTexts(options, currency).join(', ') : options.map((o) => `${o.name}: ${o.value}`).join(', ');
}

/** The list's filters as they sit in the URL. */
export interface OrderFilters {
  [key: string]: string | undefined;
  q?: string;
  status?: string;
  fulfillment?: string;
  test?: string;
  from?: string;
  to?: string;
}

/** YYYY-MM-DD of a local date. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Monday of `today`'s week. */
export function weekStart(today: Date): string {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  return dayOf(monday);
}

/** The preset views offered as links; the owner's own view is the page's URL. */
export function presetViews(today: Date): { label: string; search: Record<string, string> }[] {
  return [
    { label: 'All orders', search: {} },
    { label: 'Unfulfilled', search: { fulfillment: 'unfulfilled', test: 'false' } },
    { label: 'Paid this week', search: { status: 'placed', from: weekStart(today), test: 'false' } },
    { label: 'Refunded', search: { status: 'refunded' } },
    { label: 'Test orders', search: { test: 'true' } },
  ];
}

/** Whether the URL's filters are exactly a view's. */
export function isView(current: Record<string, string>, view: OrderFilters): boolean {
  const keys = new Set([...Object.keys(current).filter((k) => k !== 'before'), ...Object.keys(view)]);
  return [...keys].every((k) => (current[k] ?? '') === ((view as Record<string, string | undefined>)[k] ?? ''));
}

/** The list call's query from the URL's filters (unknown values left out). */
export function listQuery(search: Record<string, string>) {
  const status = ['placed', 'partially_refunded', 'refunded', 'cancelled'].find((s) => s === search.status) as OwnerOrder['status'] | undefined;
  const fulfillmentStatus = ['unfulfilled', 'fulfilled', 'cancelled'].find((s) => s === search.fulfillment) as OwnerOrder['fulfillmentStatus'] | undefined;
  const day = (v: string | undefined) => (v !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const before = search.before !== undefined && /^\d+$/.test(search.before) ? Number(search.before) : undefined;
  return {
    ...(search.q !== undefined && search.q.trim() !== '' && { q: search.q.trim() }),
    ...(status !== undefined && { status }),
    ...(fulfillmentStatus !== undefined && { fulfillmentStatus }),
    ...((search.test === 'true' || search.test === 'false') && { testMode: search.test as 'true' | 'false' }),
    ...(day(search.from) !== undefined && { from: day(search.from)! }),
    ...(day(search.to) !== undefined && { to: day(search.to)! }),
    ...(before !== undefined && { before }),
    limit: 50,
  };
}

/** `quantity` times an amount, with its currency ("$30.00 USD"). */
export function timesText(money: MoneyValue, quantity: number): string {
  if (!isCurrency(money.currency)) return `${money.value} × ${quantity} ${money.currency}`;
  return `${formatMoney({ amount: minorUnits(money) * quantity, currency: money.currency })} ${money.currency}`;
}

/** Minor units of `currency` as text with the currency. */
export function minorText(amount: number, currency: string): string {
  return isCurrency(currency) ? `${formatMoney({ amount, currency })} ${currency}` : `${amount} ${currency}`;
}
