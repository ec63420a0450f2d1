/**
 * GAP-66: when the restrictive cookie policy applies. A site chooses its cookie banner
 * (`off`: no banner, cookies allowed; `opt-out`: a banner, cookies allowed until the visitor
 * declines; `opt-in`: a banner, no analytics cookies until the visitor accepts). The visitor's
 * choice is kept in the `ss_cookieAllowed` cookie ('1' accepted, '0' declined). A browser's
 * Do-Not-Track or Global Privacy Control signal counts as declining. While the policy is
 * restrictive, ANL-40's cookies are cleared, visits are counted without cookies, and the
 * tracking pixel and session recording are not started.
 */

export const COOKIE_BANNER_MODES = ['off', 'opt-out', 'opt-in'] as const;
export type CookieBannerMode = (typeof COOKIE_BANNER_MODES)[number];

/** The visitor's stored choice (one year). */
export const CONSENT_COOKIE = 'ss_cookieAllowed';
export const CONSENT_MAX_AGE_MS = 365 * 86_400_000;

/** Dispatched on `document` when the visitor accepts or declines in the banner. */
export const CONSENT_CHANGED_EVENT = 'stoa:cookie-consent';
export interface ConsentChangedDetail {
  allowed: boolean;
}

export type VisitorChoice = 'accepted' | 'declined' | 'none';

/** The visitor's choice from a `document.cookie`-style header. */
export function visitorChoiceOf(cookieHeader: string): VisitorChoice {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([01])(?:;|$)`).exec(cookieHeader);
  return match === null ? 'none' : match[1] === '1' ? 'accepted' : 'declined';
}

export interface PrivacySignals {
  doNotTrack?: boolean;
  globalPrivacyControl?: boolean;
}

/** Whether the restrictive cookie policy applies to this visitor on this site. */
export function isRestrictive(mode: CookieBannerMode, choice: VisitorChoice, signals: PrivacySignals = {}): boolean {
  if (signals.doNotTrack === true || signals.globalPrivacyControl === true) return true;
  if (choice === 'declined') return true;
  if (choice === 'accepted') return false;
  return mode === 'opt-in';
}
