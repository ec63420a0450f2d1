/**
 * Rows for the raw visitor analytics tables from checked collection bodies (issue 14 §3, §6):
 * the page's path, external referrer, campaign, device, browser and country are derived
 * here; nothing holds an IP address. Pure.
 */
import { CLS_SCALE, WEB_VITALS, type Device, type WebVital } from '../../shared/analytics/analytics-rules';
import type { BusinessEvent, CensusInteraction, CensusHitData, ErrorReportEvent, PerformanceRecord, TrackerEvent } from '../../shared/api/analytics-collect';
import type { PerformanceRow, ScriptErrorRow, VisitorEventRow } from './ingest-queue';
import { campaignOf, countryOf, errorFingerprint, externalReferrerHost, pathOf, topFrameOf } from './visitor-fields';

/** Who sent an event, resolved by the service. */
export interface Visit {
  websiteId: string;
  visitorKey: string;
  userAgent: string;
  isBot: boolean;
  /** The User-Agent's device and browser, worked out once per visit. */
  device: Device;
  browser: string;
  now: number;
}

const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** A browser's time, unless it is ahead of the server's by more than a clock's usual error. */
const occurred = (visit: Visit, at: number | undefined) => new Date(at === undefined || at > visit.now + MAX_CLOCK_SKEW_MS ? visit.now : at);
const compact = (data: Record<string, unknown>): Record<string, unknown> | null => {
  const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
  return Object.keys(kept).length === 0 ? null : kept;
};

function pageColumns(visit: Visit, url: string | undefined, referrer: string | undefined, locale: string | undefined) {
  return {
    path: pathOf(url),
    referrerHost: externalReferrerHost(referrer, url),
    ...campaignOf(url),
    device: visit.device,
    browser: visit.browser,
    country: countryOf(locale),
  };
}

/** RecordHit (kind 'page_view') and the census interactions (button_click, …). */
export function censusRow(visit: Visit, kind: string, name: string | null, data: CensusHitData | CensusInteraction): VisitorEventRow {
  const interaction = data as CensusInteraction;
  const hit = data as CensusHitData;
  return {
    websiteId: visit.websiteId,
    receivedAt: new Date(visit.now),
    occurredAt: occurred(visit, data.clientDate),
    kind,
    name,
    visitorKey: visit.visitorKey,
    sessionId: data.sessionId ?? null,
    newVisit: hit.newVisit === true,
    ...pageColumns(visit, data.url, data.referrer, data.locale),
    pageType: data.pageType ?? null,
    isBot: visit.isBot,
    itemId: data.itemId ?? null,
    data: compact({
      title: data.title,
      collectionId: data.collectionId,
      targetId: interaction.targetId,
      targetLabel: interaction.targetLabel,
      firstSession: hit.firstSession,
      firstLanding: hit.firstLanding,
      viewport: data.viewportInnerWidth === undefined ? undefined : `${data.viewportInnerWidth}x${data.viewportInnerHeight ?? 0}`,
    }),
  };
}

/** A business event (GAP-13): kind 'business_event', its name, its data beside the page's title. */
export function businessEventRow(visit: Visit, event: BusinessEvent): VisitorEventRow {
  return {
    ...censusRow(visit, 'business_event', event.event, event),
    data: compact({ title: event.title, collectionId: event.collectionId, ...event.data }),
  };
}

/** RecordQuickView: the product's id from the path; the page is the Referer's. */
export function quickViewRow(visit: Visit, itemId: string, pageUrl: string | undefined): VisitorEventRow {
  return {
    websiteId: visit.websiteId,
    receivedAt: new Date(visit.now),
    occurredAt: new Date(visit.now),
    kind: 'quick_view',
    name: null,
    visitorKey: visit.visitorKey,
    ...pageColumns(visit, pageUrl, undefined, undefined),
    isBot: visit.isBot,
    itemId,
  };
}

/** The older tracker (RecordEvent, ANL-16). */
export function olderTrackerRow(visit: Visit, event: string, data: { pagePath?: string | undefined; website_locale?: string | undefined; [k: string]: unknown }): VisitorEventRow {
  const { websiteId: _site, ...rest } = data;
  return {
    websiteId: visit.websiteId,
    receivedAt: new Date(visit.now),
    occurredAt: new Date(visit.now),
    kind: 'older_tracker',
    name: event,
    visitorKey: visit.visitorKey,
    ...pageColumns(visit, data.pagePath, undefined, undefined),
    isBot: visit.isBot,
    data: compact(rest),
  };
}

const BASE_CONTENT_FIELDS = new Set([
  'analytics_id', 'browser_language', 'browser_locale', 'browser_window_height', 'browser_window_width', 'client_name', 'client_version',
  'marketing_id', 'page_host', 'page_path', 'page_query_params', 'page_referrer_url', 'session_id', 'enduser_user_agent',
  'event_occurrence_timestamp', 'source_environment', 'context_website_id', 'member_account_id', 'resolved_locale', 'website_locale',
  'member_account_locale',
]);

/** The newer tracker (ANL-21) and the internal events (GAP-14); content already checked. */
export function trackerRow(visit: Visit, event: TrackerEvent): VisitorEventRow {
  const c = event.eventContent as Record<string, unknown> & TrackerEvent['eventContent'];
  const query = c.page_query_params === undefined || c.page_query_params === '' ? '' : `?${c.page_query_params.replace(/^\?/, '')}`;
  const url = c.page_path === undefined ? undefined : `https://${c.page_host ?? 'localhost'}${c.page_path}${query}`;
  const extra = Object.fromEntries(Object.entries(c).filter(([k]) => !BASE_CONTENT_FIELDS.has(k)));
  const row: VisitorEventRow = {
    websiteId: visit.websiteId,
    receivedAt: new Date(visit.now),
    occurredAt: occurred(visit, c.event_occurrence_timestamp),
    kind: 'tracker',
    name: event.eventSchemaName,
    visitorKey: visit.visitorKey,
    sessionId: c.session_id ?? null,
    ...pageColumns(visit, url, c.page_referrer_url, c.browser_locale ?? c.browser_language),
    isBot: visit.isBot,
    data: compact(extra),
  };
  switch (event.eventSchemaName) {
    case 'commerce_product_view':
      row.itemId = String(c.object_identifier);
      break;
    case 'commerce_add_to_cart':
      row.itemId = String(c.itemId);
      row.quantity = Number(c.quantity);
      row.valueCents = Number(c.unitPriceCents) * Number(c.quantity);
      row.currency = String(c.currency);
      break;
    case 'commerce_checkout_confirmed':
      row.valueCents = Number(c.grandTotalCents);
      row.currency = String(c.currency);
      break;
    case 'site_visit':
      row.newVisit = true;
      break;
  }
  return row;
}

/** PERF-03: a web-vitals record gives one row per metric (CLS divided back); any other record one row. */
export function performanceRows(visit: Visit, record: PerformanceRecord): PerformanceRow[] {
  const text = (key: string) => (typeof record.data[key] === 'string' ? (record.data[key] as string) : null);
  const base = {
    websiteId: visit.websiteId,
    receivedAt: new Date(visit.now),
    pageLoadId: record.pageLoadId,
    app: record.app,
    event: record.event,
    pageType: text('pageType'),
    device: text('device') ?? visit.device,
    path: pathOf(text('path') ?? undefined),
    isBot: visit.isBot,
  };
  if (record.event === 'web-vitals') {
    const metrics = WEB_VITALS.filter((m): m is WebVital => typeof record.data[m] === 'number');
    if (metrics.length > 0) {
      return metrics.map((metric) => {
        const raw = record.data[metric] as number;
        return { ...base, metric, value: metric === 'CLS' ? raw / CLS_SCALE : raw, data: null };
      });
    }
  }
  return [{ ...base, metric: null, value: null, data: record.data }];
}

/** ERR-02: one row per report, grouped later by fingerprint (message + top stack frame). */
export function scriptErrorRow(visit: Visit, report: ErrorReportEvent): ScriptErrorRow {
  const stack = report.data.stack?.slice(0, 5_000);
  const topFrame = topFrameOf(stack);
  return {
    websiteId: visit.websiteId,
    receivedAt: new Date(visit.now),
    occurredAt: occurred(visit, report.timestamp),
    event: report.event,
    category: report.data.category ?? 'uncaught',
    message: report.data.message,
    topFrame,
    fingerprint: errorFingerprint(report.data.message, topFrame),
    stack: stack ?? null,
    browser: visit.browser,
    path: pathOf(report.data.url),
    isBot: visit.isBot,
    data: compact({ source: report.data.source, line: report.data.line, column: report.data.column, pageType: report.data.pageType }),
  };
}
