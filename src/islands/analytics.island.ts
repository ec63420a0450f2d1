/**
 * The storefront's visitor analytics (spec §3, §4, §6..§9): on every page of a site with
 * analytics on, counts the page view (the census), keeps the visit cookies, sends the internal
 * events (product view, add to cart, checkout confirmed, visit), page speed, and script errors.
 * Skips signed-in owners (ANL-01, ANL-02) and not-found pages (ANL-03); under the restrictive
 * cookie policy (GAP-66) it clears its cookies and counts the view without them (ANL-40).
 * Everything is silent for the visitor (ANL-29): failures are ignored, nothing waits on it,
 * and its own faults are reported as script errors (ERR-08), never thrown into the page.
 * Plain DOM code, small: it is on every page.
 */
import type { ErrorReportEvent } from '../shared/api/analytics-collect';
import { ANALYTICS_ISLAND, OWNER_HINT_COOKIE, type AnalyticsPageProps } from '../shared/analytics/analytics-props';
import { ANALYTICS_LIMITS as L, UNTRACKED_PAGE_KINDS } from '../shared/analytics/analytics-rules';
import type { ConsentChangedDetail, VisitorChoice } from '../shared/analytics/cookie-consent';
import { CONSENT_CHANGED_EVENT_NAME as CONSENT_CHANGED_EVENT, isRestrictive, visitorChoiceOf } from './analytics/consent-inline';
import { cookieJar, newId, send, storage } from './analytics/browser';
import { createErrorReporter, describeError } from './analytics/error-reporter';
import type { ExtrasContext, Guard } from './analytics/extras';
import { censusHitData, type PageSnapshot } from './analytics/census';
import { clearVisit, startVisit, type VisitInfo } from './analytics/visit';

/** Local storage key turning on the script's console warnings ('1'). */
export const ANALYTICS_LOG_KEY = 'stoa:analytics-log';

const local = storage('localStorage');
const session = storage('sessionStorage');
let logging = false;
try {
  logging = local?.getItem(ANALYTICS_LOG_KEY) === '1';
} catch {
  // No storage, no logging.
}
const warn = (message: string) => logging && console.warn(message);
const crumb = (): Record<string, string> => {
  const value = cookieJar.get('crumb');
  return value === null ? {} : { 'x-csrf-token': value };
};
const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  send(url, { method: 'POST', body, keepalive: true, headers: { ...headers, ...crumb() } }, L.callTimeoutMs);

function snapshot(): PageSnapshot {
  return {
    url: location.href,
    path: location.pathname,
    title: document.title,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    innerWidth,
    innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    now: Date.now(),
  };
}

function start(props: AnalyticsPageProps): void {
  const reporter = createErrorReporter({
    send: (reports: ErrorReportEvent[]) => void post('/api/events/RecordJavascriptErrors', JSON.stringify(reports), { 'content-type': 'application/json' }),
    page: { websiteId: props.websiteId, pageType: props.pageType, url: () => location.href },
    now: Date.now,
  });
  // ERR-08: a fault in this script is reported, never thrown into the page.
  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args);
      } catch (error) {
        reporter.report({ ...describeError(error), category: 'analytics' });
      }
    };
  addEventListener('error', (event) =>
    reporter.report({ ...describeError(event.error ?? event.message), category: 'uncaught', source: event.filename, line: event.lineno, column: event.colno }),
  );
  addEventListener('unhandledrejection', (event) => reporter.report({ ...describeError(event.reason), category: 'unhandledrejection' }));
  addEventListener('pagehide', () => reporter.flush());
  guard(track)(props, guard);
}

function track(props: AnalyticsPageProps, guard: Guard): void {
  // ANL-01, ANL-02: signed-in owners are not counted; viewers are, outside the editor (NAV-07).
  const role = cookieJar.get(OWNER_HINT_COOKIE);
  if (role !== null && (role !== 'viewer' || location.pathname.includes('/config'))) return;
  // ANL-03..ANL-05.
  if ((UNTRACKED_PAGE_KINDS as readonly string[]).includes(props.pageKind)) return;

  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const restrictive = (choice: VisitorChoice) =>
    isRestrictive(props.cookieBanner, choice, { doNotTrack: nav.doNotTrack === '1', globalPrivacyControl: nav.globalPrivacyControl === true });
  let visit: VisitInfo | null = null;
  const begin = (choice: VisitorChoice) => {
    if (restrictive(choice)) {
      visit = null;
      clearVisit(cookieJar, local);
    } else if (visit === null) {
      visit = startVisit({ cookies: cookieJar, local, session, now: Date.now(), path: location.pathname, newId, warn });
    }
  };

  begin(visitorChoiceOf(document.cookie));
  const first = visit as VisitInfo | null;
  // NAV-06: the search page is not a page view; its other measures still count.
  if (props.pageType !== 'search') void post('/api/census/RecordHit', new URLSearchParams({ event: 'view', data: JSON.stringify(censusHitData(props, snapshot(), first)) }));
  // GAP-66: the banner's answer applies at once (accepted: cookies from now on; declined: cleared).
  document.addEventListener(
    CONSENT_CHANGED_EVENT,
    guard((event: Event) => begin((event as CustomEvent<ConsentChangedDetail>).detail.allowed ? 'accepted' : 'declined')),
  );
  // The internal events and page speed: a second chunk, fetched now and started once the page is
  // idle, or when the visitor leaves first (its visit and product view are sent then, not lost).
  const extras = import('./analytics/extras');
  let started = 0;
  const go = () =>
    started++ ||
    void extras.then(
      guard(({ startExtras }: { startExtras: (context: ExtrasContext) => void }) => startExtras({ props, visit: () => visit, startedVisit: first, local, snapshot, post, guard, warn })),
      () => {},
    );
  addEventListener('pagehide', go);
  ((window as { requestIdleCallback?: (fn: () => void) => void }).requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1)))(go);
}

try {
  const json = document.querySelector(`script[data-island-props="${ANALYTICS_ISLAND}"]`)?.textContent;
  if (json) start(JSON.parse(json) as AnalyticsPageProps);
} catch {
  // ANL-29: nothing the visitor would notice.
}
