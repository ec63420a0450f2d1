/**
 * Bad input never gets a 500: every route — the /api/ calls, the storefront's form posts and
 * pages — (app.registeredRoutes, so routes added later are walked too) is called by a signed-in owner (admin) who is also a signed-in customer, on a site
 * with a store, with malformed bodies, query strings and path parameters. Each answer must be a
 * 4xx (or a 2xx the route deems fine) with a JSON message — never a 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from './support/app';
import { createCartSite } from './support/cart';
import { describeDatabase } from './support/database';
import { ownerSession } from './support/owner';
import { browser, customerEmail, SITE_USER_PASSWORD } from './support/site-users';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies a careless or hostile client sends: wrong types everywhere, deep nesting, huge text. */
const BODIES: unknown[] = [
  {},
  [],
  { itemId: 123, sku: { $gt: '' }, quantity: '1e999', additionalFields: [1, 2], email: ['a'], code: null },
  { quantity: -1, amount: 1e308, limit: 'all', idempotencyKey: ' ', payment: { type: 'card', number: 42 }, lines: 'x' },
  { a: { b: { c: { d: { e: { f: { g: {} } } } } } }, email: 'x'.repeat(10_000), name: '\u0000\uffff', country: 'ZZZ' },
];
const RAW_BODIES = ['{"unterminated', 'null', '"just a string"', '12'];
const PARAMS = ['x', '0', "'; drop table orders_orders; --", '..%2F..%2Fetc', 'z'.repeat(300)];
const QUERIES = ['', '?limit=-5&before=abc&cursor=%00&itemId[]=1&token=', '?mock=maybe&timecode=NaN&calculateSubtotal=1&locale=../../x&amount=-1'];

const fill = (url: string, value: string) => url.replace(/:[A-Za-z0-9_]+/g, encodeURIComponent(value)).replace(/\*/g, encodeURIComponent(value));

async function signedInEverywhere(app: FastifyInstance) {
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

describeDatabase('bad input on every route', (db) => {
  it("answers malformed bodies, queries and path parameters with a 4xx, 2xx or 3xx, never a 5xx", async () => {
    // A high limit: this walk is one client making thousands of calls on purpose.
    const app = await createTestApp(db(), { apiRateLimitPerMinute: 1_000_000 });
    const { headers } = await signedInEverywhere(app);
    const signsOut = (r: { method: string; url: string }) => r.method === 'DELETE' && r.url.endsWith('/session');
    // Signing out last, so every other route is walked signed in.
    const routes = app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));
    expect(routes.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(60);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /cart/add', 'POST /cart/update', 'GET /checkout']));
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
    expect(calls).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    await app.close();
  }, 600_000);
});
