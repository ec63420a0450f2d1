/**
 * `npm run bench:orders [-- --quick]`: the owner's orders list at 100,000 orders of one site
 * (PGlite in memory, bulk inserted beside 20,000 orders of another site), p50/p99 of a page of
 * 50 read through the orders service (keyset paging on the order number, no count), at random
 * depths, unfiltered, filtered (unfulfilled live orders) and searched (part of an email), each
 * against its named peer in the same run: OFFSET paging with a full count, the usual way a list
 * shows "page 812 of 2,000". Figures and the ratio only: nothing here asserts a time.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { createOrdersService } from '../src/modules/orders';
import { ALL_MIGRATIONS } from '../src/server/migrations';
import { systemClock } from '../src/shared/clock';
import { randomIds } from '../src/shared/ids';
import { summarize, type Figures } from './latency-figures';

const quick = process.argv.includes('--quick');
const ORDERS = quick ? 20_000 : 100_000;
const OTHER_SITE_ORDERS = quick ? 4_000 : 20_000;
const RUNS = quick ? 50 : 200;
const PAGE = 50;
const SITE = 'bench-site';

const database = await openDatabase({ dataDir: 'memory' });
await applyMigrations(database, ALL_MIGRATIONS);

/** Orders numbered 1..count of a site with one line each; a third fulfilled, one in fifty a test order. */
async function bulkInsert(site: string, count: number): Promise<void> {
  await database.exec(`
    insert into orders_orders (id, website_id, order_number, idempotency_key, test_mode, customer_email, customer_name, currency,
      subtotal, grand_total, status, fulfillment_status, access_token, created_at, updated_at)
    select '${site}-' || n, '${site}', n, 'key-' || n, n % 50 = 0, 'buyer' || n || '@example.com', 'Buyer ' || n, 'USD',
      2500, 2500, case when n % 40 = 0 then 'refunded' else 'placed' end, case when n % 3 = 0 then 'unfulfilled' else 'fulfilled' end,
      md5(n::text), timestamptz '2024-01-01' + n * interval '5 minutes', timestamptz '2024-01-01' + n * interval '5 minutes'
    from generate_series(1, ${count}) as n;
    insert into orders_lines (order_id, website_id, position, item_id, variant_id, sku, product_name, quantity, unit_price)
    select '${site}-' || n, '${site}', 0, 'item-1', 'variant-1', 'MUG-1', 'Mug', 1, 2500 from generate_series(1, ${count}) as n;
    analyze orders_orders; analyze orders_lines;`);
}

const t0 = performance.now();
await bulkInsert(SITE, ORDERS);
await bulkInsert('other-site', OTHER_SITE_ORDERS);
console.log(`Inserted ${ORDERS.toLocaleString('en')} + ${OTHER_SITE_ORDERS.toLocaleString('en')} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s (PGlite in memory).`);

const orders = createOrdersService({ db: database.db, ids: randomIds, clock: systemClock });

/** Runs `once` RUNS times after a warm-up of 10; each call gets a random page depth (0..1). */
async function measure(once: (depth: number) => Promise<void>): Promise<Figures> {
  for (let i = 0; i < 10; i++) await once(Math.random());
  const latencies: number[] = [];
  let elapsed = 0;
  for (let i = 0; i < RUNS; i++) {
    const depth = Math.random();
    const t = performance.now();
    await once(depth);
    const took = performance.now() - t;
    latencies.push(took);
    elapsed += took;
  }
  return summarize(latencies, elapsed);
}

/** The peer: a full count, then OFFSET to the page, then the page's lines. */
async function offsetPage(where: string, params: unknown[], depth: number, matching: number): Promise<void> {
  await database.query(`select count(*)::int as n from orders_orders where ${where}`, params);
  const offset = Math.floor(depth * Math.max(matching - PAGE, 0));
  const rows = await database.query<{ id: string }>(`select * from orders_orders where ${where} order by order_number desc limit ${PAGE} offset ${offset}`, params);
  await database.query('select * from orders_lines where website_id = $1 and order_id = any($2::text[]) order by order_id, position', [SITE, rows.map((r) => r.id)]);
}

const cases: { name: string; keyset: (depth: number) => Promise<void>; peer: (depth: number) => Promise<void> }[] = [
  {
    name: 'all orders',
    keyset: async (depth) => void (await orders.listOrders(SITE, { limit: PAGE, before: Math.floor(ORDERS * (1 - depth)) + 1 })),
    peer: (depth) => offsetPage('website_id = $1', [SITE], depth, ORDERS),
  },
  {
    name: 'unfulfilled live orders',
    keyset: async (depth) => void (await orders.listOrders(SITE, { limit: PAGE, fulfillmentStatus: 'unfulfilled', testMode: false, before: Math.floor(ORDERS * (1 - depth)) + 1 })),
    peer: (depth) => offsetPage("website_id = $1 and fulfillment_status = 'unfulfilled' and test_mode = false", [SITE], depth, Math.floor(ORDERS / 3)),
  },
  {
    name: "search 'example.com' (part of every email)",
    keyset: async (depth) => void (await orders.listOrders(SITE, { limit: PAGE, q: 'example.com', before: Math.floor(ORDERS * (1 - depth)) + 1 })),
    peer: (depth) => offsetPage("website_id = $1 and (lower(customer_email) like '%example.com%' or lower(customer_name) like '%example.com%')", [SITE], depth, ORDERS),
  },
];

console.log(`A page of ${PAGE} orders at a random depth, ${RUNS} runs each (ms):`);
console.log('case'.padEnd(44) + 'keyset p50'.padStart(12) + 'p99'.padStart(9) + '  | OFFSET+count p50'.padStart(19) + 'p99'.padStart(9) + 'p50 ratio'.padStart(11));
for (const c of cases) {
  const keyset = await measure(c.keyset);
  const peer = await measure(c.peer);
  console.log(
    c.name.padEnd(44) +
      keyset.p50.toFixed(2).padStart(12) +
      keyset.p99.toFixed(2).padStart(9) +
      peer.p50.toFixed(2).padStart(19) +
      peer.p99.toFixed(2).padStart(9) +
      `${(peer.p50 / keyset.p50).toFixed(1)}×`.padStart(11),
  );
}
await database.close();
