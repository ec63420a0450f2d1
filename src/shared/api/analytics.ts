/**
 * The owner's analytics reports (issue 14 §4): traffic, the purchase funnel and sales, business
 * events (GAP-13), page speed from real visitors, script errors. Every report is bounded by the site and a date range
 * of whole days in the site's time zone (at most 400 days), and read from daily rollups.
 */
import { z } from 'zod';
import { BUSINESS_EVENTS, PAGE_TYPES, WEB_VITALS } from '../analytics/analytics-rules';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-28.');
export const ANALYTICS_MAX_RANGE_DAYS = 400;

/** `from` and `to` inclusive; both default to the last 30 days ending today. */
export const AnalyticsRangeQuery = z.looseObject({ from: day.optional(), to: day.optional() });
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuery>;

const count = z.number().int().min(0);
const money = z.object({ value: z.string(), currency: z.string() });

export const TrafficDay = z.object({
  day,
  visitors: count,
  visits: count,
  pageViews: count,
  /** Share of visits with one page view, 0..1 (0 when there were no visits). */
  bounceRate: z.number(),
  /** Mean visit duration in seconds. */
  visitDurationSeconds: z.number(),
});
export const Breakdown = z.object({ key: z.string(), visitors: count, visits: count, pageViews: count });
export type Breakdown = z.infer<typeof Breakdown>;

export const FunnelStep = z.object({
  step: z.enum(['visits', 'productViews', 'addToCart', 'checkout', 'purchase']),
  label: z.string(),
  /** Visits that reached this step. */
  visits: count,
  /** Share of all visits, 0..1. */
  conversionRate: z.number(),
  /** Share of the previous step's visits, 0..1 (1 for the first step). */
  stepRate: z.number(),
});
/** A business event's count over the range (GAP-13, ANL-08): search, lead, complete_registration. */
export const BusinessEventCount = z.object({ event: z.enum(BUSINESS_EVENTS), label: z.string(), count });
export type BusinessEventCount = z.infer<typeof BusinessEventCount>;
export const BusinessEventDay = z.object({ day, search: count, lead: count, completeRegistration: count });
/** Business events received in the range, bots left out: one row per event name, and per day. */
export const BusinessEvents = z.object({ events: z.array(BusinessEventCount), days: z.array(BusinessEventDay) });
export type BusinessEvents = z.infer<typeof BusinessEvents>;
export const ProductSales = z.object({ productId: z.string(), title: z.string(), quantity: count, orders: count, revenue: money });

export const AnalyticsOverviewAnswer = z.object({
  from: day,
  to: day,
  /** Whether the site collects visitor analytics (off: the reports show what was collected before). */
  enabled: z.boolean(),
  visitors: count,
  visits: count,
  pageViews: count,
  bounceRate: z.number(),
  visitDurationSeconds: z.number(),
  /** Requests from bots, counted apart and in none of the figures above. */
  botHits: count,
  days: z.array(TrafficDay),
  topPages: z.array(Breakdown),
  referrers: z.array(Breakdown),
  campaigns: z.array(Breakdown),
  devices: z.array(Breakdown),
  browsers: z.array(Breakdown),
  countries: z.array(Breakdown),
  funnel: z.array(FunnelStep),
  businessEvents: BusinessEvents,
  /** Paid orders in the range, test orders excluded. */
  revenue: money,
  orders: count,
  salesByProduct: z.array(ProductSales),
});
export type AnalyticsOverviewAnswer = z.infer<typeof AnalyticsOverviewAnswer>;

export const VitalRow = z.object({
  pageType: z.enum(PAGE_TYPES),
  /** 'all' for every device together. */
  device: z.enum(['all', 'desktop', 'tablet', 'mobile']),
  metric: z.enum(WEB_VITALS),
  /** The 75th percentile: ms, CLS unitless. */
  p75: z.number(),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  samples: count,
  good: count,
  needsImprovement: count,
  poor: count,
});
export type VitalRow = z.infer<typeof VitalRow>;
export const WebVitalsAnswer = z.object({
  from: day,
  to: day,
  rows: z.array(VitalRow),
  /** Share of page loads whose every measured metric was good, 0..1. */
  goodVisitShare: z.number(),
  pageLoads: count,
});
export type WebVitalsAnswer = z.infer<typeof WebVitalsAnswer>;

export const ErrorGroup = z.object({
  fingerprint: z.string(),
  message: z.string(),
  /** The first stack frame (file:line:column), or '' when the report had no stack. */
  topFrame: z.string(),
  category: z.string(),
  count,
  firstSeen: z.string(),
  lastSeen: z.string(),
  browsers: z.array(z.object({ key: z.string(), count })),
  pages: z.array(z.object({ key: z.string(), count })),
  sampleStack: z.string(),
});
export type ErrorGroup = z.infer<typeof ErrorGroup>;
export const ErrorsAnswer = z.object({ from: day, to: day, total: count, groups: z.array(ErrorGroup) });
export type ErrorsAnswer = z.infer<typeof ErrorsAnswer>;

/** The site's analytics settings (per site; the deployment may switch analytics off for all). */
export const AnalyticsSettings = z.object({
  enabled: z.boolean(),
  cookieBanner: z.enum(['off', 'opt-out', 'opt-in']),
  /** Days raw events are kept before their partitions are dropped (a deployment setting, shown). */
  retentionDays: z.number().int(),
});
export type AnalyticsSettings = z.infer<typeof AnalyticsSettings>;
export const AnalyticsSettingsBody = z.strictObject({
  enabled: z.boolean().optional(),
  cookieBanner: z.enum(['off', 'opt-out', 'opt-in']).optional(),
});
