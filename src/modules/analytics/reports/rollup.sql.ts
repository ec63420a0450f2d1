/**
 * The rollup's SQL: each statement reads one site's raw rows of one day — bounded by
 * `website_id` and `received_at` (partition pruning, the (website_id, received_at) index) —
 * and writes that site-day's rollup rows. Bots are left out of every figure but `bot_hits`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { WEB_VITAL_THRESHOLDS, WEB_VITALS } from '../../../shared/analytics/analytics-rules';
import { BREAKDOWN_SKETCH_PRECISION, hllHashSql, hllRegisterExpressions, SITE_SKETCH_PRECISION } from './hyperloglog';
import { VITAL_BUCKETS, vitalBucketSql } from './vital-histogram';

export interface SiteDay {
  websiteId: string;
  day: string;
  start: Date;
  end: Date;
}

/**
 * The rollup's version, kept with each site-day: 2 added the business-event counts; 3 gave a
 * visit's page views the referrer and campaign it arrived with, made `/blog/` and `/blog` one
 * page and counts a page load's web vital once. A day rolled by an older version is rolled
 * again while its raw rows are kept (migrations/0006).
 */
export const ROLLUP_VERSION = 3;

const site = hllRegisterExpressions(hllHashSql('visitor_key'), SITE_SKETCH_PRECISION);
const breakdown = hllRegisterExpressions('vh', BREAKDOWN_SKETCH_PRECISION);
const SITE_REGISTERS = 2 ** SITE_SKETCH_PRECISION;
const BREAKDOWN_REGISTERS = 2 ** BREAKDOWN_SKETCH_PRECISION;

/** The registers, as hex of one byte each, ordered (`regs` has idx, rho; `g.i` walks all). */
const hexRegisters = `string_agg(lpad(to_hex(coalesce(regs.rho, 0)), 2, '0'), '' order by g.i)`;

function events(d: SiteDay): SQL {
  return sql`select * from analytics_events where website_id = ${d.websiteId} and received_at >= ${d.start} and received_at < ${d.end}`;
}

/** The day's totals, visitor sketch, funnel and business-event counts. A visit is a session (or, without one, the visitor). */
export function insertDayTotals(d: SiteDay, rolledAt: Date): SQL {
  return sql`
    with ev as (${events(d)}),
    human as (select *, coalesce(session_id, 'v:' || visitor_key) as visit from ev where not is_bot),
    visits as (
      select visit,
        count(*) filter (where kind = 'page_view') as page_views,
        extract(epoch from max(occurred_at) - min(occurred_at)) as seconds,
        bool_or(kind = 'tracker' and name = 'commerce_product_view') as product_view,
        bool_or(kind = 'tracker' and name = 'commerce_add_to_cart') as add_to_cart,
        bool_or(kind = 'page_view' and page_type = 'checkout') as checkout,
        bool_or(kind = 'tracker' and name = 'commerce_checkout_confirmed' and coalesce(data ->> 'testMode', 'false') <> 'true') as purchase
      from human group by visit),
    real_visits as (select * from visits where page_views > 0),
    regs as (
      select ${sql.raw(site.idx)} as idx, max(${sql.raw(site.rho)}) as rho
      from (select distinct visitor_key from human where kind = 'page_view') v group by 1),
    sketch as (
      select decode(${sql.raw(hexRegisters)}, 'hex') as bytes
      from generate_series(0, ${sql.raw(String(SITE_REGISTERS - 1))}) g(i) left join regs on regs.idx = g.i),
    loads as (
      select page_load_id, bool_and(${sql.raw(goodSql('metric', 'value'))}) as good
      from analytics_performance
      where website_id = ${d.websiteId} and received_at >= ${d.start} and received_at < ${d.end}
        and not is_bot and metric is not null and value is not null
      group by page_load_id),
    business as (
      select count(*) filter (where name = 'search') as searches, count(*) filter (where name = 'lead') as leads,
        count(*) filter (where name = 'complete_registration') as registrations
      from human where kind = 'business_event')
    insert into analytics_rollup_days (website_id, day, visitors, visitors_sketch, visits, page_views, bounces, visit_seconds,
      bot_hits, product_view_visits, add_to_cart_visits, checkout_visits, purchase_visits, page_loads, good_page_loads, script_errors,
      search_events, lead_events, complete_registration_events, rolled_at, rollup_version)
    select ${d.websiteId}, ${d.day}::date,
      (select count(distinct visitor_key) from human where kind = 'page_view')::int,
      (select bytes from sketch),
      (select count(*) from real_visits)::int,
      (select coalesce(sum(page_views), 0) from real_visits)::int,
      (select count(*) from real_visits where page_views = 1)::int,
      (select coalesce(round(sum(seconds)), 0) from real_visits)::bigint,
      (select count(*) from ev where is_bot)::int,
      (select count(*) from real_visits where product_view)::int,
      (select count(*) from real_visits where add_to_cart)::int,
      (select count(*) from real_visits where checkout)::int,
      (select count(*) from real_visits where purchase)::int,
      (select count(*) from loads)::int,
      (select count(*) from loads where good)::int,
      (select count(*) from analytics_script_errors
        where website_id = ${d.websiteId} and received_at >= ${d.start} and received_at < ${d.end} and not is_bot)::int,
      (select searches from business)::int,
      (select leads from business)::int,
      (select registrations from business)::int,
      ${rolledAt},
      ${ROLLUP_VERSION}`;
}

/**
 * A page view's page: its path without a trailing slash (`/blog/` and `/blog` are one page; the
 * site's own links end in one, typed addresses seldom do), `/` for the home page.
 */
const PAGE_KEY_SQL = `coalesce(nullif(rtrim(pv.path, '/'), ''), '/')`;

/**
 * Per dimension and key: visitors (exact for the day, and a small sketch), visits and page views.
 * A visit's referrer and campaign are those it arrived with (its first page view's): the pages it
 * went on to carry no outside referrer, and are not "(direct)" visits of their own.
 * Keys compare in the "C" collation and visits by hash (sorting under a locale collation was
 * most of the cost); each distinct visitor is hashed once.
 */
export function insertBreakdowns(d: SiteDay): SQL {
  return sql`
    with pv as (
      select *, ${sql.raw(hllHashSql('visitor_key'))} as vh, hashtextextended(coalesce(session_id, 'v:' || visitor_key), 0) as visit_h,
        first_value(referrer_host) over visit as visit_referrer, first_value(utm_campaign) over visit as visit_campaign
      from (${events(d)}) ev where not is_bot and kind = 'page_view'
      window visit as (partition by coalesce(session_id, 'v:' || visitor_key) order by occurred_at, received_at)),
    dims as (
      select v.dimension collate "C" as dimension, v.key collate "C" as key, pv.visit_h, pv.vh
      from pv cross join lateral (values
        ('page', ${sql.raw(PAGE_KEY_SQL)}),
        ('referrer', coalesce(pv.visit_referrer, '(direct)')),
        ('campaign', pv.visit_campaign),
        ('device', coalesce(pv.device, '(unknown)')),
        ('browser', coalesce(pv.browser, '(unknown)')),
        ('country', coalesce(pv.country, '(unknown)'))) v(dimension, key)
      where v.key is not null),
    per_visit as (select dimension, key, visit_h, count(*) as n from dims group by 1, 2, 3),
    per_visitor as (select dimension, key, vh from dims group by 1, 2, 3),
    hashed as materialized (
      select vh, ${sql.raw(breakdown.idx)} as idx, ${sql.raw(breakdown.rho)} as rho
      from (select distinct vh from pv) v),
    totals as (select dimension, key, count(*)::int as visits, sum(n)::int as page_views from per_visit group by 1, 2),
    visitors as (select dimension, key, count(*)::int as visitors from per_visitor group by 1, 2),
    regs as (select p.dimension, p.key, h.idx, max(h.rho) as rho from per_visitor p join hashed h using (vh) group by 1, 2, 3),
    sketches as (
      select t.dimension, t.key, decode(${sql.raw(hexRegisters)}, 'hex') as bytes
      from totals t cross join generate_series(0, ${sql.raw(String(BREAKDOWN_REGISTERS - 1))}) g(i)
      left join regs on regs.dimension = t.dimension and regs.key = t.key and regs.idx = g.i
      group by t.dimension, t.key)
    insert into analytics_rollup_breakdowns (website_id, day, dimension, key, visitors, visitors_sketch, visits, page_views)
    select ${d.websiteId}, ${d.day}::date, t.dimension, t.key, v.visitors, s.bytes, t.visits, t.page_views
    from totals t join visitors v using (dimension, key) join sketches s using (dimension, key)`;
}

/** SQL true when a metric's value is good (GAP-101's thresholds). */
function goodSql(metric: string, value: string): string {
  return `case ${metric} ${WEB_VITALS.map((m) => `when '${m}' then ${value} <= ${WEB_VITAL_THRESHOLDS[m].good}`).join(' ')} else false end`;
}
function poorSql(metric: string, value: string): string {
  return `case ${metric} ${WEB_VITALS.map((m) => `when '${m}' then ${value} > ${WEB_VITAL_THRESHOLDS[m].poor}`).join(' ')} else false end`;
}

/** Web vitals per page type, device and metric: a bucket histogram and the rating counts. */
export function insertVitals(d: SiteDay): SQL {
  const metrics = WEB_VITALS.map((m) => `'${m}'`).join(', ');
  return sql`
    with measured as (
      select coalesce(page_type, 'other') as page_type, coalesce(device, 'unknown') as device, metric, value, page_load_id,
        row_number() over (partition by page_load_id, metric order by received_at desc) as latest
      from analytics_performance
      where website_id = ${d.websiteId} and received_at >= ${d.start} and received_at < ${d.end}
        and not is_bot and metric in (${sql.raw(metrics)}) and value is not null and value >= 0),
    -- One sample per page load and metric, its last value: a page that sent its vitals twice
    -- (hidden, then unloaded) is one load.
    p as (select page_type, device, metric, value from measured where latest = 1 or page_load_id is null),
    groups as (
      select page_type, device, metric, count(*)::int as samples,
        count(*) filter (where ${sql.raw(goodSql('metric', 'value'))})::int as good,
        count(*) filter (where ${sql.raw(poorSql('metric', 'value'))})::int as poor
      from p group by 1, 2, 3),
    buckets as (
      select page_type, device, metric, ${sql.raw(vitalBucketSql('metric', 'value'))} as bucket, count(*)::int as n
      from p group by 1, 2, 3, 4),
    histograms as (
      select gr.page_type, gr.device, gr.metric, decode(string_agg(lpad(to_hex(coalesce(b.n, 0)), 8, '0'), '' order by g.i), 'hex') as histogram
      from groups gr cross join generate_series(0, ${sql.raw(String(VITAL_BUCKETS - 1))}) g(i)
      left join buckets b on b.page_type = gr.page_type and b.device = gr.device and b.metric = gr.metric and b.bucket = g.i
      group by 1, 2, 3)
    insert into analytics_rollup_vitals (website_id, day, page_type, device, metric, histogram, samples, good, needs_improvement, poor)
    select ${d.websiteId}, ${d.day}::date, gr.page_type, gr.device, gr.metric, h.histogram, gr.samples, gr.good, gr.samples - gr.good - gr.poor, gr.poor
    from groups gr join histograms h using (page_type, device, metric)`;
}

/** A day keeps an error group's 20 commonest browsers and pages (a range lists 10 of each). */
const ERROR_KEYS_PER_DAY = 20;

/** Script errors per fingerprint: counts, first and last seen, browsers, pages and the latest stack. */
export function insertErrors(d: SiteDay): SQL {
  return sql`
    with e as (
      select * from analytics_script_errors
      where website_id = ${d.websiteId} and received_at >= ${d.start} and received_at < ${d.end} and not is_bot),
    browsers as (
      select fingerprint, jsonb_object_agg(browser, n) as counts
      from (select fingerprint, coalesce(browser, '(unknown)') as browser, count(*)::int as n,
        row_number() over (partition by fingerprint order by count(*) desc, coalesce(browser, '(unknown)')) as rank from e group by 1, 2) b
      where rank <= ${ERROR_KEYS_PER_DAY} group by 1),
    pages as (
      select fingerprint, jsonb_object_agg(path, n) as counts
      from (select fingerprint, coalesce(path, '/') as path, count(*)::int as n,
        row_number() over (partition by fingerprint order by count(*) desc, coalesce(path, '/')) as rank from e group by 1, 2) b
      where rank <= ${ERROR_KEYS_PER_DAY} group by 1)
    insert into analytics_rollup_errors (website_id, day, fingerprint, message, top_frame, category, count, first_seen, last_seen, sample_stack, browsers, pages)
    select ${d.websiteId}, ${d.day}::date, e.fingerprint,
      (array_agg(e.message order by e.received_at desc))[1],
      (array_agg(e.top_frame order by e.received_at desc))[1],
      (array_agg(e.category order by e.received_at desc))[1],
      count(*)::int, min(e.occurred_at), max(e.occurred_at),
      coalesce((array_agg(e.stack order by e.received_at desc) filter (where e.stack is not null))[1], ''),
      b.counts, pg.counts
    from e join browsers b using (fingerprint) join pages pg using (fingerprint)
    group by e.fingerprint, b.counts, pg.counts`;
}

/** Clears a site-day's rollup rows (before it is recomputed). */
export function deleteSiteDay(table: string, d: SiteDay): SQL {
  return sql`delete from ${sql.raw(table)} where website_id = ${d.websiteId} and day = ${d.day}::date`;
}
export const ROLLUP_TABLES = ['analytics_rollup_days', 'analytics_rollup_breakdowns', 'analytics_rollup_vitals', 'analytics_rollup_errors'] as const;
