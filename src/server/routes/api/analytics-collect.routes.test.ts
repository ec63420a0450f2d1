/**
 * The visitor analytics' collection calls over HTTP (spec §6, §7; issue 14): good bodies are
 * queued (202) and written in batches, bad ones refused with a 400 and never stored; beacons
 * need no crumb, the two calls the spec gives a crumb check it; signed-in owners, the switches
 * and bots are handled as §6 says; no IP address is stored.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ContributorRole } from '../../../shared/enums';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import type { Config } from '../../config';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FORM = 'application/x-www-form-urlencoded';

describeDatabase('visitor analytics collection routes', (db) => {
  let n = 0;
  const setup = async (overrides: Partial<Config> = {}) => {
    const app = await createTestApp(db(), overrides);
    const site = await app.services.sites.create({ identifier: `anl-${++n}-${randomBytes(3).toString('hex')}`, title: 'Shop' });
    const host = await siteHost(app, site.id);
    const crumb = randomBytes(18).toString('base64url');
    const send = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method, url, headers: { host, 'user-agent': CHROME, cookie: `crumb=${crumb}`, ...headers }, ...(payload !== undefined && { payload: payload as string }) });
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const page = (extra: Record<string, unknown> = {}) => ({ websiteId: site.id, url: `https://${host}/shop/lamp?utm_source=news&utm_medium=email&utm_campaign=spring`, referrer: 'https://www.search.example/q?x=1', locale: 'en-GB', pageType: 'product', ...extra });
    const hit = (data: Record<string, unknown> = page(), headers: Record<string, string> = {}) =>
      send('POST', '/api/census/RecordHit', form({ event: 'view', data: JSON.stringify(data) }), { 'content-type': FORM, ...headers });
    const rows = async (table: string) => {
      await app.services.visitorAnalytics.flush();
      return db().query<Record<string, unknown>>(`select *, tableoid::regclass::text as part from ${table} where website_id = $1`, [site.id]);
    };
    return { app, site, host, crumb, send, form, page, hit, rows };
  };
  const done = (app: FastifyInstance) => app.close();

  it('ANL-10 ANL-11 RecordHit is queued (202) without a crumb, and stored with the derived page fields and no IP', async () => {
    const { app, hit, rows } = await setup();
    const answer = await hit(undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(answer.statusCode).toBe(202);
    const [row] = await rows('analytics_events');
    expect(row).toMatchObject({ kind: 'page_view', name: 'view', path: '/shop/lamp', referrer_host: 'search.example', utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring', device: 'desktop', browser: 'Chrome', country: 'GB', is_bot: false, page_type: 'product' });
    expect(String(row!.visitor_key)).toMatch(/^h:/);
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
    expect(JSON.stringify(row)).not.toContain('203.0.113.9');
    await done(app);
  });

  it('ANL-30 ANL-37 the visitor key is the analytics id: the body’s, else ss_cid, else the visit record’s first field', async () => {
    const { app, hit, page, rows } = await setup();
    await hit(page({ analyticsId: 'from-body' }));
    await hit(page(), { cookie: 'ss_cid=from-cookie' });
    await hit(page(), { cookie: 'ss_cvr=from-record|1|2|3|4' });
    await hit(page(), { cookie: 'ss_cvr=not a record' });
    const keys = (await rows('analytics_events')).map((r) => r.visitor_key);
    expect(keys.slice(0, 3)).toEqual(['from-body', 'from-cookie', 'from-record']);
    expect(String(keys[3])).toMatch(/^h:/);
    await done(app);
  });

  it('ANL-11 refuses bad RecordHit bodies with a 400 and a message, storing nothing', async () => {
    const { app, send, form, page, rows } = await setup();
    const bad = [
      form({ event: 'view', data: '{not json' }),
      form({ event: 'view', data: JSON.stringify({ url: '/x' }) }),
      form({ data: JSON.stringify(page()) }),
      form({ event: 'view', data: JSON.stringify(page({ websiteId: 'another-site' })) }),
    ];
    for (const body of bad) {
      const answer = await send('POST', '/api/census/RecordHit', body, { 'content-type': FORM });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: expect.any(Object) } });
    }
    expect(await rows('analytics_events')).toEqual([]);
    await done(app);
  });

  it('ANL-12 the census interactions take JSON or a beacon’s text/plain JSON; a bad one is a 400', async () => {
    const { app, send, page, rows } = await setup();
    for (const path of ['button-click', 'button-render', 'form-render', 'overlay']) {
      expect((await send('POST', `/api/census/${path}`, page({ targetId: 'buy' }))).statusCode).toBe(202);
    }
    const beacon = await send('POST', '/api/census/button-click', JSON.stringify(page({ targetLabel: 'Add' })), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(beacon.statusCode).toBe(202);
    expect((await send('POST', '/api/census/overlay', 'nope', { 'content-type': 'text/plain' })).statusCode).toBe(400);
    expect((await send('POST', '/api/census/overlay', { url: 5 })).statusCode).toBe(400);
    const kinds = (await rows('analytics_events')).map((r) => r.kind).sort();
    expect(kinds).toEqual(['button_click', 'button_click', 'button_render', 'form_render', 'overlay']);
    await done(app);
  });

  it('RecordQuickView stores the product id from the path with the Referer’s page; a bad id is a 400', async () => {
    const { app, host, send, rows } = await setup();
    expect((await send('POST', '/api/census/RecordQuickView/prod-1', undefined, { referer: `https://${host}/shop?utm_source=x` })).statusCode).toBe(202);
    expect((await send('POST', '/api/census/RecordQuickView/bad%20id')).statusCode).toBe(400);
    expect(await rows('analytics_events')).toMatchObject([{ kind: 'quick_view', item_id: 'prod-1', path: '/shop', utm_source: 'x' }]);
    await done(app);
  });

  it('ANL-16 RecordEvent needs the crumb field matching the crumb cookie', async () => {
    const { app, site, crumb, send, form, rows } = await setup();
    const data = JSON.stringify({ websiteId: site.id, pagePath: '/about', templateId: 't1' });
    expect((await send('POST', '/api/events/RecordEvent', form({ crumb: 'x'.repeat(24), event: 'signup', data }), { 'content-type': FORM })).statusCode).toBe(401);
    expect((await send('POST', '/api/events/RecordEvent', form({ crumb, event: 'signup', data: '[' }), { 'content-type': FORM })).statusCode).toBe(400);
    expect((await send('POST', '/api/events/RecordEvent', form({ crumb, event: 'signup', data }), { 'content-type': FORM })).statusCode).toBe(202);
    expect(await rows('analytics_events')).toMatchObject([{ kind: 'older_tracker', name: 'signup', path: '/about' }]);
    await done(app);
  });

  it('ANL-21 GAP-14 tracker events (JSON or beacon text) are stored with internal events’ fields checked; validate mode stores nothing', async () => {
    const { app, site, send, rows } = await setup();
    const content = { context_website_id: site.id, page_path: '/p/lamp', page_query_params: 'utm_source=ig', browser_locale: 'fr-CA', analytics_id: 'aid-1' };
    const addToCart = { eventSchemaName: 'commerce_add_to_cart', eventContent: { ...content, itemId: 'lamp', sku: 'L-1', quantity: 2, unitPriceCents: 1500, currency: 'USD' } };
    expect((await send('POST', '/api/v1/clanker/events', addToCart)).statusCode).toBe(202);
    expect((await send('POST', '/api/v1/clanker/events', JSON.stringify({ eventSchemaName: 'site_visit', eventContent: { ...content, first_session: true, first_landing: false } }), { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(202);
    const missing = await send('POST', '/api/v1/clanker/events', { eventSchemaName: 'commerce_add_to_cart', eventContent: { ...content, itemId: 'lamp' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data.errors)).toContain('eventContent.sku');
    expect((await send('POST', '/api/v1/clanker/events', { eventSchemaName: 'Bad Name', eventContent: content })).statusCode).toBe(400);
    const valid = await send('POST', '/api/v1/clanker/validate-event-content/commerce_add_to_cart', addToCart);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true });
    expect((await send('POST', '/api/v1/clanker/validate-event-content/site_visit', addToCart)).statusCode).toBe(400);
    const stored = await rows('analytics_events');
    expect(stored).toHaveLength(2);
    expect(stored.find((r) => r.name === 'commerce_add_to_cart')).toMatchObject({ kind: 'tracker', item_id: 'lamp', quantity: 2, value_cents: expect.anything(), currency: 'USD', path: '/p/lamp', utm_source: 'ig', country: 'CA', visitor_key: 'aid-1' });
    expect(Number(stored.find((r) => r.name === 'commerce_add_to_cart')!.value_cents)).toBe(3000);
    expect(stored.find((r) => r.name === 'site_visit')).toMatchObject({ new_visit: true });
    await done(app);
  });

  it('PERF-02 PERF-03 PERF-07 performance: settings give a page load id; web vitals become a row per metric (CLS divided back); out-of-range values are a 400', async () => {
    const { app, send, rows } = await setup();
    const settings = await send('GET', '/api/1/performance/settings');
    expect(settings.statusCode).toBe(200);
    const { pageLoadId } = settings.json() as { pageLoadId: string };
    expect(pageLoadId).toMatch(/^[\w-]+$/);
    const vitals = { app: 'stoa-storefront', event: 'web-vitals', pageLoadId, ts: 1, data: { LCP: 2100, CLS: 120, TTFB: 300, pageType: 'product', device: 'mobile', path: '/p/lamp?x=1' } };
    const other = { app: 'stoa-storefront', event: 'page-load', pageLoadId, ts: 1, data: { domReady: 800 } };
    expect((await send('POST', '/api/1/performance/records', JSON.stringify([vitals, other]), { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(202);
    expect((await send('POST', '/api/1/performance/records', [{ ...vitals, data: { LCP: 2_147_483_648 } }])).statusCode).toBe(400);
    expect((await send('POST', '/api/1/performance/records', [{ ...vitals, data: { LCP: -1 } }])).statusCode).toBe(400);
    expect((await send('POST', '/api/1/performance/records', [])).statusCode).toBe(400);
    const stored = await rows('analytics_performance');
    expect(stored.filter((r) => r.metric !== null).map((r) => [r.metric, r.value]).sort()).toEqual([['CLS', 0.12], ['LCP', 2100], ['TTFB', 300]]);
    expect(stored.find((r) => r.metric === 'LCP')).toMatchObject({ page_type: 'product', device: 'mobile', path: '/p/lamp' });
    expect(stored.find((r) => r.metric === null)).toMatchObject({ event: 'page-load' });
    await done(app);
  });

  it('ERR-01 ERR-02 error reports need the X-CSRF-Token header equal to the crumb cookie; stored with a fingerprint and the top frame', async () => {
    const { app, crumb, send, rows } = await setup();
    const stack = `TypeError: x is undefined\n    at addToCart (https://shop.example/assets/cart.js:10:5)\n    at onClick (https://shop.example/assets/app.js:1:1)\n${'x'.repeat(6000)}`;
    const reports = [{ event: 'error', timestamp: 5, data: { message: 'x is undefined', stack: stack.slice(0, 5000), url: 'https://shop.example/cart?y=1' } }];
    expect((await send('POST', '/api/events/RecordJavascriptErrors', reports)).statusCode).toBe(401);
    expect((await send('POST', '/api/events/RecordJavascriptErrors', reports, { 'x-csrf-token': 'y'.repeat(24) })).statusCode).toBe(401);
    expect((await send('POST', '/api/events/RecordJavascriptErrors', [{ event: 'error' }], { 'x-csrf-token': crumb })).statusCode).toBe(400);
    expect((await send('POST', '/api/events/RecordJavascriptErrors', [{ ...reports[0], data: { message: 'm', stack: 's'.repeat(5001) } }], { 'x-csrf-token': crumb })).statusCode).toBe(400);
    expect((await send('POST', '/api/events/RecordJavascriptErrors', [...reports, reports[0]], { 'x-csrf-token': crumb })).statusCode).toBe(202);
    const stored = await rows('analytics_script_errors');
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ message: 'x is undefined', top_frame: 'addToCart (https://shop.example/assets/cart.js:10:5)', category: 'uncaught', path: '/cart', browser: 'Chrome' });
    expect(stored[0]!.fingerprint).toBe(stored[1]!.fingerprint);
    expect(String(stored[0]!.stack).length).toBe(5000);
    await done(app);
  });

  it('ANL-44 getId answers { id: "automated-mock-id" } while session recording is off, and a recording id when on', async () => {
    const off = await setup();
    const answer = await off.send('GET', '/api/commerce/fullstory/getId');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 'automated-mock-id' });
    await done(off.app);
    const on = await setup({ sessionRecording: true });
    // ANL-45: a US site (the site's location names the United States).
    await on.app.services.sites.update(on.site.id, { settings: { ...on.site.settings, location: { addressCountry: 'United States' } } });
    await on.app.services.siteDirectory.refresh();
    expect((await on.send('GET', '/api/commerce/fullstory/getId')).json().id).not.toBe('automated-mock-id');
    await done(on.app);
  });

  it('ANL-45 GAP-66 getId answers "automated-mock-id" on a site that is not a US site, and under the restrictive cookie policy', async () => {
    const on = await setup({ sessionRecording: true });
    const getId = async (headers: Record<string, string> = {}) => (await on.send('GET', '/api/commerce/fullstory/getId', undefined, headers)).json().id as string;
    await on.app.services.sites.update(on.site.id, { settings: { ...on.site.settings, location: { addressCountry: 'Canada' } } });
    await on.app.services.siteDirectory.refresh();
    expect(await getId()).toBe('automated-mock-id');
    await on.app.services.sites.update(on.site.id, { settings: { ...on.site.settings, location: { addressCountry: 'USA' }, analytics: { cookieBanner: 'opt-in' } } });
    await on.app.services.siteDirectory.refresh();
    expect(await getId()).toBe('automated-mock-id');
    expect(await getId({ cookie: `crumb=${on.crumb}; ss_cookieAllowed=1` })).not.toBe('automated-mock-id');
    expect(await getId({ cookie: `crumb=${on.crumb}; ss_cookieAllowed=1`, dnt: '1' })).toBe('automated-mock-id');
    expect(await getId({ cookie: `crumb=${on.crumb}; ss_cookieAllowed=1`, 'sec-gpc': '1' })).toBe('automated-mock-id');
    await done(on.app);
  });

  it('ANL-06 nothing is stored when the deployment switch or the site’s analytics are off (answered 202 all the same)', async () => {
    const off = await setup({ analyticsEnabled: false });
    expect((await off.hit()).statusCode).toBe(202);
    expect(await off.rows('analytics_events')).toEqual([]);
    await done(off.app);
    const site = await setup();
    await site.app.services.sites.update(site.site.id, { settings: { ...site.site.settings, analytics: { enabled: false } } });
    await site.app.services.siteDirectory.refresh();
    expect((await site.hit()).statusCode).toBe(202);
    expect(await site.rows('analytics_events')).toEqual([]);
    await done(site.app);
  });

  it('ANL-01 ANL-02 a signed-in contributor is not recorded, except a viewer on a page that is not an editing page', async () => {
    const { app, site, host, hit, page, rows } = await setup();
    const admin = await ownerSession(app, { websiteId: site.id, role: ContributorRole.ADMIN });
    expect((await hit(page(), { cookie: admin.headers.cookie! })).statusCode).toBe(202);
    expect(await rows('analytics_events')).toEqual([]);
    const viewer = await ownerSession(app, { websiteId: site.id, role: ContributorRole.VIEWER });
    await hit(page({ url: `https://${host}/config/pages` }), { cookie: viewer.headers.cookie! });
    expect(await rows('analytics_events')).toEqual([]);
    await hit(page({ url: `https://${host}/about` }), { cookie: viewer.headers.cookie! });
    expect((await rows('analytics_events')).map((r) => r.path)).toEqual(['/about']);
    await done(app);
  });

  it('bots are stored with is_bot and their device and browser; a phone is a mobile device', async () => {
    const { app, hit, rows } = await setup();
    await hit(undefined, { 'user-agent': GOOGLEBOT });
    await hit(undefined, { 'user-agent': IPHONE });
    const stored = await rows('analytics_events');
    expect(stored.map((r) => [r.is_bot, r.device, r.browser])).toEqual([[true, 'desktop', 'Other'], [false, 'mobile', 'Safari']]);
    await done(app);
  });

  it('rows go into the day’s partition once the partition manager has run, not the default', async () => {
    const { app, hit, rows } = await setup();
    await app.services.visitorAnalytics.partitions.maintain();
    await hit();
    expect((await rows('analytics_events')).map((r) => r.part)).toEqual(['analytics_events_p20261121']);
    await done(app);
  });

  it('GAP-75 collection calls have their own rate-limit bucket: they never spend the general /api/ budget', async () => {
    const { app, hit, send, rows } = await setup({ apiRateLimitPerMinute: 3 });
    for (let i = 0; i < 6; i++) expect((await hit()).statusCode).toBe(202);
    expect((await rows('analytics_events')).length).toBe(6);
    expect((await send('GET', '/api/1/performance/settings')).statusCode).toBe(200);
    expect((await send('GET', '/api/commerce/shopping-cart')).statusCode).not.toBe(429);
    await done(app);
  });

  it('an unknown host is a 404 and stores nothing', async () => {
    const { app, send, page } = await setup();
    expect((await send('POST', '/api/census/overlay', page(), { host: 'nowhere.example' })).statusCode).toBe(404);
    await done(app);
  });
});
