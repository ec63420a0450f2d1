/**
 * The visitor analytics' numbers and rules (spec §5, §7, §9; ANL-*, PERF-*, ERR-*), shared by
 * the storefront's analytics script and the server that receives what it sends. Pure.
 */

/** §7: the cookies the analytics script keeps. All are cleared under the restrictive cookie policy (ANL-40). */
export const ANALYTICS_COOKIES = {
  /** The analytics id (ANL-30): 390 days, path /, Secure on https; mirrored in local storage (ANL-31). */
  analyticsId: 'ss_cid',
  /** The visit record (ANL-36): `<analytics id>|<first visit ms>|<previous visit ms>|<this visit ms>|<visit count>`, about 2 years. */
  visitRecord: 'ss_cvr',
  /** The visit time (ANL-36): when this visit last saw a page, in ms; 30 minutes. Its absence starts a new visit. */
  visitTime: 'ss_cvt',
  /** The session id (ANL-34): made once per browser session (no expiry), reused by later page loads. */
  session: 'ss_cvisit',
  /** The path the session landed on, kept for the session (first-landing reporting). */
  landing: 'ss_cpvisit',
} as const;

/** Every cookie ANL-40 clears under the restrictive cookie policy, in the spec's order. */
export const RESTRICTED_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;

/** Local storage keys: the analytics id's mirror and its expiry (ANL-31), the first-landing and first-session flags (ANL-33). */
export const ANALYTICS_STORAGE = {
  analyticsId: 'ss_cid',
  analyticsIdExpires: 'ss_cid_expires',
  firstLanding: 'ss_first_landing',
  firstSession: 'ss_first_session',
} as const;

const DAY_MS = 86_400_000;
export const ANALYTICS_LIMITS = {
  /** ANL-30: the analytics id cookie's life. */
  analyticsIdMaxAgeMs: 390 * DAY_MS,
  /** ANL-36: the visit record lasts about 2 years. */
  visitRecordMaxAgeMs: 730 * DAY_MS,
  /** ANL-36: the visit time cookie lasts 30 minutes; a visit ends after 30 minutes without a page. */
  visitTimeMaxAgeMs: 30 * 60_000,
  /** ANL-13, ANL-28: analytics calls time out after 2.5 s. */
  callTimeoutMs: 2_500,
  /** PERF-02: the performance settings request times out after 30 s. */
  performanceSettingsTimeoutMs: 30_000,
  /** PERF-04, PERF-05: performance records are flushed 30 s after load or when the page is hidden. */
  performanceFlushMs: 30_000,
  /** PERF-06: page-speed metrics are sent when the page is hidden or after 60 s. */
  webVitalsSendMs: 60_000,
  /** PERF-07: metric values are valid from 0 to 2147483647. */
  metricMin: 0,
  metricMax: 2_147_483_647,
  /** ERR-04..ERR-07: the error reporter's limits. */
  errorReportsPerPage: 20,
  errorReportsQueued: 10,
  errorStackMaxChars: 5_000,
  errorSendDebounceMs: 1_000,
} as const;

/** PERF-08: the collector version every performance record and tracker event names. */
export const COLLECTOR_VERSION = '4.8.0';
/** ANL-21 client_name. */
export const CLIENT_NAME = 'stoa-storefront';

/** ANL-25, ANL-26. */
export const SOURCE_ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;
export type SourceEnvironment = (typeof SOURCE_ENVIRONMENTS)[number];
export const EVENT_SOURCES = ['WEB', 'IOS', 'ANDROID', 'SERVER'] as const;

/** §8 messages (ANL-27, ANL-32, ANL-35, ANL-24). */
export const ANALYTICS_MESSAGES = {
  trackerFailure: (status: number | string) => `Error tracking event: HTTP Status ${status}`,
  storeIdFailure: 'Unable to store analyticsId',
  storageUnavailable: 'Unable access local/session storage',
  badSourceEnvironment: 'source environment must be dev, staging or prod',
  overwrittenField: (field: string) => `Overwriting auto-populated event field: ${field}`,
} as const;

/** ANL-37: word-or-dash, then four numbers separated by bars. */
export const VISIT_RECORD_PATTERN = /^[\w-]+\|\d+\|\d+\|\d+\|\d+$/;
export const isValidVisitRecord = (value: string): boolean => VISIT_RECORD_PATTERN.test(value);
/** ANL-38: a positive integer. */
export const isValidVisitTime = (value: string): boolean => /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value));
/** PERF-07. */
export const isValidMetricValue = (value: number): boolean =>
  Number.isFinite(value) && value >= ANALYTICS_LIMITS.metricMin && value <= ANALYTICS_LIMITS.metricMax;

/** The page-speed metrics collected (PERF-09..PERF-12, GAP-101; TTFB by the 800/1800). */
export const WEB_VITALS = ['LCP', 'FCP', 'CLS', 'INP', 'TTFB'] as const;
export type WebVital = (typeof WEB_VITALS)[number];
/** Good / poor thresholds: ms, CLS unitless. */
export const WEB_VITAL_THRESHOLDS: Record<WebVital, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  FCP: { good: 1800, poor: 3000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  TTFB: { good: 800, poor: 1800 },
};
export type VitalRating = 'good' | 'needs-improvement' | 'poor';
/** GAP-101: ≤ good is good, ≤ poor needs improvement, above is poor. */
export function rateVital(metric: WebVital, value: number): VitalRating {
  const t = WEB_VITAL_THRESHOLDS[metric];
  return value <= t.good ? 'good' : value <= t.poor ? 'needs-improvement' : 'poor';
}
/**
 * CLS is unitless and small: the performance record carries it ×1000 as an integer so every
 * metric fits PERF-07's integer range; the server divides it back.
 */
export const CLS_SCALE = 1000;

/** The kinds of page analytics group by (page speed per page type, the funnel's steps). */
export const PAGE_TYPES = ['home', 'page', 'products', 'product', 'blog', 'post', 'gallery', 'search', 'cart', 'checkout', 'order', 'other'] as const;
export type AnalyticsPageType = (typeof PAGE_TYPES)[number];

/** Pages on which the script records nothing (ANL-03..ANL-05). */
export const UNTRACKED_PAGE_KINDS = ['not-found', 'lock-screen', 'access-denied'] as const;

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * GAP-14: the internal events, sent through the newer tracker (`POST /api/v1/clanker/events`)
 * under these schema names.
 */
export const INTERNAL_EVENT_SCHEMAS = {
  productView: 'commerce_product_view',
  addToCart: 'commerce_add_to_cart',
  checkoutConfirmed: 'commerce_checkout_confirmed',
  visit: 'site_visit',
} as const;

/**
 * GAP-13, ANL-08: the business events, sent to `POST /api/census/business-event` only while the
 * census cookie (ss_cvr) exists. They are the owner's business moments that the internal events
 * (GAP-14: product view, add to cart, checkout confirmed, visit) do not already count, so
 * nothing is counted twice: a search, a lead (a form or newsletter sign-up sent) and a
 * customer account made — the pixel's Search, Lead and CompleteRegistration (ANL-41) on
 * Stoa's own side.
 */
export const BUSINESS_EVENTS = ['search', 'lead', 'complete_registration'] as const;
export type BusinessEventName = (typeof BUSINESS_EVENTS)[number];

/** ANL-44: the fullstory id that means "do not record this session". */
export const SKIP_RECORDING_ID = 'automated-mock-id';
