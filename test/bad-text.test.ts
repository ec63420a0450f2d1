import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createTestApp } from './support/app';
import { BODY_METHODS, fill, signedInEverywhere } from './support/bad-input';
import { createCartSite } from './support/cart';
import { describeDatabase } from './support/database';

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
