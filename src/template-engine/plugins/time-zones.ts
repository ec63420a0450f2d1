/**
 * The site's time zone and zone offsets at an instant.
 *
 * Dates render in the website's zone (`website.timeZone`), America/New_York when the data
 * names none (FMT-10). Zone rules come from `@phensley/timezone`, the same tz database the
 * CLDR formatters use, so `date` and `datetime` always agree about offsets.
 */
import { TZ, type ZoneInfo } from '@phensley/timezone';
import type { RenderContext } from '../plugin';
import { asString } from '../values';

export const DEFAULT_TIME_ZONE = 'America/New_York';

const WEBSITE_TIME_ZONE = ['website', 'timeZone'] as const;

/**
 * Old System V and retired tz names still found in stored site settings. The tz data has
 * no link for them, so without this they would silently fall back to UTC.
 */
const RETIRED_ZONE_NAMES: Readonly<Record<string, string>> = {
  'SystemV/AST4': 'America/Puerto_Rico',
  'SystemV/AST4ADT': 'America/Halifax',
  'SystemV/CST6': 'America/Regina',
  'SystemV/CST6CDT': 'America/Chicago',
  'SystemV/EST5': 'America/Indianapolis',
  'SystemV/EST5EDT': 'America/New_York',
  'SystemV/HST10': 'Pacific/Honolulu',
  'SystemV/MST7': 'America/Phoenix',
  'SystemV/MST7MDT': 'America/Denver',
  'SystemV/PST8': 'Pacific/Pitcairn',
  'SystemV/PST8PDT': 'America/Los_Angeles',
  'SystemV/YST9': 'Pacific/Gambier',
  'SystemV/YST9YDT': 'America/Anchorage',
  'Canada/East-Saskatchewan': 'America/Regina',
  'Etc/Unknown': 'Factory',
};

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The zone id dates render in. A present but non-text setting reads as text (and then
 * names no zone, so UTC applies), as in the reference engine.
 */
export function siteTimeZone(ctx: RenderContext): string {
  const zone = ctx.resolve(WEBSITE_TIME_ZONE);
  return zone === undefined ? DEFAULT_TIME_ZONE : asString(zone);
}

/** Maps retired zone names to their current ids; other ids pass through. */
export function canonicalZoneId(zoneId: string): string {
  return hasOwn.call(RETIRED_ZONE_NAMES, zoneId) ? RETIRED_ZONE_NAMES[zoneId]! : zoneId;
}

/** Offset, abbreviation and DST flag of a zone at a UTC instant; unknown zones are UTC. */
export function zoneAt(zoneId: string, utcMillis: number): ZoneInfo {
  return TZ.fromUTC(canonicalZoneId(zoneId), utcMillis) ?? TZ.utcZone();
}
