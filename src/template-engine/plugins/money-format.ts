/**
 * Number and money formatting shared by the i18n and commerce formatters.
 *
 * Formatter arguments spell CLDR options as `name:value` words, e.g.
 * `{price|money style:code minfrac:0 no-group}`; unknown words are ignored so that a
 * template written for a newer engine still renders.
 */
import type { CurrencyFormatOptions, DecimalFormatOptions, CurrencyType, CLDR, RoundingModeType } from '@phensley/cldr-core';
import { Decimal } from '@phensley/cldr-core';

type NumberOptions = CurrencyFormatOptions | DecimalFormatOptions;

const DECIMAL_STYLES: ReadonlySet<string> = new Set([
  'decimal',
  'short',
  'long',
  'scientific',
  'percent',
  'percent-scaled',
  'permille',
  'permille-scaled',
]);
const CURRENCY_STYLES: ReadonlySet<string> = new Set(['symbol', 'accounting', 'code', 'name', 'short']);
const SYMBOL_WIDTHS: ReadonlySet<string> = new Set(['default', 'narrow']);
const ROUNDING_MODES: ReadonlySet<string> = new Set(['up', 'down', 'ceiling', 'floor', 'half-up', 'half-down', 'half-even']);

// Digit counts are clamped so a template cannot ask CLDR for absurd precision.
const MAX_DIGITS = 50;

/** Parses a decimal number, or undefined when the text is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  try {
    return new Decimal(text);
  } catch {
    return undefined;
  }
}

/** CLDR decimal options from formatter arguments (`style:percent`, `maxfrac:2`, ...). */
export function decimalOptions(args: readonly string[]): DecimalFormatOptions {
  const options: DecimalFormatOptions = {};
  for (const [name, value] of splitOptions(args)) {
    if (name !== 'style') {
      numberOption(name, value, options);
    } else if (DECIMAL_STYLES.has(value)) {
      options.style = value as DecimalFormatOptions['style'];
    } else if (value === 'standard') {
      options.style = 'decimal';
    }
  }
  return options;
}

/** CLDR currency options from formatter arguments (`style:code`, `symbol:narrow`, ...). */
export function currencyOptions(args: readonly string[]): CurrencyFormatOptions {
  const options: CurrencyFormatOptions = {};
  for (const [name, value] of splitOptions(args)) {
    if (name === 'style') {
      if (CURRENCY_STYLES.has(value)) options.style = value as CurrencyFormatOptions['style'];
      else if (value === 'standard') options.style = 'symbol';
    } else if (name === 'symbol') {
      if (SYMBOL_WIDTHS.has(value)) options.symbolWidth = value as CurrencyFormatOptions['symbolWidth'];
    } else {
      numberOption(name, value, options);
    }
  }
  return options;
}

/** Formats an amount in a currency with the formatter's option arguments. */
export function formatMoney(cldr: CLDR, amount: Decimal, currency: string, args: readonly string[]): string {
  return cldr.Numbers.formatCurrency(amount, currency as CurrencyType, currencyOptions(args));
}

function* splitOptions(args: readonly string[]): Generator<[string, string]> {
  for (const arg of args) {
    const colon = arg.indexOf(':');
    yield colon === -1 ? [arg, ''] : [arg.slice(0, colon), arg.slice(colon + 1)];
  }
}

function numberOption(name: string, value: string, options: NumberOptions): void {
  switch (name) {
    case 'group':
    case 'grouping':
      options.group = value === '' || value === 'true';
      break;
    case 'no-group':
    case 'no-grouping':
      options.group = false;
      break;
    case 'round':
    case 'rounding':
      if (value === 'ceil') options.round = 'ceiling';
      else if (value === 'truncate') options.round = 'down';
      else if (ROUNDING_MODES.has(value)) options.round = value as RoundingModeType;
      break;
    case 'minint':
    case 'minInt':
    case 'minimumIntegerDigits':
      options.minimumIntegerDigits = digitCount(value);
      break;
    case 'maxfrac':
    case 'maxFrac':
    case 'maximumFractionDigits':
      options.maximumFractionDigits = digitCount(value);
      break;
    case 'minfrac':
    case 'minFrac':
    case 'minimumFractionDigits':
      options.minimumFractionDigits = digitCount(value);
      break;
    case 'maxsig':
    case 'maxSig':
    case 'maximumSignificantDigits':
      options.maximumSignificantDigits = digitCount(value);
      break;
    case 'minsig':
    case 'minSig':
    case 'minimumSignificantDigits':
      options.minimumSignificantDigits = digitCount(value);
      break;
    default:
      break;
  }
}

function digitCount(value: string): number {
  const n = parseInt(value, 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return n > MAX_DIGITS ? MAX_DIGITS : n;
}
