/**
 * Calendar fields of an instant in a time zone, counted by julian day number.
 *
 * Dates follow the CLDR convention the reference engine uses: days from the Gregorian
 * cutover (15 October 1582) on are Gregorian, earlier days are on the proleptic Julian
 * calendar. Only julian days 1721426–5373484 (1 January of year 1 to 31 December 9999)
 * are supported (TPL-26, GAP-87); callers check `isSupportedJulianDay` before formatting.
 *
 * `utcDateFields` reads UTC dates the way the reference's own calendar does for calendar
 * links and `same-day?`: years within their era and its wider julian-day range.
 */
import { zoneAt } from './time-zones';

export const MIN_JULIAN_DAY = 1721426;
export const MAX_JULIAN_DAY = 5373484;

const DAY_MS = 86400000;
/** Julian day number of 1970-01-01, the Unix epoch's day. */
const UNIX_EPOCH_JULIAN_DAY = 2440588;
/** First julian day of the Gregorian calendar: 15 October 1582. */
const GREGORIAN_CUTOVER_JULIAN_DAY = 2299161;
const GREGORIAN_CUTOVER_YEAR = 1582;

/** Days before the first of each month in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

export interface CivilDate {
  /** The instant, epoch milliseconds (UTC), as given. */
  readonly epoch: number;
  readonly julianDay: number;
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
  /** 1–366 */
  readonly dayOfYear: number;
  /** 1 = Sunday … 7 = Saturday */
  readonly dayOfWeek: number;
  /** 0–23 */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** Milliseconds within the second; keeps any fraction of a millisecond in the input. */
  readonly millis: number;
  /** Zone offset from UTC in milliseconds. */
  readonly zoneOffset: number;
  readonly zoneAbbr: string;
}

export function isSupportedJulianDay(julianDay: number): boolean {
  return julianDay >= MIN_JULIAN_DAY && julianDay <= MAX_JULIAN_DAY;
}

/**
 * Instants at least a day inside the supported range are supported in any zone (offsets
 * are under a day), so most dates need no zone lookup to pass the range check.
 */
const SAFE_MIN_EPOCH = (MIN_JULIAN_DAY - UNIX_EPOCH_JULIAN_DAY + 1) * DAY_MS;
const SAFE_MAX_EPOCH = (MAX_JULIAN_DAY - UNIX_EPOCH_JULIAN_DAY) * DAY_MS;

/** The wall-clock julian day of an instant is supported in the zone. */
export function isSupportedInstant(epoch: number, zoneId: string): boolean {
  if (epoch >= SAFE_MIN_EPOCH && epoch < SAFE_MAX_EPOCH) return true;
  return isSupportedJulianDay(julianDayAt(epoch, zoneId));
}

/** The wall-clock julian day of an instant in a zone. */
export function julianDayAt(epoch: number, zoneId: string): number {
  const local = epoch + zoneAt(zoneId, epoch).offset;
  return Math.floor(local / DAY_MS) + UNIX_EPOCH_JULIAN_DAY;
}

/** Calendar fields of a finite instant in the given zone. */
export function civilDate(epoch: number, zoneId: string): CivilDate {
  const zone = zoneAt(zoneId, epoch);
  const local = epoch + zone.offset;
  const days = Math.floor(local / DAY_MS);
  const julianDay = days + UNIX_EPOCH_JULIAN_DAY;
  const msInDay = local - days * DAY_MS;
  const [year, month, day, dayOfYear] = calendarDate(julianDay);
  const seconds = Math.floor(msInDay / 1000);
  return {
    epoch,
    julianDay,
    year,
    month,
    day,
    dayOfYear,
    dayOfWeek: mod(julianDay + 1, 7) + 1,
    hour: Math.floor(seconds / 3600),
    minute: Math.floor(seconds / 60) % 60,
    second: seconds % 60,
    millis: msInDay - seconds * 1000,
    zoneOffset: zone.offset,
    zoneAbbr: zone.abbr,
  };
}

/** The last julian day the reference's calendar supports (31 December 8652); its first is 0 (4713 BC). */
const REFERENCE_MAX_JULIAN_DAY = 4_881_503;

export interface UtcDateFields {
  /** Year within its era: 2013 for AD 2013, 1 for 1 BC. */
  year: number;
  month: number;
  day: number;
  dayOfYear: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The UTC calendar fields of `epochMillis`. Throws, with the reference's message, for
 * instants outside the reference calendar's range, and for a value that is no number.
 */
export function utcDateFields(epochMillis: number): UtcDateFields {
  if (Number.isNaN(epochMillis)) throw new Error('Invalid date.');
  const days = Math.floor(epochMillis / DAY_MS);
  const julianDay = days + UNIX_EPOCH_JULIAN_DAY;
  if (julianDay < 0 || julianDay > REFERENCE_MAX_JULIAN_DAY) {
    throw new Error(
      `Julian day ${julianDay} is outside the supported range of this library: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.`,
    );
  }
  const msInDay = Math.floor(epochMillis - days * DAY_MS);
  const [extendedYear, month, day, dayOfYear] = calendarDate(julianDay);
  return {
    year: extendedYear < 1 ? 1 - extendedYear : extendedYear,
    month,
    day,
    dayOfYear,
    hour: Math.floor(msInDay / 3_600_000),
    minute: Math.floor(msInDay / 60_000) % 60,
    second: Math.floor(msInDay / 1000) % 60,
  };
}

/**
 * Week of the year and the year that week belongs to, for a week starting on `firstDay`
 * (1 = Sunday) whose first week needs at least `minDays` days in the new year.
 * US weeks are (1, 1); ISO weeks are (2, 4).
 */
export function weekOfYear(date: CivilDate, firstDay: number, minDays: number): [week: number, weekYear: number] {
  const { dayOfYear, dayOfWeek, year } = date;
  const week = weekNumber(dayOfYear, dayOfWeek, firstDay, minDays);
  if (week === 0) {
    // The first days of January can close the last week of the year before.
    const dayOfPreviousYear = dayOfYear + yearLength(year - 1);
    return [weekNumber(dayOfPreviousYear, dayOfWeek, firstDay, minDays), year - 1];
  }
  const lastDay = yearLength(year);
  if (dayOfYear >= lastDay - 5) {
    // The last days of December can open week 1 of the next year.
    const position = mod(dayOfWeek - firstDay, 7);
    const lastPosition = mod(position + lastDay - dayOfYear, 7);
    if (6 - lastPosition >= minDays && dayOfYear + 7 - position > lastDay) return [1, year + 1];
  }
  return [week, year];
}

/** Week number of a day of the year, 0 when it falls before the year's first week. */
function weekNumber(dayOfYear: number, dayOfWeek: number, firstDay: number, minDays: number): number {
  const january1Position = mod(dayOfWeek - firstDay - dayOfYear + 1, 7);
  const fullWeeks = Math.floor((dayOfYear - 1 + january1Position) / 7);
  return 7 - january1Position >= minDays ? fullWeeks + 1 : fullWeeks;
}

/**
 * Days from the year's 1 January to the next. Years from the cutover year on count by the
 * Gregorian calendar and earlier ones by the Julian, so 1581 is short: this keeps week
 * numbers around the cutover identical to CLDR's.
 */
function yearLength(year: number): number {
  return january1(year + 1) - january1(year);
}

function january1(year: number): number {
  const y = year - 1;
  const julian = 365 * y + Math.floor(y / 4) + 1721424;
  if (year < GREGORIAN_CUTOVER_YEAR) return julian;
  return julian - Math.floor(y / 100) + Math.floor(y / 400) + 2;
}

function isGregorianLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** [year, month, day, day of year] of a julian day: Gregorian from the cutover on, Julian before (year 0 is 1 BC). */
function calendarDate(julianDay: number): [number, number, number, number] {
  const gregorian = julianDay >= GREGORIAN_CUTOVER_JULIAN_DAY;
  const [year, month, day] = gregorian ? gregorianFromJulianDay(julianDay) : julianFromJulianDay(julianDay);
  const leap = gregorian ? isGregorianLeap(year) : mod(year, 4) === 0;
  return [year, month, day, DAYS_BEFORE_MONTH[month - 1]! + day + (leap && month > 2 ? 1 : 0)];
}

// Fliegel–Van Flandern style conversions from a julian day number to a calendar date.
function gregorianFromJulianDay(julianDay: number): [number, number, number] {
  const a = julianDay + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const day = e - Math.floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * Math.floor(m / 10);
  return [100 * b + d - 4800 + Math.floor(m / 10), month, day];
}

function julianFromJulianDay(julianDay: number): [number, number, number] {
  const c = julianDay + 32082;
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const day = e - Math.floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * Math.floor(m / 10);
  return [d - 4800 + Math.floor(m / 10), month, day];
}

function mod(n: number, d: number): number {
  const r = n % d;
  return r < 0 ? r + d : r;
}
