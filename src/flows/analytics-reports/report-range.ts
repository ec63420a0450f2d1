/**
 * A report's range of the site's days: `from` and `to` inclusive, by default the 30 days ending
 * today; a date that is not a calendar day, `from` after `to`, or more than
 * ANALYTICS_MAX_RANGE_DAYS days is VALIDATION_FAILED (400) with a message on the field.
 */
import { addDays, dayCount, isCalendarDay } from '../../modules/analytics';
import { ANALYTICS_MAX_RANGE_DAYS, type AnalyticsRangeQuery } from '../../shared/api/analytics';
import { DomainError } from '../../shared/errors';

export const DEFAULT_RANGE_DAYS = 30;

export interface ReportRange {
  from: string;
  to: string;
}

export function resolveRange(query: AnalyticsRangeQuery, today: string): ReportRange {
  const errors: Record<string, string> = {};
  if (query.from !== undefined && !isCalendarDay(query.from)) errors.from = 'Use a date such as 2026-11-28.';
  if (query.to !== undefined && !isCalendarDay(query.to)) errors.to = 'Use a date such as 2026-11-28.';
  if (Object.keys(errors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors });
  const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) throw new DomainError('VALIDATION_FAILED', { errors: { from: 'The start date must be on or before the end date.' } });
  if (dayCount(from, to) > ANALYTICS_MAX_RANGE_DAYS) throw new DomainError('VALIDATION_FAILED', { errors: { to: `A report covers at most ${ANALYTICS_MAX_RANGE_DAYS} days.` } });
  return { from, to };
}
