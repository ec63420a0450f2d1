/**
 * Money values and the options the money formatters share.
 *
 * A money value is `{decimalValue, currencyCode}` or, in the newer serialization,
 * `{value, currency}`; both hold the amount in major units as text (FMT-04). The legacy
 * formatters also take a bare number of minor units, e.g. cents (FMT-01), scaled by the
 * currency's fraction digits (GAP-95). The currency defaults to USD (FMT-06).
 */
import { Decimal } from '@phensley/cldr-core';
import { MESSAGES } from '../errors';
import type { RenderContext } from '../plugin';
import { asString, getChild, isObject, isTruthy } from '../values';
import { optionParser } from './cldr-options';

export const DEFAULT_CURRENCY = 'USD';

export interface Money {
  amount: Decimal;
  currency: string;
}

/** Fraction digits of a currency: JPY has none, the others two (FMT-02). */
export function fractionDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/** Decimal text, including 'NaN' and 'Infinity'; undefined when it is no number. */
export function parseDecimal(text: string): Decimal | undefined {
  try {
    return new Decimal(text);
  } catch {
    return undefined;
  }
}

/** A finite amount of money, or undefined. */
export function parseAmount(text: string): Decimal | undefined {
  const amount = parseDecimal(text);
  return amount !== undefined && amount.isFinite() ? amount : undefined;
}

/**
 * The amount and currency of a money object as stored: `decimalValue` with `currencyCode`,
 * else `value` with `currency`; undefined unless one pair is complete.
 */
export function moneyFields(value: unknown): { amount: unknown; currency: unknown } | undefined {
  if (!isObject(value)) return undefined;
  const amount = getChild(value, 'decimalValue');
  const currency = getChild(value, 'currencyCode');
  if (amount !== undefined && currency !== undefined) return { amount, currency };
  const newAmount = getChild(value, 'value');
  const newCurrency = getChild(value, 'currency');
  if (newAmount === undefined || newCurrency === undefined) return undefined;
  return { amount: newAmount, currency: newCurrency };
}

/**
 * Reads money leniently for the legacy formatters: a money object whose currency may be
 * missing, or with `minorUnits` a number (or numeric text) of minor units in `currency`.
 * Anything else, including an object without an amount, is no money.
 */
export function readMoney(value: unknown, currency: string, minorUnits: boolean): Money | undefined {
  if (isObject(value)) {
    const amount = firstDefined(getChild(value, 'decimalValue'), getChild(value, 'value'));
    if (amount === undefined) return undefined;
    const decimal = parseAmount(asString(amount));
    if (decimal === undefined) return undefined;
    const code = asString(firstDefined(getChild(value, 'currencyCode'), getChild(value, 'currency'))).trim();
    return { amount: decimal, currency: code === '' ? currency : code.toUpperCase() };
  }
  if (!minorUnits || (typeof value !== 'number' && typeof value !== 'string')) return undefined;
  const minor = parseAmount(String(value).trim());
  return minor === undefined ? undefined : { amount: minor.movePoint(-fractionDigits(currency)), currency };
}

function firstDefined(a: unknown, b: unknown): unknown {
  return a !== undefined ? a : b;
}

const FLAG_PATHS = [
  ['website', 'useCLDRMoneyFormat'],
  ['featureFlags', 'useCLDRMoneyFormat'],
] as const;

/**
 * The site opted into CLDR money formatting (FMT-12). The setting lives on the website;
 * older data carries it as a feature flag, which counts too.
 */
export function useCldrMoneyFormat(ctx: RenderContext): boolean {
  return FLAG_PATHS.some((path) => isTruthy(ctx.resolve(path)));
}

/**
 * Options the money formatters add to their own:
 * - `free-if-zero` with `free-label:<text>` prints the label instead of a zero amount; the
 *   flag without a label is an error (FMT-13). Use another delimiter for labels with
 *   spaces: `{price|money-format,free-if-zero,free-label:Free of charge}`.
 * - `currency:<code>` is the currency of a bare minor-units number (default USD).
 * - for `i18n-money-format`, a word such as `de-DE` is the locale of the legacy format.
 */
export interface MoneyOptions {
  freeIfZero: boolean;
  freeLabel: string;
  currency: string;
  locale: string | null;
}

const LOCALE_WORD = /^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})*$/;

export const moneyOptions = optionParser<MoneyOptions>(
  (name, value, options, bare) => {
    switch (name) {
      case 'free-if-zero':
      case 'freeIfZero':
        options.freeIfZero = value === '' || value === 'true';
        break;
      case 'free-label':
      case 'freeLabel':
        options.freeLabel = value;
        break;
      case 'currency':
        if (/^[a-zA-Z]{3}$/.test(value)) options.currency = value.toUpperCase();
        break;
      default:
        if (bare && options.locale === null && LOCALE_WORD.test(name)) options.locale = name.replace('_', '-');
    }
  },
  { start: () => ({ freeIfZero: false, freeLabel: '', currency: DEFAULT_CURRENCY, locale: null }) },
);

/**
 * Applies free-if-zero: the label for a zero amount, '' when the label is missing (after
 * recording the error), or undefined when the amount should be formatted as usual.
 */
export function freeText(
  options: MoneyOptions,
  amount: Decimal,
  formatter: string,
  ctx: RenderContext,
): string | undefined {
  if (!options.freeIfZero) return undefined;
  if (options.freeLabel === '') {
    ctx.error(MESSAGES.freeLabelMissing(formatter));
    return '';
  }
  return amount.isZero() ? options.freeLabel : undefined;
}
