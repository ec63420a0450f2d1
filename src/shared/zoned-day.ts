/**
 * Where a calendar day starts in a time zone, as a UTC instant: the owner's date filters
 * ("from 1 March to 7 March") mean the shop's days, not the server's.
 */

/** The zone's offset from UTC (ms) at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(instant / 1000) * 1000;
}

/** The instant the day `YYYY-MM-DD` starts in `timeZone` (an unknown zone is read as UTC). */
export function zonedDayStart(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  // Twice: the first guess may fall on the other side of a daylight-saving change.
  const first = utcMidnight - offsetAt(utcMidnight, zone);
  return utcMidnight - offsetAt(first, zone);
}

/** The instant the day after `YYYY-MM-DD` starts in `timeZone` (an inclusive "to" day's end). */
export function zonedDayEnd(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return zonedDayStart(next, timeZone);
}
