/**
 * The Analytics panel's Traffic screen (issue 14 §4): the range's headline figures, visitors /
 * visits / page views per day as a chart, where visits came from and on what, the business
 * events (GAP-13: searches, leads, registrations), and bot hits apart.
 */
import type { AnalyticsOverviewAnswer, Breakdown, BusinessEventCount } from '../../../shared/api/analytics';
import type { ANALYTICS_CSV_TABLES } from '../../../shared/api/analytics-endpoints';
import { useOverview } from './analytics-data';
import { countText, csvHref, durationText, shareText, type DayRange } from './analytics-format';
import { AnalyticsOffNote, AnalyticsScreen, CsvLink, EmptyReport, Figures, Report, ReportTable, type Column } from './analytics-parts';
import { TrafficChart } from './traffic-chart';

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : null;
function countryText(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code === '' ? 'Unknown' : code;
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

const BREAKDOWNS: { field: keyof Pick<AnalyticsOverviewAnswer, 'topPages' | 'referrers' | 'campaigns' | 'devices' | 'browsers' | 'countries'>; title: string; column: string; table: (typeof ANALYTICS_CSV_TABLES)[number]; none: string; text?(key: string): string }[] = [
  { field: 'topPages', title: 'Top pages', column: 'Page', table: 'pages', none: '(unknown page)' },
  { field: 'referrers', title: 'Referrers', column: 'Referrer', table: 'referrers', none: 'Direct or none' },
  { field: 'campaigns', title: 'Campaigns (UTM)', column: 'Campaign', table: 'campaigns', none: '(no campaign)' },
  { field: 'devices', title: 'Devices', column: 'Device', table: 'devices', none: 'Unknown', text: (key) => key.charAt(0).toUpperCase() + key.slice(1) },
  { field: 'browsers', title: 'Browsers', column: 'Browser', table: 'browsers', none: 'Unknown' },
  { field: 'countries', title: 'Countries', column: 'Country', table: 'countries', none: 'Unknown', text: countryText },
];

function breakdownColumns(label: string, none: string, text?: (key: string) => string): Column<Breakdown>[] {
  return [
    { id: 'key', header: label, cell: (row) => (row.key === '' ? none : (text?.(row.key) ?? row.key)) },
    { id: 'visitors', header: 'Visitors', numeric: true, cell: (row) => countText(row.visitors) },
    { id: 'visits', header: 'Visits', numeric: true, cell: (row) => countText(row.visits) },
    { id: 'pageViews', header: 'Page views', numeric: true, cell: (row) => countText(row.pageViews) },
  ];
}

const BUSINESS_EVENT_COLUMNS: Column<BusinessEventCount>[] = [
  { id: 'event', header: 'Event', cell: (row) => row.label },
  { id: 'count', header: 'Count', numeric: true, cell: (row) => countText(row.count) },
];

/** GAP-13, ANL-08: searches, leads and registrations in the range; an empty state when there were none. */
function BusinessEventsTable({ data, range }: { data: AnalyticsOverviewAnswer; range: DayRange }) {
  const rows = data.businessEvents.events;
  return (
    <ReportTable
      title="Business events"
      rows={rows.some((row) => row.count > 0) ? rows : []}
      rowKey={(row) => row.event}
      columns={BUSINESS_EVENT_COLUMNS}
      empty="No searches, leads or registrations in this range yet."
      csv={<CsvLink href={csvHref('overview', range, 'business-events')} what="business events" fileName="business-events.csv" />}
    />
  );
}

export function TrafficReport({ data, range }: { data: AnalyticsOverviewAnswer; range: DayRange }) {
  const hasData = data.visits > 0 || data.pageViews > 0;
  return (
    <>
      {!data.enabled && <AnalyticsOffNote />}
      {!hasData ? (
        <EmptyReport>No visits in this range yet. Figures appear here once visitors come to your site.</EmptyReport>
      ) : (
        <>
          <Figures
            label="Traffic in this range"
            items={[
              { label: 'Visitors', value: countText(data.visitors) },
              { label: 'Visits', value: countText(data.visits) },
              { label: 'Page views', value: countText(data.pageViews) },
              { label: 'Bounce rate', value: shareText(data.bounceRate) },
              { label: 'Visit duration', value: durationText(data.visitDurationSeconds) },
            ]}
          />
          <TrafficChart days={data.days} csv={<CsvLink href={csvHref('overview', range, 'days')} what="traffic per day" fileName="traffic-by-day.csv" />} />
          <div className="analytics__grid">
            {BREAKDOWNS.map((b) => (
              <ReportTable
                key={b.field}
                title={b.title}
                rows={data[b.field]}
                rowKey={(row) => row.key}
                columns={breakdownColumns(b.column, b.none, b.text)}
                csv={<CsvLink href={csvHref('overview', range, b.table)} what={b.title} fileName={`${b.table}.csv`} />}
              />
            ))}
          </div>
        </>
      )}
      <div className="analytics__grid">
        <BusinessEventsTable data={data} range={range} />
      </div>
      <p className="analytics__bots">
        Bot hits: <strong>{countText(data.botHits)}</strong> <span className="analytics__muted">(requests from crawlers and bots, counted apart and left out of every figure above)</span>
      </p>
    </>
  );
}

export function TrafficScreen() {
  return <AnalyticsScreen title="Traffic">{(range) => <TrafficData range={range} />}</AnalyticsScreen>;
}

function TrafficData({ range }: { range: DayRange }) {
  const query = useOverview(range);
  return <Report query={query}>{(data) => <TrafficReport data={data} range={range} />}</Report>;
}
