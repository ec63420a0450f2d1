import { describe, expect, it } from 'vitest';
import { zonedDayEnd, zonedDayStart } from './zoned-day';

describe('zonedDayStart', () => {
  it('reads a day in UTC as UTC midnight', () => {
    expect(zonedDayStart('2026-03-01', 'UTC')).toBe(Date.UTC(2026, 2, 1));
  });
  it("reads a day in the shop's zone, daylight saving included", () => {
    expect(zonedDayStart('2026-01-15', 'America/New_York')).toBe(Date.UTC(2026, 0, 15, 5));
    expect(zonedDayStart('2026-07-15', 'America/New_York')).toBe(Date.UTC(2026, 6, 15, 4));
    expect(zonedDayStart('2026-07-15', 'Europe/Berlin')).toBe(Date.UTC(2026, 6, 14, 22));
  });
  it('ends a day where the next one starts, across month ends', () => {
    expect(zonedDayEnd('2026-02-28', 'UTC')).toBe(Date.UTC(2026, 2, 1));
  });
  it('reads an unknown zone as UTC', () => {
    expect(zonedDayStart('2026-03-01', 'Nowhere/City')).toBe(Date.UTC(2026, 2, 1));
  });
});
