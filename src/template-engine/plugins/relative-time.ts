/**
 * English "time ago" phrases for `timesince` (TPL-31, GAP-86): the largest whole unit from
 * years down to minutes, 'about a year ago', 'about 3 weeks ago', 'about an hour ago', and
 * 'less than a minute ago' below a minute (and for instants in the future).
 *
 * Units are calendar-free: a year is 365 days, a month 30 days, a week 7 days.
 */

const UNITS: readonly (readonly [name: string, seconds: number, single: string])[] = [
  ['year', 365 * 86400, 'a year'],
  ['month', 30 * 86400, 'a month'],
  ['week', 7 * 86400, 'a week'],
  ['day', 86400, 'a day'],
  ['hour', 3600, 'an hour'],
  ['minute', 60, 'a minute'],
];

/** How long ago `then` was, seen from `now` (both epoch milliseconds). */
export function timeAgo(now: number, then: number): string {
  const seconds = (now - then) / 1000;
  const days = Math.trunc(seconds / 86400);
  for (const [name, unitSeconds, single] of UNITS) {
    // Units of a day or more count whole days, so 47 hours is 'about a day ago'.
    const count = unitSeconds >= 86400 ? Math.trunc(days / (unitSeconds / 86400)) : Math.trunc(seconds / unitSeconds);
    if (count > 0) return count === 1 ? `about ${single} ago` : `about ${count} ${name}s ago`;
  }
  return 'less than a minute ago';
}
