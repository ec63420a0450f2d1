/**
 * Money in integer minor units of a currency (GAP-95: the divisor is 10^fractionDigits, so
 * 1 for JPY and 100 for the others). Amounts are never floats inside Stoa; they are formatted
 * only at the edge.
 */

/** The spec's currencies (FMT-03): 2 fraction digits each, JPY 0. */
export const CURRENCIES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Fraction digits of a currency (FMT-02). */
export function fractionDigits(currency: Currency): number {
  return currency === 'JPY' ? 0 : 2;
}

export interface Money {
  /** Integer minor units. */
  amount: number;
  currency: Currency;
}

/** `{value, currency}` as the storefront and templates read money: value is the decimal text. */
export interface MoneyJson {
  value: string;
  currency: Currency;
  decimalValue: string;
  currencyCode: Currency;
}

/** The decimal text of an amount, e.g. 1999 USD → "19.99", 1999 JPY → "1999". */
export function toDecimalString(money: Money): string {
  const digits = fractionDigits(money.currency);
  const negative = money.amount < 0;
  const abs = Math.abs(money.amount);
  if (digits === 0) return `${negative ? '-' : ''}${abs}`;
  const scale = 10 ** digits;
  const whole = Math.floor(abs / scale);
  const fraction = String(abs % scale).padStart(digits, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Parses decimal text ("19.99", "20", "1,234.5") into minor units; null when not a number. */
export function parseDecimal(text: string, currency: Currency): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const digits = fractionDigits(currency);
  const [whole, fraction = ''] = cleaned.replace('-', '').split('.');
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) return null;
  const minor = Number(whole) * 10 ** digits + Number((fraction + '0'.repeat(digits)).slice(0, digits) || '0');
  return cleaned.startsWith('-') ? -minor : minor;
}

/**
 * An amount as display text with the currency's symbol, e.g. 2500 USD → "$25.00". The default
 * locale is en (FMT-09): thousands separated by a comma, decimals by a dot (FMT-08), with the
 * currency's own fraction digits (FMT-02). An unknown locale falls back to en.
 */
export function formatMoney(money: Money, locale = 'en'): string {
  if (isEnglishLocale(locale) && Number.isSafeInteger(money.amount)) return formatEnglishMoney(money);
  // The division rounds back to the same cents for any amount below 10^13 minor units.
  return moneyFormat(locale, money.currency).format(money.amount / 10 ** fractionDigits(money.currency));
}

/**
 * How CLDR's en (and en-US) writes each currency before the amount: a symbol, or the code and
 * a no-break space. money.test.ts holds this table to Intl.NumberFormat's own output for every
 * currency, so the two never differ.
 */
const ENGLISH_PREFIX: Record<Currency, string> = {
  EUR: '\u20ac', USD: '$', AUD: 'A$', NOK: 'NOK\u00a0', CAD: 'CA$', NZD: 'NZ$', DKK: 'DKK\u00a0',
  GBP: '\u00a3', HKD: 'HK$', CHF: 'CHF\u00a0', MXN: 'MX$', SGD: 'SGD\u00a0', SEK: 'SEK\u00a0',
  CZK: 'CZK\u00a0', ILS: '\u20aa', PHP: '\u20b1', RUB: 'RUB\u00a0', PLN: 'PLN\u00a0', THB: 'THB\u00a0',
  MYR: 'MYR\u00a0', ARS: 'ARS\u00a0', BRL: 'R$', COP: 'COP\u00a0', IDR: 'IDR\u00a0', INR: '\u20b9',
  JPY: '\u00a5', ZAR: 'ZAR\u00a0',
};

/** en and en-US write money alike; `_` is accepted for `-` as sites store it. */
export function isEnglishLocale(locale: string): boolean {
  return locale === 'en' || locale === 'en-US' || locale === 'en_US';
}

/**
 * formatMoney for en without Intl: a page's first currency formatter cost 38-54 ms of
 * Chromium's main thread here (four times that under Lighthouse's phone slowdown), and every
 * storefront page formats a price or the cart's subtotal as it starts. The output is Intl's to
 * the character.
 */
function formatEnglishMoney(money: Money): string {
  const negative = money.amount < 0 || Object.is(money.amount, -0);
  const decimal = toDecimalString({ amount: Math.abs(money.amount), currency: money.currency });
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${ENGLISH_PREFIX[money.currency]}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

// Building an Intl.NumberFormat costs far more than using one, and a cart or product page
// formats many amounts in one locale and currency: one formatter per pair is kept (a bounded
// number of pairs, in case a locale ever comes from a request).
const moneyFormats = new Map<string, Intl.NumberFormat>();
const MAX_MONEY_FORMATS = 256;

function moneyFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    const digits = fractionDigits(currency);
    const options = { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    if (moneyFormats.size >= MAX_MONEY_FORMATS) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format;
}

/** Both money shapes the spec allows (FMT-04), from minor units. */
export function moneyJson(money: Money): MoneyJson {
  const decimal = toDecimalString(money);
  return { value: decimal, currency: money.currency, decimalValue: decimal, currencyCode: money.currency };
}
