/**
 * The Analytics panel's Sales screen (issue 14 §4): the purchase funnel from visit to purchase
 * (each step's visits, its share of all visits and of the step before, drawn as plain bars whose
 * figures are also their text), revenue and orders, and what sold.
 */
import type { AnalyticsOverviewAnswer } from '../../../shared/api/analytics';
import { moneyText } from '../../components/money-text';
import { useOverview } from './analytics-data';
import { countText, csvHref, shareText, type DayRange } from './analytics-format';
import { AnalyticsOffNote, AnalyticsScreen, CsvLink, EmptyReport, Figures, Report, ReportTable } from './analytics-parts';

type Step = AnalyticsOverviewAnswer['funnel'][number];
type ProductRow = AnalyticsOverviewAnswer['salesByProduct'][number];

function Funnel({ steps, range }: { steps: Step[]; range: DayRange }) {
  return (
    <section className="analytics-funnel panel" aria-labelledby="funnel-title">
      <div className="analytics-table__head">
        <h2 id="funnel-title">Purchase funnel</h2>
        {steps.length > 0 && <CsvLink href={csvHref('overview', range, 'funnel')} what="the purchase funnel" fileName="funnel.csv" />}
      </div>
      <ol className="analytics-funnel__steps">
        {steps.map((step, index) => (
          <li key={step.step} className="analytics-funnel__step">
            <div className="analytics-funnel__text">
              <span className="analytics-funnel__label">{step.label}</span>
              <span className="analytics-funnel__count">{countText(step.visits)}</span>
              <span className="analytics-funnel__rates">
                {shareText(step.conversionRate)} of all visits
                {/* The second step's share of the first is its share of all visits, said once. */}
                {index > 1 && <> · {shareText(step.stepRate)} of {steps[index - 1]!.label.toLowerCase()}</>}
              </span>
            </div>
            <div className="analytics-funnel__track" aria-hidden="true">
              {/* No sliver for a step nobody reached: an empty track reads as none. */}
              {step.conversionRate > 0 && <div className="analytics-funnel__bar" style={{ width: `${Math.min(100, step.conversionRate * 100)}%` }} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function SalesReport({ data, range }: { data: AnalyticsOverviewAnswer; range: DayRange }) {
  const hasData = data.visits > 0 || data.orders > 0;
  return (
    <>
      {!data.enabled && <AnalyticsOffNote />}
      {!hasData ? (
        <EmptyReport>No visits or orders in this range yet. The funnel and sales appear here once shoppers come to your store.</EmptyReport>
      ) : (
        <>
          <Figures
            label="Sales in this range"
            items={[
              { label: 'Revenue', value: moneyText(data.revenue) },
              { label: 'Orders', value: countText(data.orders) },
              { label: 'Conversion rate', value: shareText(data.funnel.find((s) => s.step === 'purchase')?.conversionRate ?? 0) },
            ]}
          />
          <p className="analytics__muted analytics__fine-print">Revenue counts paid orders in this range; test orders are left out.</p>
          <Funnel steps={data.funnel} range={range} />
          <ReportTable<ProductRow>
            title="Sales by product"
            rows={data.salesByProduct}
            rowKey={(row) => row.productId}
            empty="No sales in this range yet."
            columns={[
              { id: 'title', header: 'Product', cell: (row) => row.title },
              { id: 'quantity', header: 'Units sold', numeric: true, cell: (row) => countText(row.quantity) },
              { id: 'orders', header: 'Orders', numeric: true, cell: (row) => countText(row.orders) },
              { id: 'revenue', header: 'Revenue', numeric: true, cell: (row) => moneyText(row.revenue) },
            ]}
            csv={<CsvLink href={csvHref('overview', range, 'products')} what="sales by product" fileName="sales-by-product.csv" />}
          />
        </>
      )}
    </>
  );
}

function SalesData({ range }: { range: DayRange }) {
  const query = useOverview(range);
  return <Report query={query}>{(data) => <SalesReport data={data} range={range} />}</Report>;
}

export function SalesScreen() {
  return <AnalyticsScreen title="Sales">{(range) => <SalesData range={range} />}</AnalyticsScreen>;
}
