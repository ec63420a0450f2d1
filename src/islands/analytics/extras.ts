/**
 * The analytics script's second part, loaded as its own chunk once the page is idle so the
 * part on every page's critical path stays small: the internal events through the newer
 * tracker (ANL-17, ANL-21, GAP-14), the business events (GAP-13) and page speed (PERF-*, with the `web-vitals` package).
 */
import type { AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import { ANALYTICS_COOKIES, ANALYTICS_MESSAGES as M } from '../../shared/analytics/analytics-rules';
import type { AddedToCartDetail } from '../../shared/tracking-pixel';
import { cookieJar } from './browser';
import { startBusinessEvents } from './business-events';
import type { PageSnapshot } from './census';
import { priceCents, trackerEvent } from './tracker-payloads';
import { startPerformance } from './performance';
import { createSessionRecording, FULLSTORY_ID_PATH, ID_TIMEOUT_MS, SESSION_RECORDING_EVENT } from './session-recording';
import type { KeyStore, VisitInfo } from './visit';

/**
 * `ADDED_TO_CART_EVENT` (shared/tracking-pixel.ts), spelled here so this chunk does not load the
 * pixel's shared chunk for one string (a test keeps the two equal).
 */
export const ADDED_TO_CART = 'stoa:added-to-cart';

/**
 * ANL-07: what a paywall page records — its visitor metrics only: the page view (sent up front)
 * and the visit (`site_visit`). Not the commerce events, the business events or page speed.
 */
export const VISITOR_METRICS: readonly string[] = ['site_visit'];
export const recordedOnPage = (props: Pick<AnalyticsPageProps, 'visitorMetricsOnly'>, measure: string): boolean =>
  !props.visitorMetricsOnly || VISITOR_METRICS.includes(measure);

export type Guard = <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;

export interface ExtrasContext {
  props: AnalyticsPageProps;
  /** The visitor's state now; null under the restrictive cookie policy. */
  visit: () => VisitInfo | null;
  /** The visit this page started, if it did (a site_visit event). */
  startedVisit: VisitInfo | null;
  local: KeyStore | null;
  snapshot: () => PageSnapshot;
  post: (url: string, body: BodyInit, headers?: Record<string, string>) => Promise<number>;
  guard: Guard;
  warn: (message: string) => void;
}

export function startExtras({ props, visit, startedVisit, local, snapshot, post, guard, warn }: ExtrasContext): void {
  const page = () => ({ ...snapshot(), host: location.host, query: location.search.slice(1), language: navigator.language, pageLanguage: document.documentElement.lang });
  /** An internal event; business events need the census cookie (ANL-08), never under the restrictive policy. */
  const internal = (schema: string, fields: Record<string, unknown>, onceKey?: string) => {
    const current = visit();
    if (current === null || cookieJar.get(ANALYTICS_COOKIES.visitRecord) === null) return;
    if (!recordedOnPage(props, schema)) return;
    if (onceKey !== undefined) {
      try {
        const key = `stoa:analytics:${onceKey}`;
        if (local !== null && local.getItem(key) !== null) return;
        local?.setItem(key, '1');
      } catch {
        // Storage refused: sending twice beats never sending.
      }
    }
    void post('/api/v1/clanker/events', JSON.stringify(trackerEvent(schema, fields, props, page(), current)), { 'content-type': 'application/json' }).then((status) => {
      // ANL-19, ANL-27.
      if (status !== 200 && status !== 202) warn(M.trackerFailure(status));
    });
  };

  if (startedVisit?.newVisit === true) internal('site_visit', { first_session: startedVisit.firstSession, first_landing: startedVisit.firstLanding });
  for (const event of props.events) internal(event.schema, event.fields, 'onceKey' in event ? event.onceKey : undefined);
  document.addEventListener(
    ADDED_TO_CART,
    guard((event: Event) => {
      const line = (event as CustomEvent<AddedToCartDetail>).detail;
      const unitPriceCents = priceCents(line.unitPrice);
      if (unitPriceCents !== null) internal('commerce_add_to_cart', { itemId: line.itemId, sku: line.sku, quantity: line.quantity, unitPriceCents, currency: line.currency });
    }),
  );
  startBusinessEvents({
    props,
    censusCookie: () => cookieJar.get(ANALYTICS_COOKIES.visitRecord),
    visit,
    snapshot,
    post,
    listen: (name, handler) => document.addEventListener(name, guard((event: Event) => handler((event as CustomEvent).detail))),
    defer: queueMicrotask,
    searchQuery: new URLSearchParams(location.search).get('q'),
  });
  // ANL-44..ANL-48: asks for a recording id only when every rule holds.
  void createSessionRecording({
    props,
    restrictive: () => visit() === null,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    cpuCores: navigator.hardwareConcurrency,
    fetchId: async () => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), ID_TIMEOUT_MS);
      try {
        return await (await fetch(FULLSTORY_ID_PATH, { credentials: 'same-origin', signal: abort.signal })).json();
      } finally {
        clearTimeout(timer);
      }
    },
    start: (id) => document.dispatchEvent(new CustomEvent(SESSION_RECORDING_EVENT, { detail: { id } })),
    warn,
  })();
  if (recordedOnPage(props, 'performance')) startPerformance(props.pageType, guard);
}
