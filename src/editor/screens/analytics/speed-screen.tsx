/**
 * The Analytics panel's Page speed screen (issue 14 §4): from real visitors' page loads, each
 * page type's 75th percentile of LCP, FCP, CLS, INP and TTFB with its rating in words (and
 * colour), how the loads split between good / needs improvement / poor, and the thresholds.
 */
import { useState } from 'react';
import { PAGE_TYPES, WEB_VITALS, type AnalyticsPageType, type WebVital } from '../../../shared/analytics/analytics-rules';
import type { VitalRow, WebVitalsAnswer } from '../../../shared/api/analytics';
import { useWebVitals } from './analytics-data';
import { countText, csvHref, RATING_LABELS, ratingShares, shareText, thresholdText, VITAL_NAMES, vitalText, type DayRange } from './analytics-format';
import { AnalyticsScreen, CsvLink, EmptyReport, Figures, Report, ReportTable } from './analytics-parts';

type DeviceChoice = VitalRow['device'];
const DEVICE_LABELS: Record<DeviceChoice, string> = { all: 'All devices', desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' };
const PAGE_TYPE_LABELS: Record<AnalyticsPageType, string> = {
  home: 'Home page',
  page: 'Pages',
  products: 'Product lists',
  product: 'Product pages',
  blog: 'Blog',
  post: 'Blog posts',
  gallery: 'Galleries',
  search: 'Search',
  cart: 'Cart',
  checkout: 'Checkout',
  order: 'Order confirmation',
  other: 'Other pages',
};

export function RatingBadge({ rating }: { rating: VitalRow['rating'] }) {
  return <span className={`analytics-rating analytics-rating--${rating}`}>{RATING_LABELS[rating]}</span>;
}

function Distribution({ row }: { row: VitalRow }) {
  const shares = ratingShares(row);
  const parts = [
    { key: 'good', share: shares.good, label: 'good' },
    { key: 'needs-improvement', share: shares.needsImprovement, label: 'needs improvement' },
    { key: 'poor', share: shares.poor, label: 'poor' },
  ];
  return (
    <div className="analytics-distribution">
      <div className="analytics-distribution__bar" aria-hidden="true">
        {parts.map((p) => p.share > 0 && <span key={p.key} className={`analytics-distribution__part analytics-distribution__part--${p.key}`} style={{ width: `${p.share * 100}%` }} />)}
      </div>
      <span className="analytics-distribution__text">{parts.map((p) => `${shareText(p.share)} ${p.label}`).join(' · ')}</span>
    </div>
  );
}

function Thresholds() {
  return (
    <details className="analytics-thresholds panel">
      <summary>What the figures mean</summary>
      <p>
        Each figure is the 75th percentile (p75): three in four page loads were at least this quick. A metric is Good up to its first threshold, Needs improvement up to its second,
        and Poor above it.
      </p>
      <dl>
        {WEB_VITALS.map((metric) => (
          <div key={metric}>
            <dt>
              {metric} <span className="analytics__muted">({VITAL_NAMES[metric]})</span>
            </dt>
            <dd>{thresholdText(metric)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const metricOrder = (metric: WebVital) => WEB_VITALS.indexOf(metric);

export function SpeedReport({ data, range }: { data: WebVitalsAnswer; range: DayRange }) {
  const [device, setDevice] = useState<DeviceChoice>('all');
  const rows = data.rows.filter((r) => r.device === device);
  const pageTypes = PAGE_TYPES.filter((type) => rows.some((r) => r.pageType === type));
  if (data.rows.length === 0) return <EmptyReport>No page loads measured in this range yet. Page speed appears here once visitors open your pages.</EmptyReport>;
  return (
    <>
      <Figures
        label="Page speed in this range"
        items={[
          { label: 'Good page loads', value: shareText(data.goodVisitShare) },
          { label: 'Page loads measured', value: countText(data.pageLoads) },
        ]}
      />
      <p className="analytics__muted analytics__fine-print">A good page load is one whose every measured metric was good.</p>
      <div className="analytics__toolbar">
        <div className="field">
          <label htmlFor="speed-device">Device</label>
          <select id="speed-device" className="select" value={device} onChange={(e) => setDevice(e.target.value as DeviceChoice)}>
            {Object.entries(DEVICE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <CsvLink href={csvHref('web-vitals', range)} what="page speed" fileName="page-speed.csv" />
      </div>
      <Thresholds />
      {pageTypes.length === 0 && <EmptyReport>No page loads measured on {DEVICE_LABELS[device].toLowerCase()} in this range.</EmptyReport>}
      {pageTypes.map((pageType) => (
        <ReportTable<VitalRow>
          key={pageType}
          title={`${PAGE_TYPE_LABELS[pageType]} · ${DEVICE_LABELS[device]}`}
          rows={rows.filter((r) => r.pageType === pageType).sort((a, b) => metricOrder(a.metric) - metricOrder(b.metric))}
          rowKey={(row) => row.metric}
          columns={[
            { id: 'metric', header: 'Metric', cell: (row) => <abbr title={VITAL_NAMES[row.metric]}>{row.metric}</abbr> },
            { id: 'p75', header: 'p75', numeric: true, cell: (row) => vitalText(row.metric, row.p75) },
            { id: 'rating', header: 'Rating', cell: (row) => <RatingBadge rating={row.rating} /> },
            { id: 'samples', header: 'Samples', numeric: true, cell: (row) => countText(row.samples) },
            { id: 'distribution', header: 'Good / needs improvement / poor', cell: (row) => <Distribution row={row} /> },
          ]}
        />
      ))}
    </>
  );
}

function SpeedData({ range }: { range: DayRange }) {
  const query = useWebVitals(range);
  return <Report query={query}>{(data) => <SpeedReport data={data} range={range} />}</Report>;
}

export function SpeedScreen() {
  return <AnalyticsScreen title="Page speed">{(range) => <SpeedData range={range} />}</AnalyticsScreen>;
}
