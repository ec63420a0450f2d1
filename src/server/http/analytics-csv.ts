/**
 * The analytics reports as CSV (RFC 4180, a header row, CRLF lines), one table per download.
 * Cells go through `csvCell`: a page path, referrer or error message that looks like a
 * spreadsheet formula is defused with a leading apostrophe.
 */
import type { AnalyticsOverviewAnswer, ErrorsAnswer, WebVitalsAnswer } from '../../shared/api/analytics';
import type { ANALYTICS_CSV_TABLES } from '../../shared/api/analytics-endpoints';
import { csvLine } from './subscribers-csv';

export type OverviewCsvTable = (typeof ANALYTICS_CSV_TABLES)[number];

const text = (n: number) => String(n);
const share = (n: number) => n.toFixed(4);
const seconds = (n: number) => n.toFixed(1);

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

const breakdown = (first: string, rows: AnalyticsOverviewAnswer['topPages']) =>
  table([first, 'visitors', 'visits', 'page_views'], rows.map((r) => [r.key, text(r.visitors), text(r.visits), text(r.pageViews)]));

export function overviewCsv(answer: AnalyticsOverviewAnswer, which: OverviewCsvTable): string {
  switch (which) {
    case 'days':
      return table(
        ['day', 'visitors', 'visits', 'page_views', 'bounce_rate', 'visit_duration_seconds'],
        answer.days.map((d) => [d.day, text(d.visitors), text(d.visits), text(d.pageViews), share(d.bounceRate), seconds(d.visitDurationSeconds)]),
      );
    case 'pages':
      return breakdown('page', answer.topPages);
    case 'referrers':
      return breakdown('referrer', answer.referrers);
    case 'campaigns':
      return breakdown('campaign', answer.campaigns);
    case 'devices':
      return breakdown('device', answer.devices);
    case 'browsers':
      return breakdown('browser', answer.browsers);
    case 'countries':
      return breakdown('country', answer.countries);
    case 'funnel':
      return table(['step', 'label', 'visits', 'conversion_rate', 'step_rate'], answer.funnel.map((s) => [s.step, s.label, text(s.visits), share(s.conversionRate), share(s.stepRate)]));
    case 'products':
      return table(
        ['product_id', 'title', 'quantity', 'orders', 'revenue', 'currency'],
        answer.salesByProduct.map((p) => [p.productId, p.title, text(p.quantity), text(p.orders), p.revenue.value, p.revenue.currency]),
      );
    case 'business-events':
      return table(['event', 'label', 'count'], answer.businessEvents.events.map((e) => [e.event, e.label, text(e.count)]));
  }
}

export function webVitalsCsv(answer: WebVitalsAnswer): string {
  return table(
    ['page_type', 'device', 'metric', 'p75', 'rating', 'samples', 'good', 'needs_improvement', 'poor'],
    answer.rows.map((r) => [r.pageType, r.device, r.metric, String(r.p75), r.rating, text(r.samples), text(r.good), text(r.needsImprovement), text(r.poor)]),
  );
}

export function errorsCsv(answer: ErrorsAnswer): string {
  return table(
    ['fingerprint', 'message', 'top_frame', 'category', 'count', 'first_seen', 'last_seen', 'browsers', 'pages'],
    answer.groups.map((g) => [
      g.fingerprint,
      g.message,
      g.topFrame,
      g.category,
      text(g.count),
      g.firstSeen,
      g.lastSeen,
      g.browsers.map((b) => `${b.key} (${b.count})`).join('; '),
      g.pages.map((p) => `${p.key} (${p.count})`).join('; '),
    ]),
  );
}

/** The download's file name: the report, its table and its range. */
export const analyticsCsvFileName = (report: string, from: string, to: string) => `analytics-${report}-${from}-to-${to}.csv`;
