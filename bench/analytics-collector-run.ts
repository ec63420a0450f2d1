/**
 * The analytics ingest benchmark's collector-role run (issue 14 §3): the product started as
 * `npm start` starts it (bench/http-processes.ts) with STOA_COLLECTOR_PORT, and nginx (one
 * worker) in front sending the collection paths to the collector and everything else to the
 * app, as the README's "Collector process" shows. Page requests and collection calls both go through nginx;
 * the /healthz calls too, so they land on the app's event loop: the same bare calls as the
 * in-process run's, for reference. Without nginx the collection calls go straight to the
 * collector port and the page to the app port (printed). Rows written are counted in the
 * database (the collector's queue is in another process); CPU per process from /proc.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/db/database';
import { COLLECTOR_FLAG } from '../src/server/collector';
import { pageLatency, pageLatencyBySlice, send, wallNow, type DriverMode, type DriverResult } from './analytics-http';
import { freePort, startNginx, startProduct, stop, waitFor, type Running } from './http-processes';
import { row, type Figures } from './latency-figures';

/** The collection calls' paths, as the README's nginx example routes them. */
export const COLLECTION_LOCATION = '~ ^/api/(census/|v1/clanker/|1/performance/|events/RecordEvent$|events/RecordJavascriptErrors$|commerce/fullstory/getId$)';


export interface CollectorRunOptions {
  /** PostgreSQL URL of the benchmark's schema (search_path in its options). */
  schemaUrl: string;
  /** The benchmark's own connection to that schema, for counting rows. */
  database: Database;
  host: string;
  websiteId: string;
  path: string;
  seconds: number;
  eventsPerSecond: number;
  callsPerSecond: number;
  /** `--log`: request logs at 'info' (else 'warn', as the in-process run's are off). */
  log: boolean;
}

const DRIVER = new URL('./analytics-ingest.bench.ts', import.meta.url).pathname;

/** CPU seconds a process has used (utime + stime from /proc; Linux), 0 when unreadable. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function childPids(pid: number | undefined): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function isCollector(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(COLLECTOR_FLAG);
  } catch {
    return false;
  }
}

/**
 * The product's processes now: the collector, and the app (the primary with its workers, or the
 * one app process). Read at every sample: a worker that died is forked again under a new pid.
 */
function productProcesses(primary: number | undefined): { app: number[]; collector: number[] } {
  const children = childPids(primary);
  return { app: [...(primary === undefined ? [] : [primary]), ...children.filter((pid) => !isCollector(pid))], collector: children.filter(isCollector) };
}

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/** nginx routing the collection calls to the collector and the rest to the app, as the README's example does. */
function startRoutingNginx(dir: string, appPort: number, collectorPort: number): Promise<Running | null> {
  return startNginx(dir, 4096, '/healthz', (port) => `  upstream stoa_app { server 127.0.0.1:${appPort}; keepalive 64; }
  upstream stoa_collector { server 127.0.0.1:${collectorPort}; keepalive 64; }
  server { listen 127.0.0.1:${port};
    proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto $scheme;
    location ${COLLECTION_LOCATION} { proxy_pass http://stoa_collector; }
    location / { proxy_pass http://stoa_app; } }`);
}

export async function runCollectorRole(o: CollectorRunOptions): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'stoa-collector-bench-'));
  const collectorPort = await freePort();
  let product: Running | null = null;
  let nginx: Running | null = null;
  try {
    product = await startProduct(dir, o.schemaUrl, '/healthz', {
      STOA_COLLECTOR_PORT: String(collectorPort),
      STOA_SEED_DEMO: '0',
      STOA_TRUST_PROXY: '1',
      LOG_LEVEL: o.log ? 'info' : 'warn',
    });
    await waitFor(`http://127.0.0.1:${collectorPort}/healthz`, product.child);
    nginx = await startRoutingNginx(dir, product.port, collectorPort);
    const appPid = product.child.pid;
    const collectorPid = productProcesses(appPid).collector[0];
    const pageBase = `http://127.0.0.1:${nginx?.port ?? product.port}`;
    const collectBase = `http://127.0.0.1:${nginx?.port ?? collectorPort}`;
    console.log(
      nginx !== null
        ? `collector role: npm start with STOA_COLLECTOR_PORT (app pid ${appPid}, collector pid ${collectorPid ?? '?'}), nginx (1 worker) in front routing by path; page, collection and /healthz calls all through nginx (/healthz goes to the app)`
        : `collector role: nginx is not installed: collection calls go straight to the collector port, page and /healthz calls to the app port (app pid ${appPid}, collector pid ${collectorPid ?? '?'})`,
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 50; i++) await send(agent, pageBase, o.host, 'GET', o.path, null);

    const rows = async () =>
      (await o.database.query<{ n: number }>(
        `select (select count(*) from analytics_events where website_id = $1) + (select count(*) from analytics_performance where website_id = $1) + (select count(*) from analytics_script_errors where website_id = $1) as n`,
        [o.websiteId],
      ))[0]!.n;
    // nginx's master only supervises: its worker does the proxying.
    const nginxWorker = childPids(nginx?.child.pid)[0];
    const cpu = () => {
      const { app, collector } = productProcesses(appPid);
      return { app: cpuOf(app), collector: cpuOf(collector), nginx: cpuSeconds(nginxWorker), t: performance.now() };
    };
    const cpuLine = (a: ReturnType<typeof cpu>, b: ReturnType<typeof cpu>) => {
      const s = (b.t - a.t) / 1000;
      const share = (x: number) => `${((100 * x) / s).toFixed(0)} %`;
      return `CPU (share of a core): app ${share(b.app - a.app)}, collector ${share(b.collector - a.collector)}, nginx ${share(b.nginx - a.nginx)}; load average ${loadavg()[0]!.toFixed(2)}`;
    };

    const runDriver = async (mode: DriverMode, callsPerSecond: number, measurePage: boolean) => {
      const base = mode === 'healthz' || mode === 'healthz-max' ? pageBase : collectBase;
      const driver = fork(DRIVER, ['--driver', base, o.host, o.websiteId, String(o.seconds), mode, String(callsPerSecond)], { execArgv: ['--import', 'tsx'] });
      let ready: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (ready = resolve));
      const driven = new Promise<DriverResult>((resolve) => driver.on('message', (m: DriverResult & { ready?: boolean }) => (m.ready === true ? ready() : resolve(m))));
      await started;
      const before = await rows();
      const c0 = cpu();
      const page = measurePage ? await pageLatency(agent, pageBase, o.host, o.path, o.seconds - 0.5) : null;
      const result = await driven;
      // The collector writes its queue on its own timer: wait until every accepted row is in (or 10 s).
      const waitUntil = performance.now() + 10_000;
      let written = (await rows()) - before;
      while (mode !== 'healthz' && mode !== 'healthz-max' && written < result.events && performance.now() < waitUntil) {
        await new Promise((r) => setTimeout(r, 100));
        written = (await rows()) - before;
      }
      const c1 = cpu();
      return { page, result, written, elapsed: (c1.t - c0.t) / 1000, cpu: cpuLine(c0, c1) };
    };

    const max = await runDriver('max', 0, false);
    console.log(`(a) maximum ingest through the collector: ${max.result.sent} calls answered (${(max.result.sent / o.seconds).toFixed(0)}/s), refused ${max.result.refused}; rows written ${max.written} in ${max.elapsed.toFixed(1)} s = ${(max.written / max.elapsed).toFixed(0)} events/s`);
    console.log(`    ${max.cpu}`);
    console.log(`(b) product page latency through ${nginx !== null ? 'nginx' : 'the app port'}, one request at a time; paced load = ${o.eventsPerSecond} events/s = ${o.callsPerSecond} calls/s to the collector; two rounds`);
    const ratio = (x: Figures, alone: Figures) => `p50 ${(x.p50 / alone.p50).toFixed(2)}x, p99 ${(x.p99 / alone.p99).toFixed(2)}x (${x.p99.toFixed(2)} / ${alone.p99.toFixed(2)} ms)`;
    const late = (r: DriverResult) => `${r.late} of ${r.sent + r.refused} calls started > 50 ms late`;
    for (const round of [1, 2]) {
      console.log(`collector role, round ${round}`.padEnd(58) + 'ops/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10) + 'count'.padStart(9));
      const c0 = cpu();
      const alone = await pageLatency(agent, pageBase, o.host, o.path, o.seconds);
      console.log(row('product page, nothing else running', alone));
      console.log(`    ${cpuLine(c0, cpu())}`);
      const paced = await runDriver('paced', o.callsPerSecond, true);
      console.log(row(`product page, while ${o.eventsPerSecond} events/s are collected`, paced.page!));
      console.log(`    ${paced.cpu}`);
      console.log(`    paced collection: ${paced.result.sent} calls answered, refused ${paced.result.refused}, ${late(paced.result)}; rows written ${paced.written} = ${(paced.written / paced.elapsed).toFixed(0)} events/s`);
      const healthz = await runDriver('healthz', o.callsPerSecond, true);
      console.log(row(`product page, while ${o.callsPerSecond} /healthz calls/s run (app)`, healthz.page!));
      console.log(`    ${healthz.cpu}`);
      console.log(`    paced /healthz: ${healthz.result.sent} calls answered, refused ${healthz.result.refused}, ${late(healthz.result)}`);
      console.log(`collector role, round ${round}: product page with / without ${o.eventsPerSecond} events/s of collection: ${ratio(paced.page!, alone)}`);
      console.log(`collector role, round ${round}: product page with / without ${o.callsPerSecond} /healthz calls/s on the app: ${ratio(healthz.page!, alone)}`);
    }
    // (c) The same loads interleaved with their absence in 2 s slices over three phases' time: "on"
    // and "off" in the same seconds, so the machine's drift cancels (analytics-http.ts, Slices).
    const SLICE_MS = 2000;
    const OFF_GUARD_MS = 500;
    const interleaved = async (mode: 'paced' | 'healthz') => {
      const seconds = o.seconds * 3;
      const slices = { epochMs: Math.ceil(wallNow() / SLICE_MS) * SLICE_MS, sliceMs: SLICE_MS };
      const base = mode === 'healthz' ? pageBase : collectBase;
      const driver = fork(DRIVER, ['--driver', base, o.host, o.websiteId, String(seconds), mode, String(o.callsPerSecond), String(slices.epochMs), String(SLICE_MS)], { execArgv: ['--import', 'tsx'] });
      let ready: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (ready = resolve));
      const driven = new Promise<DriverResult>((resolve) => driver.on('message', (m: DriverResult & { ready?: boolean }) => (m.ready === true ? ready() : resolve(m))));
      await started;
      const page = await pageLatencyBySlice(agent, pageBase, o.host, o.path, seconds - 0.5, slices, OFF_GUARD_MS);
      return { page, result: await driven };
    };
    console.log(`(c) the same, interleaved: the driver sends in every other ${SLICE_MS / 1000} s slice for ${o.seconds * 3} s; the page is measured throughout (an "off" slice's first ${OFF_GUARD_MS} ms left out)`);
    for (const mode of ['paced', 'healthz'] as const) {
      const what = mode === 'paced' ? `${o.eventsPerSecond} events/s of collection` : `${o.callsPerSecond} /healthz calls/s on the app`;
      const { page, result } = await interleaved(mode);
      console.log(row(`product page, slices without ${mode === 'paced' ? 'collection' : '/healthz calls'}`, page.off));
      console.log(row(`product page, slices with ${what}`, page.on));
      console.log(`    ${result.sent} calls answered, refused ${result.refused}, ${late(result)}`);
      console.log(`collector role, interleaved: product page with / without ${what}: ${ratio(page.on, page.off)}`);
    }
    agent.destroy();
  } finally {
    if (nginx !== null) await stop(nginx.child);
    if (product !== null) await stop(product.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
