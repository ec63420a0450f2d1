import { describe, expect, it } from 'vitest';
import { addBillingPeriods, nextScheduleIndex, retryDelayMs } from './billing-calendar';

const utc = (text: string) => Date.parse(`${text}Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const DAY = 24 * 60 * 60_000;

describe('billing calendar', () => {
  it('SUB-06 weeks are 7 days; months and years are calendar months with month ends clamped', () => {
    const jan31 = utc('2026-01-31T09:30:00');
    const monthly = { value: 1, unit: 'MONTH' as const };
    expect([1, 2, 3, 12, 13].map((n) => iso(addBillingPeriods(jan31, monthly, n)))).toEqual([
      '2026-02-28T09:30:00',
      '2026-03-31T09:30:00',
      '2026-04-30T09:30:00',
      '2027-01-31T09:30:00',
      '2027-02-28T09:30:00',
    ]);
    expect(iso(addBillingPeriods(utc('2027-08-31T00:00:00'), { value: 6, unit: 'MONTH' }, 1))).toBe('2028-02-29T00:00:00');
    expect(iso(addBillingPeriods(utc('2028-02-29T12:00:00'), { value: 1, unit: 'YEAR' }, 1))).toBe('2029-02-28T12:00:00');
    expect(iso(addBillingPeriods(utc('2028-02-29T12:00:00'), { value: 1, unit: 'YEAR' }, 4))).toBe('2032-02-29T12:00:00');
    expect(addBillingPeriods(jan31, { value: 2, unit: 'WEEK' }, 3)).toBe(jan31 + 42 * DAY);
    expect(iso(addBillingPeriods(utc('2026-11-30T00:00:00'), { value: 3, unit: 'MONTH' }, 1))).toBe('2027-02-28T00:00:00');
  });

  it('the next date skips dates already passed, so a late renewal is not charged again at once', () => {
    const anchor = utc('2026-01-01T00:00:00');
    const weekly = { value: 1, unit: 'WEEK' as const };
    expect(nextScheduleIndex(anchor, weekly, 1, anchor + 7 * DAY)).toBe(2);
    expect(nextScheduleIndex(anchor, weekly, 1, anchor + 12 * DAY)).toBe(2);
    expect(nextScheduleIndex(anchor, weekly, 1, anchor + 30 * DAY)).toBe(5);
  });

  it('failed renewals are retried 1, 3 and 5 days after the first failure, then no more', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([DAY, 2 * DAY, 2 * DAY, null]);
  });
});
