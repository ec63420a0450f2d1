/**
 * Traffic over a range of days, read from the daily rollups only: the days' totals, the top
 * keys of each breakdown, the funnel and the business events (GAP-13). Unique visitors of the range (and of a breakdown key)
 * are merged sketches, so a visitor seen on several days counts once.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { BREAKDOWN_SKETCH_PRECISION, distinctAcross, distinctAcrossConcatenated, sketchBytes } from './hyperloglog';
import { daysBetween } from './report-days';

export const BREAKDOWN_DIMENSIONS = ['page', 'referrer', 'campaign', 'device', 'browser', 'country'] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];
/** How many keys of each breakdown a report lists (by page views). */
export const BREAKDOWN_TOP = 50;

export interface TrafficDayRow {
  day: string;
  visitors: number;
  visits: number;
  pageViews: number;
  bounceRate: number;
  visitDurationSeconds: number;
}
export interface BreakdownRow {
  key: string;
  visitors: number;
  visits: number;
  pageViews: number;
}
export type FunnelCounts = Record<'visits' | 'productViews' | 'addToCart' | 'checkout' | 'purchase', number>;
/** Business events (GAP-13) received, bots left out: `search`, `lead`, `complete_registration`. */
export type BusinessEventCounts = Record<'search' | 'lead' | 'completeRegistration', number>;
export interface BusinessEventDayRow extends BusinessEventCounts {
  day: string;
}

export interface TrafficReport {
  visitors: number;
  visits: number;
  pageViews: number;
  bounceRate: number;
  visitDurationSeconds: number;
  botHits: number;
  days: TrafficDayRow[];
  breakdowns: Record<BreakdownDimension, BreakdownRow[]>;
  funnel: FunnelCounts;
  businessEvents: BusinessEventCounts;
  /** Every day of the range, 0s for a day without a rollup. */
  businessEventDays: BusinessEventDayRow[];
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
/** An estimate is kept between what is certain: the busiest day's exact count and the visits (every visitor made one). */
const clampVisitors = (estimate: number, atLeast: number, atMost: number) => Math.min(Math.max(estimate, atLeast), atMost);
const isoDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

interface DayRecord {
  day: unknown;
  visitors: number;
  visitors_sketch: unknown;
  visits: number;
  page_views: number;
  bounces: number;
  visit_seconds: number | string;
  bot_hits: number;
  product_view_visits: number;
  add_to_cart_visits: number;
  checkout_visits: number;
  purchase_visits: number;
  search_events: number;
  lead_events: number;
  complete_registration_events: number;
}

export async function readTraffic(db: DbOrTx, websiteId: string, from: string, to: string): Promise<TrafficReport> {
  // The days and the breakdowns are independent reads: on a pool they run side by side.
  const [{ rows: dayRows }, breakdowns] = (await Promise.all([
    db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, visitors, visitors_sketch, visits, page_views, bounces, visit_seconds, bot_hits,
      product_view_visits, add_to_cart_visits, checkout_visits, purchase_visits, search_events, lead_events, complete_registration_events
    from analytics_rollup_days where website_id = ${websiteId} and day >= ${from}::date and day <= ${to}::date order by day`),
    readBreakdowns(db, websiteId, from, to),
  ])) as [{ rows: DayRecord[] }, Record<BreakdownDimension, BreakdownRow[]>];

  const byDay = new Map(dayRows.map((r) => [isoDay(r.day), r]));
  const sum = (pick: (r: DayRecord) => number) => dayRows.reduce((total, r) => total + Number(pick(r)), 0);
  const visits = sum((r) => r.visits);
  const days = daysBetween(from, to).map((day): TrafficDayRow => {
    const r = byDay.get(day);
    if (r === undefined) return { day, visitors: 0, visits: 0, pageViews: 0, bounceRate: 0, visitDurationSeconds: 0 };
    return { day, visitors: r.visitors, visits: r.visits, pageViews: r.page_views, bounceRate: ratio(r.bounces, r.visits), visitDurationSeconds: ratio(Number(r.visit_seconds), r.visits) };
  });
  const businessEventDays = daysBetween(from, to).map((day): BusinessEventDayRow => {
    const r = byDay.get(day);
    return { day, search: r?.search_events ?? 0, lead: r?.lead_events ?? 0, completeRegistration: r?.complete_registration_events ?? 0 };
  });
  // One day: its exact count; several: the merged sketch (a returning visitor counts once).
  const visitors = dayRows.length === 1 ? dayRows[0]!.visitors : clampVisitors(distinctAcross(dayRows.map((r) => sketchBytes(r.visitors_sketch))), Math.max(0, ...dayRows.map((r) => r.visitors)), visits);

  return {
    visitors,
    visits,
    pageViews: sum((r) => r.page_views),
    bounceRate: ratio(sum((r) => r.bounces), visits),
    visitDurationSeconds: ratio(sum((r) => Number(r.visit_seconds)), visits),
    botHits: sum((r) => r.bot_hits),
    days,
    breakdowns,
    funnel: {
      visits,
      productViews: sum((r) => r.product_view_visits),
      addToCart: sum((r) => r.add_to_cart_visits),
      checkout: sum((r) => r.checkout_visits),
      purchase: sum((r) => r.purchase_visits),
    },
    businessEvents: {
      search: sum((r) => r.search_events),
      lead: sum((r) => r.lead_events),
      completeRegistration: sum((r) => r.complete_registration_events),
    },
    businessEventDays,
  };
}

/**
 * The top keys of every dimension, in one bounded query: keys are ranked by their summed page
 * views first (no sketch read), then only the top keys' day sketches are read, each key's laid end
 * to end in one bytea so the merge is one pass per key (a key seen on one day keeps its exact count).
 */
async function readBreakdowns(db: DbOrTx, websiteId: string, from: string, to: string): Promise<Record<BreakdownDimension, BreakdownRow[]>> {
  const inRange = sql`website_id = ${websiteId} and day >= ${from}::date and day <= ${to}::date`;
  const { rows } = (await db.execute(sql`
    with sums as (
      select dimension, key, sum(visits)::int as visits, sum(page_views)::int as page_views, max(visitors) as day_visitors, count(*)::int as days,
        row_number() over (partition by dimension order by sum(page_views) desc, key) as rank
      from analytics_rollup_breakdowns where ${inRange}
      group by dimension, key),
    top as (select * from sums where rank <= ${BREAKDOWN_TOP}),
    sketches as (
      select dimension, key, string_agg(visitors_sketch, ''::bytea) as sketches
      from analytics_rollup_breakdowns where ${inRange} and (dimension, key) in (select dimension, key from top where days > 1)
      group by dimension, key)
    select s.dimension, s.key, s.visits, s.page_views, s.day_visitors, s.days, k.sketches
    from top s left join sketches k using (dimension, key)
    order by s.dimension, s.rank`)) as { rows: { dimension: BreakdownDimension; key: string; visits: number; page_views: number; day_visitors: number; days: number; sketches: unknown }[] };

  const registers = 2 ** BREAKDOWN_SKETCH_PRECISION;
  const out = Object.fromEntries(BREAKDOWN_DIMENSIONS.map((d) => [d, [] as BreakdownRow[]])) as Record<BreakdownDimension, BreakdownRow[]>;
  for (const r of rows) {
    const visits = Number(r.visits);
    const dayVisitors = Number(r.day_visitors);
    const visitors = r.sketches === null ? dayVisitors : clampVisitors(distinctAcrossConcatenated(sketchBytes(r.sketches), registers), dayVisitors, visits);
    out[r.dimension].push({ key: r.key, visitors, visits, pageViews: Number(r.page_views) });
  }
  return out;
}
