/**
 * The owner's analytics reports over HTTP (issue 14 §4): the overview joins the rollups with
 * paid orders, ranges are checked with clear 400s, the Reporting role may read, CSV exports
 * defuse formula-like cells. The test app's clock is 2026-11-21 12:00 UTC (07:00 in New York).
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { analyticsCsvPath, analyticsEndpoints } from '../../../shared/api/analytics-endpoints';
import { ContributorRole } from '../../../shared/enums';
import { insertRawErrors, insertRawEvents, insertRawVitals } from '../../../../test/support/analytics-rows';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';

const TODAY_AT = Date.UTC(2026, 10, 21, 11); // 06:00 in New York, 2026-11-21
const YESTERDAY_AT = Date.UTC(2026, 10, 20, 18);

describeDatabase('analytics report routes', (db) => {
  let n = 0;
  const setup = async (role: number = ContributorRole.REPORTING) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `anl-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const owner = await ownerSession(app, { websiteId: site.id, role });
    const get = (url: string) => app.inject({ method: 'GET', url, headers: owner.headers });
    return { app, site, owner, get };
  };

  let orderNo = 0;
  const addOrder = async (websiteId: string, at: number, opts: { test?: boolean; status?: string; currency?: string; lines: [string, string, number, number][] }) => {
    const id = `o-${++orderNo}-${Math.random().toString(16).slice(2, 8)}`;
    const total = opts.lines.reduce((s, l) => s + l[2] * l[3], 0);
    await db().db.execute(sql`insert into orders_orders (id, website_id, order_number, idempotency_key, customer_email, currency, subtotal, grand_total, access_token, status, test_mode, created_at, updated_at)
      values (${id}, ${websiteId}, ${orderNo}, ${id}, 'b@example.com', ${opts.currency ?? 'USD'}, ${total}, ${total}, 't', ${opts.status ?? 'placed'}, ${opts.test ?? false}, ${new Date(at)}, ${new Date(at)})`);
    for (const [i, [itemId, name, qty, price]] of opts.lines.entries())
      await db().db.execute(sql`insert into orders_lines (order_id, website_id, position, item_id, variant_id, sku, product_name, quantity, unit_price)
        values (${id}, ${websiteId}, ${i}, ${itemId}, 'v', 'sku', ${name}, ${qty}, ${price})`);
  };

  it('issue 14 §4 the overview: traffic from the rollups (today refreshed first), revenue and products from paid, non-test orders', async () => {
    const { app, site, get } = await setup();
    const other = await app.services.sites.create({ identifier: `anl-other-${Math.random().toString(16).slice(2, 6)}`, title: 'Other' });
    await insertRawEvents(db(), [
      { websiteId: site.id, at: YESTERDAY_AT, visitorKey: 'a', sessionId: 'a1', path: '/' },
      { websiteId: site.id, at: TODAY_AT, visitorKey: 'a', sessionId: 'a2', path: '/shop', utmCampaign: 'winter' },
      { websiteId: site.id, at: TODAY_AT + 30_000, visitorKey: 'a', sessionId: 'a2', path: '/checkout', pageType: 'checkout' },
      { websiteId: other.id, at: TODAY_AT, visitorKey: 'o', sessionId: 'o', path: '/other-secret' },
    ]);
    await app.services.analyticsReports.rollups.rollupDay(site, '2026-11-20');
    await addOrder(site.id, TODAY_AT, { lines: [['p1', 'Mug', 2, 1500], ['p2', 'Tee', 1, 2000]] });
    await addOrder(site.id, YESTERDAY_AT, { lines: [['p1', 'Mug', 1, 1500]] });
    await addOrder(site.id, TODAY_AT, { test: true, lines: [['p1', 'Mug', 5, 1500]] });
    await addOrder(site.id, TODAY_AT, { status: 'cancelled', lines: [['p2', 'Tee', 5, 2000]] });
    await addOrder(site.id, Date.UTC(2026, 9, 1), { lines: [['p2', 'Tee', 9, 2000]] });
    await addOrder(other.id, TODAY_AT, { lines: [['p9', 'Other', 1, 9900]] });

    const res = await get(`${analyticsEndpoints.overview.path}?from=2026-11-20&to=2026-11-21`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-11-20', to: '2026-11-21', enabled: true, visitors: 1, visits: 2, pageViews: 3, bounceRate: 0.5, botHits: 0 });
    expect(body.days.map((d: { day: string; visits: number }) => [d.day, d.visits])).toEqual([['2026-11-20', 1], ['2026-11-21', 1]]);
    // The visit that arrived with the campaign went on to checkout: both its page views count under it.
    expect(body.campaigns).toEqual([{ key: 'winter', visitors: 1, visits: 1, pageViews: 2 }]);
    expect(body.funnel.find((s: { step: string }) => s.step === 'checkout')).toEqual({ step: 'checkout', label: 'Reached checkout', visits: 1, conversionRate: 0.5, stepRate: 0 });
    expect(body.revenue).toEqual({ value: '65.00', currency: 'USD' });
    expect(body.orders).toBe(2);
    expect(body.salesByProduct).toEqual([
      { productId: 'p1', title: 'Mug', quantity: 3, orders: 2, revenue: { value: '45.00', currency: 'USD' } },
      { productId: 'p2', title: 'Tee', quantity: 1, orders: 1, revenue: { value: '20.00', currency: 'USD' } },
    ]);
    expect(res.body).not.toContain('other-secret');
    expect(res.body).not.toContain('99.00');
    await app.close();
  });

  it('issue 14 §4 a range defaults to the last 30 days; enabled follows the site setting', async () => {
    const { app, site, get } = await setup();
    await app.services.sites.update(site.id, { settings: { analytics: { enabled: false } } });
    const body = (await get(analyticsEndpoints.overview.path)).json();
    expect(body).toMatchObject({ from: '2026-10-23', to: '2026-11-21', enabled: false, visits: 0, bounceRate: 0 });
    expect(body.days).toHaveLength(30);
    expect(body.funnel.map((s: { stepRate: number }) => s.stepRate)).toEqual([1, 0, 0, 0, 0]);
    await app.close();
  });

  it('issue 14 §4 bad dates, from after to and ranges over 400 days are refused with a 400', async () => {
    const { app, get } = await setup();
    for (const path of [analyticsEndpoints.overview.path, analyticsEndpoints.webVitals.path, analyticsEndpoints.errors.path, analyticsCsvPath('errors')]) {
      for (const query of ['from=2026-1-01', 'to=yesterday', 'from=2026-02-30&to=2026-03-01', 'from=2026-11-21&to=2026-11-20', 'from=2025-01-01&to=2026-11-21']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    }
    expect((await get(`${analyticsEndpoints.overview.path}?from=2025-10-18&to=2026-11-21`)).statusCode).toBe(200);
    expect((await get(`${analyticsCsvPath('overview')}?table=secrets`)).statusCode).toBe(400);
    await app.close();
  });

  it('issue 14 §4 the reports need analytics.read: a store manager is refused, a signed-out visitor too', async () => {
    const { app, get, site } = await setup(ContributorRole.STORE_MANAGER);
    expect((await get(analyticsEndpoints.overview.path)).statusCode).toBe(403);
    expect((await get(analyticsCsvPath('web-vitals'))).statusCode).toBe(403);
    const host = (await ownerSession(app, { websiteId: site.id })).headers.host!;
    expect((await app.inject({ method: 'GET', url: analyticsEndpoints.errors.path, headers: { host } })).statusCode).toBe(401);
    await app.close();
  });

  it('PERF-09 ERR-01 web vitals and script errors over HTTP, and their CSV exports with formula-like cells defused', async () => {
    const { app, site, get } = await setup();
    await insertRawEvents(db(), [{ websiteId: site.id, at: TODAY_AT, visitorKey: 'a', sessionId: 'a', path: '=HYPERLINK("http://evil.example")' }]);
    await insertRawVitals(db(), [3000, 3100, 3200, 3300].map((value, i) => ({ websiteId: site.id, at: TODAY_AT, pageLoadId: `p${i}`, metric: 'LCP', value, pageType: 'product', device: 'mobile' })));
    await insertRawErrors(db(), [{ websiteId: site.id, at: TODAY_AT, fingerprint: 'f1', message: '+cmd|calc', browser: 'Chrome', path: '/' }]);

    const vitals = (await get(`${analyticsEndpoints.webVitals.path}?from=2026-11-21&to=2026-11-21`)).json();
    expect(vitals.rows.map((r: { device: string; rating: string; samples: number }) => [r.device, r.rating, r.samples])).toEqual([['all', 'needs-improvement', 4], ['mobile', 'needs-improvement', 4]]);
    expect(vitals.pageLoads).toBe(4);
    const errors = (await get(`${analyticsEndpoints.errors.path}?from=2026-11-21&to=2026-11-21`)).json();
    expect(errors).toMatchObject({ total: 1, groups: [{ fingerprint: 'f1', count: 1, browsers: [{ key: 'Chrome', count: 1 }] }] });

    const pages = await get(`${analyticsCsvPath('overview')}?from=2026-11-21&to=2026-11-21&table=pages`);
    expect(pages.statusCode).toBe(200);
    expect(pages.headers['content-type']).toContain('text/csv');
    expect(pages.headers['content-disposition']).toBe('attachment; filename="analytics-pages-2026-11-21-to-2026-11-21.csv"');
    expect(pages.body).toBe('page,visitors,visits,page_views\r\n"\'=HYPERLINK(""http://evil.example"")",1,1,1\r\n');
    const days = await get(`${analyticsCsvPath('overview')}?from=2026-11-20&to=2026-11-21`);
    expect(days.body.split('\r\n')[0]).toBe('day,visitors,visits,page_views,bounce_rate,visit_duration_seconds');
    expect(days.body).toContain('2026-11-21,1,1,1,1.0000,0.0');
    const vitalsCsv = await get(`${analyticsCsvPath('web-vitals')}?from=2026-11-21&to=2026-11-21`);
    expect(vitalsCsv.body.split('\r\n')[1]).toMatch(/^product,all,LCP,\d+,needs-improvement,4,0,4,0$/);
    const errorsCsv = await get(`${analyticsCsvPath('errors')}?from=2026-11-21&to=2026-11-21`);
    expect(errorsCsv.body.split('\r\n')[1]).toContain(",'+cmd|calc,");
    await app.close();
  });
});
