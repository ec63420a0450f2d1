/**
 * Issue 14 §3, the collector role: `npm start` (`node --import tsx src/server/main.ts`) on
 * PostgreSQL with STOA_COLLECTOR_PORT also runs a collector process on that port. A census hit
 * posted there is stored for the site its host names, also for a site made after the collector
 * started (it hears site changes through LISTEN/NOTIFY); a page or owner route there is 404;
 * SIGTERM to the parent stops both. Skipped without TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/support/free-port';
import { openDatabase, type Database } from '../db/database';
import { applyMigrations } from '../db/migrations';
import { systemClock } from '../shared/clock';
import { createEventBus } from '../shared/events';
import { randomIds } from '../shared/ids';
import { buildApp } from './app';
import { testConfig, testDatabaseUrl } from './config';
import { ALL_MIGRATIONS } from './migrations';

const ROOT = resolve(import.meta.dirname, '../..');
const url = testDatabaseUrl();
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** One call's status; node:http, because fetch does not send a Host header of the caller's choosing. */
function status(port: number, path: string, options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  const headers = { ...options.headers, ...(options.host !== undefined && { host: options.host }) };
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(options.body);
  });
}

describe.skipIf(url === undefined)('the collector role: collection calls on a port and process of their own [postgres]', () => {
  const schema = `t_collector_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'stoa-collector-'));
  let database: Database;
  let announcer: Database;
  let setup: FastifyInstance;
  let child: ChildProcess;
  let output = '';
  let appPort = 0;
  let collectorPort = 0;

  const hit = (port: number, host: string, websiteId: string) =>
    status(port, '/api/census/RecordHit', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME },
      body: new URLSearchParams({ event: 'view', data: JSON.stringify({ websiteId, url: `https://${host}/shop/lamp`, locale: 'en-US', pageType: 'product' }) }).toString(),
    });
  const stored = async (websiteId: string) => (await database.query<{ n: number }>('select count(*)::int as n from analytics_events where website_id = $1', [websiteId]))[0]!.n;

  beforeAll(async () => {
    database = await openDatabase({ url: url!, schema, maxConnections: 2 });
    await applyMigrations(database, ALL_MIGRATIONS);
    const separator = url!.includes('?') ? '&' : '?';
    const schemaUrl = `${url!}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    // Kept open, on the URL the processes use (the events channel is named after the schema
    // option): the sites made later are announced from here, as from another app process.
    announcer = await openDatabase({ url: schemaUrl, maxConnections: 2 });
    setup = await buildApp(testConfig(), { database: announcer, clock: systemClock, ids: randomIds, events: createEventBus() });
    [appPort, collectorPort] = [await freePort(), await freePort()];
    const env = {
      ...process.env,
      DATABASE_URL: schemaUrl,
      STOA_DATA_DIR: dataDir,
      STOA_SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      STOA_COLLECTOR_PORT: String(collectorPort),
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        expect(await status(collectorPort, '/healthz').catch(() => 0)).toBe(200);
      },
      { timeout: 120_000, interval: 200 },
    );
  }, 180_000);

  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    await setup?.close();
    await announcer?.close();
    await database?.close();
    const admin = await openDatabase({ url: url!, maxConnections: 1 });
    await admin.exec(`drop schema if exists "${schema}" cascade`).finally(() => admin.close());
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('issue 14 §3 ANL-10 a census hit posted to the collector port is stored for the site its host names, one made after the collector started too', async () => {
    const one = await setup.services.sites.create({ identifier: `col-a-${randomBytes(3).toString('hex')}`, title: 'A' });
    const two = await setup.services.sites.create({ identifier: `col-b-${randomBytes(3).toString('hex')}`, title: 'B' });
    const hostOf = (identifier: string) => `${identifier}.localhost`;
    // The collector hears of the new sites through LISTEN/NOTIFY a moment after they are made.
    await vi.waitFor(async () => expect(await hit(collectorPort, hostOf(one.identifier), one.id)).toBe(202), { timeout: 5_000, interval: 50 });
    expect(await hit(collectorPort, hostOf(two.identifier), two.id)).toBe(202);
    expect(await hit(collectorPort, hostOf(two.identifier), two.id)).toBe(202);
    await vi.waitFor(async () => expect([await stored(one.id), await stored(two.id)]).toEqual([1, 2]), { timeout: 5_000, interval: 100 });
    // Another site's id in the body is refused, as the app refuses it.
    expect(await hit(collectorPort, hostOf(one.identifier), two.id)).toBe(400);
    // The app process serves the same calls (a deployment without a routing proxy).
    expect(await hit(appPort, hostOf(one.identifier), one.id)).toBe(202);
    await vi.waitFor(async () => expect(await stored(one.id)).toBe(2), { timeout: 5_000, interval: 100 });
  });

  it('issue 14 §3 the collector port answers 404 to pages and owner routes; the app port serves them', async () => {
    expect(await status(collectorPort, '/', { host: 'localhost' })).toBe(404);
    expect(await status(collectorPort, '/api/admin/me', { host: 'localhost' })).toBe(404);
    expect(await status(appPort, '/api/admin/me', { host: 'localhost' })).toBe(401);
  });

  it('issue 14 §1 the collector runs at niceness 10, so page views go first on a shared machine; the app keeps its own', async () => {
    const pid = Number(/collector (\d+) started/.exec(output)?.[1]);
    // Field 19 of /proc/<pid>/stat, counted after the command's closing parenthesis.
    const niceOf = (p: number) => Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    expect(niceOf(pid)).toBe(10);
    expect(niceOf(child.pid!)).toBe(0);
  });

  it('issue 14 §3 SIGTERM to the process npm start runs stops the collector too', async () => {
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/collector \d+ started/);
    await expect(status(collectorPort, '/healthz')).rejects.toThrow();
  });
});
