/**
 * `npm run bench:http [-- --quick] [-- --pg URL]`: the product under load from outside, over real
 * HTTP, on the embedded database and on PostgreSQL (`--pg URL`, else BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; skipped, with a line saying so, when none is set or it cannot be reached).
 * `--quick` (CI, figures only): 1 s a row, one database (PostgreSQL when reachable), no log rows.
 * On PostgreSQL the run makes its own database (`stoa_bench_…`, dropped at the end), so the demo
 * site is created fresh there. The server runs as `npm start` runs it (request logs on, at info,
 * into a file); the load comes from another process at 32 visitors (http-processes.ts,
 * http-load-driver.ts). For each row: requests/s, p50, p99, errors, and the ratio against a bare
 * Node `http` server and nginx serving the product page's bytes, measured in the same run.
 * The full run also measures the product page with request logs written synchronously and
 * with logs off. Figures only: nothing here passes or fails on speed; an error (a crash, a
 * failed request, a stale page) makes the exit code non-zero.
 *
 * `--seconds N` sets a row's length; `--rows add,read` runs only those rows (cached, first-view, home, add, read, order).
 * STOA_PAGE_CACHE=off measures without the page cache; BENCH_CPU_PROF=<dir> writes the
 * server's CPU profile there (node --cpu-prof) when it stops; REDIS_URL makes several workers
 * count rate limits in Redis (the header names where they are counted).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db/database';
import { CONNECTIONS, drive, nginxPeer, nodePeer, startProduct, stop, WRK, type Figures, type Running } from './http-processes';

const quick = process.argv.includes('--quick');
/** `--rows cached,first-view,home,add,read,order`: only these rows (to profile one with BENCH_CPU_PROF). */
const rowsFlag = process.argv.indexOf('--rows');
const onlyRows = rowsFlag >= 0 ? new Set((process.argv[rowsFlag + 1] ?? '').split(',')) : null;
const wanted = (name: string) => onlyRows === null || onlyRows.has(name);
const secondsFlag = process.argv.indexOf('--seconds');
const SECONDS = secondsFlag >= 0 ? Number(process.argv[secondsFlag + 1]) : quick ? 1 : 10;
/** `--order-skus A,B,C`: one more order row whose buyers take these variants in turn (how much the stock row's lock costs). */
const orderSkusFlag = process.argv.indexOf('--order-skus');
const ORDER_SKUS = orderSkusFlag >= 0 ? (process.argv[orderSkusFlag + 1] ?? '').split(',').filter((s) => s !== '') : [];
const PRODUCT = '/shop/stoneware-mug';
/** The variant the cart and order rows buy (stock raised first), and the one the first-view row changes. */
const BUY_SKU = 'MUG-SAGE-8';
const CHANGE_SKU = 'MUG-CHAR-12';
const DEMO_OWNER = { email: 'owner@demo.stoa', password: 'stoa-demo-owner' };
let failures = 0;

const row = (name: string, f: Figures, peers: { node?: Figures | undefined; nginx?: Figures | null | undefined } = {}) => {
  const pct = (peer: Figures | null | undefined) => (peer ? `${((100 * f.rps) / peer.rps).toFixed(1)} %` : '—');
  if (f.errors > 0) failures++;
  console.log(
    `| ${name.padEnd(40)} | ${f.rps.toFixed(0).padStart(7)} | ${f.p50.toFixed(2).padStart(7)} | ${f.p99.toFixed(2).padStart(7)} | ${String(f.errors).padStart(6)} | ${pct(peers.node).padStart(8)} | ${pct(peers.nginx).padStart(8)} |`,
  );
};
const header = () => {
  console.log(`| ${'row'.padEnd(40)} | ${'req/s'.padStart(7)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'errors'.padStart(6)} | ${'vs node'.padStart(8)} | ${'vs nginx'.padStart(8)} |`);
  console.log(`| ${'-'.repeat(40)} | ------: | ------: | ------: | -----: | -------: | -------: |`);
};

/** Signs the demo owner in over HTTP; the headers an owner call needs. */
async function ownerHeaders(base: string): Promise<Record<string, string>> {
  const crumb = randomBytes(18).toString('base64url');
  const res = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { host: 'localhost', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!res.ok) throw new Error(`demo owner sign-in answered ${res.status}: ${await res.text()}`);
  const session = /stoa_owner=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
  const { ownerCrumb } = (await res.json()) as { ownerCrumb: string };
  return { cookie: `stoa_owner=${session}; crumb=${crumb}`, 'x-csrf-token': crumb, 'x-stoa-owner-crumb': ownerCrumb };
}

interface Variant {
  itemId: string;
  variantId: string;
  sku: string;
  qtyInStock: number;
}

async function ownerCall<T>(base: string, owner: Record<string, string>, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, { method, headers: { host: 'localhost', ...owner, ...(body !== undefined && { 'content-type': 'application/json' }) }, body: body === undefined ? null : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function variants(base: string, owner: Record<string, string>): Promise<Map<string, Variant>> {
  const { products } = await ownerCall<{ products: { itemId: string; variants: { id: string; sku: string; stock: { qtyInStock: number } }[] }[] }>(base, owner, 'GET', '/api/admin/catalog/products');
  return new Map(products.flatMap((p) => p.variants.map((v) => [v.sku, { itemId: p.itemId, variantId: v.id, sku: v.sku, qtyInStock: v.stock.qtyInStock }] as const)));
}

/** Product page req/s with the request log written one way (a restart of the same data, warmed up first). */
async function logRow(dir: string, label: string, env: Record<string, string>, peers: { node: Figures; nginx: Figures | null }): Promise<void> {
  const product = await startProduct(dir, undefined, PRODUCT, env);
  try {
    await drive(Math.max(1, Math.round(SECONDS / 5)), { port: product.port, kind: 'get', path: PRODUCT });
    row(label, await drive(SECONDS, { port: product.port, kind: 'get', path: PRODUCT }), peers);
  } finally {
    await stop(product.child);
  }
}

async function benchEngine(label: string, databaseUrl: string | undefined): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'stoa-bench-http-'));
  const started = Date.now();
  let product: Running | null = await startProduct(dir, databaseUrl, PRODUCT);
  const children: Running[] = [];
  try {
    const base = `http://127.0.0.1:${product.port}`;
    const owner = await ownerHeaders(base);
    const before = await variants(base, owner);
    const buy = before.get(BUY_SKU)!;
    const change = before.get(CHANGE_SKU)!;
    // Enough stock that every add and order of the run succeeds; the changed variant counts up from a figure no other shows.
    await ownerCall(base, owner, 'POST', `/api/admin/catalog/stock/${buy.variantId}`, { expected: buy.qtyInStock, quantity: 100_000_000 });
    await ownerCall(base, owner, 'POST', `/api/admin/catalog/stock/${change.variantId}`, { expected: change.qtyInStock, quantity: 500_000 });
    const bytes = Buffer.from(await (await fetch(`${base}${PRODUCT}`, { headers: { host: 'localhost' } })).arrayBuffer());
    const file = join(dir, 'page.html');
    writeFileSync(file, bytes);
    const peerNode = await nodePeer(file);
    children.push(peerNode);
    const peerNginx = await nginxPeer(dir, file);
    if (peerNginx) children.push(peerNginx);

    const workers = process.env.STOA_WORKERS ?? (databaseUrl === undefined ? '1' : String(availableParallelism()));
    const limits = process.env.STOA_RATE_LIMIT_STORE ?? (databaseUrl !== undefined && Number(workers) > 1 ? (process.env.REDIS_URL ? 'redis' : 'database') : 'memory');
    console.log(
      `\n${label} (ready in ${((Date.now() - started) / 1000).toFixed(0)} s): ${CONNECTIONS} visitors, plain GETs by ${WRK ?? 'the Node load driver'}, the rest by the Node load driver, ${SECONDS} s a row; product page ${bytes.byteLength} bytes; page cache ${process.env.STOA_PAGE_CACHE ?? 'on'}; app processes ${process.env.STOA_WORKERS ?? (databaseUrl === undefined ? '1' : `${workers} (one per core)`)}; rate limits counted in ${limits}; request log ${process.env.LOG_LEVEL ?? 'info'}, asynchronous`,
    );
    header();
    const job = { port: product.port };
    const line = { itemId: buy.itemId, sku: buy.sku, quantity: 1 };
    const node = await drive(SECONDS, { port: peerNode.port, kind: 'get', path: '/' });
    const nginx = peerNginx ? await drive(SECONDS, { port: peerNginx.port, kind: 'get', path: '/' }) : null;
    const peers = { node, nginx };
    // Warm-up (not shown): the server's first requests compile its code.
    for (const path of [PRODUCT, '/']) await drive(Math.max(1, Math.round(SECONDS / 5)), { ...job, kind: 'get', path });
    if (wanted('cached')) row('product page (cached view)', await drive(SECONDS, { ...job, kind: 'get', path: PRODUCT }), peers);
    const first = wanted('first-view') ? await drive(SECONDS, { ...job, kind: 'first-view', path: PRODUCT, owner, variantId: change.variantId, stock: 500_000 }) : null;
    if (first) row('product page (first view after a change)', first, peers);
    if (wanted('home')) row('home', await drive(SECONDS, { ...job, kind: 'get', path: '/' }), peers);
    if (wanted('add')) row('add to cart (own cart each)', await drive(SECONDS, { ...job, kind: 'add-to-cart', path: '', line }), peers);
    if (wanted('read')) row('cart read (own cart each)', await drive(SECONDS, { ...job, kind: 'cart-read', path: '', line }), peers);
    if (wanted('order')) row('order placement (test card, own cart)', await drive(SECONDS, { ...job, kind: 'place-order', path: '', line }), peers);
    if (ORDER_SKUS.length > 0) {
      for (const sku of ORDER_SKUS) {
        const v = before.get(sku);
        if (v === undefined) throw new Error(`--order-skus: no variant ${sku}`);
        if (sku !== BUY_SKU && sku !== CHANGE_SKU) await ownerCall(base, owner, 'POST', `/api/admin/catalog/stock/${v.variantId}`, { expected: v.qtyInStock, quantity: 100_000_000 });
      }
      const lines = ORDER_SKUS.map((sku) => ({ itemId: before.get(sku)!.itemId, sku, quantity: 1 }));
      row(`order placement (${ORDER_SKUS.length} variants in turn)`, await drive(SECONDS, { ...job, kind: 'place-order', path: '', line, lines }), peers);
    }
    row('bare node http, same bytes', node);
    if (nginx) row('nginx (1 worker), same bytes', nginx);
    else console.log('(nginx is not installed: its column is empty; apt-get install nginx-light to add it)');
    if ((first?.stale ?? 0) > 0) console.log(`!! ${first?.stale} first views showed the stock from before the change`);
    if (databaseUrl === undefined && !quick) {
      await stop(product.child);
      product = null;
      console.log('\nrequest log, product page (cached view), same data, server restarted and warmed up for each:');
      header();
      await logRow(dir, 'request log at info, asynchronous', { LOG_LEVEL: 'info' }, peers);
      await logRow(dir, 'request log at info, synchronous', { LOG_LEVEL: 'info', STOA_LOG_SYNC: '1' }, peers);
      await logRow(dir, 'request log off (silent)', { LOG_LEVEL: 'silent' }, peers);
    }
  } finally {
    for (const child of children.reverse()) await stop(child.child);
    if (product) await stop(product.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server at `url` for this run, and how to drop it; null when unreachable. */
async function benchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `stoa_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const shown = url.replace(/(\/\/[^:@/]*):[^@/]*@/, '$1:…@');
  let admin;
  try {
    admin = await openDatabase({ url, maxConnections: 1 });
    await admin.exec(`create database ${name}`);
  } catch (error) {
    await admin?.close().catch(() => {});
    console.log(`\n(PostgreSQL at ${shown} is unreachable: ${(error as Error).message}; PostgreSQL skipped)`);
    return null;
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      try {
        await admin.exec(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.close();
      }
    },
  };
}

const flag = process.argv.indexOf('--pg');
const pgUrl = (flag >= 0 ? process.argv[flag + 1] : undefined) ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const runStarted = Date.now();
const database = pgUrl ? await benchDatabase(pgUrl) : null;
// --quick (CI) runs one database to stay short: PostgreSQL when reachable, else the embedded one.
if (!quick || database === null) await benchEngine('embedded database (PGlite)', undefined);
if (database) {
  try {
    await benchEngine('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
} else if (!pgUrl) console.log('\n(PostgreSQL skipped: pass --pg URL or set BENCH_DATABASE_URL or TEST_DATABASE_URL to run it too)');
console.log(`\nFigures only, ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all; the machine may be shared, so compare the ratios within one run.`);
if (failures > 0) {
  console.log(`${failures} rows had errors`);
  process.exitCode = 1;
}
