/**
 * Calendar fields of an instant in UTC, as the reference engine's calendar computes them:
 * the Julian calendar before the Gregorian cutover (1582-10-15), years counted within
 * their era (1 BC is year 1), and only Julian days 0 (4713 BC) to 4881503 (8652 AD).
 */

const DAY_MS = 86_400_000;
/** Julian day number of 1970-01-01. */
const JD_UNIX_EPOCH = 2_440_588;
/** Julian day number of 1582-10-15, the first Gregorian day. */
const JD_GREGORIAN_CUTOVER = 2_299_161;
const JD_MAX = 4_881_503;

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

/** Julian calendar date of a Julian day number: [extended year, month, day]. */
function julianCalendarDate(jd: number): [number, number, number] {
  const c = jd + 32_082;
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const day = e - Math.floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * Math.floor(m / 10);
  return [d - 4800 + Math.floor(m / 10), month, day];
}

/** Julian day number of January 1st of a Julian calendar (extended) year. */
function julianNewYear(year: number): number {
  const y = year + 4799;
  return 306 + 365 * y + Math.floor(y / 4) - 32_082;
}

/**
 * The UTC calendar fields of `epochMillis`. Throws, with the reference's message, for
 * instants outside the supported range, and for a value that is no number.
 */
export function utcDateFields(epochMillis: number): UtcDateFields {
  if (Number.isNaN(epochMillis)) throw new Error('Invalid date.');
  const days = Math.floor(epochMillis / DAY_MS);
  const jd = days + JD_UNIX_EPOCH;
  if (jd < 0 || jd > JD_MAX) {
    throw new Error(
      `Julian day ${jd} is outside the supported range of this library: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.`,
    );
  }
  const msInDay = Math.floor(epochMillis - days * DAY_MS);
  const time = {
    hour: Math.floor(msInDay / 3_600_000),
    minute: Math.floor(msInDay / 60_000) % 60,
    second: Math.floor(msInDay / 1000) % 60,
  };
  if (jd >= JD_GREGORIAN_CUTOVER) {
    const date = new Date(days * DAY_MS);
    const year = date.getUTCFullYear();
    const dayOfYear = days - Math.floor(Date.UTC(year, 0, 1) / DAY_MS) + 1;
    return { year, month: date.getUTCMonth() + 1, day: date.getUTCDate(), dayOfYear, ...time };
  }
  const [extendedYear, month, day] = julianCalendarDate(jd);
  const year = extendedYear < 1 ? 1 - extendedYear : extendedYear;
  return { year, month, day, dayOfYear: jd - julianNewYear(extendedYear) + 1, ...time };
}
