/**
 * The page fast lane (issue 15 §1) over real connections: a repeat view it answers is the
 * answer the page route gives the same request (`app.inject` always goes the route's way), and
 * every request whose answer could differ goes to the route.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createTestApp } from '../../../test/support/app';
import { createCartSite } from '../../../test/support/cart';
import { describeDatabase } from '../../../test/support/database';
import { listenOnLoopback, type LoopbackResponse } from '../../../test/support/loopback-http';
import { ownerSession } from '../../../test/support/owner';
import { createPageFastLane } from './page-fast-lane';
import type { CachedPage } from '../render/page-cache';

const dir = mkdtempSync(join(tmpdir(), 'stoa-fast-lane-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let logFiles = 0;

/** Headers Node's server or the inject shim add on their own (framing, the date). */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const NONCE = /'nonce-([^']+)'/;

/** An answer with its per-response values (nonce, request id, new crumb) made comparable. */
function comparable(res: { statusCode: number; headers: IncomingHttpHeaders | Record<string, unknown>; rawPayload: Buffer }) {
  const nonce = NONCE.exec(String(res.headers['content-security-policy'] ?? ''))?.[1];
  const plain = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (FRAMING.has(name) || value === undefined) continue;
    let text = Array.isArray(value) ? value.join('\n') : String(value);
    if (nonce !== undefined) text = text.replaceAll(nonce, 'NONCE');
    if (name === 'x-request-id') text = 'ID';
    if (name === 'set-cookie') text = text.replace(/^crumb=[A-Za-z0-9_-]+;/, 'crumb=NEW;');
    if (name === 'content-length' && res.headers['content-encoding'] === 'gzip') text = 'GZIP';
    headers[name] = text;
  }
  const body = nonce === undefined ? plain.toString() : plain.toString().replaceAll(nonce, 'NONCE');
  return { statusCode: res.statusCode, headers, body };
}

describeDatabase('page fast lane', (db) => {
  const setup = async (overrides = {}, logTo?: string) => {
    const app = await createTestApp(db(), overrides, logTo === undefined ? {} : { logTo });
    const shop = await createCartSite(app);
    const loopback = await listenOnLoopback(app);
    const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => loopback.get(url, { host: shop.host, ...headers }, method);
    const viaRoute = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: shop.host, ...headers } });
    const served = () => app.pageFastLane!.served;
    return { app, ...shop, get, viaRoute, served };
  };
  /** Asks `get` once more and checks the lane answered it, the same as the route answers it. */
  const sameAsRoute = async (s: Awaited<ReturnType<typeof setup>>, url: string, headers: Record<string, string> = {}): Promise<LoopbackResponse> => {
    const before = s.served();
    const fast = await s.get(url, headers);
    expect(s.served(), `${url} ${JSON.stringify(headers)} by the lane`).toBe(before + 1);
    expect(comparable(fast)).toEqual(comparable(await s.viaRoute(url, headers)));
    return fast;
  };

  it('issue 15 §1 a repeat view is the route\'s answer: headers, a fresh nonce, the crumb cookie, 304, gzip, 404, queries', async () => {
    const s = await setup();
    const product = '/store/signed-print';
    const first = await s.get(product);
    expect(first.statusCode).toBe(200);
    expect(s.served()).toBe(0);
    const fast = await sameAsRoute(s, product);
    expect(NONCE.exec(String(fast.headers['content-security-policy']))?.[1]).not.toBe(NONCE.exec(String(first.headers['content-security-policy']))?.[1]);
    expect(fast.headers['set-cookie']?.[0]).toMatch(/^crumb=[A-Za-z0-9_-]{24}; Path=\/; SameSite=Lax$/);
    // A browser with a crumb keeps it; a malformed one is replaced.
    expect((await sameAsRoute(s, product, { cookie: 'crumb=abcdefghijklmnopqrstuv; ss_cvr=x' })).headers['set-cookie']).toBeUndefined();
    expect((await sameAsRoute(s, product, { cookie: 'crumb=bad!' })).headers['set-cookie']?.[0]).toMatch(/^crumb=/);
    expect((await sameAsRoute(s, product, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // gzip: the route makes the compressed pieces on the first ask; the lane sends them after.
    const lane = s.served();
    expect((await s.get(product, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect(s.served()).toBe(lane);
    await new Promise((done) => setTimeout(done, 20));
    expect((await sameAsRoute(s, product, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('gzip');
    // The not-found page and a page with a query, each learned from its own first view.
    expect((await s.get('/no-such-page')).statusCode).toBe(404);
    expect((await sameAsRoute(s, '/no-such-page')).statusCode).toBe(404);
    await s.get('/store/?category=none');
    await sameAsRoute(s, '/store/?category=none');
    await s.app.close();
  });

  it('issue 15 §1 requests the route must weigh are left to it: sessions, Authorization, HEAD, a new URL, another host', async () => {
    const s = await setup();
    const product = '/store/signed-print';
    await s.get(product);
    await s.get(product);
    expect(s.served()).toBe(1);
    // A stale owner session: the route clears its cookies, which the lane could not have done.
    const stale = await s.get(product, { cookie: 'stoa_owner=expired-token; stoa_owner_role=owner' });
    expect(String(stale.headers['set-cookie'])).toMatch(/stoa_owner=;/);
    const owner = await ownerSession(s.app, { websiteId: s.site.id });
    expect((await s.get(product, { cookie: owner.headers.cookie! })).statusCode).toBe(200);
    await s.get(product, { cookie: 'stoa_site_user=x' });
    await s.get(product, { authorization: 'Bearer not-a-key' });
    expect((await s.get(product, {}, 'HEAD')).body).toBe('');
    await s.get(`${product}?utm_source=mail`);
    // A very long URL is never remembered: its repeat goes to the route as well.
    const long = `${product}?ref=${'a'.repeat(2100)}`;
    expect((await s.get(long)).statusCode).toBe(200);
    expect((await s.get(long)).statusCode).toBe(200);
    const other = await createCartSite(s.app);
    await s.get(product, { host: other.host });
    expect(s.served()).toBe(1);
    await s.app.close();
  });

  it('issue 15 §1 behind a trusted proxy the forwarded host is part of what was learned', async () => {
    const s = await setup({ trustProxy: true });
    const product = '/store/signed-print';
    const shop = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    await s.get(product, shop);
    expect((await s.get(product, shop)).body).toContain('https://shop.example/store/signed-print');
    expect(s.served()).toBe(1);
    const other = await s.get(product, { ...shop, 'x-forwarded-host': 'other.example' });
    expect(other.body).toContain('https://other.example/store/signed-print');
    expect(s.served()).toBe(1);
    await s.app.close();
  });

  it('issue 15 §6 one log line an answer, the same either way', async () => {
    // A file of its own for each database the suite runs on.
    const file = join(dir, `log-${++logFiles}.ndjson`);
    const s = await setup({ logLevel: 'info' }, file);
    const slow = await s.get('/store/signed-print', { 'x-forwarded-for': '203.0.113.9' });
    const fast = await s.get('/store/signed-print', { 'x-request-id': 'from-the-proxy' });
    expect(s.served()).toBe(1);
    expect(fast.headers['x-request-id']).toBe('from-the-proxy');
    await s.app.close();
    type Line = { msg: string; reqId: string; req: Record<string, unknown>; res: { statusCode: number }; responseTime: number };
    const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Line);
    const lineOf = (id: unknown) => lines.filter((l) => l.reqId === id);
    const [routeLine] = lineOf(slow.headers['x-request-id']);
    const [laneLine] = lineOf('from-the-proxy');
    expect(lineOf(slow.headers['x-request-id'])).toHaveLength(1);
    expect(lineOf('from-the-proxy')).toHaveLength(1);
    for (const line of [routeLine!, laneLine!]) {
      expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/store/signed-print', host: s.host, remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
    }
    expect(Object.keys(laneLine!)).toEqual(Object.keys(routeLine!));
    expect(Object.keys(laneLine!.req)).toEqual(Object.keys(routeLine!.req));
  });
});

it('issue 15 §1 a fault in the lane is logged and the route answers instead; the process goes on', () => {
  const error = vi.fn();
  const broken = { status: 200, etag: 'W/"x"', variants: { get: () => { throw new Error('boom'); } } } as unknown as CachedPage;
  const lane = createPageFastLane({
    storefront: { cachedPageNow: () => broken },
    directory: { resolve: () => ({ id: 'site' }) as never, pending: () => null },
    ids: { next: () => 'id' },
    log: { error } as unknown as FastifyBaseLogger,
    trustProxy: false,
    secureCookies: false,
  });
  const req = { method: 'GET', url: '/p', headers: { host: 'shop.test' }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  lane.learn({ method: 'GET', raw: req } as FastifyRequest, 'site', 'key');
  const res = { headersSent: false } as ServerResponse;
  expect(lane.serve(req, res)).toBe(false);
  expect(error).toHaveBeenCalledWith(expect.objectContaining({ url: '/p' }), 'page fast lane failed');
  expect(lane.served).toBe(0);
});
