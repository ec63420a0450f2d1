/**
 * `date`: formats an epoch-milliseconds value with a strftime-style pattern in the site's
 * time zone, `{item.publishOn|date %B %e, %Y}`. It needs no locale data.
 */
import { MESSAGES } from '../errors';
import type { FormatterTable, RenderContext } from '../plugin';
import { asNumber } from '../values';
import { civilDate, isSupportedInstant, isSupportedJulianDay, julianDayAt, MAX_JULIAN_DAY, MIN_JULIAN_DAY } from './julian-day';
import { strftime } from './strftime';
import { siteTimeZone } from './time-zones';

/**
 * True when the instant's day lies in the supported julian-day range (TPL-26); otherwise
 * records the error. Formatters that hand dates to CLDR check this too, so every date
 * formatter agrees about which dates exist.
 */
export function checkDateRange(ctx: RenderContext, epoch: number, zoneId: string): boolean {
  if (isSupportedInstant(epoch, zoneId)) return true;
  ctx.error(MESSAGES.julianDayOutOfRange(julianDayAt(epoch, zoneId), MIN_JULIAN_DAY, MAX_JULIAN_DAY));
  return false;
}

export const DATE_FORMATTERS: FormatterTable = {
  date: (args, vars, ctx) => {
    const first = vars[0]!;
    // Without a pattern there is nothing to print (the server-side engines reject it).
    if (args.length === 0) {
      first.value = '';
      return;
    }
    const epoch = asNumber(first.value);
    if (!Number.isFinite(epoch)) {
      ctx.error(MESSAGES.invalidDate());
      first.value = '';
      return;
    }
    const date = civilDate(epoch, siteTimeZone(ctx));
    if (!isSupportedJulianDay(date.julianDay)) {
      ctx.error(MESSAGES.julianDayOutOfRange(date.julianDay, MIN_JULIAN_DAY, MAX_JULIAN_DAY));
      first.value = '';
      return;
    }
    first.value = strftime(date, args.join(' '));
  },
};
