/**
 * The owner's analytics reports: traffic, the funnel, business events, page speed and script
 * errors from the analytics module's daily rollups, joined with the orders module's sales
 * (revenue, orders and products come from paid orders, never from the browser's events). A range reaching
 * today refreshes today's rollup first, after `beforeRead` (e.g. flushing the collection
 * queue) when the composition root gives one.
 */
import { dayStartMs, addDays, type AnalyticsReports, type ReportSite } from '../../modules/analytics';
import type { OrdersService } from '../../modules/orders';
import type { Website } from '../../modules/sites';
import type { AnalyticsOverviewAnswer, AnalyticsRangeQuery, ErrorsAnswer, WebVitalsAnswer } from '../../shared/api/analytics';
import type { BusinessEventName } from '../../shared/analytics/analytics-rules';
import { toDecimalString, type Currency } from '../../shared/money';
import { resolveRange, type ReportRange } from './report-range';

export interface AnalyticsReportDeps {
  reports: AnalyticsReports;
  orders: Pick<OrdersService, 'rangeSales'>;
  /** Runs before a report whose range includes today (e.g. the collection queue's flush). */
  beforeRead?: () => Promise<void>;
}

export type ReportedSite = Pick<Website, 'id' | 'timeZone' | 'currency' | 'settings'>;

export const FUNNEL_LABELS = {
  visits: 'Visits',
  productViews: 'Viewed a product',
  addToCart: 'Added to cart',
  checkout: 'Reached checkout',
  purchase: 'Purchased',
} as const;

/** What the owner reads for each business event (GAP-13), in the order shown. */
export const BUSINESS_EVENT_LABELS = {
  search: 'Searches',
  lead: 'Leads',
  complete_registration: 'Registrations',
} as const satisfies Record<BusinessEventName, string>;

export interface AnalyticsReportFlows {
  overview(site: ReportedSite, query: AnalyticsRangeQuery): Promise<AnalyticsOverviewAnswer>;
  webVitals(site: ReportedSite, query: AnalyticsRangeQuery): Promise<WebVitalsAnswer>;
  errors(site: ReportedSite, query: AnalyticsRangeQuery): Promise<ErrorsAnswer>;
}

export function createAnalyticsReportFlows({ reports, orders, beforeRead }: AnalyticsReportDeps): AnalyticsReportFlows {
  /** The checked range, with today's rollup refreshed when the range reaches it. */
  async function prepare(site: ReportSite, query: AnalyticsRangeQuery): Promise<ReportRange> {
    const today = reports.rollups.today(site);
    const range = resolveRange(query, today);
    if (range.from <= today && today <= range.to) {
      if (beforeRead !== undefined) await beforeRead();
      await reports.rollups.refreshToday(site);
    }
    return range;
  }

  return {
    async overview(site, query) {
      const { from, to } = await prepare(site, query);
      const start = new Date(dayStartMs(from, site.timeZone));
      const end = new Date(dayStartMs(addDays(to, 1), site.timeZone));
      const [traffic, sales] = await Promise.all([reports.traffic(site.id, from, to), orders.rangeSales(site.id, { start, end, currency: site.currency })]);
      const money = (amount: number) => ({ value: toDecimalString({ amount, currency: site.currency as Currency }), currency: site.currency });
      const steps = ['visits', 'productViews', 'addToCart', 'checkout', 'purchase'] as const;
      const funnel = steps.map((step, i) => {
        const visits = traffic.funnel[step];
        const previous = i === 0 ? visits : traffic.funnel[steps[i - 1]!];
        return {
          step,
          label: FUNNEL_LABELS[step],
          visits,
          conversionRate: traffic.funnel.visits === 0 ? 0 : visits / traffic.funnel.visits,
          stepRate: i === 0 ? 1 : previous === 0 ? 0 : visits / previous,
        };
      });
      return {
        from,
        to,
        enabled: site.settings.analytics?.enabled !== false,
        visitors: traffic.visitors,
        visits: traffic.visits,
        pageViews: traffic.pageViews,
        bounceRate: traffic.bounceRate,
        visitDurationSeconds: traffic.visitDurationSeconds,
        botHits: traffic.botHits,
        days: traffic.days,
        topPages: traffic.breakdowns.page,
        referrers: traffic.breakdowns.referrer,
        campaigns: traffic.breakdowns.campaign,
        devices: traffic.breakdowns.device,
        browsers: traffic.breakdowns.browser,
        countries: traffic.breakdowns.country,
        funnel,
        businessEvents: {
          events: [
            { event: 'search', label: BUSINESS_EVENT_LABELS.search, count: traffic.businessEvents.search },
            { event: 'lead', label: BUSINESS_EVENT_LABELS.lead, count: traffic.businessEvents.lead },
            { event: 'complete_registration', label: BUSINESS_EVENT_LABELS.complete_registration, count: traffic.businessEvents.completeRegistration },
          ],
          days: traffic.businessEventDays,
        },
        revenue: money(sales.revenue),
        orders: sales.orders,
        salesByProduct: sales.products.map((p) => ({ productId: p.productId, title: p.title, quantity: p.quantity, orders: p.orders, revenue: money(p.revenue) })),
      };
    },

    async webVitals(site, query) {
      const { from, to } = await prepare(site, query);
      return { from, to, ...(await reports.webVitals(site.id, from, to)) };
    },

    async errors(site, query) {
      const { from, to } = await prepare(site, query);
      return { from, to, ...(await reports.errors(site.id, from, to)) };
    },
  };
}
