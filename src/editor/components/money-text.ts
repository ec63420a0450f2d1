/**
 * Amounts and dates as the store screens show them: an amount always with its currency
 * ('$25.00 USD': a symbol alone is shared by several currencies), and dates in the owner's
 * locale. A currency Stoa no longer knows shows its raw value and code.
 */
import { formatMoney, isCurrency, parseDecimal, toDecimalString } from '../../shared/money';

/** The `{value, currency}` money of an answer. */
export interface MoneyValue {
  value: string;
  currency: string;
}

export function moneyText(money: MoneyValue): string {
  if (!isCurrency(money.currency)) return `${money.value} ${money.currency}`;
  const amount = parseDecimal(money.value, money.currency);
  if (amount === null) return `${money.value} ${money.currency}`;
  const text = formatMoney({ amount, currency: money.currency });
  return text.includes(money.currency) ? text : `${text} ${money.currency}`;
}

/** Minor units of a known currency, with its code. */
export function minorText(amount: number, currency: string): string {
  return isCurrency(currency) ? moneyText({ value: toDecimalString({ amount, currency }), currency }) : `${amount} ${currency}`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const dateText = (at: number | null, none = '—'): string => (at === null ? none : dateFormat.format(at));
export const dateTimeText = (at: number | null, none = '—'): string => (at === null ? none : dateTimeFormat.format(at));
