/**
 * The visitor's cookie choice in the browser (GAP-66): the `ss_cookieAllowed` cookie the banner
 * writes, the browser's own privacy signals, and whether the restrictive policy applies now.
 * Pure functions over what the page hands them, so they run in tests without a browser.
 */
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_MS,
  isRestrictive,
  visitorChoiceOf,
  type ConsentChangedDetail,
  type CookieBannerMode,
  type PrivacySignals,
} from '../../shared/analytics/cookie-consent';

/** What of `navigator` the signals are read from. */
export interface NavigatorSignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Do-Not-Track ('1') and Global Privacy Control, each counting as declining. */
export function privacySignalsOf(nav: NavigatorSignals | undefined): PrivacySignals {
  return { doNotTrack: nav?.doNotTrack === '1', globalPrivacyControl: nav?.globalPrivacyControl === true };
}

/** The `document.cookie` assignment storing the choice: one year, the whole site, Secure on https. */
export function consentCookie(allowed: boolean, secure: boolean): string {
  return `${CONSENT_COOKIE}=${allowed ? '1' : '0'}; Max-Age=${CONSENT_MAX_AGE_MS / 1000}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Whether the banner asks: the site has one, the visitor has not chosen yet, and the browser
 * does not already say no (a banner could not change the answer then).
 */
export function bannerShouldAsk(mode: CookieBannerMode, cookieHeader: string, signals: PrivacySignals): boolean {
  if (mode === 'off' || signals.doNotTrack === true || signals.globalPrivacyControl === true) return false;
  return visitorChoiceOf(cookieHeader) === 'none';
}

/**
 * Whether the "Cookie preferences" control is offered: on a site with a banner, unless the
 * browser's own signal already declines (the banner could not change the answer then).
 */
export function preferencesOffered(mode: CookieBannerMode, signals: PrivacySignals): boolean {
  return mode !== 'off' && signals.doNotTrack !== true && signals.globalPrivacyControl !== true;
}

/** The page as the consent gate sees it: its cookies, the browser's signals, where the banner announces. */
export interface ConsentPage {
  cookie(): string;
  signals: PrivacySignals;
  events: EventTarget;
}

/** The page of the running browser. */
export function browserConsentPage(): ConsentPage {
  return { cookie: () => document.cookie, signals: privacySignalsOf(navigator as NavigatorSignals), events: document };
}

/**
 * Runs `start` once, as soon as the restrictive policy does not apply: at once, or when the
 * banner announces the visitor accepted. Until then nothing runs and nothing is queued.
 */
export function startWhenAllowed(mode: CookieBannerMode, page: ConsentPage, start: () => void): void {
  if (!isRestrictive(mode, visitorChoiceOf(page.cookie()), page.signals)) {
    start();
    return;
  }
  const listener = (event: Event) => {
    // The visitor's answer counts even where the browser refused to store the cookie.
    if ((event as CustomEvent<ConsentChangedDetail>).detail?.allowed !== true || isRestrictive(mode, 'accepted', page.signals)) return;
    page.events.removeEventListener(CONSENT_CHANGED_EVENT, listener);
    start();
  };
  page.events.addEventListener(CONSENT_CHANGED_EVENT, listener);
}
