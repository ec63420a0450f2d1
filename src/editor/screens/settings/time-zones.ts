/**
 * The IANA time zones the browser knows, for the time zone picker. Old engines have no
 * `Intl.supportedValuesOf`; then the list "cannot load" and the screen says GAP-79's words.
 */

/** GAP-79 (ADM-45): what the screen says when the list cannot be had. */
export const TIME_ZONES_UNAVAILABLE = 'Unable to load time zones. Check your connection and try again, or verify that your site is available.';

interface ZoneSource {
  supportedValuesOf?: (key: 'timeZone') => string[];
}

/** Every zone, sorted, with the site's current one kept even when the engine omits it (UTC). */
export function listTimeZones(current: string, source: ZoneSource = Intl as ZoneSource): string[] {
  if (typeof source.supportedValuesOf !== 'function') throw new Error(TIME_ZONES_UNAVAILABLE);
  const zones = source.supportedValuesOf('timeZone');
  if (zones.length === 0) throw new Error(TIME_ZONES_UNAVAILABLE);
  const all = new Set(zones);
  if (current !== '') all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** How a zone reads in the list: "America/New_York" → "America / New York". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').split('/').join(' / ');
}
