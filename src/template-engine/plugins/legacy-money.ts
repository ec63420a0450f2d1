/**
 * The money formats sites used before CLDR money formatting (FMT-12 off).
 *
 * Amounts are `#,##0.00`: grouped by three with a comma, a dot before the fraction
 * (FMT-08), as many fraction digits as the currency has (FMT-02), rounded half-even. The
 * currency format of `i18n-money-format` places a fixed symbol per currency on the side
 * its locale prefers, using that locale's separators.
 */
import type { Decimal } from '@phensley/cldr-core';
import { fractionDigits } from './i18n-money';

interface Separators {
  group: string;
  decimal: string;
}

const EN: Separators = { group: ',', decimal: '.' };
const DOT_COMMA: Separators = { group: '.', decimal: ',' };
const NBSP_COMMA: Separators = { group: '\u00a0', decimal: ',' };
const NARROW_NBSP_COMMA: Separators = { group: '\u202f', decimal: ',' };

/** Separators by locale tag, then by language; other locales use English ones. */
const SEPARATORS: Readonly<Record<string, Separators>> = {
  'es-US': EN,
  'fr-CA': NBSP_COMMA,
  da: DOT_COMMA,
  de: DOT_COMMA,
  es: DOT_COMMA,
  fr: NARROW_NBSP_COMMA,
  it: DOT_COMMA,
  nb: NBSP_COMMA,
  nl: DOT_COMMA,
  no: NBSP_COMMA,
  pt: DOT_COMMA,
  sv: NBSP_COMMA,
};

/** Locales whose sites print the symbol after the amount; all others print it before. */
const SYMBOL_AFTER = new Set(['da-DK', 'de-DE', 'fr-FR', 'sv-SE']);

/** The symbols chosen for the main store currencies; other currencies print their code. */
const SYMBOLS: Readonly<Record<string, string>> = {
  AUD: 'A$',
  CAD: 'C$',
  DKK: 'kr',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  NOK: 'kr',
  SEK: 'kr',
  USD: '$',
};

const hasOwn = Object.prototype.hasOwnProperty;

function separatorsFor(locale: string): Separators {
  if (hasOwn.call(SEPARATORS, locale)) return SEPARATORS[locale]!;
  const language = locale.split('-')[0]!.toLowerCase();
  return hasOwn.call(SEPARATORS, language) ? SEPARATORS[language]! : EN;
}

/** The amount rounded half-even to `digits` places, grouped by three: `-1,234.50`. */
export function groupedAmount(amount: Decimal, digits: number, separators: Separators = EN): string {
  const text = amount.setScale(digits, 'half-even').toString();
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const point = unsigned.indexOf('.');
  const whole = point === -1 ? unsigned : unsigned.slice(0, point);
  let grouped = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += separators.group;
    grouped += whole[i];
  }
  const fraction = point === -1 ? '' : separators.decimal + unsigned.slice(point + 1);
  return (negative ? '-' : '') + grouped + fraction;
}

/** `$1,234.50`, `1.234,50 €`, `kr -12.00`: the legacy currency format of a locale. */
export function legacyCurrency(amount: Decimal, currency: string, locale: string): string {
  const symbol = hasOwn.call(SYMBOLS, currency) ? SYMBOLS[currency]! : currency;
  const number = groupedAmount(amount.abs(), fractionDigits(currency), separatorsFor(locale));
  const minus = amount.isNegative() ? '-' : '';
  if (SYMBOL_AFTER.has(locale)) {
    // A symbol made of letters is kept apart from the digits.
    const space = /^[A-Za-z]/.test(symbol) ? ' ' : '';
    return `${minus}${number}${space}${symbol}`;
  }
  if (/[A-Za-z]$/.test(symbol)) return `${symbol} ${minus}${number}`;
  return `${minus}${symbol}${number}`;
}
