/**
 * One field of a date for `datetimefield`: `{t|datetimefield month short}` gives "Feb",
 * `{t|datetimefield weekday}` "Monday", `{t|datetimefield year 2-digit}` "20".
 *
 * Fields: era, year, quarter, month, week (of the year), day, dayofyear, weekday,
 * dayperiod, hour (0–23), hour12 (1–12), minute, second, zone. Widths: numeric, 2-digit,
 * short, long, narrow (`wide`/`full` mean long, `abbreviated` short). A width a field
 * lacks falls back to the field's default: long names for month and weekday, short
 * ones for era, day period and zone, numbers otherwise.
 *
 * With locale data the field is CLDR's for the render's locale; with i18n off it is
 * English, numbered as in the `date` formatter (US weeks).
 */
import { weekOfYear, type CivilDate } from './julian-day';
import { MONTH_NAMES, pad, WEEKDAY_NAMES } from './strftime';

export type FieldWidth = 'numeric' | '2-digit' | 'short' | 'long' | 'narrow';

interface FieldSpec {
  /** CLDR date pattern per width, and the width used when none (or one it lacks) is asked for. */
  patterns: Partial<Record<FieldWidth, string>> & { default: FieldWidth };
  english(date: CivilDate, width: FieldWidth): string;
}

const numeric = (value: (d: CivilDate) => number) => (d: CivilDate, width: FieldWidth) =>
  width === '2-digit' ? pad(value(d) % 100, '0', 2) : String(value(d));

const named = (names: (d: CivilDate) => string) => (d: CivilDate, width: FieldWidth) => {
  const name = names(d);
  return width === 'narrow' ? name[0]! : width === 'short' ? name.slice(0, 3) : name;
};

const ORDINALS = ['1st', '2nd', '3rd', '4th'];
const quarterOf = (d: CivilDate) => Math.floor((d.month - 1) / 3) + 1;

const FIELDS: Readonly<Record<string, FieldSpec>> = {
  era: {
    patterns: { default: 'short', short: 'G', long: 'GGGG', narrow: 'GGGGG' },
    english: (_d, width) => (width === 'long' ? 'Anno Domini' : width === 'narrow' ? 'A' : 'AD'),
  },
  year: { patterns: { default: 'numeric', numeric: 'y', '2-digit': 'yy' }, english: numeric((d) => d.year) },
  quarter: {
    patterns: { default: 'numeric', numeric: 'q', short: 'qqq', long: 'qqqq', narrow: 'qqqqq' },
    english: (d, width) => {
      const q = quarterOf(d);
      return width === 'short' ? `Q${q}` : width === 'long' ? `${ORDINALS[q - 1]} quarter` : String(q);
    },
  },
  month: {
    patterns: { default: 'long', numeric: 'L', '2-digit': 'LL', short: 'LLL', long: 'LLLL', narrow: 'LLLLL' },
    english: (d, width) =>
      width === 'numeric' || width === '2-digit'
        ? numeric((x) => x.month)(d, width)
        : named((x) => MONTH_NAMES[x.month - 1]!)(d, width),
  },
  week: {
    patterns: { default: 'numeric', numeric: 'w', '2-digit': 'ww' },
    english: numeric((d) => weekOfYear(d, 1, 1)[0]),
  },
  day: { patterns: { default: 'numeric', numeric: 'd', '2-digit': 'dd' }, english: numeric((d) => d.day) },
  dayofyear: { patterns: { default: 'numeric', numeric: 'D' }, english: numeric((d) => d.dayOfYear) },
  weekday: {
    patterns: { default: 'long', short: 'ccc', long: 'cccc', narrow: 'ccccc' },
    english: named((d) => WEEKDAY_NAMES[d.dayOfWeek - 1]!),
  },
  dayperiod: {
    patterns: { default: 'short', short: 'a', long: 'aaaa', narrow: 'aaaaa' },
    english: (d, width) => (d.hour < 12 ? (width === 'narrow' ? 'a' : 'AM') : width === 'narrow' ? 'p' : 'PM'),
  },
  hour: { patterns: { default: 'numeric', numeric: 'H', '2-digit': 'HH' }, english: numeric((d) => d.hour) },
  hour12: {
    patterns: { default: 'numeric', numeric: 'h', '2-digit': 'hh' },
    english: numeric((d) => d.hour % 12 || 12),
  },
  minute: { patterns: { default: 'numeric', numeric: 'm', '2-digit': 'mm' }, english: numeric((d) => d.minute) },
  second: { patterns: { default: 'numeric', numeric: 's', '2-digit': 'ss' }, english: numeric((d) => d.second) },
  zone: { patterns: { default: 'short', short: 'z', long: 'zzzz' }, english: (d) => d.zoneAbbr },
};

const WIDTH_NAMES: Readonly<Record<string, FieldWidth>> = {
  numeric: 'numeric',
  '2-digit': '2-digit',
  short: 'short',
  abbreviated: 'short',
  long: 'long',
  wide: 'long',
  full: 'long',
  narrow: 'narrow',
};

const hasOwn = Object.prototype.hasOwnProperty;

export interface DateFieldRequest {
  spec: FieldSpec;
  width: FieldWidth;
}

const requests = new WeakMap<readonly string[], DateFieldRequest | null>();

/** Reads `field [width]` (or `field:… width:…`); null when no known field is named. */
export function dateFieldRequest(args: readonly string[]): DateFieldRequest | null {
  let request = requests.get(args);
  if (request !== undefined) return request;
  let field: string | undefined;
  let width: string | undefined;
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const name = colon === -1 ? arg : arg.slice(0, colon);
    const value = colon === -1 ? '' : arg.slice(colon + 1);
    if (name === 'field') field = value.toLowerCase();
    else if (name === 'width') width = value.toLowerCase();
    else if (colon === -1 && field === undefined) field = name.toLowerCase();
    else if (colon === -1 && width === undefined) width = name.toLowerCase();
  }
  request = null;
  if (field !== undefined && hasOwn.call(FIELDS, field)) {
    const spec = FIELDS[field]!;
    const wanted = width !== undefined && hasOwn.call(WIDTH_NAMES, width) ? WIDTH_NAMES[width]! : spec.patterns.default;
    request = { spec, width: spec.patterns[wanted] !== undefined ? wanted : spec.patterns.default };
  }
  requests.set(args, request);
  return request;
}

/** The CLDR date pattern that prints the requested field. */
export function fieldPattern(request: DateFieldRequest): string {
  return request.spec.patterns[request.width]!;
}

/** The field in English, for renders without locale data. */
export function englishField(request: DateFieldRequest, date: CivilDate): string {
  return request.spec.english(date, request.width);
}
