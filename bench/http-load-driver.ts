/**
 * The load side of `npm run bench:http`, run in its own process: `connections` visitors at once,
 * each on its own keep-alive connection, for `seconds` of timed requests; the figures go to
 * stdout as one JSON line. A visitor keeps its connection as a browser does: its calls never ride
 * on another visitor's connection, and a new visitor opens a new one. What a visitor sends is described by `kind`:
 *   - get: the same GET over and over (used when wrk is not installed);
 *   - first-view: the owner changes a variant's stock (untimed), then every visitor asks for the
 *     product page at once — the first views after a change; a page that does not show the new
 *     stock counts as stale (an error);
 *   - add-to-cart: each visitor has its own crumb and cart cookie and adds one unit a request; a
 *     visitor is replaced by a new one after ADDS_PER_VISITOR adds (the per-visitor limit, GAP-75,
 *     is 30 adds a minute);
 *   - cart-read: each visitor fills its own cart once (untimed), then reads it over and over;
 *   - place-order: carts are filled in rounds (untimed: add, shipping location, shipping option),
 *     then every cart is checked out with the test processor's card; only the checkouts are timed.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

interface Job {
  port: number;
  host: string;
  kind: 'get' | 'first-view' | 'add-to-cart' | 'cart-read' | 'place-order';
  path: string;
  connections: number;
  seconds: number;
  /** The line a visitor adds: item id, sku, quantity. */
  line?: Record<string, unknown>;
  /** place-order: the lines buyers take in turn (else `line` for all). */
  lines?: Record<string, unknown>[];
  /** first-view: the owner's headers, the variant whose stock changes and its stock now. */
  owner?: Record<string, string>;
  variantId?: string;
  stock?: number;
}

const ADDS_PER_VISITOR = 20;
const ORDER_ROUND = 2;
const CARD = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const ADDRESS = { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'us' };

const job = JSON.parse(process.argv[2]!) as Job;
/** One keep-alive connection: a visitor's own, or one slot's for requests without a visitor. */
const connection = () => new Agent({ keepAlive: true, maxSockets: 1 });
const agents: Agent[] = [];
const slots = Array.from({ length: job.connections }, () => connection());
agents.push(...slots);
const latencies: number[] = [];
let errors = 0;
let stale = 0;
let timedMs = 0;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(agent: Agent, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const all = { host: job.host, ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) };
    const req = request({ port: job.port, host: '127.0.0.1', method, path, headers: all, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    req.end(payload);
  });
}

/** A timed request: its latency is kept; a 4xx/5xx or a refused connection is an error. */
async function timed(agent: Agent, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const started = process.hrtime.bigint();
  const answer = await send(agent, method, path, headers, body);
  latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  if (answer.status === 0 || answer.status >= 400) errors++;
  return answer;
}

/** A browser: its own connection and crumb, and the cart cookie the server gives it. */
function newVisitor() {
  const agent = connection();
  agents.push(agent);
  const crumb = randomBytes(18).toString('base64url');
  let cart: string | null = null;
  const headers = () => ({ cookie: `crumb=${crumb}${cart === null ? '' : `; ss_cart=${cart}`}`, 'x-csrf-token': crumb });
  const keep = (answer: Answer) => {
    const set = (answer.headers['set-cookie'] ?? []).map((c) => /^ss_cart=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined);
    if (set !== undefined) cart = set;
    return answer;
  };
  return {
    untimed: async (method: string, path: string, body?: unknown) => {
      const answer = keep(await send(agent, method, path, headers(), body));
      if (answer.status >= 400 || answer.status === 0) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      return answer;
    },
    timed: async (method: string, path: string, body?: unknown) => keep(await timed(agent, method, path, headers(), body)),
    leave: () => agent.destroy(),
  };
}

/** Runs `work(visitor)` on every connection until the time is up; the wall time counts. */
async function steady(work: (connection: number) => Promise<void>): Promise<void> {
  const started = Date.now();
  const until = started + job.seconds * 1000;
  await Promise.all(Array.from({ length: job.connections }, async (_, c) => {
    while (Date.now() < until) await work(c);
  }));
  timedMs = Date.now() - started;
}

/** Rounds of `prepare` (untimed) then `measure` (timed) on every connection, until `seconds` of timed work. */
async function rounds<T>(prepare: (connection: number) => Promise<T>, measure: (input: T, connection: number) => Promise<void>): Promise<void> {
  while (timedMs < job.seconds * 1000) {
    const inputs = await Promise.all(Array.from({ length: job.connections }, (_, c) => prepare(c)));
    const started = Date.now();
    await Promise.all(inputs.map((input, c) => measure(input, c)));
    timedMs += Date.now() - started;
  }
}

const CART = '/api/commerce/shopping-cart';

async function run(): Promise<void> {
  switch (job.kind) {
    case 'get':
      return steady(async (c) => void (await timed(slots[c]!, 'GET', job.path, {})));
    case 'first-view': {
      let stock = job.stock!;
      const shows = new RegExp(`qtyInStock(?:&quot;|")\\s*:\\s*(\\d+)`, 'g');
      return rounds(
        async (c) => {
          if (c !== 0) return 0;
          const next = stock + 1;
          const res = await send(slots[0]!, 'POST', `/api/admin/catalog/stock/${job.variantId}`, job.owner!, { expected: stock, quantity: next });
          if (res.status !== 200) throw new Error(`stock change answered ${res.status}: ${res.body.slice(0, 300)}`);
          stock = next;
          return next;
        },
        async (_stock, c) => {
          const answer = await timed(slots[c]!, 'GET', job.path, {});
          if (![...answer.body.matchAll(shows)].some((m) => Number(m[1]) === stock)) stale++;
        },
      );
    }
    case 'add-to-cart': {
      const visitors = Array.from({ length: job.connections }, () => ({ visitor: newVisitor(), adds: 0 }));
      return steady(async (c) => {
        const v = visitors[c]!;
        if (v.adds++ === ADDS_PER_VISITOR) {
          v.visitor.leave();
          Object.assign(v, { visitor: newVisitor(), adds: 1 });
        }
        await v.visitor.timed('POST', `${CART}/entries`, job.line);
      });
    }
    case 'cart-read': {
      const visitors = await Promise.all(Array.from({ length: job.connections }, async () => {
        const visitor = newVisitor();
        await visitor.untimed('POST', `${CART}/entries`, job.line);
        return visitor;
      }));
      return steady(async (c) => void (await visitors[c]!.timed('GET', CART)));
    }
    case 'place-order':
      return rounds(
        async (c) => {
          const buyers = [];
          for (let i = 0; i < ORDER_ROUND; i++) {
            const buyer = newVisitor();
            const lines = job.lines ?? [job.line];
            await buyer.untimed('POST', `${CART}/entries`, lines[(c * ORDER_ROUND + i) % lines.length]);
            const located = JSON.parse((await buyer.untimed('PUT', `${CART}/shipping-location`, { country: 'us', postalCode: '12345' })).body) as { shoppingCart: { shippingOptions: { id: string }[] } };
            await buyer.untimed('PUT', `${CART}/shipping-option`, { optionId: located.shoppingCart.shippingOptions[0]!.id });
            buyers.push(buyer);
          }
          return buyers;
        },
        async (buyers) => {
          for (const buyer of buyers) {
            const answer = await buyer.timed('POST', '/api/commerce/checkout', { email: 'ada@example.com', shippingAddress: ADDRESS, payment: CARD, idempotencyKey: `bench-${randomBytes(9).toString('hex')}` });
            if (answer.status === 200 && !answer.body.includes('"order"')) errors++;
            buyer.leave();
          }
        },
      );
  }
}

await run();
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
const rps = timedMs > 0 ? latencies.length / (timedMs / 1000) : 0;
process.stdout.write(`${JSON.stringify({ requests: latencies.length, rps, p50: at(0.5), p99: at(0.99), errors: errors + stale, stale })}\n`);
for (const agent of agents) agent.destroy();
