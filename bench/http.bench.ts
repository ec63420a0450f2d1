/**
 * `npm run bench:http [-- --quick]`: the product under load from outside, over real HTTP.
 * Starts the server in its own process (embedded database in a fresh folder; PostgreSQL too
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set — the demo site is created there when the
 * database is fresh), drives it from another process with 32 keep-alive connections
 * (http-load-driver.ts), and prints for each row requests/s, p50, p99 and errors, with the
 * product page's figures beside a bare Node `http` server and nginx (when installed) serving
 * the same bytes in the same run. Figures only: nothing here passes or fails on speed.
 *
 * STOA_PAGE_CACHE=off measures without the page cache; BENCH_CPU_PROF=<dir> writes the
 * server's CPU profile there (node --cpu-prof) when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 10;
const CONNECTIONS = 32;
const DRIVER = new URL('./http-load-driver.ts', import.meta.url).pathname;
const PRODUCT = '/shop/stoneware-mug';

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, host: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url, { headers: { host } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

const WRK = existsSync('/usr/bin/wrk') ? '/usr/bin/wrk' : null;

/** wrk's figures for a plain GET (the C load generator leaves more of the machine to the server). */
function wrk(port: number, path: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK!, ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-H', 'Host: localhost', `http://127.0.0.1:${port}${path}`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}`));
      const ms = (label: string) => {
        const m = new RegExp(`^\\s*${label}%\\s+([0-9.]+)(us|ms|s)`, 'm').exec(out);
        return m === null ? 0 : Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
      };
      const requests = Number(/([0-9]+) requests in/.exec(out)?.[1] ?? 0);
      const errors = Number(/Non-2xx or 3xx responses: ([0-9]+)/.exec(out)?.[1] ?? 0) + [...out.matchAll(/(connect|read|write|timeout) ([0-9]+)/g)].reduce((n, m) => n + Number(m[2]), 0);
      resolve({ requests, rps: Number(/Requests\/sec:\s+([0-9.]+)/.exec(out)?.[1] ?? 0), p50: ms('50'), p99: ms('99'), errors });
    });
  });
}

function drive(job: Record<string, unknown>): Promise<Figures> {
  if (WRK !== null && job.kind === 'get') return wrk(job.port as number, job.path as string);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', DRIVER, JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, ...job })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Figures) : reject(new Error(`load driver exited ${code}`))));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A bare Node `http` server answering every request with `file`'s bytes. */
async function nodePeer(file: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const source = `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}/`, 'localhost', child);
  return { port, child };
}

/** nginx (one worker, like the one Node process) serving `file`, or null when nginx is not installed. */
async function nginxPeer(dir: string, file: string): Promise<{ port: number; child: ChildProcess } | null> {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (binary === undefined) return null;
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; keepalive_requests 1000000; types { text/html html; }
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; try_files /${basename(file)} =404; } } }\n`,
  );
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}/`, 'localhost', child);
  return { port, child };
}

async function startProduct(dir: string, databaseUrl: string | undefined): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF;
  const args = [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), '--import', 'tsx', 'src/server/main.ts'];
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STOA_DATA_DIR: join(dir, 'data'),
    STOA_SEED_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The load comes from one address: the per-IP API limit would refuse it.
    STOA_API_RATE_LIMIT: '100000000',
    DATABASE_URL: databaseUrl ?? '',
  };
  if (databaseUrl === undefined) delete (env as Record<string, string | undefined>).DATABASE_URL;
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}${PRODUCT}`, 'localhost', child);
  return { port, child };
}

const row = (name: string, f: Figures, peers: { node?: Figures | undefined; nginx?: Figures | null | undefined } = {}) => {
  const pct = (peer: Figures | null | undefined) => (peer ? `${((100 * f.rps) / peer.rps).toFixed(1)} %` : '—');
  console.log(
    `| ${name.padEnd(38)} | ${f.rps.toFixed(0).padStart(7)} | ${f.p50.toFixed(2).padStart(7)} | ${f.p99.toFixed(2).padStart(7)} | ${String(f.errors).padStart(6)} | ${pct(peers.node).padStart(8)} | ${pct(peers.nginx).padStart(8)} |`,
  );
};

async function benchEngine(label: string, databaseUrl: string | undefined): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'stoa-bench-http-'));
  const product = await startProduct(dir, databaseUrl);
  const children: ChildProcess[] = [product.child];
  try {
    const base = `http://127.0.0.1:${product.port}`;
    const page = await fetch(`${base}${PRODUCT}`, { headers: { host: 'localhost' } });
    const bytes = Buffer.from(await page.arrayBuffer());
    const file = join(dir, 'page.html');
    writeFileSync(file, bytes);
    const context = (await (await fetch(`${base}${PRODUCT}?format=json`, { headers: { host: 'localhost' } })).json()) as {
      item: { id: string; structuredContent: { variants: { sku: string }[] } };
    };
    const add = { itemId: context.item.id, sku: context.item.structuredContent.variants[0]!.sku, quantity: 1 };
    const peerNode = await nodePeer(file);
    children.push(peerNode.child);
    const peerNginx = await nginxPeer(dir, file);
    if (peerNginx) children.push(peerNginx.child);

    const job = { port: product.port, host: 'localhost' };
    console.log(`\n${label}: ${CONNECTIONS} connections, plain GETs by ${WRK ?? 'the node load driver'}, the rest by the node load driver, ${SECONDS} s a row, product page ${bytes.byteLength} bytes, page cache ${process.env.STOA_PAGE_CACHE ?? 'on'}`);
    console.log(`| ${'row'.padEnd(38)} | ${'req/s'.padStart(7)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'errors'.padStart(6)} | ${'vs node'.padStart(8)} | ${'vs nginx'.padStart(8)} |`);
    console.log(`| ${'-'.repeat(38)} | ------: | ------: | ------: | -----: | -------: | -------: |`);
    const node = await drive({ port: peerNode.port, host: 'localhost', kind: 'get', path: '/' });
    const nginx = peerNginx ? await drive({ port: peerNginx.port, host: 'localhost', kind: 'get', path: '/' }) : null;
    row('product page (cached view)', await drive({ ...job, kind: 'get', path: PRODUCT }), { node, nginx });
    row('product page (first view, ?page=N new)', await drive({ ...job, kind: 'unique-get', path: PRODUCT }), { node, nginx });
    row('home', await drive({ ...job, kind: 'get', path: '/' }));
    row('add to cart (new visitor each)', await drive({ ...job, kind: 'add-to-cart', path: '/api/commerce/shopping-cart/entries', body: add }));
    const cookies: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const crumb = `bench-visitor-crumb-${i}-${Date.now()}`;
      const res = await fetch(`${base}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        headers: { host: 'localhost', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
        body: JSON.stringify(add),
      });
      const cart = /ss_cart=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      cookies.push(`crumb=${crumb}${cart ? `; ss_cart=${cart}` : ''}`);
    }
    row('cart read (own cart each)', await drive({ ...job, kind: 'cart-read', path: '/api/commerce/shopping-cart', cookies }));
    row('bare node http, same bytes', node);
    if (nginx) row('nginx (1 worker), same bytes', nginx);
    else console.log('(nginx is not installed: its column is empty; apt-get install nginx-light to add it)');
  } finally {
    for (const child of children.reverse()) await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

await benchEngine('embedded database (PGlite)', undefined);
const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pg) await benchEngine('PostgreSQL', pg);
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to run it too)');
console.log('\nOrder placement is not driven here yet. Figures only; the machine may be shared, so compare ratios within one run.');
