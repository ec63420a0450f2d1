/**
 * Billing dates in UTC calendar terms: weeks are 7 days; months and years are calendar months
 * from the anchor, with the day clamped to the month's last day (an anchor on 31 January bills
 * on 28 or 29 February, then on 31 March). Dates are always counted from the anchor, never
 * from the previous date, so one short month does not pull every later date forward.
 */
import { RENEWAL_RETRY_DAYS, type BillingPeriod } from './subscriptions.types';

const DAY_MS = 24 * 60 * 60_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The anchor plus `count` billing periods. */
export function addBillingPeriods(anchor: number, period: BillingPeriod, count: number): number {
  if (period.unit === 'WEEK') return anchor + count * period.value * 7 * DAY_MS;
  const months = count * period.value * (period.unit === 'YEAR' ? 12 : 1);
  const start = new Date(anchor);
  const total = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(start.getUTCDate(), daysInMonth(year, month));
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
}

/**
 * The schedule index of the next billing date after billing index `current`: normally
 * `current + 1`; dates that passed while a renewal was late (retries, a stopped server) are
 * skipped, so a late renewal is never followed by a second charge straight away.
 */
export function nextScheduleIndex(anchor: number, period: BillingPeriod, current: number, now: number): number {
  let index = current + 1;
  while (addBillingPeriods(anchor, period, index) <= now) index++;
  return index;
}

/**
 * How long after failed try number `failedAttempts` (1-based) the next try waits, or null when
 * no retry is left: the waits add up to RENEWAL_RETRY_DAYS after the first failed try.
 */
export function retryDelayMs(failedAttempts: number): number | null {
  const days = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  if (days === undefined) return null;
  return (days - (RENEWAL_RETRY_DAYS[failedAttempts - 2] ?? 0)) * DAY_MS;
}
