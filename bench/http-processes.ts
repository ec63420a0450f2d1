/**
 * The processes `npm run bench:http` runs: the product (src/server/main.ts, as `npm start` runs
 * it), its two peers serving the product page's bytes (a bare Node `http` server and nginx with
 * one worker), and the load generators (wrk for plain GETs when /usr/bin/wrk exists, else the
 * Node driver in http-load-driver.ts, always its own process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, writeFileSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join } from 'node:path';

export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  stale?: number;
}

export interface Running {
  port: number;
  child: ChildProcess;
}

const DRIVER = new URL('./http-load-driver.ts', import.meta.url).pathname;
export const WRK = existsSync('/usr/bin/wrk') ? '/usr/bin/wrk' : null;
export const CONNECTIONS = 32;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function waitFor(url: string, child: ChildProcess, tries = 1500): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url, { headers: { host: 'localhost' } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** wrk's figures for a plain GET (the C load generator leaves more of the machine to the server). */
function wrk(port: number, path: string, seconds: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    // A long timeout: on a loaded machine a slow answer is a figure, not an error.
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-H', 'Host: localhost', `http://127.0.0.1:${port}${path}`];
    const child = spawn(WRK!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}`));
      const ms = (label: string) => {
        const m = new RegExp(`^\\s*${label}%\\s+([0-9.]+)(us|ms|s)`, 'm').exec(out);
        return m === null ? 0 : Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
      };
      const requests = Number(/([0-9]+) requests in/.exec(out)?.[1] ?? 0);
      const socketErrors = [...out.matchAll(/(connect|read|write|timeout) ([0-9]+)/g)].reduce((n, m) => n + Number(m[2]), 0);
      const errors = Number(/Non-2xx or 3xx responses: ([0-9]+)/.exec(out)?.[1] ?? 0) + socketErrors;
      resolve({ requests, rps: Number(/Requests\/sec:\s+([0-9.]+)/.exec(out)?.[1] ?? 0), p50: ms('50'), p99: ms('99'), errors });
    });
  });
}

/** One row's load from its own process: wrk for a plain GET when installed, else the Node driver. */
export function drive(seconds: number, job: Record<string, unknown>): Promise<Figures> {
  if (WRK !== null && job.kind === 'get') return wrk(job.port as number, job.path as string, seconds);
  return new Promise((resolve, reject) => {
    const spec = JSON.stringify({ host: 'localhost', connections: CONNECTIONS, seconds, ...job });
    const child = spawn(process.execPath, ['--import', 'tsx', DRIVER, spec], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Figures) : reject(new Error(`load driver exited ${code} (${String(job.kind)})`))));
  });
}

/** A bare Node `http` server answering every request with `file`'s bytes. */
export async function nodePeer(file: string): Promise<Running> {
  const port = await freePort();
  const source = `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { port, child };
}

/** nginx's binary, or null when it is not installed. */
export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;

/**
 * Starts nginx with one worker (like the one Node process) on a free port, its files in `dir`,
 * and `http` inside its http block (`port` is where it listens); ready when `readyPath` answers.
 */
export async function startNginx(dir: string, workerConnections: number, readyPath: string, http: (port: number) => string): Promise<Running | null> {
  if (NGINX_BINARY === null) return null;
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
events { worker_connections ${workerConnections}; }
http { access_log off; keepalive_requests 1000000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
${http(port)} }\n`,
  );
  const child = spawn(NGINX_BINARY, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}${readyPath}`, child);
  return { port, child };
}

/** nginx serving `file`, or null when nginx is not installed. */
export function nginxPeer(dir: string, file: string): Promise<Running | null> {
  return startNginx(dir, 1024, '/', (port) => `  types { text/html html; }
  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; try_files /${basename(file)} =404; } }`);
}

/**
 * The product as `npm start` runs it, on `databaseUrl` (PostgreSQL) or the embedded database in
 * `dir/data`; its log (stdout) goes to `dir/server.log`, as to an operator's log file.
 * `env` adds settings (LOG_LEVEL, STOA_LOG_SYNC); ready when `readyPath` answers.
 */
export async function startProduct(dir: string, databaseUrl: string | undefined, readyPath: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF;
  const args = [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), '--import', 'tsx', 'src/server/main.ts'];
  const all: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STOA_DATA_DIR: join(dir, 'data'),
    STOA_SEED_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // The load comes from one address: the per-IP API limit would refuse it.
    STOA_API_RATE_LIMIT: '100000000',
    DATABASE_URL: databaseUrl,
    ...env,
  };
  if (databaseUrl === undefined) delete all.DATABASE_URL;
  const log = openSync(join(dir, 'server.log'), 'a');
  const child = spawn(process.execPath, args, { env: all, stdio: ['ignore', log, 'inherit'] });
  closeSync(log);
  await waitFor(`http://127.0.0.1:${port}${readyPath}`, child);
  return { port, child };
}
