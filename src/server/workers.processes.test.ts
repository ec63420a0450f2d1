/**
 * Issue 15 §3: two real `npm start` processes (`node --import tsx src/server/main.ts`, their own
 * ports, one PostgreSQL schema): a site change made through one is on the other's pages within
 * a second, a rate limit counts the calls made to both, and a scheduled job both run on a one
 * second timer is claimed once per interval. Then the cluster entry (STOA_WORKERS=2) starts two
 * workers, forks another when one is killed, and stops on SIGTERM. Skipped without TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { freePort } from '../../test/support/free-port';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCartSite } from '../../test/support/cart';
import { openDatabase, type Database } from '../db/database';
import { applyMigrations } from '../db/migrations';
import { jobRuns } from '../modules/coordination';
import { systemClock } from '../shared/clock';
import { CollectionType, ContributorRole } from '../shared/enums';
import { createEventBus } from '../shared/events';
import { randomIds } from '../shared/ids';
import { buildApp } from './app';
import { testConfig, testDatabaseUrl } from './config';
import { CLAIM_SHARE } from './job-gate';
import { ALL_MIGRATIONS } from './migrations';

const ROOT = resolve(import.meta.dirname, '../..');
const url = testDatabaseUrl();
const API_LIMIT = 6;
const RECONCILE_MS = 1_000;

interface Answer {
  status: number;
  body: string;
}

/** One HTTP call; `from` picks the client address (each test its own, so their limits do not mix). */
function call(port: number, path: string, options: { method?: string; host?: string; headers?: Record<string, string>; body?: unknown; from?: string; agent?: Agent } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers, ...(options.host && { host: options.host }), ...(payload !== undefined && { 'content-type': 'application/json' }) };
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, localAddress: options.from ?? '127.0.0.1', agent: options.agent ?? false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(payload);
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const server = { child, port, output: () => output };
  // Booting under load takes a while: wait for the health check, not for a log line.
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      expect((await call(port, '/healthz').catch(() => ({ status: 0 }))).status).toBe(200);
    },
    { timeout: 120_000, interval: 250 },
  );
  return server;
}

function stopped(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
    child.on('exit', (code) => done(code));
    child.kill(signal);
  });
}

describe.skipIf(url === undefined)('several app processes on one PostgreSQL database [postgres]', () => {
  const schema = `t_workers_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'stoa-workers-'));
  let database: Database;
  const servers: Server[] = [];
  let env: Record<string, string>;
  let shop: { host: string; storeUrl: string; printUrl: string; printVariantId: string };
  let apiKey: string;
  let started = 0;

  beforeAll(async () => {
    database = await openDatabase({ url: url!, schema, maxConnections: 2 });
    await applyMigrations(database, ALL_MIGRATIONS);
    const setup = await buildApp(testConfig(), { database, clock: systemClock, ids: randomIds, events: createEventBus() });
    const made = await createCartSite(setup);
    const user = await setup.services.accounts.createUser({ email: `owner-${schema}@example.com`, password: 'correct horse battery staple' });
    await setup.services.accounts.addMember(made.site.id, user.id, ContributorRole.ADMIN);
    ({ secret: apiKey } = await setup.services.accounts.createApiKey({ websiteId: made.site.id, name: 'workers test', role: ContributorRole.ADMIN, creator: { userId: user.id, role: ContributorRole.ADMIN } }));
    const store = (await setup.services.content.listCollections(made.site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
    const print = await setup.services.content.getItem(made.site.id, made.products.print.itemId);
    shop = { host: made.host, storeUrl: `/${store.urlId}`, printUrl: `/${store.urlId}/${print.urlId}`, printVariantId: made.products.print.variantIds[0]! };
    await setup.close();
    const separator = url!.includes('?') ? '&' : '?';
    env = {
      DATABASE_URL: `${url!}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      STOA_DATA_DIR: dataDir,
      STOA_SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      STOA_API_RATE_LIMIT: String(API_LIMIT),
      STOA_RECONCILE_INTERVAL_MS: String(RECONCILE_MS),
      STOA_WORKERS: '1',
      // Two machines with one process each: the operator puts the counters in the database.
      STOA_RATE_LIMIT_STORE: 'database',
    };
    started = Date.now();
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopped(s.child)));
    await database?.close();
    const admin = await openDatabase({ url: url!, maxConnections: 1 });
    await admin.exec(`drop schema if exists "${schema}" cascade`).finally(() => admin.close());
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('issue 15 §3 a site change made through one process is on the other\'s pages within a second', async () => {
    const [a, b] = servers as [Server, Server];
    const before = await call(b.port, shop.storeUrl, { host: shop.host });
    expect(before.status).toBe(200);
    // B has rendered (and cached) the page before the change.
    const title = `Renamed ${randomBytes(3).toString('hex')}`;
    const changed = await call(a.port, '/api/admin/site', { method: 'PUT', host: shop.host, headers: { authorization: `Bearer ${apiKey}` }, body: { title } });
    expect(changed.status, changed.body).toBe(200);
    await vi.waitFor(async () => expect((await call(b.port, shop.storeUrl, { host: shop.host })).body).toContain(title), { timeout: 1_000, interval: 20 });
  });

  it('issue 15 §3 a rate limit counts the calls made to both processes together', async () => {
    const [a, b] = servers as [Server, Server];
    const from = '127.0.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < API_LIMIT + 2; i++) statuses.push((await call(i % 2 === 0 ? a.port : b.port, '/api/admin/me', { host: shop.host, from })).status);
    // Each process alone saw API_LIMIT/2 + 1 calls, under the limit: only a shared count refuses.
    expect(statuses.slice(0, API_LIMIT)).toEqual(Array(API_LIMIT).fill(401));
    expect(statuses.slice(API_LIMIT)).toEqual([429, 429]);
  });

  it('issue 15 §3 a job both processes tick every second runs once per interval, not once per process', async () => {
    await vi.waitFor(async () => expect(await jobRuns(database, 'charge reconciliation')).toBeGreaterThanOrEqual(3), { timeout: 60_000, interval: 200 });
    const runs = await jobRuns(database, 'charge reconciliation');
    const elapsed = Date.now() - started;
    // Both processes tick every second; a claim needs CLAIM_SHARE of an interval since the last.
    expect(runs).toBeLessThanOrEqual(Math.floor(elapsed / (RECONCILE_MS * CLAIM_SHARE)) + 1);
    expect(servers.every((s) => s.child.exitCode === null)).toBe(true);
  });

  it('issue 15 §1 §3 STOA_WORKERS=2: once a stock change is answered, no worker serves the product page from before it', async () => {
    await Promise.all(servers.splice(0).map((s) => stopped(s.child)));
    // LOG_LEVEL info, written at once: each worker says when it listens, so both serve before the rounds.
    const cluster = await startServer({ ...env, STOA_WORKERS: '2', STOA_RATE_LIMIT_STORE: 'memory', STOA_API_RATE_LIMIT: '100000', LOG_LEVEL: 'info', STOA_LOG_SYNC: '1' });
    servers.push(cluster);
    await vi.waitFor(() => expect(cluster.output().match(/Stoa is serving/g)).toHaveLength(2), { timeout: 120_000, interval: 100 });
    const owner = { host: shop.host, headers: { authorization: `Bearer ${apiKey}` } };
    // The page names the variant's stock more than once (product data and the stock island's).
    const shown = (html: string) => [...new Set([...html.matchAll(/qtyInStock(?:&quot;|")\s*:\s*(\d+)/g)].map((m) => Number(m[1])))];
    // Visitors on kept-alive connections (handed to both workers in turn as they opened) view
    // the page without pause, as a busy shop's do, while the owner changes the stock 60 times.
    // A view sent after a change's answer arrived must show the new figure.
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    let stock = 1;
    let answeredAt = 0;
    let changing = true;
    const stale: { sentAfterAnswer: number; expected: number; shown: number[] }[] = [];
    let checked = 0;
    const visitor = async () => {
      while (changing) {
        const sentAt = performance.now();
        const expected = stock;
        const settled = answeredAt > 0 && sentAt > answeredAt;
        const view = await call(cluster.port, shop.printUrl, { host: shop.host, agent });
        expect(view.status).toBe(200);
        if (!settled) continue;
        checked++;
        if (shown(view.body).join() !== String(expected)) stale.push({ sentAfterAnswer: sentAt - answeredAt, expected, shown: shown(view.body) });
      }
    };
    const visitors = Array.from({ length: 32 }, visitor);
    for (let round = 0; round < 60; round++) {
      await new Promise((done) => setTimeout(done, 50));
      answeredAt = 0;
      const changed = await call(cluster.port, `/api/admin/catalog/stock/${shop.printVariantId}`, { ...owner, method: 'POST', body: { expected: stock, quantity: stock + 1 } });
      expect(changed.status, changed.body).toBe(200);
      stock += 1;
      answeredAt = performance.now();
    }
    await new Promise((done) => setTimeout(done, 150));
    changing = false;
    await Promise.all(visitors);
    agent.destroy();
    expect(checked).toBeGreaterThan(100);
    expect(stale).toEqual([]);
  }, 300_000);

  it('issue 15 §3 STOA_WORKERS=2: the primary forks two workers, forks another when one dies, and stops them all on SIGTERM', async () => {
    await Promise.all(servers.splice(0).map((s) => stopped(s.child)));
    const cluster = await startServer({ ...env, STOA_WORKERS: '2', STOA_RATE_LIMIT_STORE: 'memory' });
    servers.push(cluster);
    const workerPids = () => [...cluster.output().matchAll(/worker (\d+) started/g)].map((m) => Number(m[1]));
    await vi.waitFor(() => expect(workerPids()).toHaveLength(2), { timeout: 10_000 });
    process.kill(workerPids()[0]!, 'SIGKILL');
    await vi.waitFor(() => expect(workerPids()).toHaveLength(3), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await call(cluster.port, '/healthz')).status).toBe(200), { timeout: 120_000, interval: 250 });
    expect(await stopped(cluster.child, 'SIGTERM')).toBe(0);
    expect(cluster.output()).toContain('every worker has stopped');
  }, 300_000);
});
