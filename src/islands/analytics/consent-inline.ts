/**
 * GAP-66's rule as the analytics script needs it, kept inside its own bundle: importing
 * `src/shared/analytics/cookie-consent.ts` (also used by the banner and the pixel) makes the
 * bundler split it into a shared chunk, an extra request that puts the up-front script over its
 * 4 KB budget. `consent-inline.test.ts` keeps it equal to the shared rule.
 */
import type { CookieBannerMode, PrivacySignals, VisitorChoice } from '../../shared/analytics/cookie-consent';

export const CONSENT_CHANGED_EVENT_NAME = 'stoa:cookie-consent';

export function visitorChoiceOf(cookieHeader: string): VisitorChoice {
  const match = /(?:^|;\s*)ss_cookieAllowed=([01])(?:;|$)/.exec(cookieHeader);
  return match === null ? 'none' : match[1] === '1' ? 'accepted' : 'declined';
}

export function isRestrictive(mode: CookieBannerMode, choice: VisitorChoice, signals: PrivacySignals = {}): boolean {
  if (signals.doNotTrack === true || signals.globalPrivacyControl === true || choice === 'declined') return true;
  return choice !== 'accepted' && mode === 'opt-in';
}
