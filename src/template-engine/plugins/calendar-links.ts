/**
 * The "add to Google Calendar" link of an event (TPL-08, TPL-32), and calendar-day checks.
 */
import { asNumber, asString, getChild } from '../values';
import { legacyEscape } from './markup-text';
import { utcDateFields } from './julian-day';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYYMMDDTHHMMSSZ` in UTC, the form Google Calendar's `dates` parameter takes. */
export function calendarTimestamp(epochMillis: number): string {
  const d = utcDateFields(epochMillis);
  return `${d.year}${twoDigits(d.month)}${twoDigits(d.day)}T${twoDigits(d.hour)}${twoDigits(d.minute)}${twoDigits(d.second)}Z`;
}

/** The non-empty address lines and country of an event location, comma separated. */
function locationText(location: unknown): string {
  return ['addressLine1', 'addressLine2', 'addressCountry']
    .map((key) => asString(getChild(location, key)).trim())
    .filter((part) => part.length > 0)
    .join(', ');
}

/**
 * TPL-32: an external link that opens Google Calendar with the event's title, times and
 * place. Throws for event times outside the calendar's range.
 */
export function googleCalendarUrl(event: unknown): string {
  const start = calendarTimestamp(asNumber(getChild(event, 'startDate')));
  const end = calendarTimestamp(asNumber(getChild(event, 'endDate')));
  const title = legacyEscape(asString(getChild(event, 'title')));
  let url = `http://www.google.com/calendar/event?action=TEMPLATE&text=${title}&dates=${start}/${end}`;
  const location = getChild(event, 'location');
  if (location !== undefined) {
    const text = locationText(location);
    if (text !== '') url += `&location=${encodeURIComponent(text)}`;
  }
  return url;
}

/** True when both instants fall on the same UTC calendar day (same year and day of year). */
export function sameUtcDay(a: number, b: number): boolean {
  const x = utcDateFields(a);
  const y = utcDateFields(b);
  return x.year === y.year && x.dayOfYear === y.dayOfYear;
}
