/**
 * `npm run bench:analytics` (second half): the owner's analytics reports over 90 days of one
 * busy site on PostgreSQL (TEST_DATABASE_URL, in a schema of its own, dropped after). It
 * generates 10 million raw events server-side (generate_series, one statement per day, into
 * day partitions), with page-speed records, script errors and orders beside them, rolls the 90
 * days up, then times the overview, web-vitals and errors reports read from the rollups (p50
 * and max of several runs) next to the named peer: the same figures computed straight from the
 * raw tables (exact distinct counts, percentile_cont), with the ratio. Figures only.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { createAnalyticsReportFlows } from '../src/flows/analytics-reports';
import { addDays, createAnalyticsReports, dayOf } from '../src/modules/analytics';
import { createOrdersService } from '../src/modules/orders';
import { testDatabaseUrl } from '../src/server/config';
import { ALL_MIGRATIONS } from '../src/server/migrations';
import { systemClock } from '../src/shared/clock';
import { randomIds } from '../src/shared/ids';

const url = testDatabaseUrl();
if (url === undefined) {
  console.log('analytics-dashboard bench skipped: set TEST_DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/test) to run it on PostgreSQL.');
  process.exit(0);
}

/**
 * `--quick`: a smoke run of 3 days and 300,000 events; `--days=N`, `--events=N` set them apart;
 * `--no-peer` leaves out the raw-table peer (minutes at 10 million events).
 */
const quick = process.argv.includes('--quick');
const withPeer = !process.argv.includes('--no-peer');
const argNumber = (name: string) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : Number(arg.slice(name.length + 3));
};
const DAYS = argNumber('days') ?? (quick ? 3 : 90);
const EVENTS = argNumber('events') ?? (quick ? 300_000 : 10_000_000);
const EVENTS_PER_DAY = Math.ceil(EVENTS / DAYS);
const PAGE_LOADS_PER_DAY = 8_000;
const ERRORS_PER_DAY = 2_000;
const ROLLUP_RUNS = 10;
/** The peer reads 10 million rows a run: two runs, no warm-up. */
const RAW_RUNS = 2;
const SITE = { id: 'bench-site', timeZone: 'UTC', currency: 'USD' as const, settings: {} };

const schema = `bench_anl_${process.pid}_${randomBytes(3).toString('hex')}`;
const database = await openDatabase({ url, schema, maxConnections: 4 });
const seconds = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

try {
  await applyMigrations(database, ALL_MIGRATIONS);
  const today = dayOf(Date.now(), 'UTC');
  const to = addDays(today, -1);
  const from = addDays(to, -(DAYS - 1));

  // Day partitions for the range (and today), as the partition manager keeps them.
  for (let d = from; d <= today; d = addDays(d, 1)) {
    const suffix = d.replace(/-/g, '');
    for (const table of ['analytics_events', 'analytics_performance', 'analytics_script_errors'])
      await database.exec(`create table ${table}_${suffix} partition of ${table} for values from ('${d}') to ('${addDays(d, 1)}')`);
  }

  const t0 = performance.now();
  for (let d = from; d <= to; d = addDays(d, 1)) await generateDay(d);
  await database.exec('analyze');
  console.log(`Generated ${EVENTS.toLocaleString('en')} events, ${(PAGE_LOADS_PER_DAY * 5 * DAYS).toLocaleString('en')} web-vital rows, ${(ERRORS_PER_DAY * DAYS).toLocaleString('en')} script errors over ${DAYS} days in ${seconds(t0)} (PostgreSQL, schema ${schema}).`);

  const reports = createAnalyticsReports({ db: database.db, clock: systemClock });
  const t1 = performance.now();
  await reports.rollups.rollupRange(SITE, from, to);
  console.log(`Rolled up ${DAYS} site-days in ${seconds(t1)} (${((performance.now() - t1) / DAYS).toFixed(0)} ms a day).`);
  // Statistics for the fresh rollup tables, as autovacuum keeps them on a live database.
  await database.exec('analyze analytics_rollup_days, analytics_rollup_breakdowns, analytics_rollup_vitals, analytics_rollup_errors');

  const flows = createAnalyticsReportFlows({ reports, orders: createOrdersService({ db: database.db, ids: randomIds, clock: systemClock }) });
  const query = { from, to };
  const measured = [
    ['overview', () => flows.overview(SITE, query), () => rawOverview(from, to)],
    ['web-vitals', () => flows.webVitals(SITE, query), () => rawVitals(from, to)],
    ['errors', () => flows.errors(SITE, query), () => rawErrors(from, to)],
  ] as const;

  console.log(`\nReports over ${from}..${to} (${DAYS} days)`.padEnd(40) + 'rollups p50'.padStart(13) + 'max'.padStart(9) + 'raw peer p50'.padStart(14) + 'max'.padStart(10) + 'ratio'.padStart(9));
  for (const [name, fromRollups, fromRaw] of measured) {
    const a = await time(fromRollups, ROLLUP_RUNS);
    const b = withPeer ? await time(fromRaw, RAW_RUNS, false) : undefined;
    const peer = b === undefined ? '—'.padStart(14) + '—'.padStart(10) + '—'.padStart(9) : ms(b.p50).padStart(14) + ms(b.max).padStart(10) + `${(b.p50 / a.p50).toFixed(0)}×`.padStart(9);
    console.log(name.padEnd(40) + ms(a.p50).padStart(13) + ms(a.max).padStart(9) + peer);
  }
  console.log('\nTarget: a 90-day report under 300 ms. Rollups: HyperLogLog visitors (p = 13), log-bucket vitals histograms; the peer: exact count(distinct), percentile_cont.');
} finally {
  await database.close();
  const admin = await openDatabase({ url, maxConnections: 1 });
  await admin.exec(`drop schema if exists "${schema}" cascade`);
  await admin.close();
}

function ms(v: number): string {
  return `${v.toFixed(0)} ms`;
}

async function time(run: () => Promise<unknown>, runs: number, warmUp = true): Promise<{ p50: number; max: number }> {
  if (warmUp) await run();
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    took.push(performance.now() - t);
  }
  took.sort((x, y) => x - y);
  return { p50: took[Math.floor((took.length - 1) / 2)]!, max: took[took.length - 1]! };
}

/**
 * One day's rows. Sessions of 4 events; a visitor pool of 200,000 where a few return often
 * (u² skew); 500 pages (cubic skew), 30 referrers, 10 campaigns, 3 devices, 6 browsers,
 * 40 countries; 15 % tracker events along the funnel; 2 % bots.
 */
async function generateDay(day: string): Promise<void> {
  const start = `timestamptz '${day} 00:00:00+00'`;
  const sessions = Math.ceil(EVENTS_PER_DAY / 4);
  await database.exec(`
    insert into analytics_events (website_id, received_at, occurred_at, kind, name, visitor_key, session_id, new_visit, path, page_type,
      referrer_host, utm_campaign, device, browser, country, is_bot, data)
    select '${SITE.id}', t, t,
      case when step = 3 and r % 7 < 3 then 'tracker' else 'page_view' end,
      case when step = 3 and r % 7 < 3 then (array['commerce_product_view', 'commerce_add_to_cart', 'commerce_checkout_confirmed'])[1 + r % 3] end,
      'v' || floor(200000 * u * u)::int, '${day}-' || s, step = 0,
      '/p/' || floor(500 * power(u2, 3))::int,
      (array['home', 'page', 'products', 'product', 'blog', 'cart', 'checkout'])[1 + (s + step) % 7],
      case when step = 0 and r % 3 = 0 then 'ref' || (r % 30) || '.example' end,
      case when r % 11 = 0 then 'campaign-' || (r % 10) end,
      (array['desktop', 'mobile', 'tablet'])[1 + r % 3],
      (array['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung', 'Opera'])[1 + r % 6],
      'C' || (r % 40),
      r % 50 = 0,
      case when step = 3 and r % 7 < 3 and r % 3 = 2 then '{"testMode": false}'::jsonb end
    from (
      select n, n / 4 as s, n % 4 as step,
        ((n / 4) * 2654435761 % 1000003) / 1000003.0 as u,
        ((n * 40503) % 999983) / 999983.0 as u2,
        ((n / 4) * 7919 + ${dayIndex(day)}) % 1000 as r,
        ${start} + ((n / 4) * (86000.0 / ${sessions})) * interval '1 second' + (n % 4) * interval '40 seconds' as t
      from generate_series(0::bigint, ${EVENTS_PER_DAY - 1}) n) g;
    insert into analytics_performance (website_id, received_at, page_load_id, app, event, metric, value, page_type, device)
    select '${SITE.id}', ${start} + (n * (86000.0 / ${PAGE_LOADS_PER_DAY})) * interval '1 second', '${day}-pl' || n, 'storefront', 'web_vital', m.metric,
      case m.metric when 'CLS' then ((n * 31) % 400) / 1000.0 else m.base * (0.4 + ((n * 7919 + m.k) % 1000) / 400.0) end,
      (array['home', 'product', 'products', 'checkout', 'blog'])[1 + n % 5], (array['desktop', 'mobile', 'tablet'])[1 + n % 3]
    from generate_series(0::bigint, ${PAGE_LOADS_PER_DAY - 1}) n
    cross join (values ('LCP', 2200, 1), ('FCP', 1400, 2), ('CLS', 0, 3), ('INP', 180, 4), ('TTFB', 600, 5)) m(metric, base, k);
    insert into analytics_script_errors (website_id, received_at, occurred_at, event, category, message, top_frame, fingerprint, stack, browser, path)
    select '${SITE.id}', t, t, 'script_error', 'javascript', 'Error number ' || f, 'https://shop.example/app.js:' || f || ':10', 'fp' || f,
      'Error number ' || f || E'\\n    at https://shop.example/app.js:' || f || ':10', (array['Chrome', 'Safari', 'Firefox'])[1 + n % 3], '/p/' || (n % 50)
    from (select n, floor(150 * power(((n * 7919) % 1000) / 1000.0, 2))::int as f,
      ${start} + (n * (86000.0 / ${ERRORS_PER_DAY})) * interval '1 second' as t from generate_series(0, ${ERRORS_PER_DAY - 1}) n) e;
    insert into orders_orders (id, website_id, order_number, idempotency_key, customer_email, currency, subtotal, grand_total, access_token, created_at, updated_at)
    select '${day}-o' || n, '${SITE.id}', ${dayIndex(day) * 1000} + n, '${day}-o' || n, 'b@example.com', 'USD', 2500 * (1 + n % 3), 2500 * (1 + n % 3), 't',
      ${start} + n * interval '5 minutes', ${start} + n * interval '5 minutes'
    from generate_series(0, 199) n;
    insert into orders_lines (order_id, website_id, position, item_id, variant_id, sku, product_name, quantity, unit_price)
    select '${day}-o' || n, '${SITE.id}', 0, 'item-' || (n % 40), 'v', 'sku', 'Product ' || (n % 40), 1 + n % 3, 2500
    from generate_series(0, 199) n;`);
}

function dayIndex(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000) % 100_000;
}

// ── The named peer: the same figures straight from the raw tables ───────────────────────────

function rawBounds(from: string, to: string) {
  return sql`website_id = ${SITE.id} and received_at >= ${`${from}T00:00:00Z`}::timestamptz and received_at < ${`${addDays(to, 1)}T00:00:00Z`}::timestamptz`;
}

async function rawOverview(from: string, to: string): Promise<unknown> {
  const where = rawBounds(from, to);
  const db = database.db;
  return Promise.all([
    db.execute(sql`
      with ev as (select *, coalesce(session_id, 'v:' || visitor_key) as visit from analytics_events where ${where} and not is_bot),
      visits as (select visit, count(*) filter (where kind = 'page_view') as pv, extract(epoch from max(occurred_at) - min(occurred_at)) as secs,
        bool_or(kind = 'tracker' and name = 'commerce_product_view') pv1, bool_or(kind = 'tracker' and name = 'commerce_add_to_cart') atc,
        bool_or(kind = 'page_view' and page_type = 'checkout') co,
        bool_or(kind = 'tracker' and name = 'commerce_checkout_confirmed' and coalesce(data ->> 'testMode', 'false') <> 'true') pur
        from ev group by visit)
      select (select count(distinct visitor_key) from ev where kind = 'page_view') as visitors, count(*) filter (where pv > 0) as visits,
        sum(pv), count(*) filter (where pv = 1), sum(secs) filter (where pv > 0), count(*) filter (where pv > 0 and pv1),
        count(*) filter (where pv > 0 and atc), count(*) filter (where pv > 0 and co), count(*) filter (where pv > 0 and pur) from visits`),
    db.execute(sql`
      with pv as (select *, coalesce(session_id, 'v:' || visitor_key) as visit from analytics_events where ${where} and not is_bot and kind = 'page_view'),
      dims as (select v.dimension, v.key, pv.visit, pv.visitor_key from pv cross join lateral (values ('page', coalesce(pv.path, '/')),
        ('referrer', coalesce(pv.referrer_host, '(direct)')), ('campaign', pv.utm_campaign), ('device', coalesce(pv.device, '(unknown)')),
        ('browser', coalesce(pv.browser, '(unknown)')), ('country', coalesce(pv.country, '(unknown)'))) v(dimension, key) where v.key is not null),
      sums as (select dimension, key, count(distinct visitor_key) visitors, count(distinct visit) visits, count(*) page_views,
        row_number() over (partition by dimension order by count(*) desc, key) as rank from dims group by 1, 2)
      select * from sums where rank <= 50`),
    db.execute(sql`select count(*) from analytics_events where ${where} and is_bot`),
    db.execute(sql`select day, count(distinct visitor_key) from (select (received_at at time zone 'UTC')::date as day, visitor_key
      from analytics_events where ${where} and not is_bot and kind = 'page_view') d group by day`),
    createOrdersService({ db, ids: randomIds, clock: systemClock }).rangeSales(SITE.id, { start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`), currency: 'USD' }),
  ]);
}

async function rawVitals(from: string, to: string): Promise<unknown> {
  const where = rawBounds(from, to);
  return database.db.execute(sql`
    select page_type, grouping(device) as all_devices, device, metric, percentile_cont(0.75) within group (order by value) as p75, count(*)
    from analytics_performance where ${where} and not is_bot and metric is not null
    group by grouping sets ((page_type, device, metric), (page_type, metric))`);
}

async function rawErrors(from: string, to: string): Promise<unknown> {
  const where = rawBounds(from, to);
  return Promise.all([
    database.db.execute(sql`select fingerprint, count(*), min(occurred_at), max(occurred_at), (array_agg(stack order by received_at desc))[1]
      from analytics_script_errors where ${where} and not is_bot group by fingerprint order by count(*) desc limit 100`),
    database.db.execute(sql`select fingerprint, browser, count(*) from analytics_script_errors where ${where} and not is_bot group by 1, 2`),
    database.db.execute(sql`select fingerprint, path, count(*) from analytics_script_errors where ${where} and not is_bot group by 1, 2`),
  ]);
}
