/**
 * Bad input never gets a 500: every route — the /api/ calls, the storefront's form posts and
 * pages — (app.registeredRoutes, so routes added later are walked too) is called by a signed-in owner (admin) who is also a signed-in customer, on a site
 * with a store, with malformed bodies, query strings and path parameters. Each answer must be a
 * 4xx (or a 2xx the route deems fine) with a JSON message — never a 5xx.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { Database } from '../src/db/database';
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
  { a: { b: { c: { d: { e: { f: { g: {} } } } } } }, email: 'x'.repeat(10_000), name: '\uffff\ufffe', country: 'ZZZ' },
];
const RAW_BODIES = ['{"unterminated', 'null', '"just a string"', '12'];
const PARAMS = ['x', '0', "'; drop table orders_orders; --", '..%2F..%2Fetc', 'z'.repeat(300)];
const QUERIES = ['', '?limit=-5&before=abc&cursor=%25&itemId[]=1&token=', '?mock=maybe&timecode=NaN&calculateSubtotal=1&locale=../../x&amount=-1'];

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

/**
 * The text boundary (src/server/plugins/text-boundary.ts): NUL, lone UTF-16 surrogates, bytes
 * that are not UTF-8 and malformed percent-escapes, in every position a route reads text from,
 * are refused with 400 INVALID_TEXT (a page outside /api/) before anything reaches the database.
 */
const NOT_ALLOWED = 'The request contains characters that are not allowed.';
/** Percent-escapes a URL can carry: NUL, a lone surrogate's UTF-8 form, an overlong NUL, a stray byte. */
const BAD_ESCAPES = ['%00', '%ED%A0%80', '%C0%80', '%FF'];
const NUL = '\u0000';
const LONE = '\ud800';
/** JSON bodies with bad text at the top, nested, in arrays and as a key. */
const BAD_JSON: unknown[] = [
  { itemId: NUL, sku: null, quantity: 1 },
  { email: `a${LONE}@example.com`, password: 'correct horse battery staple' },
  { shippingAddress: { firstName: 'Al', line1: `1 Main St${NUL}`, city: 'Town', countryCode: 'US' } },
  { lines: [{ sku: `A${'\udc00'}`, quantity: 1 }] },
  { [`field${NUL}`]: 'x' },
  [LONE],
];
const BAD_RAW: { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '"\\u0000"' },
  { type: 'application/json', body: '{"name":"\\ud800x"}' },
  { type: 'application/json', body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0x80]), Buffer.from('"}')]) },
  { type: 'application/x-www-form-urlencoded', body: 'itemId=%00&quantity=1' },
  { type: 'application/x-www-form-urlencoded', body: Buffer.from([0x69, 0x74, 0x65, 0x6d, 0x49, 0x64, 0x3d, 0xff]) },
];

/** Every row of every table, sorted: equal snapshots mean nothing was written. */
async function snapshot(database: Database): Promise<string[]> {
  const tables = await database.query<{ t: string }>(`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`);
  const out: string[] = [];
  for (const { t } of tables) out.push(...(await database.query<{ r: string }>(`select '${t}:' || row_to_json(x)::text as r from "${t}" x`)).map((row) => row.r).sort());
  return out;
}

/** Null when `res` is the boundary's refusal: the catalogue body (JSON answers) or the 400 page (pages, form posts). */
function refusedAsText(res: LightMyRequestResponse, api: boolean): string | null {
  if (res.statusCode !== 400) return `answered ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (api) return res.json().code === 'INVALID_TEXT' && res.json().message === NOT_ALLOWED ? null : `answered ${res.body.slice(0, 160)}`;
  const html = String(res.headers['content-type']).startsWith('text/html') && res.body.includes(`<p>${NOT_ALLOWED}</p>`);
  return html ? null : `answered ${res.headers['content-type']} ${res.body.slice(0, 160)}`;
}

describeDatabase('bad text on every route', (db) => {
  it('refuses NUL, lone surrogates, non-UTF-8 bytes and malformed escapes in every param, query and body with 400 INVALID_TEXT; nothing reaches the database', async () => {
    const app = await createTestApp(db(), { apiRateLimitPerMinute: 1_000_000 });
    const { headers } = await signedInEverywhere(app);
    const routes = app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const before = await snapshot(db());
    const failures: string[] = [];
    let calls = 0;
    const expectRefused = async (method: string, url: string, body?: { payload: unknown } | { type: string; raw: string | Buffer }) => {
      calls++;
      const res = await app.inject({
        method: method as 'GET',
        url,
        // Each call from its own address, so the per-IP sign-in limits never answer first.
        remoteAddress: `198.51.${Math.floor(calls / 250) % 250}.${(calls % 250) + 1}`,
        headers: body !== undefined && 'type' in body ? { ...headers, 'content-type': body.type } : headers,
        ...(body !== undefined && { payload: 'raw' in body ? body.raw : (body.payload as object) }),
      });
      const problem = refusedAsText(res, /^\/(api|media)\/|^\/(healthz|readyz)\b/.test(url));
      if (problem !== null) failures.push(`${method} ${url} ${body === undefined ? '' : JSON.stringify(body).slice(0, 80)} ${problem}`);
    };
    for (const route of routes) {
      const names = route.url.match(/:[A-Za-z0-9_]+|\*/g) ?? [];
      const good = fill(route.url, 'x');
      for (const name of names) {
        for (const bad of BAD_ESCAPES) await expectRefused(route.method, names.reduce((url, n) => url.replace(n, n === name ? bad : 'x'), route.url));
      }
      for (const bad of BAD_ESCAPES) {
        await expectRefused(route.method, `${good}?itemId=${bad}`);
        await expectRefused(route.method, `${good}?ok=1&x${bad}y=1`);
      }
      if (!BODY_METHODS.has(route.method)) continue;
      for (const payload of BAD_JSON) await expectRefused(route.method, good, { payload });
      for (const { type, body } of BAD_RAW) await expectRefused(route.method, good, { type, raw: body });
    }
    expect(calls).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
    expect(await snapshot(db())).toEqual(before);
    await app.close();
  }, 600_000);

  it('the storefront pages and the stock call that answered 500 on NUL now answer 400: a page for pages, the catalogue body for the API', async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    for (const url of ['/checkout/order-status?orderId=%00&token=x', '/checkout/gift-card?itemId=%00', '/checkout/subscription-confirmed?subscriptionId=%00&token=x', '/checkout/order-status?orderId=1&token=%FF']) {
      const page = await app.inject({ method: 'GET', url, headers: { host: shop.host } });
      expect(page.statusCode, url).toBe(400);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<title>Bad request</title>');
      expect(page.body).toContain(`<p>${NOT_ALLOWED}</p>`);
    }
    const stock = await app.inject({ method: 'GET', url: '/api/commerce/inventory/stock?itemId=%00', headers: { host: shop.host } });
    expect(stock.statusCode).toBe(400);
    expect(stock.json()).toEqual({ status: 400, code: 'INVALID_TEXT', message: NOT_ALLOWED });
    const order = await app.inject({ method: 'GET', url: '/api/commerce/orders/%FF', headers: { host: shop.host } });
    expect(order.json()).toEqual({ status: 400, code: 'INVALID_TEXT', message: NOT_ALLOWED });
    await app.close();
  });
});
