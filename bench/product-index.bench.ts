/**
 * `npm run bench:products [-- --quick]`: the owner's product list (GET
 * /api/admin/catalog/product-index) at 10,000 products on PGlite in memory, through
 * `app.inject` with an owner session, p50/p99 per page. Beside it, a named peer from the same
 * run on the same data: the naive list (OFFSET paging with a full count on every page, the
 * query most admin lists start as), called directly on the database, so the peer pays no
 * HTTP at all. Pages are read deep into the list (the first, and pages around the middle and
 * the end), where OFFSET has to walk past every row before the page. Figures only: nothing
 * here asserts a time.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { queryProductIndexByOffset } from '../src/modules/catalog';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { ALL_MIGRATIONS } from '../src/server/migrations';
import { ProductIndexQuery } from '../src/shared/api/catalog-index';
import { systemClock } from '../src/shared/clock';
import { ContributorRole } from '../src/shared/enums';
import { createEventBus } from '../src/shared/events';
import { randomIds } from '../src/shared/ids';
import { ownerSession } from '../test/support/owner';
import { row, summarize, type Figures } from './latency-figures';

const quick = process.argv.includes('--quick');
const PRODUCTS = 10_000;
const PAGE = 50;
const ROUNDS = quick ? 10 : 40;

async function timed(times: number, once: (i: number) => Promise<void>): Promise<Figures> {
  for (let i = 0; i < 3; i++) await once(i);
  const latencies: number[] = [];
  let total = 0;
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await once(i);
    const took = performance.now() - t;
    latencies.push(took);
    total += took;
  }
  return summarize(latencies, total);
}

async function main(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory' });
  await applyMigrations(database, ALL_MIGRATIONS);
  const app = await buildApp(testConfig({ apiRateLimitPerMinute: 10_000_000 }), { database, clock: systemClock, ids: randomIds, events: createEventBus() });
  try {
    const site = await app.services.sites.create({ identifier: `bench-products-${process.pid}`, title: 'Bench Store' });
    const { headers } = await ownerSession(app, { websiteId: site.id, role: ContributorRole.ADMIN });
    const first = await app.services.storeFlows.createProduct(site.id, { item: { title: 'Seed', status: 'published' }, product: { productType: 1, variants: [{ sku: 'SEED', price: 100 }] } });
    const [{ collection_id: collectionId }] = await database.query<{ collection_id: string }>('select collection_id from content_items where id = $1', [first.itemId]);
    // The rest straight in SQL (the product calls would take minutes): two variants each, stock on both.
    const t0 = performance.now();
    await database.exec(`
      insert into content_items (id, website_id, collection_id, record_type, url_id, title, status, categories, updated_at)
        select 'bi' || g, '${site.id}', '${collectionId}', 11, 'bench-' || g, 'Bench product ' || lpad(g::text, 5, '0'),
          case when g % 7 = 0 then 'draft' else 'published' end, array['Category ' || (g % 12)], now() - (g || ' minutes')::interval
        from generate_series(2, ${PRODUCTS}) g;
      insert into catalog_products (item_id, website_id, product_type, updated_at)
        select 'bi' || g, '${site.id}', 1 + (g % 4), now() - (g || ' minutes')::interval from generate_series(2, ${PRODUCTS}) g;
      insert into catalog_variants (id, website_id, item_id, sku, price, position)
        select 'bv' || g || '-' || v, '${site.id}', 'bi' || g, 'SKU-' || g || '-' || v, 500 + (g * 37) % 20000 + v * 100, v
        from generate_series(2, ${PRODUCTS}) g, generate_series(0, 1) v;
      insert into inventory_stock (variant_id, website_id, qty_in_stock)
        select 'bv' || g || '-' || v, '${site.id}', (g * 13) % 40 from generate_series(2, ${PRODUCTS}) g, generate_series(0, 1) v;
      analyze;
    `);
    console.log(`product list benchmark on PGlite (in memory), ${PRODUCTS} products of 2 variants, ${PAGE} per page, ${ROUNDS} reads per line, Node ${process.version} (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    console.log('what'.padEnd(58) + 'reads/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10) + 'count'.padStart(9));

    const ctx = { now: new Date(), currency: 'USD' };
    for (const sort of ['updated', 'title', 'price'] as const) {
      // The cursors of every page, read once, so the timed reads can start anywhere in the list.
      const cursors: (string | undefined)[] = [undefined];
      for (;;) {
        const res = await app.inject({ method: 'GET', url: `/api/admin/catalog/product-index?sort=${sort}&limit=${PAGE}${cursors.at(-1) === undefined ? '' : `&cursor=${cursors.at(-1)}`}`, headers });
        const next = (res.json() as { nextCursor: string | null }).nextCursor;
        if (next === null) break;
        cursors.push(next);
      }
      const pages = [0, Math.floor(cursors.length / 2), cursors.length - 1];
      const keyset = await timed(ROUNDS, async (i) => {
        const cursor = cursors[pages[i % pages.length]!];
        const res = await app.inject({ method: 'GET', url: `/api/admin/catalog/product-index?sort=${sort}&limit=${PAGE}${cursor === undefined ? '' : `&cursor=${cursor}`}`, headers });
        if (res.statusCode !== 200) throw new Error(`product-index answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      });
      const query = ProductIndexQuery.parse({ sort, limit: String(PAGE) });
      const offset = await timed(ROUNDS, async (i) => {
        await queryProductIndexByOffset(database.db, site.id, query, pages[i % pages.length]! * PAGE, ctx);
      });
      console.log(row(`product-index sort=${sort}, keyset, HTTP (first/middle/last page)`, keyset));
      console.log(row(`peer: OFFSET + full count, SQL only, sort=${sort}`, offset));
      console.log(`  ratio p50 peer/keyset ${(offset.p50 / keyset.p50).toFixed(2)}x, p99 ${(offset.p99 / keyset.p99).toFixed(2)}x`);
    }
    const searched = await timed(ROUNDS, async () => {
      await app.inject({ method: 'GET', url: `/api/admin/catalog/product-index?q=sku-77&status=published&stock=in&limit=${PAGE}`, headers });
    });
    console.log(row('product-index search + status + stock filters, HTTP', searched));
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
