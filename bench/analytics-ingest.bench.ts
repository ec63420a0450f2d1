/**
 * `npm run bench:analytics`: visitor analytics ingestion on PostgreSQL (TEST_DATABASE_URL, else
 * DATABASE_URL; skipped with a message when neither is set), over a real socket.
 *   1. the product page's latency (p50/p99), one request at a time, with nothing else running;
 *   2. the same while a separate process sends collection calls at full speed (RecordHit,
 *      tracker events, performance record batches, error reports; many visitors' addresses by
 *      X-Forwarded-For, so each has its own rate-limit bucket as real visitors would);
 * and prints the events ingested per second (rows written by the queue) and the product page's
 * p99 with and without ingestion, as a ratio. Figures only: nothing here asserts a time.
 * The driver is this file run with `--driver <url> <host> <websiteId> <seconds>`.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { buildApp } from '../src/server/app';
import { loadConfig, testConfig, testDatabaseUrl } from '../src/server/config';
import { ALL_MIGRATIONS } from '../src/server/migrations';
import { BlockType, CollectionType, ProductType } from '../src/shared/enums';
import { systemClock } from '../src/shared/clock';
import { createEventBus } from '../src/shared/events';
import { randomIds } from '../src/shared/ids';
import { row, summarize, type Figures } from './latency-figures';

const SECONDS = process.argv.includes('--quick') ? 3 : 8;
const DRIVER_CONNECTIONS = 32;

function send(agent: Agent, base: string, host: string, method: string, path: string, body: string | null, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, agent, headers: { host, ...headers, ...(body !== null && { 'content-length': Buffer.byteLength(body) }) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (body !== null) req.write(body);
    req.end();
  });
}

// ── The driver: a separate process sending mixed collection calls at full speed ──────────────
async function drive(base: string, host: string, websiteId: string, seconds: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: DRIVER_CONNECTIONS });
  const page = { websiteId, url: `https://${host}/shop/product-3?utm_source=news`, referrer: 'https://search.example/', locale: 'en-US', pageType: 'product' };
  const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const calls: (() => [string, string, Record<string, string>, number])[] = [
    () => ['/api/census/RecordHit', new URLSearchParams({ event: 'view', data: JSON.stringify({ ...page, analyticsId: randomBytes(6).toString('hex') }) }).toString(), { 'content-type': 'application/x-www-form-urlencoded' }, 1],
    () => ['/api/v1/clanker/events', JSON.stringify({ eventSchemaName: 'commerce_product_view', eventContent: { context_website_id: websiteId, object_identifier: 'p3', page_path: '/shop/product-3', browser_locale: 'en-US' } }), { 'content-type': 'text/plain;charset=UTF-8' }, 1],
    () => [
      '/api/1/performance/records',
      JSON.stringify([
        { app: 'stoa-storefront', event: 'web-vitals', pageLoadId: 'pl1', ts: 1, data: { LCP: 1800, FCP: 900, CLS: 50, INP: 120, TTFB: 200, pageType: 'product', path: '/shop/product-3' } },
        { app: 'stoa-storefront', event: 'page-load', pageLoadId: 'pl1', ts: 1, data: { domReady: 700 } },
      ]),
      { 'content-type': 'text/plain;charset=UTF-8' },
      6,
    ],
    () => ['/api/events/RecordJavascriptErrors', JSON.stringify([{ event: 'error', timestamp: 1, data: { message: 'x is undefined', stack: 'TypeError\n    at f (app.js:1:2)', url: `https://${host}/cart` } }]), { 'content-type': 'application/json', cookie: 'crumb=benchcrumbbenchcrumb', 'x-csrf-token': 'benchcrumbbenchcrumb' }, 1],
  ];
  process.send?.({ ready: true });
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  let refused = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: DRIVER_CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const i = n++;
        const [path, body, headers] = calls[i % calls.length]!();
        const status = await send(agent, base, host, 'POST', path, body, { ...headers, 'user-agent': ua, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
        if (status === 202 || status === 200) sent++;
        else refused++;
      }
    }),
  );
  agent.destroy();
  process.send?.({ sent, refused });
}

// ── The product and its measurements ─────────────────────────────────────────────────────────
async function pageLatency(agent: Agent, base: string, host: string, path: string, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const t = performance.now();
    const status = await send(agent, base, host, 'GET', path, null);
    if (status !== 200) throw new Error(`product page answered ${status}`);
    latencies.push(performance.now() - t);
  }
  return summarize(latencies, performance.now() - start);
}

async function main(): Promise<void> {
  const url = testDatabaseUrl() ?? loadConfig().databaseUrl;
  if (url === undefined) {
    console.log('analytics ingest benchmark skipped: set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database.');
    return;
  }
  const schema = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url, schema, maxConnections: 8 });
  await applyMigrations(database, ALL_MIGRATIONS);
  const app = await buildApp(testConfig({ apiRateLimitPerMinute: 10_000_000, trustProxy: true }), { database, clock: systemClock, ids: randomIds, events: createEventBus() });
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

    console.log(`analytics ingest benchmark on PostgreSQL (schema ${schema}); ${SECONDS} s per phase; Node ${process.version}; the driver is a separate process with ${DRIVER_CONNECTIONS} connections`);
    console.log('what'.padEnd(58) + 'ops/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10) + 'count'.padStart(9));
    const alone = await pageLatency(agent, address, host, path, SECONDS);
    console.log(row('product page, nothing else running', alone));

    const driver = fork(new URL(import.meta.url).pathname, ['--driver', address, host, site.id, String(SECONDS)], { execArgv: ['--import', 'tsx'] });
    let ready: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (ready = resolve));
    const driven = new Promise<{ sent: number; refused: number }>((resolve) =>
      driver.on('message', (m: { ready?: boolean; sent: number; refused: number }) => (m.ready === true ? ready() : resolve(m))),
    );
    // Timed from the driver's first call (its start-up is not ingestion) to the last row written.
    await started;
    const before = app.services.visitorAnalytics.stats();
    const t0 = performance.now();
    const loaded = await pageLatency(agent, address, host, path, SECONDS - 0.5);
    const { sent, refused } = await driven;
    await app.services.visitorAnalytics.flush();
    const elapsed = (performance.now() - t0) / 1000;
    const after = app.services.visitorAnalytics.stats();
    console.log(row('product page, while the driver sends collection calls', loaded));
    const written = after.written - before.written;
    console.log(`collection calls answered: ${sent} (${(sent / SECONDS).toFixed(0)}/s), refused: ${refused}`);
    console.log(`events ingested (rows written): ${written} in ${elapsed.toFixed(1)} s = ${(written / elapsed).toFixed(0)} events/s; dropped (queue full): ${after.dropped - before.dropped}; failed writes: ${after.failed - before.failed}`);
    console.log(`product page p99 with / without ingestion: ${loaded.p99.toFixed(2)} / ${alone.p99.toFixed(2)} ms = ${(loaded.p99 / alone.p99).toFixed(2)}x (p50 ${(loaded.p50 / alone.p50).toFixed(2)}x)`);
    agent.destroy();
  } finally {
    await app.close();
    await database.close();
    const admin = await openDatabase({ url, maxConnections: 1 });
    await admin.exec(`drop schema if exists "${schema}" cascade`).finally(() => admin.close());
  }
}

const driverAt = process.argv.indexOf('--driver');
if (driverAt >= 0) {
  const [base, host, websiteId, seconds] = process.argv.slice(driverAt + 1);
  await drive(base!, host!, websiteId!, Number(seconds));
} else {
  await main();
}
