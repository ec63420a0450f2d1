/**
 * `npm run bench:analytics`: visitor analytics ingestion on PostgreSQL (TEST_DATABASE_URL, else
 * DATABASE_URL; skipped with a message when neither is set), over a real socket. An event is one
 * stored row (a census hit, a tracker event, a performance metric, an error report).
 *   (a) maximum ingest: a separate driver process sends collection calls flat out (many
 *       visitors' addresses by X-Forwarded-For, each with its own rate-limit bucket as real
 *       visitors would); prints rows written per second;
 *   (b) the product page's latency (p50/p99, one request at a time) alone, then while the driver
 *       sends 5,000 events/s paced (open loop, not flat out), then while it sends as many plain
 *       /healthz calls per second (the cost of bare HTTP calls), with the ratios to alone.
 * Every phase also prints the server's longest event-loop block and p99 loop delay
 * (perf_hooks.monitorEventLoopDelay: a flush that builds a big batch shows here), the server
 * process's CPU time per call, and the load average (the machine is shared: read ratios within
 * one run). (b) runs twice (alone, paced, /healthz; then again), each round's ratios against
 * its own "alone".
 * Then the same (a) and (b) with the collector role (analytics-collector-run.ts): `npm start`
 * with STOA_COLLECTOR_PORT behind nginx routing by path, on the same schema and site; and
 * (c) there: the paced load and the /healthz calls again, each interleaved with its absence in
 * 2 s slices (the driver sends in every other slice; analytics-http.ts, Slices), so "with" and
 * "without" are measured in the same seconds and the machine's drift cancels.
 * `--in-process-only` / `--collector-only` run one of the two.
 * Figures only: nothing here asserts a time. `--quick` runs 3 s phases instead of 8 s;
 * `--ingest-only` runs (a) alone (`node --cpu-prof --import tsx bench/analytics-ingest.bench.ts --ingest-only`).
 * The driver is this file run with `--driver <url> <host> <websiteId> <seconds> <mode> <calls/s> [<slices' epoch ms> <slice ms>]`.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { buildApp } from '../src/server/app';
import { loadConfig, testConfig, testDatabaseUrl } from '../src/server/config';
import { ALL_MIGRATIONS } from '../src/server/migrations';
import { BlockType, CollectionType, ProductType } from '../src/shared/enums';
import { systemClock } from '../src/shared/clock';
import { createEventBus } from '../src/shared/events';
import { randomIds } from '../src/shared/ids';
import { runCollectorRole } from './analytics-collector-run';
import { pageLatency, send, sliceIsOn, wallNow, type DriverMode, type DriverResult, type Slices } from './analytics-http';
import { row, type Figures } from './latency-figures';

const SECONDS = process.argv.includes('--quick') ? 3 : 8;
/** `--ingest-only`: phase (a) alone (for profiling the server under collection load). */
const INGEST_ONLY = process.argv.includes('--ingest-only');
/** `--collector-only`: skip the in-process run; `--in-process-only`: skip the collector-role run. */
const COLLECTOR_ONLY = process.argv.includes('--collector-only');
const IN_PROCESS_ONLY = process.argv.includes('--in-process-only');
/** `--log`: the server logs at 'info' (each request's two lines) to stdout, as a deployment does by default. */
const LOG = process.argv.includes('--log');
const DRIVER_CONNECTIONS = 32;
const PACED_EVENTS_PER_SECOND = 5_000;

// ── The driver: a separate process sending collection calls (or /healthz calls) ────────────
/**
 * One visitor's page in calls: a page view, a tracker event, the performance beacon (its
 * web-vitals record, 5 metric rows, plus its navigation record, 1 row), then every other page
 * an error report array of 2. An event is one stored row: 18 rows in 7 calls. Each call carries
 * the crumb cookie the visitor's page set, as a browser's would.
 */
const CRUMB_COOKIE = 'crumb=benchcrumbbenchcrumb';
function collectionCalls(host: string, websiteId: string): (() => [string, string, Record<string, string>, number])[] {
  const page = { websiteId, url: `https://${host}/shop/product-3?utm_source=news`, referrer: 'https://search.example/', locale: 'en-US', pageType: 'product' };
  const census = (): [string, string, Record<string, string>, number] => [
    '/api/census/RecordHit',
    new URLSearchParams({ event: 'view', data: JSON.stringify({ ...page, analyticsId: randomBytes(6).toString('hex') }) }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded', cookie: CRUMB_COOKIE },
    1,
  ];
  const tracker = (): [string, string, Record<string, string>, number] => [
    '/api/v1/clanker/events',
    JSON.stringify({ eventSchemaName: 'commerce_product_view', eventContent: { context_website_id: websiteId, object_identifier: 'p3', page_path: '/shop/product-3', browser_locale: 'en-US' } }),
    { 'content-type': 'text/plain;charset=UTF-8', cookie: CRUMB_COOKIE },
    1,
  ];
  const beacon = (): [string, string, Record<string, string>, number] => [
    '/api/1/performance/records',
    JSON.stringify([
      { app: 'stoa-storefront', event: 'web-vitals', pageLoadId: 'pl1', ts: 1, data: { LCP: 1800, FCP: 900, CLS: 50, INP: 120, TTFB: 200, pageType: 'product', path: '/shop/product-3' } },
      { app: 'stoa-storefront', event: 'navigation', pageLoadId: 'pl1', ts: 1, data: { domReady: 700, load: 950, pageType: 'product', path: '/shop/product-3' } },
    ]),
    { 'content-type': 'text/plain;charset=UTF-8', cookie: CRUMB_COOKIE },
    6,
  ];
  const report = (message: string) => ({ event: 'error', timestamp: 1, data: { message, stack: 'TypeError\n    at f (app.js:1:2)', url: `https://${host}/cart` } });
  const errors = (): [string, string, Record<string, string>, number] => [
    '/api/events/RecordJavascriptErrors',
    JSON.stringify([report('x is undefined'), report('y is not a function')]),
    { 'content-type': 'application/json', cookie: CRUMB_COOKIE, 'x-csrf-token': 'benchcrumbbenchcrumb' },
    2,
  ];
  return [census, tracker, beacon, census, tracker, beacon, errors];
}
const EVENTS_PER_CALL = 18 / 7;


async function drive(base: string, host: string, websiteId: string, seconds: number, mode: DriverMode, callsPerSecond: number, slices?: Slices): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: DRIVER_CONNECTIONS });
  const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const calls = collectionCalls(host, websiteId);
  const result: DriverResult = { sent: 0, refused: 0, events: 0, late: 0 };
  let n = 0;
  const one = async (): Promise<void> => {
    const i = n++;
    if (mode === 'healthz' || mode === 'healthz-max') {
      const status = await send(agent, base, host, 'GET', '/healthz', null, { 'user-agent': ua });
      if (status === 200) result.sent++;
      else result.refused++;
      return;
    }
    const [path, body, headers, events] = calls[i % calls.length]!();
    const status = await send(agent, base, host, 'POST', path, body, { ...headers, 'user-agent': ua, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
    if (status === 202 || status === 200) {
      result.sent++;
      result.events += events;
    } else result.refused++;
  };
  process.send?.({ ready: true });
  const start = performance.now();
  const until = start + seconds * 1000;
  if (mode === 'max' || mode === 'healthz-max') {
    await Promise.all(
      Array.from({ length: DRIVER_CONNECTIONS }, async () => {
        while (performance.now() < until) await one();
      }),
    );
  } else {
    // Open loop: call k starts at k / rate seconds, whatever the answers' times. With slices,
    // only the calls that fall in an "on" slice are sent (the rate within those is the same).
    const inFlight: Promise<void>[] = [];
    const total = Math.round(callsPerSecond * seconds);
    const startWall = wallNow() - (performance.now() - start);
    let k = 0;
    while (k < total) {
      const now = performance.now();
      while (k < total && start + (k * 1000) / callsPerSecond <= now) {
        const due = (k * 1000) / callsPerSecond;
        k++;
        if (slices !== undefined && !sliceIsOn(startWall + due, slices)) continue;
        if (now - (start + due) > 50) result.late++;
        inFlight.push(one());
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(inFlight);
  }
  agent.destroy();
  process.send?.(result);
}

// ── The product and its measurements ─────────────────────────────────────────────────────────
async function main(): Promise<void> {
  const url = testDatabaseUrl() ?? loadConfig().databaseUrl;
  if (url === undefined) {
    console.log('analytics ingest benchmark skipped: set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database.');
    return;
  }
  const schema = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url, schema, maxConnections: 8 });
  await applyMigrations(database, ALL_MIGRATIONS);
  let closed = false;
  const app = await buildApp(testConfig({ apiRateLimitPerMinute: 10_000_000, trustProxy: true, ...(LOG && { logLevel: 'info' as const }) }), { database, clock: systemClock, ids: randomIds, events: createEventBus() });
  try {
    await app.services.visitorAnalytics.partitions.maintain();
    const { sites, content, storeFlows } = app.services;
    const site = await sites.create({ identifier: `bench-${randomBytes(3).toString('hex')}`, title: 'Bench Store' });
    await app.services.siteDirectory.refresh();
    const host = `${site.identifier}.${app.config.baseDomain}`;
    const home = await content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', status: 'published' });
    await content.setHomepage(site.id, home.id);
    await content.setPageLayout(site.id, home.id, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: '<h1>Bench</h1>' } }] }] });
    for (let i = 0; i < 6; i++) {
      await storeFlows.createProduct(site.id, {
        item: { title: `Product ${i}`, urlId: `product-${i}`, body: '<p>A product.</p>', status: 'published' },
        product: { productType: ProductType.PHYSICAL, variants: [{ price: 2800 }] },
        stock: [{ quantity: 12 }],
      });
    }
    const shop = (await content.listCollections(site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
    const path = `/${shop.urlId}/product-3`;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 50; i++) await send(agent, address, host, 'GET', path, null);

    const runDriver = async (mode: DriverMode, seconds: number, callsPerSecond: number, measurePage: boolean) => {
      const driver = fork(new URL(import.meta.url).pathname, ['--driver', address, host, site.id, String(seconds), mode, String(callsPerSecond)], { execArgv: ['--import', 'tsx'] });
      let ready: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (ready = resolve));
      const driven = new Promise<DriverResult>((resolve) => driver.on('message', (m: DriverResult & { ready?: boolean }) => (m.ready === true ? ready() : resolve(m))));
      // Timed from the driver's first call (its start-up is not ingestion) to the last row written.
      await started;
      const before = app.services.visitorAnalytics.stats();
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const page = measurePage ? await pageLatency(agent, address, host, path, seconds - 0.5) : null;
      const result = await driven;
      await app.services.visitorAnalytics.flush();
      const elapsed = (performance.now() - t0) / 1000;
      loop.disable();
      const cpu = process.cpuUsage(cpu0);
      const after = app.services.visitorAnalytics.stats();
      const calls = result.sent + result.refused;
      const server = {
        loopMaxMs: loop.max / 1e6,
        loopP99Ms: loop.percentile(99) / 1e6,
        cpuUsPerCall: calls === 0 ? 0 : (cpu.user + cpu.system) / calls,
        cpuShare: (cpu.user + cpu.system) / 1e6 / elapsed,
        load: loadavg()[0]!,
      };
      return { page, result, elapsed, server, written: after.written - before.written, dropped: after.dropped - before.dropped, failed: after.failed - before.failed };
    };
    type Server = Awaited<ReturnType<typeof runDriver>>['server'];
    const serverLine = (s: Server) =>
      `server: event loop longest block ${s.loopMaxMs.toFixed(1)} ms, p99 delay ${s.loopP99Ms.toFixed(1)} ms; CPU ${s.cpuUsPerCall.toFixed(0)} µs per call (${(100 * s.cpuShare).toFixed(0)} % of a core); load average ${s.load.toFixed(2)}`;
    const callsPerSecond = Math.round(PACED_EVENTS_PER_SECOND / EVENTS_PER_CALL);

    console.log(`analytics ingest benchmark on PostgreSQL (schema ${schema}); ${SECONDS} s per phase; Node ${process.version}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`an event is one stored row; the driver (a separate process, ${DRIVER_CONNECTIONS} connections) sends pages of 7 calls = 18 rows: census hit, tracker event, performance beacon (5 web vitals + navigation), twice, then 2 error reports`);

    // (a) Maximum ingest throughput: the driver flat out, nothing else measured.
    if (!COLLECTOR_ONLY) {
      const max = await runDriver('max', SECONDS, 0, false);
      console.log(`(a) maximum ingest: ${max.result.sent} calls answered (${(max.result.sent / SECONDS).toFixed(0)}/s), refused ${max.result.refused}; rows written ${max.written} in ${max.elapsed.toFixed(1)} s = ${(max.written / max.elapsed).toFixed(0)} events/s; dropped (queue full) ${max.dropped}; failed writes ${max.failed}`);
      console.log(`    ${serverLine(max.server)}`);
      const maxHealthz = await runDriver('healthz-max', SECONDS, 0, false);
      console.log(`    the same driver flat out on /healthz: ${maxHealthz.result.sent} calls answered (${(maxHealthz.result.sent / SECONDS).toFixed(0)}/s); ${serverLine(maxHealthz.server)}`);

      if (INGEST_ONLY) return;
      // (b) The product page alone, while 5,000 events/s arrive paced, and while as many /healthz calls do; twice.
      console.log(`(b) product page latency, one request at a time; paced load = ${PACED_EVENTS_PER_SECOND} events/s = ${callsPerSecond} calls/s, open loop; two rounds`);
      const late = (r: DriverResult) => `${r.late} of ${r.sent + r.refused} calls started > 50 ms late`;
      const ratio = (x: Figures, alone: Figures) => `p50 ${(x.p50 / alone.p50).toFixed(2)}x, p99 ${(x.p99 / alone.p99).toFixed(2)}x (${x.p99.toFixed(2)} / ${alone.p99.toFixed(2)} ms)`;
      for (const round of [1, 2]) {
        console.log(`round ${round}`.padEnd(58) + 'ops/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10) + 'count'.padStart(9));
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        const alone = await pageLatency(agent, address, host, path, SECONDS);
        loop.disable();
        console.log(row('product page, nothing else running', alone));
        console.log(`    server: event loop longest block ${(loop.max / 1e6).toFixed(1)} ms, p99 delay ${(loop.percentile(99) / 1e6).toFixed(1)} ms; load average ${loadavg()[0]!.toFixed(2)}`);
        const paced = await runDriver('paced', SECONDS, callsPerSecond, true);
        console.log(row(`product page, while ${PACED_EVENTS_PER_SECOND} events/s are collected`, paced.page!));
        console.log(`    ${serverLine(paced.server)}`);
        console.log(`    paced collection: ${paced.result.sent} calls answered, refused ${paced.result.refused}, ${late(paced.result)}; rows written ${paced.written} = ${(paced.written / paced.elapsed).toFixed(0)} events/s; dropped ${paced.dropped}; failed ${paced.failed}`);
        const healthz = await runDriver('healthz', SECONDS, callsPerSecond, true);
        console.log(row(`product page, while ${callsPerSecond} /healthz calls/s run`, healthz.page!));
        console.log(`    ${serverLine(healthz.server)}`);
        console.log(`    paced /healthz: ${healthz.result.sent} calls answered, refused ${healthz.result.refused}, ${late(healthz.result)}`);
        console.log(`round ${round}: product page with / without ${PACED_EVENTS_PER_SECOND} events/s of collection: ${ratio(paced.page!, alone)}`);
        console.log(`round ${round}: product page with / without ${callsPerSecond} /healthz calls/s:            ${ratio(healthz.page!, alone)}`);
      }
    }
    agent.destroy();
    if (IN_PROCESS_ONLY) return;
    // The same schema and site, served by `npm start` with the collector role; the app built here stops first.
    await app.close();
    closed = true;
    const separator = url.includes('?') ? '&' : '?';
    const schemaUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    await runCollectorRole({ schemaUrl, database, host, websiteId: site.id, path, seconds: SECONDS, eventsPerSecond: PACED_EVENTS_PER_SECOND, callsPerSecond, log: LOG });
  } finally {
    if (!closed) await app.close();
    await database.close();
    const admin = await openDatabase({ url, maxConnections: 1 });
    await admin.exec(`drop schema if exists "${schema}" cascade`).finally(() => admin.close());
  }
}

const driverAt = process.argv.indexOf('--driver');
if (driverAt >= 0) {
  const [base, host, websiteId, seconds, mode, callsPerSecond, epochMs, sliceMs] = process.argv.slice(driverAt + 1);
  const slices = epochMs !== undefined && sliceMs !== undefined ? { epochMs: Number(epochMs), sliceMs: Number(sliceMs) } : undefined;
  await drive(base!, host!, websiteId!, Number(seconds), mode as DriverMode, Number(callsPerSecond), slices);
} else {
  await main();
}
