/**
 * Formatters of the older Squarespace engines that the reference engine leaves as no-ops,
 * implemented for real: the legacy money formats, `unit` and `datetimefield`.
 *
 * Money (`money-format`, `moneyFormat`, `money-string`, `i18n-money-format`) takes a money
 * object or a bare number of minor units (cents), plus the options of `i18n-money.ts`
 * (`currency:EUR`, `free-if-zero`, `free-label:Free`). With CLDR money formatting on
 * (FMT-12) and locale data present, amounts use the render locale's CLDR number format;
 * otherwise the legacy `#,##0.00` format.
 *
 * - `{price|money-format}` 1234.5 USD → `1,234.50` (no symbol); `moneyFormat` is the same.
 * - `{price|money-string}` → `<span class="sqs-money-native">1,234.50</span>`.
 * - `{price|i18n-money-format de-DE}` → `1.234,50 €`: a currency format, in the locale the
 *   argument names (default en-US), or the render locale's CLDR format in CLDR mode.
 * - `{distance|unit kilometer}` → `12 kilometers`; `{bytes|unit in:byte out:megabyte
 *   length:short maxfrac:1}` → `1.5 MB`; `per:hour` divides. The value is a number or
 *   numeric text; the unit is a CLDR unit name. Needs locale data.
 * - `{t|datetimefield month short}`: one field of a date in the site's zone (date-fields.ts).
 */
import type { CLDR, CurrencyType, DecimalFormatOptions, UnitType } from '@phensley/cldr-core';
import { MESSAGES } from '../errors';
import type { Formatter, FormatterTable } from '../plugin';
import { asNumber } from '../values';
import { unitOptions } from './cldr-options';
import { dateFieldRequest, englishField, fieldPattern } from './date-fields';
import { checkDateRange } from './formatters.date';
import { fractionDigits, freeText, moneyOptions, readMoney, useCldrMoneyFormat } from './i18n-money';
import { civilDate } from './julian-day';
import { groupedAmount, legacyCurrency } from './legacy-money';
import { siteTimeZone } from './time-zones';
import { convertUnit } from './unit-conversion';

const MONEY_SPAN_OPEN = '<span class="sqs-money-native">';

/** CLDR number options for amounts with 0 or 2 fraction digits (FMT-02). */
const AMOUNT_OPTIONS: readonly DecimalFormatOptions[] = [0, 1, 2].map((digits) => ({
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
  round: 'half-even',
}));

function legacyMoneyFormatter(name: string, wrapInSpan: boolean): Formatter {
  return (args, vars, ctx) => {
    const first = vars[0]!;
    const options = moneyOptions(args);
    const money = readMoney(first.value, options.currency, true);
    let text = money === undefined ? '' : freeText(options, money.amount, name, ctx);
    if (text === undefined) {
      const digits = fractionDigits(money!.currency);
      text =
        ctx.cldr !== undefined && useCldrMoneyFormat(ctx)
          ? ctx.cldr.Numbers.formatDecimal(money!.amount, AMOUNT_OPTIONS[digits])
          : groupedAmount(money!.amount, digits);
    }
    first.value = wrapInSpan && text !== '' ? `${MONEY_SPAN_OPEN}${text}</span>` : text;
  };
}

const i18nMoneyFormat: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const options = moneyOptions(args);
  const money = readMoney(first.value, options.currency, true);
  let text = money === undefined ? '' : freeText(options, money.amount, 'i18n-money-format', ctx);
  if (text === undefined) {
    text =
      ctx.cldr !== undefined && useCldrMoneyFormat(ctx)
        ? ctx.cldr.Numbers.formatCurrency(money!.amount, money!.currency as CurrencyType)
        : legacyCurrency(money!.amount, money!.currency, options.locale ?? 'en-US');
  }
  first.value = text;
};

interface UnitSpec {
  unit: string | undefined;
  out: string | undefined;
  per: string | undefined;
}

const NUMBER_FLAGS = new Set(['group', 'grouping', 'no-group', 'no-grouping']);
const unitSpecs = new WeakMap<readonly string[], UnitSpec>();

function unitSpec(args: readonly string[]): UnitSpec {
  let spec = unitSpecs.get(args);
  if (spec !== undefined) return spec;
  spec = { unit: undefined, out: undefined, per: undefined };
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const name = colon === -1 ? arg : arg.slice(0, colon);
    const value = arg.slice(colon + 1);
    if (colon === -1) {
      if (!NUMBER_FLAGS.has(name)) spec.unit ??= name;
    } else if (name === 'in' || name === 'unit') spec.unit = value;
    else if (name === 'out') spec.out = value;
    else if (name === 'per') spec.per = value;
  }
  unitSpecs.set(args, spec);
  return spec;
}

const availableUnits = new WeakMap<CLDR, ReadonlySet<string>>();

function knownUnit(cldr: CLDR, unit: string): boolean {
  let units = availableUnits.get(cldr);
  if (units === undefined) {
    units = new Set<string>(cldr.Units.availableUnits());
    availableUnits.set(cldr, units);
  }
  return units.has(unit);
}

const unit: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const raw = first.value;
  const spec = unitSpec(args);
  const cldr = ctx.cldr;
  first.value = '';
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (cldr === undefined || spec.unit === undefined || text === '' || !Number.isFinite(Number(text))) return;
  for (const name of [spec.unit, spec.out, spec.per]) {
    if (name !== undefined && !knownUnit(cldr, name)) {
      ctx.error(MESSAGES.unknownUnit(name));
      return;
    }
  }
  let value: number | string = text;
  if (spec.out !== undefined) {
    const converted = convertUnit(Number(text), spec.unit, spec.out);
    if (converted === undefined) {
      ctx.error(MESSAGES.unitConversion(spec.unit, spec.out));
      return;
    }
    value = converted;
  }
  const quantity = { value, unit: (spec.out ?? spec.unit) as UnitType, per: spec.per as UnitType | undefined };
  first.value = cldr.Units.formatQuantity(quantity, unitOptions(args));
};

const datetimefield: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const raw = first.value;
  const request = dateFieldRequest(args);
  const epoch = typeof raw === 'number' || typeof raw === 'string' ? asNumber(raw) : NaN;
  const zoneId = siteTimeZone(ctx);
  if (request === null || !Number.isFinite(epoch) || !checkDateRange(ctx, epoch, zoneId)) {
    first.value = '';
    return;
  }
  first.value =
    ctx.cldr !== undefined
      ? ctx.cldr.Calendars.formatDateRaw({ date: epoch, zoneId }, { pattern: fieldPattern(request) })
      : englishField(request, civilDate(epoch, zoneId));
};

export const COMPAT_FORMATTERS: FormatterTable = {
  datetimefield,
  'i18n-money-format': i18nMoneyFormat,
  'money-format': legacyMoneyFormatter('money-format', false),
  'money-string': legacyMoneyFormatter('money-string', true),
  moneyFormat: legacyMoneyFormatter('moneyFormat', false),
  unit,
};
