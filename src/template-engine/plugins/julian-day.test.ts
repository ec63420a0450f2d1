import { GregorianDate } from '@phensley/cldr-core';
import { describe, expect, it } from 'vitest';
import {
  civilDate,
  isSupportedInstant,
  isSupportedJulianDay,
  julianDayAt,
  MAX_JULIAN_DAY,
  MIN_JULIAN_DAY,
  utcDateFields,
  weekOfYear,
} from './julian-day';

/** A small seeded generator, so failures reproduce. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES = ['America/New_York', 'Asia/Tokyo', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC', 'No/Such_Zone'];
const YEAR_1 = -62135596800000; // 0001-01-01T00:00:00Z
const YEAR_8652_END = 210900000000000; // inside 8652, the end of CLDR's own calendar range
const CUTOVER = -12219292800000; // 1582-10-15T00:00:00Z

describe('civilDate', () => {
  it('TPL-26 agrees with CLDR calendar fields, US and ISO weeks for years 1–8652 (Julian before 1582)', () => {
    const next = random(26);
    for (let i = 0; i < 20000; i++) {
      const epoch =
        i % 3 === 0
          ? Math.floor(CUTOVER + (next() - 0.5) * 86400000 * 900)
          : Math.floor(YEAR_1 + 86400000 + next() * (YEAR_8652_END - YEAR_1));
      const zone = ZONES[i % ZONES.length]!;
      const cldr = GregorianDate.fromUnixEpoch(epoch, zone, 1, 1);
      const ours = civilDate(epoch, zone);
      const [week, weekYear] = weekOfYear(ours, 1, 1);
      const [isoWeek, isoYear] = weekOfYear(ours, 2, 4);
      const expected = [cldr.year(), cldr.month(), cldr.dayOfMonth(), cldr.dayOfYear(), cldr.dayOfWeek(), cldr.hourOfDay(),
        cldr.minute(), cldr.second(), cldr.milliseconds(), cldr.weekOfYear(), cldr.yearOfWeekOfYear(), cldr.weekOfYearISO(),
        cldr.yearOfWeekOfYearISO(), cldr.timeZoneOffset()];
      const actual = [ours.year, ours.month, ours.day, ours.dayOfYear, ours.dayOfWeek, ours.hour, ours.minute, ours.second,
        ours.millis, week, weekYear, isoWeek, isoYear, ours.zoneOffset];
      expect(actual, `${epoch} in ${zone}`).toEqual(expected);
    }
  });

  it('TPL-26 keeps counting Gregorian dates past 8652 up to 9999 (proleptic Gregorian, as Date does)', () => {
    const next = random(9999);
    for (let i = 0; i < 5000; i++) {
      const epoch = Math.floor(YEAR_8652_END + next() * (253402300799999 - YEAR_8652_END));
      const d = new Date(epoch);
      const ours = civilDate(epoch, 'UTC');
      expect([ours.year, ours.month, ours.day, ours.dayOfWeek - 1, ours.hour, ours.minute, ours.second, ours.millis]).toEqual([
        d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(),
        d.getUTCSeconds(), d.getUTCMilliseconds(),
      ]);
    }
  });

  it('TPL-26 supports julian days 1721426 (1 January 1) to 5373484 (31 December 9999) only', () => {
    expect([MIN_JULIAN_DAY, MAX_JULIAN_DAY]).toEqual([1721426, 5373484]);
    expect(julianDayAt(YEAR_1, 'UTC')).toBe(MIN_JULIAN_DAY);
    expect(julianDayAt(253402300799999, 'UTC')).toBe(MAX_JULIAN_DAY);
    expect(isSupportedJulianDay(julianDayAt(YEAR_1, 'UTC'))).toBe(true);
    expect(isSupportedJulianDay(julianDayAt(YEAR_1 - 1, 'UTC'))).toBe(false);
    expect(isSupportedJulianDay(julianDayAt(253402300800000, 'UTC'))).toBe(false);
    // The zone decides the wall-clock day: 10000-01-01T00:00Z is still 9999 in New York.
    expect(isSupportedJulianDay(julianDayAt(253402300800000, 'America/New_York'))).toBe(true);
  });

  it('keeps fractions of a millisecond and reads unknown zones as UTC', () => {
    expect(civilDate(1613597165345.5, 'UTC').millis).toBe(345.5);
    const unknown = civilDate(0, 'Nowhere/Else');
    expect([unknown.zoneOffset, unknown.zoneAbbr, unknown.hour]).toEqual([0, 'UTC', 0]);
  });

  it('FMT-10 maps retired System V zone names to their tz zones', () => {
    expect(civilDate(0, 'SystemV/EST5EDT').zoneAbbr).toBe('EST');
    expect(civilDate(0, 'SystemV/PST8PDT').zoneOffset).toBe(-8 * 3600000);
  });
});

describe('isSupportedInstant', () => {
  it('TPL-26 agrees with the julian day of the instant in its zone, at and near both ends', () => {
    const ends = [-62135596800000, 253402300800000];
    for (const end of ends) {
      for (let hours = -40; hours <= 40; hours++) {
        const epoch = end + hours * 3600000 + (hours % 2) * 1234;
        for (const zone of ZONES) {
          expect(isSupportedInstant(epoch, zone), `${epoch} ${zone}`).toBe(isSupportedJulianDay(julianDayAt(epoch, zone)));
        }
      }
    }
  });
});

describe('utcDateFields', () => {
  it('reads Gregorian dates in UTC', () => {
    expect(utcDateFields(1384518630000)).toEqual({
      year: 2013, month: 11, day: 15, dayOfYear: 319, hour: 12, minute: 30, second: 30,
    });
    expect(utcDateFields(-1.5)).toMatchObject({ year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59 });
  });

  it('switches to the Julian calendar before 1582-10-15 and counts BC years within their era', () => {
    expect(utcDateFields(-12219292800000)).toMatchObject({ year: 1582, month: 10, day: 15, dayOfYear: 288 });
    expect(utcDateFields(-12219292800001)).toMatchObject({ year: 1582, month: 10, day: 4, dayOfYear: 277 });
    expect(utcDateFields(-62198755200000)).toMatchObject({ year: 2, month: 1, day: 3, dayOfYear: 3 });
    expect(utcDateFields(-210866803200000)).toMatchObject({ year: 4713, month: 1, day: 1, dayOfYear: 1 });
  });

  it('TPL-26 rejects Julian days outside 0..4881503', () => {
    expect(() => utcDateFields(-210866803200001)).toThrow(
      'Julian day -1 is outside the supported range of this library: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.',
    );
    expect(() => utcDateFields(253402300800000)).toThrow('Julian day 5373485 is outside the supported range');
    expect(() => utcDateFields(Number.NaN)).toThrow('Invalid date.');
  });
});
