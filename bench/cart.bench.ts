/**
 * `npm run bench:cart [-- --quick]`: visitor cart and checkout throughput and p50/p99 latency
 * with VISITORS concurrent visitors (each its own cart; `--visitors N` to change, 1 for one at a
 * time), and the statements each call sends to the database and this process's CPU time per call
 * (counted one call at a time, after the timed run),
 * through `app.inject` on PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL, else a local
 * default), in a fresh schema dropped at the end; on PGlite when PostgreSQL cannot be reached,
 * with a line saying so. Each figure stands beside named peers from the same run:
 *   - GET /healthz through the same stack (the HTTP floor),
 *   - one indexed SELECT on the same database (the database floor).
 * `--show-statements` also prints what one call of each kind sends (a statement's first words).
 * Figures only: nothing here asserts a time.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { buildApp } from '../src/server/app';
import { loadConfig, testConfig, testDatabaseUrl } from '../src/server/config';
import { ALL_MIGRATIONS } from '../src/server/migrations';
import { systemClock } from '../src/shared/clock';
import { createEventBus } from '../src/shared/events';
import { randomIds } from '../src/shared/ids';
import { row, summarize, type Figures } from './latency-figures';

const quick = process.argv.includes('--quick');
const SECONDS = quick ? 1 : 3;
const MAX_REQUESTS = quick ? 500 : 5_000;
const WARM_UP = quick ? 20 : 100;
const SHOW_STATEMENTS = process.argv.includes('--show-statements');
const visitorsArg = process.argv.indexOf('--visitors');
const VISITORS = visitorsArg > 0 ? Number(process.argv[visitorsArg + 1]) : 32;
/** Calls run one at a time to count the statements and CPU time of one. */
const COUNTED = 100;
/** A visitor may add 30 times a minute (GAP-75): a new visitor, with a new cart, every ADDS_PER_CART adds. */
const ADDS_PER_CART = 10;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CARD = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const ADDRESS = { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'us' };

/**
 * VISITORS workers each run `prepare` then `once` back to back for SECONDS (at most
 * MAX_REQUESTS in all) after a warm-up; only `once` is timed, so a checkout's figure is the
 * order placement alone. The rate is timed calls over the wall-clock time of the run.
 */
async function concurrent<T>(prepare: () => Promise<T>, once: (input: T) => Promise<void>): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i++) await once(await prepare());
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  let busy = 0;
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      while (performance.now() < until && latencies.length < MAX_REQUESTS) {
        const input = await prepare();
        const t = performance.now();
        await once(input);
        latencies.push(performance.now() - t);
      }
    }),
  );
  busy = performance.now() - started;
  return summarize(latencies, busy);
}

/**
 * Statements sent to the database per `once`, and this process's CPU milliseconds per `once`
 * (the app's own work, the database's excluded), over COUNTED calls one at a time.
 */
async function statementsPer<T>(database: Database, prepare: () => Promise<T>, once: (input: T) => Promise<void>): Promise<{ statements: number; cpuMs: number }> {
  let sent = 0;
  let cpuMicros = 0;
  for (let i = 0; i < COUNTED; i++) {
    const input = await prepare();
    const before = database.statements.count;
    const cpu = process.cpuUsage();
    await once(input);
    const used = process.cpuUsage(cpu);
    cpuMicros += used.user + used.system;
    sent += database.statements.count - before;
  }
  if (SHOW_STATEMENTS) {
    const input = await prepare();
    database.statements.texts = [];
    await once(input);
    for (const text of database.statements.texts) console.log(`    ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
    delete database.statements.texts;
  }
  return { statements: sent / COUNTED, cpuMs: cpuMicros / 1000 / COUNTED };
}

/** A migrated database in its own schema (PostgreSQL) or in memory (PGlite), and how to drop it. */
async function benchDatabase(): Promise<{ database: Database; engine: string; dispose(): Promise<void> }> {
  const url = loadConfig().databaseUrl ?? testDatabaseUrl() ?? DEFAULT_URL;
  const shown = url.replace(/(\/\/[^:@/]*):[^@/]*@/, '$1:…@');
  const schema = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  let database: Database | null = null;
  try {
    // The pool the product opens (postgres.ts default), so the figures are the running server's.
    database = await openDatabase({ url, schema });
    await database.query('select 1');
  } catch (error) {
    await database?.close().catch(() => {});
    console.log(`PostgreSQL at ${shown} is unreachable (${(error as Error).message}): falling back to PGlite in memory; these are NOT PostgreSQL figures.`);
    const pglite = await openDatabase({ dataDir: 'memory' });
    await applyMigrations(pglite, ALL_MIGRATIONS);
    return { database: pglite, engine: 'PGlite (in memory, fallback)', dispose: () => pglite.close() };
  }
  const postgres = database;
  await applyMigrations(postgres, ALL_MIGRATIONS);
  const version = (await postgres.query<{ v: string }>("select current_setting('server_version') as v"))[0]?.v ?? '?';
  return {
    database: postgres,
    engine: `PostgreSQL ${version} at ${shown}, schema ${schema}`,
    dispose: async () => {
      await postgres.close();
      const admin = await openDatabase({ url, maxConnections: 1 });
      try {
        await admin.exec(`drop schema if exists "${schema}" cascade`);
      } finally {
        await admin.close();
      }
    },
  };
}

/** A browser on `host` with its own crumb and remote address; keeps the `ss_cart` cookie it is given. */
let visitorCounter = 0;
type Visitor = ReturnType<typeof newVisitor>;
function newVisitor(app: FastifyInstance, host: string) {
  const crumb = randomBytes(18).toString('base64url');
  const n = ++visitorCounter;
  const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  let cart: string | null = null;
  return async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const cookie = `crumb=${crumb}${cart === null ? '' : `; ss_cart=${cart}`}`;
    const res = await app.inject({ method, url, remoteAddress, headers: { host, cookie, 'x-csrf-token': crumb }, ...(payload && { payload }) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const set = res.cookies.find((c) => c.name === 'ss_cart');
    if (set !== undefined) cart = set.value;
    return res;
  };
}

async function main(): Promise<void> {
  const { database, engine, dispose } = await benchDatabase();
  const app = await buildApp(testConfig({ apiRateLimitPerMinute: 10_000_000 }), { database, clock: systemClock, ids: randomIds, events: createEventBus() });
  try {
    const site = await app.services.sites.create({ identifier: `bench-${randomBytes(3).toString('hex')}`, title: 'Bench Store' });
    await app.services.siteDirectory.refresh();
    const host = `${site.identifier}.${app.config.baseDomain}`;
    const created = await app.services.storeFlows.createProduct(site.id, {
      item: { title: 'Bench Tee', status: 'published' },
      product: { productType: 1, variants: [{ sku: 'BENCH-TEE', price: 2500 }] },
      stock: [{ quantity: 1_000_000 }],
    });
    const line = { itemId: created.itemId, sku: created.variants[0]!.sku, quantity: 1 };
    const variantId = created.variants[0]!.id;

    console.log(`cart benchmark on ${engine}; ${VISITORS} visitors at once, each its own cart; ${SECONDS} s or ${MAX_REQUESTS} requests per line, app.inject, Node ${process.version}`);
    console.log('what'.padEnd(58) + 'ops/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10) + 'count'.padStart(9) + 'stmts'.padStart(7) + 'cpu ms'.padStart(8));
    const line$ = (name: string, f: Figures, one: { statements: number; cpuMs: number }) =>
      console.log(row(name, f) + one.statements.toFixed(1).padStart(7) + one.cpuMs.toFixed(2).padStart(8));

    // A visitor may add 30 times a minute (GAP-75): each worker takes a new visitor every ADDS_PER_CART adds.
    const adder = () => {
      let visitor = newVisitor(app, host);
      let adds = 0;
      return async () => {
        if (adds++ % ADDS_PER_CART === 0) visitor = newVisitor(app, host);
        return visitor;
      };
    };
    const add = async (visitor: Visitor) => void (await visitor('POST', '/api/commerce/shopping-cart/entries', line));
    const adders = new Map<number, () => Promise<Visitor>>();
    let worker = 0;
    const addFigures = await concurrent(async () => {
      // Each call of prepare belongs to one worker in turn; a pool of adders keeps carts apart.
      const n = worker++ % VISITORS;
      if (!adders.has(n)) adders.set(n, adder());
      return adders.get(n)!();
    }, add);
    // Counted after the timed run, on warm code.
    line$(`add to cart (new visitor cart every ${ADDS_PER_CART} adds)`, addFigures, await statementsPer(database, adder(), add));

    const readers: Visitor[] = [];
    for (let i = 0; i < VISITORS; i++) {
      const reader = newVisitor(app, host);
      for (let j = 0; j < 3; j++) await reader('POST', '/api/commerce/shopping-cart/entries', line);
      readers.push(reader);
    }
    let nextReader = 0;
    const read = async (v: Visitor) => void (await v('GET', '/api/commerce/shopping-cart'));
    const readFigures = await concurrent(async () => readers[nextReader++ % VISITORS]!, read);
    line$('GET /api/commerce/shopping-cart (one line, qty 3)', readFigures, await statementsPer(database, async () => readers[0]!, read));

    let orders = 0;
    const buyer = async () => {
      const visitor = newVisitor(app, host);
      await visitor('POST', '/api/commerce/shopping-cart/entries', line);
      return visitor;
    };
    const checkout = async (visitor: Visitor) => {
      const res = await visitor('POST', '/api/commerce/checkout', { email: 'ada@example.com', shippingAddress: ADDRESS, payment: CARD, idempotencyKey: `bench-${randomBytes(9).toString('hex')}` });
      if ((res.json() as { order?: unknown }).order === undefined) throw new Error(`checkout did not place an order: ${res.body.slice(0, 300)}`);
      orders++;
    };
    const orderFigures = await concurrent(buyer, checkout);
    line$('checkout placing an order (test card 4242..., new cart each)', orderFigures, await statementsPer(database, buyer, checkout));

    console.log(row('peer: GET /healthz through the same stack', await concurrent(async () => null, async () => void (await app.inject({ url: '/healthz', headers: { host } })))));
    const select = 'select qty_in_stock from inventory_stock where variant_id = $1 and website_id = $2';
    console.log(row('peer: one indexed SELECT on the same database', await concurrent(async () => null, async () => void (await database.query(select, [variantId, site.id])))));

    const left = (await database.query<{ qty: number }>(`${select.replace('qty_in_stock', 'qty_in_stock as qty')}`, [variantId, site.id]))[0]?.qty;
    console.log(`orders placed (with warm-up): ${orders}; stock left ${left} of 1000000`);
  } finally {
    await app.close();
    await dispose();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
