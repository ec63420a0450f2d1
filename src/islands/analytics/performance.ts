/**
 * Page speed (PERF-01..PERF-08): the page load's id from the server, a navigation-timing
 * record, and the web vitals (LCP, FCP, CLS, INP, TTFB) from the `web-vitals` package (this
 * module is in the chunk loaded once the page is idle; the metrics' entries are buffered). Records go out 30 s after load or when the
 * page is hidden, whichever comes first; the vitals when the page is hidden or after 60 s.
 */
import type { PerformanceRecord, PerformanceSettingsAnswer } from '../../shared/api/analytics-collect';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { ANALYTICS_LIMITS as L, CLIENT_NAME, type WebVital } from '../../shared/analytics/analytics-rules';
import { deviceOf, metricValue, webVitalsRecord } from './tracker-payloads';

const RECORDS_URL = '/api/1/performance/records';

/** A JSON body that survives the page going away: a beacon (text/plain), else a keepalive fetch. */
export function beacon(url: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, json) === true) return;
  } catch {
    // Refused beacons fall back to fetch.
  }
  void fetch(url, { method: 'POST', body: json, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } }).catch(() => {});
}

/** Runs `fn` when the page is hidden (the visitor leaves or switches away). */
export function onHidden(fn: () => void): void {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && fn());
  addEventListener('pagehide', fn);
}

export function startPerformance(pageType: string, guard: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void): void {
  let pageLoadId: string | null = null;
  const pending: Omit<PerformanceRecord, 'pageLoadId'>[] = [];
  const vitals: Partial<Record<WebVital, number>> = {};
  // What the last record carried: leaving sends on both `visibilitychange` and `pagehide`, and a
  // later record carries only the metrics whose values changed since (each load's metric counts once).
  const sent: Partial<Record<WebVital, number>> = {};
  const page = () => ({ innerWidth, path: location.pathname, now: Date.now() });

  const flush = guard(() => {
    if (pageLoadId === null || pending.length === 0) return;
    const id = pageLoadId;
    beacon(RECORDS_URL, pending.splice(0).map((r) => ({ ...r, pageLoadId: id })));
  });
  const flushVitals = guard(() => {
    const changed = Object.fromEntries(Object.entries(vitals).filter(([name, value]) => sent[name as WebVital] !== value)) as Partial<Record<WebVital, number>>;
    if (Object.keys(changed).length > 0) pending.push(webVitalsRecord(changed, pageType, page(), ''));
    Object.assign(sent, changed);
    flush();
  });

  void (async () => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), L.performanceSettingsTimeoutMs);
    try {
      const response = await fetch('/api/1/performance/settings', { credentials: 'same-origin', signal: abort.signal });
      const answer = (await response.json()) as Partial<PerformanceSettingsAnswer>;
      if (response.ok && typeof answer.pageLoadId === 'string' && /^[\w-]{1,64}$/.test(answer.pageLoadId)) pageLoadId = answer.pageLoadId;
    } catch {
      // No id: no records from this page load.
    } finally {
      clearTimeout(timer);
    }
  })();

  const whenLoaded = guard(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav !== undefined) {
      const data: PerformanceRecord['data'] = { pageType, device: deviceOf(innerWidth), path: location.pathname.slice(0, 2048) };
      const timings = { dns: nav.domainLookupEnd - nav.domainLookupStart, connect: nav.connectEnd - nav.connectStart, ttfb: nav.responseStart, response: nav.responseEnd - nav.responseStart, domInteractive: nav.domInteractive, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, transferSize: nav.transferSize };
      for (const [name, value] of Object.entries(timings)) {
        const whole = metricValue(value);
        if (whole !== null) data[name] = whole;
      }
      pending.push({ app: CLIENT_NAME, event: 'navigation', ts: Date.now(), data });
    }
    setTimeout(flush, L.performanceFlushMs);
    setTimeout(flushVitals, L.webVitalsSendMs);
    const keep = guard(({ name, value }: { name: WebVital; value: number }) => {
      vitals[name] = value;
    });
    for (const on of [onLCP, onFCP, onCLS, onINP, onTTFB]) on(keep);
    // After web-vitals' own listeners: their final values are in when this runs.
    onHidden(flushVitals);
  });
  onHidden(flush);
  if (document.readyState === 'complete') whenLoaded();
  else addEventListener('load', () => setTimeout(whenLoaded, 0), { once: true });
}
