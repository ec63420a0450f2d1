/**
 * The malformed-input walk (test/bad-input-*.test.ts): every route, called by a signed-in owner
 * who is also a signed-in customer, with malformed bodies, queries and path parameters. The
 * routes are dealt into shards, one test file each, so the shards run side by side.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { createTestApp } from './app';
import { createCartSite } from './cart';
import { ownerSession } from './owner';
import { browser, customerEmail, SITE_USER_PASSWORD } from './site-users';

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies a careless or hostile client sends: wrong types everywhere, deep nesting, huge text. */
const BODIES: unknown[] = [
  {},
  [],
  { itemId: 123, sku: { $gt: '' }, quantity: '1e999', additionalFields: [1, 2], email: ['a'], code: null },
  { quantity: -1, amount: 1e308, limit: 'all', idempotencyKey: ' ', payment: { type: 'card', number: 42 }, lines: 'x' },
  { a: { b: { c: { d: { e: { f: { g: {} } } } } } }, email: 'x'.repeat(10_000), name: '\uffff\ufffe', country: 'ZZZ' },
];
const RAW_BODIES = ['{"unterminated', 'null', '"just a string"', '12'];
const PARAMS = ['x', '0', "'; drop table orders_orders; --", '..%2F..%2Fetc', 'z'.repeat(300)];
const QUERIES = ['', '?limit=-5&before=abc&cursor=%25&itemId[]=1&token=', '?mock=maybe&timecode=NaN&calculateSubtotal=1&locale=../../x&amount=-1'];

export const fill = (url: string, value: string) => url.replace(/:[A-Za-z0-9_]+/g, encodeURIComponent(value)).replace(/\*/g, encodeURIComponent(value));

export async function signedInEverywhere(app: FastifyInstance) {
  const shop = await createCartSite(app);
  const owner = await ownerSession(app, { websiteId: shop.site.id });
  const customer = browser(app, shop.host, '192.0.2.91');
  expect((await customer.signUp({ email: customerEmail(), password: SITE_USER_PASSWORD })).statusCode).toBe(200);
  await customer.add({ itemId: shop.products.print.itemId, sku: null, quantity: 1 });
  const customerCookies = [...customer.cookies].filter(([name]) => name !== 'crumb').map(([name, value]) => `${name}=${value}`);
  const headers: Record<string, string> = {
    ...owner.headers,
    cookie: [owner.headers.cookie, ...customerCookies].join('; '),
    'x-siteuser-xsrf-token': customer.xsrfToken ?? '',
  };
  return { headers };
}


/** What a walk over its share of the routes found. */
export interface MalformedInputWalk {
  /** Every route's method and URL (all shards), to check the walk finds what it must. */
  allRoutes: string[];
  calls: number;
  failures: string[];
}

/**
 * Calls shard `shard` of `shards` of the routes (every shards-th route, the owner's sign-out
 * last in the shard that has it) with every malformed body, query and path parameter.
 */
export async function walkMalformedInput(database: Database, shard: number, shards: number): Promise<MalformedInputWalk> {
  // A high limit: this walk is one client making thousands of calls on purpose.
  const app = await createTestApp(database, { apiRateLimitPerMinute: 1_000_000 });
  const { headers } = await signedInEverywhere(app);
  const signsOut = (r: { method: string; url: string }) => r.method === 'DELETE' && r.url.endsWith('/session');
  // Signing out last, so every other route is walked signed in.
  const all = app.registeredRoutes
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));
  const routes = all.filter((_, index) => index % shards === shard);
  const failures: string[] = [];
  let calls = 0;
  const check = async (method: string, url: string, body: { payload?: unknown; raw?: string }) => {
    calls++;
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: body.raw === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body.raw !== undefined ? { payload: body.raw } : body.payload !== undefined ? { payload: body.payload as object } : {}),
    });
    if (res.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(body).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
      const answer = res.json() as { message?: unknown; crumbFail?: unknown };
      if (typeof answer.message !== 'string' && answer.crumbFail !== true) failures.push(`${method} ${url} → ${res.statusCode} without a message: ${res.body.slice(0, 120)}`);
    }
  };
  for (const route of routes) {
    const paths = route.url.includes(':') || route.url.includes('*') ? PARAMS.map((p) => fill(route.url, p)) : [route.url];
    for (const path of paths) {
      for (const query of QUERIES) {
        if (BODY_METHODS.has(route.method)) {
          for (const payload of BODIES) await check(route.method, path + query, { payload });
          for (const raw of RAW_BODIES) await check(route.method, path + query, { raw });
        } else {
          await check(route.method, path + query, {});
        }
      }
    }
  }
  await app.close();
  return { allRoutes: all.map((r) => `${r.method} ${r.url}`), calls, failures };
}
