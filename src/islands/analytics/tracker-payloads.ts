/**
 * The internal events' and page speed's payloads (spec §3; ANL-21, ANL-22, GAP-14, PERF-03,
 * PERF-07), in the analytics script's idle-time chunk. Pure.
 */
import type { PerformanceRecord, TrackerEvent } from '../../shared/api/analytics-collect';
import type { AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import { ANALYTICS_LIMITS as L, CLIENT_NAME, CLS_SCALE, COLLECTOR_VERSION, WEB_VITALS, type Device, type WebVital } from '../../shared/analytics/analytics-rules';
import { clip, size, type PageSnapshot } from './census';
import type { VisitInfo } from './visit';

/** What the tracker events add to the census' view of the page. */
export interface TrackerPage extends PageSnapshot {
  host: string;
  query: string;
  /** navigator.language. */
  language: string;
  /** document.documentElement.lang. */
  pageLanguage: string;
}

/** ANL-22: the page's language, then the site's, then en-US. */
export function resolvedLocale(page: Pick<TrackerPage, 'pageLanguage'>, props: Pick<AnalyticsPageProps, 'locale'>): string {
  return clip(page.pageLanguage || props.locale || 'en-US', 35);
}

/** ANL-21: one tracker event, the schema's own fields (GAP-14) after the automatic ones. */
export function trackerEvent(schema: string, fields: Record<string, unknown>, props: AnalyticsPageProps, page: TrackerPage, visit: VisitInfo | null): TrackerEvent {
  const content: TrackerEvent['eventContent'] = {
    browser_language: clip(page.language, 35),
    browser_locale: clip(page.language, 35),
    browser_window_height: size(page.innerHeight),
    browser_window_width: size(page.innerWidth),
    client_name: CLIENT_NAME,
    client_version: COLLECTOR_VERSION,
    page_host: clip(page.host, 255),
    page_path: clip(page.path, 2048),
    page_query_params: clip(page.query, 2048),
    page_referrer_url: clip(page.referrer, 2048),
    enduser_user_agent: clip(page.userAgent, 1000),
    event_occurrence_timestamp: page.now,
    custom_schema_name: schema,
    source_environment: props.sourceEnvironment,
    context_website_id: props.websiteId,
    resolved_locale: resolvedLocale(page, props),
    website_locale: props.locale,
    ...fields,
  };
  if (visit !== null) {
    content.analytics_id = visit.analyticsId;
    content.session_id = visit.sessionId;
  }
  return { eventSchemaName: schema, eventContent: content };
}

/** Cents of a decimal price text ('24.10' → 2410); null when it is not a price. */
export function priceCents(text: string): number | null {
  const amount = Number(text);
  return text.trim() !== '' && Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : null;
}

/** PERF-07: a metric as a whole number within 0..2147483647, or null when it cannot be one. */
export function metricValue(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.min(Math.round(value), L.metricMax);
}

export function deviceOf(width: number): Device {
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

/** PERF-03, PERF-06: the page-speed record (CLS ×1000, every value a whole number). */
export function webVitalsRecord(vitals: Partial<Record<WebVital, number>>, pageType: string, page: Pick<PageSnapshot, 'innerWidth' | 'path' | 'now'>, pageLoadId: string): PerformanceRecord {
  const data: PerformanceRecord['data'] = {};
  for (const name of WEB_VITALS) {
    const raw = vitals[name];
    const value = raw === undefined ? null : metricValue(name === 'CLS' ? raw * CLS_SCALE : raw);
    if (value !== null) data[name] = value;
  }
  Object.assign(data, { pageType, device: deviceOf(page.innerWidth), path: clip(page.path, 2048) });
  return { app: CLIENT_NAME, event: 'web-vitals', pageLoadId, ts: page.now, data };
}
