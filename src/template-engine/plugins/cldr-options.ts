/**
 * Formatter arguments to CLDR formatting options.
 *
 * Arguments are `name:value` words (`style:short`, `maxfrac:2`, `date:full`); a word without
 * a colon is a flag or, for dates, a width or skeleton. Unknown names and values are ignored,
 * never errors, so templates written for other engines keep rendering. Parsed options are
 * cached per argument list: a compiled template keeps its argument arrays, so each
 * formatter call site parses its options once.
 */
import type {
  CalendarType,
  CurrencyFormatOptions,
  DateFormatOptions,
  DateIntervalFormatOptions,
  DecimalFormatOptions,
  NumberFormatOptions,
  RelativeTimeFormatOptions,
  UnitFormatOptions,
} from '@phensley/cldr-core';

/** Upper bound for digit options (FMT-11): large values would only burn time. */
export const MAX_DIGITS = 50;

const DECIMAL_STYLES = new Set([
  'decimal',
  'short',
  'long',
  'scientific',
  'percent',
  'percent-scaled',
  'permille',
  'permille-scaled',
]);
const CURRENCY_STYLES = new Set(['symbol', 'accounting', 'code', 'name', 'short']);
const SYMBOL_WIDTHS = new Set(['default', 'narrow']);
const ROUNDING_MODES = new Set(['up', 'down', 'ceiling', 'floor', 'half-up', 'half-down', 'half-even']);
const FORMAT_WIDTHS = new Set(['short', 'medium', 'long', 'full']);
const CONTEXTS = new Set(['middle-of-text', 'begin-sentence', 'standalone', 'ui-list-or-menu']);
const TIME_PERIOD_FIELDS = new Set(['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millis']);
const FIELD_WIDTHS = new Set(['short', 'narrow', 'wide']);
const CALENDARS: Readonly<Record<string, CalendarType>> = {
  gregorian: 'gregory',
  gregory: 'gregory',
  buddhist: 'buddhist',
  iso8601: 'iso8601',
  japanese: 'japanese',
  persian: 'persian',
};

/** Applies one word: `name:value`, or a bare word (`bare`, with `value` '') such as a flag. */
export type OptionSetter<T> = (name: string, value: string, options: T, bare: boolean) => void;
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface OptionParserHooks<T> {
  /** The options before any word applies; empty by default. */
  start?: () => T;
  /** Runs after the last word, to fill defaults. */
  finish?: (options: T) => void;
}

/** Builds a parser that runs `set` over each `name:value` word and caches by argument list. */
export function optionParser<T extends object>(set: OptionSetter<Mutable<T>>, hooks: OptionParserHooks<Mutable<T>> = {}) {
  const cache = new WeakMap<readonly string[], T>();
  return (args: readonly string[]): T => {
    let options = cache.get(args);
    if (options === undefined) {
      const fresh = hooks.start?.() ?? ({} as Mutable<T>);
      for (const arg of args) {
        const colon = arg.indexOf(':');
        if (colon === -1) set(arg, '', fresh, true);
        else set(arg.slice(0, colon), arg.slice(colon + 1), fresh, false);
      }
      hooks.finish?.(fresh);
      options = Object.freeze(fresh) as T;
      cache.set(args, options);
    }
    return options;
  };
}

function digits(value: string): number {
  const n = parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), MAX_DIGITS) : 0;
}

type DigitOption =
  | 'minimumIntegerDigits'
  | 'maximumFractionDigits'
  | 'minimumFractionDigits'
  | 'maximumSignificantDigits'
  | 'minimumSignificantDigits';

/** The digit options under their short, camel-case and full names (`maxfrac`, `maxFrac`, `maximumFractionDigits`). */
const DIGIT_OPTIONS: ReadonlyMap<string, DigitOption> = new Map(
  (
    [
      ['minint', 'minInt', 'minimumIntegerDigits'],
      ['maxfrac', 'maxFrac', 'maximumFractionDigits'],
      ['minfrac', 'minFrac', 'minimumFractionDigits'],
      ['maxsig', 'maxSig', 'maximumSignificantDigits'],
      ['minsig', 'minSig', 'minimumSignificantDigits'],
    ] as const
  ).flatMap((names) => names.map((name) => [name, names[2]] as const)),
);

/** Options every number style shares: grouping, rounding and digit counts. */
function setNumberOption(name: string, value: string, options: Mutable<NumberFormatOptions>): void {
  const digitOption = DIGIT_OPTIONS.get(name);
  if (digitOption !== undefined) {
    options[digitOption] = digits(value);
  } else if (name === 'group' || name === 'grouping') {
    options.group = value === '' || value === 'true';
  } else if (name === 'no-group' || name === 'no-grouping') {
    options.group = false;
  } else if (name === 'round' || name === 'rounding') {
    if (value === 'ceil') options.round = 'ceiling';
    else if (value === 'truncate') options.round = 'down';
    else if (ROUNDING_MODES.has(value)) options.round = value as NumberFormatOptions['round'];
  }
}

export const decimalOptions = optionParser<DecimalFormatOptions>((name, value, options) => {
  if (name !== 'style') setNumberOption(name, value, options);
  else if (DECIMAL_STYLES.has(value)) options.style = value as DecimalFormatOptions['style'];
  else if (value === 'standard') options.style = 'decimal';
});

export const currencyOptions = optionParser<CurrencyFormatOptions>((name, value, options) => {
  if (name === 'style') {
    if (CURRENCY_STYLES.has(value)) options.style = value as CurrencyFormatOptions['style'];
    else if (value === 'standard') options.style = 'symbol';
  } else if (name === 'symbol') {
    if (SYMBOL_WIDTHS.has(value)) options.symbolWidth = value as CurrencyFormatOptions['symbolWidth'];
  } else {
    setNumberOption(name, value, options);
  }
});

const defaultCalendar = (options: { ca?: CalendarType }): void => {
  options.ca ??= 'gregory';
};

/** Date widths and skeleton fields may be spread over several words; skeleton parts join up. */
function addSkeleton(options: { skeleton?: string }, fields: string): void {
  options.skeleton = options.skeleton === undefined ? fields : options.skeleton + fields;
}

export const datetimeOptions = optionParser<DateFormatOptions>((name, value, options) => {
  if (value === '') {
    if (name === 'date' || name === 'time') options[name] = 'short';
    else if (FORMAT_WIDTHS.has(name)) options.datetime = name as DateFormatOptions['datetime'];
    else addSkeleton(options, name);
    return;
  }
  switch (name) {
    case 'calendar':
      options.ca = CALENDARS[value];
      break;
    case 'context':
      if (CONTEXTS.has(value)) options.context = value as DateFormatOptions['context'];
      break;
    case 'date':
    case 'time':
    case 'datetime':
      if (FORMAT_WIDTHS.has(value)) options[name] = value as DateFormatOptions['date'];
      else addSkeleton(options, value);
      break;
    case 'skeleton':
      options.skeleton = value;
      break;
    case 'wrap':
    case 'wrapper':
    case 'wrapped':
      if (FORMAT_WIDTHS.has(value)) options.wrap = value as DateFormatOptions['wrap'];
      break;
  }
}, { finish: defaultCalendar });

export const intervalOptions = optionParser<DateIntervalFormatOptions>((name, value, options) => {
  if (value === '') {
    // A bare word is the skeleton; bare option names without a value mean nothing.
    if (name !== '' && name !== 'context' && name !== 'skeleton' && name !== 'date' && name !== 'time') {
      options.skeleton = name;
    }
    return;
  }
  switch (name) {
    case 'context':
      if (CONTEXTS.has(value)) options.context = value as DateIntervalFormatOptions['context'];
      break;
    case 'skeleton':
    case 'date':
    case 'time':
      options[name] = value;
      break;
  }
}, { finish: defaultCalendar });

export const relativeTimeOptions = optionParser<RelativeTimeFormatOptions>((name, value, options) => {
  switch (name) {
    case 'context':
      if (CONTEXTS.has(value)) options.context = value as RelativeTimeFormatOptions['context'];
      break;
    case 'dayOfWeek':
    case 'numericOnly':
    case 'allowWeeks':
    case 'alwaysNow':
      options[name] = value === 'true';
      break;
    case 'field':
      if (TIME_PERIOD_FIELDS.has(value)) options.field = value as RelativeTimeFormatOptions['field'];
      break;
    case 'width':
      if (FIELD_WIDTHS.has(value)) options.width = value as RelativeTimeFormatOptions['width'];
      break;
    default:
      setNumberOption(name, value, options);
  }
}, { finish: defaultCalendar });

const UNIT_STYLES = new Set(['decimal', 'short', 'long', 'scientific']);
const UNIT_LENGTHS = new Set(['short', 'narrow', 'long']);

/**
 * Options of the `unit` formatter: `length:` (or `width:`/`format:`) long, short or narrow,
 * `style:` decimal, short, long or scientific, plus the number options.
 */
export const unitOptions = optionParser<UnitFormatOptions>((name, value, options) => {
  switch (name) {
    case 'length':
    case 'width':
    case 'format':
      if (UNIT_LENGTHS.has(value)) options.length = value as UnitFormatOptions['length'];
      break;
    case 'style':
      if (UNIT_STYLES.has(value)) options.style = value as UnitFormatOptions['style'];
      break;
    default:
      setNumberOption(name, value, options);
  }
});
