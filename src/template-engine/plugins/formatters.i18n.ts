/**
 * Locale-aware formatters backed by CLDR: dates, intervals, numbers, money, messages and
 * relative times. With i18n off (locale `none`, no `ctx.cldr`) they print nothing, except
 * `timesince`, which prints 'Invalid date.'.
 */
import type { CurrencyType } from '@phensley/cldr-core';
import { MESSAGES } from '../errors';
import type { Formatter, FormatterTable } from '../plugin';
import { asNumber, asString } from '../values';
import { currencyOptions, datetimeOptions, decimalOptions, intervalOptions, relativeTimeOptions } from './cldr-options';
import { checkDateRange } from './formatters.date';
import { freeText, moneyFields, moneyOptions, parseAmount, parseDecimal } from './i18n-money';
import { messageArguments, messageKit } from './message-format';
import { timeAgo } from './relative-time';
import { siteTimeZone } from './time-zones';

const datetime: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const epoch = asNumber(first.value);
  const zoneId = siteTimeZone(ctx);
  if (ctx.cldr === undefined || !Number.isFinite(epoch) || !checkDateRange(ctx, epoch, zoneId)) {
    first.value = '';
    return;
  }
  first.value = ctx.cldr.Calendars.formatDate({ date: epoch, zoneId }, datetimeOptions(args));
};

/** `{start,end|datetime-interval skeleton}` */
const datetimeInterval: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const cldr = ctx.cldr;
  if (cldr === undefined || vars.length < 2) {
    first.value = '';
    return;
  }
  const start = asNumber(first.value);
  const end = asNumber(vars[1]!.value);
  const zoneId = siteTimeZone(ctx);
  const valid = Number.isFinite(start) && Number.isFinite(end);
  if (!valid || !checkDateRange(ctx, start, zoneId) || !checkDateRange(ctx, end, zoneId)) {
    first.value = '';
    return;
  }
  const options = intervalOptions(args);
  first.value = cldr.Calendars.formatDateInterval({ date: start, zoneId }, { date: end, zoneId }, options);
};

const decimal: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const number = ctx.cldr === undefined ? undefined : parseDecimal(asString(first.value));
  first.value = number === undefined ? '' : ctx.cldr!.Numbers.formatDecimal(number, decimalOptions(args));
};

/** `{price|money style:short}` of `{decimalValue, currencyCode}` or `{value, currency}`. */
const money: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const fields = moneyFields(first.value);
  const amount = fields === undefined || ctx.cldr === undefined ? undefined : parseAmount(asString(fields.amount));
  if (amount === undefined) {
    first.value = '';
    return;
  }
  const currency = asString(fields!.currency);
  first.value =
    freeText(moneyOptions(args), amount, 'money', ctx) ??
    ctx.cldr!.Numbers.formatCurrency(amount, currency as CurrencyType, currencyOptions(args));
};

function messageFormatter(name: string): Formatter {
  return (args, vars, ctx) => {
    const first = vars[0]!;
    if (ctx.cldr === undefined) {
      first.value = '';
      return;
    }
    const kit = messageKit(ctx.cldr);
    const parsed = kit.parse(asString(first.value));
    if (parsed.pluralWithoutOther) ctx.error(MESSAGES.pluralOtherMissing(name));
    first.value = kit.format(parsed, messageArguments(args, ctx), siteTimeZone(ctx));
  };
}

/** From now to the value, or from the first value to the second: `{start,end|relative-time}`. */
const relativeTime: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  let start = ctx.now ?? NaN;
  let end = asNumber(first.value);
  if (vars.length > 1) {
    start = end;
    end = asNumber(vars[1]!.value);
  }
  if (ctx.cldr === undefined || !Number.isFinite(start) || !Number.isFinite(end)) {
    first.value = '';
    return;
  }
  first.value = ctx.cldr.Calendars.formatRelativeTime({ date: start }, { date: end }, relativeTimeOptions(args));
};

/** 'about 3 weeks ago', wrapped in a span that carries the date for client-side updates. */
const timesince: Formatter = (_args, vars, ctx) => {
  const first = vars[0]!;
  const then = asNumber(first.value);
  if (ctx.cldr === undefined || !Number.isFinite(then)) {
    first.value = 'Invalid date.';
    return;
  }
  // Without a render time there is no "since"; the engine never reads a clock.
  if (ctx.now === undefined) {
    first.value = '';
    return;
  }
  first.value = `<span class="timesince" data-date="${then}">${timeAgo(ctx.now, then)}</span>`;
};

export const I18N_FORMATTERS: FormatterTable = {
  datetime,
  'datetime-interval': datetimeInterval,
  decimal,
  message: messageFormatter('message'),
  money,
  plural: messageFormatter('plural'),
  'relative-time': relativeTime,
  timesince,
};
