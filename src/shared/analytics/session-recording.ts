/**
 * Full-session recording's rules (spec §6, §7; ANL-44..ANL-48). Recording is on only for US
 * sites, browsers in an America time zone, more than 2 CPU cores, and the feature toggles
 * (ANL-45); never in dev mode (ANL-47) nor under the restrictive cookie policy (GAP-66); and a
 * session whose id from `GET /api/commerce/fullstory/getId` is 'automated-mock-id' is not
 * recorded (ANL-44). The toggle is the deployment's `STOA_SESSION_RECORDING`, off by default.
 * The server knows the site and the toggle; only the browser knows its time zone and cores,
 * so each side checks its half and the browser asks for an id only when both halves hold. Pure.
 */
import type { SourceEnvironment } from './analytics-rules';

/** The names a site's location may give the United States (its address country is free text). */
const US_NAMES = ['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america'];

/** Whether a site is a US site: its location's country names the United States. */
export function isUsSite(addressCountry: string | undefined): boolean {
  return addressCountry !== undefined && US_NAMES.includes(addressCountry.trim().toLowerCase());
}

/** The server's half: the feature toggle is on and the site is a US site. */
export function siteMayRecord(toggle: boolean, addressCountry: string | undefined): boolean {
  return toggle && isUsSite(addressCountry);
}

export interface BrowserRecordingContext {
  /** `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
  timeZone: string | undefined;
  /** `navigator.hardwareConcurrency` (undefined where the browser does not say). */
  cpuCores: number | undefined;
  sourceEnvironment: SourceEnvironment;
  /** The restrictive cookie policy applies (GAP-66). */
  restrictive: boolean;
}

/** The browser's half: an America time zone, more than 2 CPU cores, not dev mode, cookies allowed. */
export function browserMayRecord(context: BrowserRecordingContext): boolean {
  return (
    !context.restrictive &&
    context.sourceEnvironment !== 'dev' &&
    (context.timeZone ?? '').startsWith('America/') &&
    (context.cpuCores ?? 0) > 2
  );
}
