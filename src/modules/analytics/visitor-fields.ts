/**
 * What the server derives from a visitor's page and browser before storing an event (issue 14
 * §6; docs/decisions.md "Visitor analytics: derived fields"). Pure: no IP, no clock.
 */
import { createHash } from 'node:crypto';
import type { Device } from '../../shared/analytics/analytics-rules';

const cut = (text: string | null | undefined, max: number): string | null => (text === undefined || text === null || text === '' ? null : text.slice(0, max));

function parseUrl(raw: string | undefined, base = 'http://localhost'): URL | null {
  if (raw === undefined || raw === '') return null;
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

/** The page's path, without its query or fragment. */
export function pathOf(url: string | undefined): string | null {
  return cut(parseUrl(url)?.pathname, 2048);
}

/** The referrer's host when it is another site's; a link from the same host is no referrer. */
export function externalReferrerHost(referrer: string | undefined, pageUrl: string | undefined): string | null {
  const from = referrer === undefined || referrer === '' ? null : parseUrl(referrer, 'invalid:/');
  if (from === null || (from.protocol !== 'http:' && from.protocol !== 'https:')) return null;
  const page = parseUrl(pageUrl, 'invalid:/');
  const host = from.hostname.toLowerCase().replace(/^www\./, '');
  if (page !== null && page.hostname.toLowerCase().replace(/^www\./, '') === host) return null;
  return cut(host, 255);
}

/** utm_source, utm_medium and utm_campaign from the page's query. */
export function campaignOf(url: string | undefined): { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null } {
  const q = parseUrl(url)?.searchParams;
  return { utmSource: cut(q?.get('utm_source'), 200), utmMedium: cut(q?.get('utm_medium'), 200), utmCampaign: cut(q?.get('utm_campaign'), 200) };
}

/** Desktop, tablet or mobile from the User-Agent: tablets first (iPad, Android without "Mobile"). */
export function deviceOf(userAgent: string | undefined): Device {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The browser family; the order matters (Edge and Opera say Chrome, Chrome says Safari). */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
export function browserOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  return BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other';
}

/** The country from the browser locale's region: en-GB → GB; a locale without one gives null. */
export function countryOf(locale: string | undefined): string | null {
  const region = locale?.replace(/_/g, '-').split('-').slice(1).find((part) => /^[A-Za-z]{2}$/.test(part));
  return region === undefined ? null : region.toUpperCase();
}

/** The analytics id in a visit record cookie (`<id>|first|previous|this|count`), when well-formed. */
export function analyticsIdOfVisitRecord(value: string | undefined, isValid: (v: string) => boolean): string | null {
  if (value === undefined || !isValid(value)) return null;
  return value.split('|')[0] ?? null;
}

/** The first frame of a stack that names a place (`at fn (file:1:2)` or `fn@file:1:2`), else ''. */
export function topFrameOf(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n')) {
    const frame = line.trim();
    if (/^at\s/.test(frame) || /@.*:\d+(:\d+)?$/.test(frame)) return frame.replace(/^at\s+/, '').slice(0, 500);
  }
  return '';
}

/** ERR-02: script errors group by the hash of their message and top frame. */
export function errorFingerprint(message: string, topFrame: string): string {
  return createHash('sha256').update(`${message}\n${topFrame}`).digest('hex').slice(0, 32);
}

/** A cookieless visitor's key: 'h:' + a hash of the day's salt, the site, the address and the browser. */
export function hashedVisitorKey(salt: string, websiteId: string, ip: string, userAgent: string): string {
  return `h:${createHash('sha256').update(`${salt}\n${websiteId}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 24)}`;
}
