/**
 * The load side of `npm run bench:http`, run in its own process: `connections` keep-alive
 * connections each send one request after another for `seconds`, and the figures go to stdout
 * as one JSON line. A request is described by `kind` (see `requestOf`), so per-request parts
 * (a fresh visitor's crumb, a unique query) are made here, not by the server under test.
 */
import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';

interface Job {
  port: number;
  host: string;
  kind: 'get' | 'unique-get' | 'add-to-cart' | 'cart-read';
  path: string;
  connections: number;
  seconds: number;
  /** add-to-cart: the item and sku to add; cart-read: one cart cookie per connection. */
  body?: Record<string, unknown>;
  cookies?: string[];
}

const job = JSON.parse(process.argv[2]!) as Job;
const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
const latencies: number[] = [];
let errors = 0;
let unique = 0;

function requestOf(connection: number): { method: string; path: string; headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { host: job.host };
  switch (job.kind) {
    case 'get':
      return { method: 'GET', path: job.path, headers };
    case 'unique-get':
      // A page query the key holds, new every time: each view misses and renders afresh.
      return { method: 'GET', path: `${job.path}?page=${++unique}`, headers };
    case 'add-to-cart': {
      const crumb = randomBytes(18).toString('base64url');
      const body = JSON.stringify(job.body);
      return { method: 'POST', path: job.path, headers: { ...headers, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' }, body };
    }
    case 'cart-read':
      return { method: 'GET', path: job.path, headers: { ...headers, cookie: job.cookies![connection % job.cookies!.length]! } };
  }
}

function once(connection: number): Promise<void> {
  const r = requestOf(connection);
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = request({ port: job.port, host: '127.0.0.1', method: r.method, path: r.path, headers: r.headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if ((res.statusCode ?? 500) >= 400 && !(job.kind === 'get' && res.statusCode === 404 && job.path.includes('no-such'))) errors++;
        resolve();
      });
    });
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(r.body);
  });
}

const until = Date.now() + job.seconds * 1000;
const started = Date.now();
await Promise.all(
  Array.from({ length: job.connections }, async (_, connection) => {
    while (Date.now() < until) await once(connection);
  }),
);
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
process.stdout.write(`${JSON.stringify({ requests: latencies.length, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors })}\n`);
agent.destroy();
