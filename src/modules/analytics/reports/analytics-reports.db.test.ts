/**
 * The visitors' analytics rollups and reports (issue 14 §4): raw rows written as the collection
 * side stores them, rolled up per site-day, read back over ranges.
 */
import { expect, it } from 'vitest';
import { insertRawErrors, insertRawEvents, insertRawVitals, type RawEvent } from '../../../../test/support/analytics-rows';
import { describeDatabase } from '../../../../test/support/database';
import { fixedClock } from '../../../shared/clock';
import { createAnalyticsReports } from './analytics-reports.service';
import { ROLLUP_VERSION } from './rollup.sql';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 10); // 2026-11-10 00:00 UTC
let n = 0;
const newSite = (timeZone = 'UTC') => ({ id: `site-${++n}-${Math.random().toString(16).slice(2, 8)}`, timeZone });

describeDatabase('analytics reports', (db) => {
  const setup = () => {
    const clock = fixedClock(T0 + 20 * DAY + 12 * 3_600_000);
    return { clock, reports: createAnalyticsReports({ db: db().db, clock }) };
  };

  it('issue 14 §4 visitors over several days are merged, not summed (within the sketch error)', async () => {
    const { reports } = setup();
    const site = newSite();
    const events: RawEvent[] = [];
    // 1000 visitors come every day, 600 new ones each day: 3 days → 2800 distinct, 4800 visitor-days.
    for (let d = 0; d < 3; d++) {
      const keys = [...Array.from({ length: 1000 }, (_, i) => `loyal-${i}`), ...Array.from({ length: 600 }, (_, i) => `new-${d}-${i}`)];
      keys.forEach((k, i) => events.push({ websiteId: site.id, at: T0 + d * DAY + 3_600_000 + i * 1000, visitorKey: k, sessionId: `${k}-${d}`, path: '/' }));
    }
    await insertRawEvents(db(), events);
    await reports.rollups.rollupRange(site, '2026-11-10', '2026-11-12');
    const t = await reports.traffic(site.id, '2026-11-10', '2026-11-12');
    expect(t.days.map((d) => d.visitors)).toEqual([1600, 1600, 1600]);
    expect(Math.abs(t.visitors - 2800) / 2800).toBeLessThan(0.03);
    expect(t.visits).toBe(4800);
    const page = t.breakdowns.page.find((p) => p.key === '/')!;
    expect(Math.abs(page.visitors - 2800) / 2800).toBeLessThan(0.15);
  });

  it('issue 14 §4 bounce = a visit with one page view; duration = last minus first event; bots counted apart', async () => {
    const { reports } = setup();
    const site = newSite();
    const at = T0 + 5 * DAY + 3_600_000;
    await insertRawEvents(db(), [
      { websiteId: site.id, at, visitorKey: 'a', sessionId: 's1', path: '/' },
      { websiteId: site.id, at: at + 1000, visitorKey: 'b', sessionId: 's2', path: '/' },
      { websiteId: site.id, at: at + 61_000, visitorKey: 'b', sessionId: 's2', path: '/shop' },
      { websiteId: site.id, at: at + 121_000, visitorKey: 'b', sessionId: 's2', path: '/shop/p1', referrerHost: 'news.example' },
      { websiteId: site.id, at: at + 5000, visitorKey: 'bot', sessionId: 'sb', path: '/', isBot: true },
      { websiteId: site.id, at: at + 6000, visitorKey: 'bot', sessionId: 'sb', path: '/x', isBot: true },
    ]);
    await reports.rollups.rollupDay(site, '2026-11-15');
    const t = await reports.traffic(site.id, '2026-11-15', '2026-11-15');
    expect(t).toMatchObject({ visitors: 2, visits: 2, pageViews: 4, bounceRate: 0.5, visitDurationSeconds: 60, botHits: 2 });
    expect(t.breakdowns.page.map((p) => p.key)).toEqual(['/', '/shop', '/shop/p1']);
    expect(t.breakdowns.page[0]).toEqual({ key: '/', visitors: 2, visits: 2, pageViews: 2 });
    // A visit's page views go under the referrer it arrived with: s2 began direct, so the outside
    // referrer of its third page view does not make it a second visit.
    expect(t.breakdowns.referrer).toEqual([{ key: '(direct)', visitors: 2, visits: 2, pageViews: 4 }]);
  });

  it('issue 14 §4 a visit counts under the referrer and campaign it arrived with, all its page views; /blog/ and /blog are one page', async () => {
    const { reports } = setup();
    const site = newSite();
    const at = T0 + 7 * DAY + 3_600_000;
    await insertRawEvents(db(), [
      // Arrives from a search with a campaign, then follows the site's own links.
      { websiteId: site.id, at, visitorKey: 'a', sessionId: 'sa', path: '/', referrerHost: 'google.com', utmCampaign: 'autumn' },
      { websiteId: site.id, at: at + 30_000, visitorKey: 'a', sessionId: 'sa', path: '/blog/' },
      { websiteId: site.id, at: at + 60_000, visitorKey: 'a', sessionId: 'sa', path: '/shop' },
      // Types the address.
      { websiteId: site.id, at: at + 5_000, visitorKey: 'b', sessionId: 'sb', path: '/blog' },
    ]);
    await reports.rollups.rollupDay(site, '2026-11-17');
    const t = await reports.traffic(site.id, '2026-11-17', '2026-11-17');
    expect(t).toMatchObject({ visits: 2, pageViews: 4 });
    expect(t.breakdowns.referrer).toEqual([
      { key: 'google.com', visitors: 1, visits: 1, pageViews: 3 },
      { key: '(direct)', visitors: 1, visits: 1, pageViews: 1 },
    ]);
    expect(t.breakdowns.campaign).toEqual([{ key: 'autumn', visitors: 1, visits: 1, pageViews: 3 }]);
    expect(t.breakdowns.page.find((p) => p.key === '/blog')).toEqual({ key: '/blog', visitors: 2, visits: 2, pageViews: 2 });
    expect(t.breakdowns.page.map((p) => p.key).sort()).toEqual(['/', '/blog', '/shop']);
  });

  it('issue 14 §4 the funnel counts visits reaching each step; test-mode purchases are left out', async () => {
    const { reports } = setup();
    const site = newSite();
    const at = T0 + 6 * DAY + 3_600_000;
    const rows: RawEvent[] = [];
    const visit = (s: string, steps: string[]) => {
      rows.push({ websiteId: site.id, at, visitorKey: s, sessionId: s, path: '/' });
      steps.forEach((step, i) => {
        const t = at + (i + 1) * 1000;
        if (step === 'checkout') rows.push({ websiteId: site.id, at: t, visitorKey: s, sessionId: s, path: '/checkout', pageType: 'checkout' });
        else if (step === 'test-purchase') rows.push({ websiteId: site.id, at: t, visitorKey: s, sessionId: s, kind: 'tracker', name: 'commerce_checkout_confirmed', data: { testMode: true } });
        else if (step === 'purchase') rows.push({ websiteId: site.id, at: t, visitorKey: s, sessionId: s, kind: 'tracker', name: 'commerce_checkout_confirmed', data: { testMode: false } });
        else rows.push({ websiteId: site.id, at: t, visitorKey: s, sessionId: s, kind: 'tracker', name: step });
      });
    };
    visit('v1', []);
    visit('v2', ['commerce_product_view']);
    visit('v3', ['commerce_product_view', 'commerce_add_to_cart', 'checkout', 'test-purchase']);
    visit('v4', ['commerce_product_view', 'commerce_add_to_cart', 'commerce_add_to_cart', 'checkout', 'purchase']);
    await insertRawEvents(db(), rows);
    await reports.rollups.rollupDay(site, '2026-11-16');
    const t = await reports.traffic(site.id, '2026-11-16', '2026-11-16');
    expect(t.funnel).toEqual({ visits: 4, productViews: 3, addToCart: 2, checkout: 2, purchase: 1 });
  });

  it('GAP-13 ANL-08 business events are counted per name and day from the rollups; bots, other kinds and other sites left out', async () => {
    const { reports } = setup();
    const site = newSite();
    const other = newSite();
    const at = T0 + 4 * DAY + 3_600_000;
    const event = (websiteId: string, t: number, name: string, extra: Partial<RawEvent> = {}): RawEvent => ({ websiteId, at: t, visitorKey: 'v', sessionId: 's', kind: 'business_event', name, ...extra });
    await insertRawEvents(db(), [
      { websiteId: site.id, at, visitorKey: 'v', sessionId: 's', path: '/search' },
      event(site.id, at + 1, 'search'),
      event(site.id, at + 2, 'search'),
      event(site.id, at + 3, 'lead'),
      event(site.id, at + DAY, 'search'),
      event(site.id, at + DAY + 1, 'complete_registration'),
      event(site.id, at + DAY + 2, 'search', { isBot: true }),
      { websiteId: site.id, at: at + DAY + 3, visitorKey: 'v', kind: 'tracker', name: 'search' },
      event(other.id, at, 'lead'),
      event(other.id, at + 1, 'lead'),
    ]);
    for (const s of [site, other]) await reports.rollups.rollupRange(s, '2026-11-14', '2026-11-15');
    await reports.rollups.rollupDay(site, '2026-11-14'); // rolled again: still counted once
    const t = await reports.traffic(site.id, '2026-11-14', '2026-11-16');
    expect(t.businessEvents).toEqual({ search: 3, lead: 1, completeRegistration: 1 });
    expect(t.businessEventDays).toEqual([
      { day: '2026-11-14', search: 2, lead: 1, completeRegistration: 0 },
      { day: '2026-11-15', search: 1, lead: 0, completeRegistration: 1 },
      { day: '2026-11-16', search: 0, lead: 0, completeRegistration: 0 },
    ]);
    expect(t.botHits).toBe(1);
    expect((await reports.traffic(other.id, '2026-11-14', '2026-11-15')).businessEvents).toEqual({ search: 0, lead: 2, completeRegistration: 0 });
  });

  it('GAP-13 ANL-08 days an older rollup computed (before business events were counted) are rolled again while their raw rows are kept', async () => {
    const { reports } = setup();
    const site = newSite();
    const gone = newSite();
    const at = T0 + 2 * DAY + 3_600_000;
    await insertRawEvents(db(), [
      { websiteId: site.id, at, visitorKey: 'v', sessionId: 's', path: '/search' },
      { websiteId: site.id, at: at + 1, visitorKey: 'v', sessionId: 's', kind: 'business_event', name: 'search' },
      { websiteId: site.id, at: at + 2, visitorKey: 'v', sessionId: 's', kind: 'business_event', name: 'lead' },
      { websiteId: gone.id, at, visitorKey: 'w', sessionId: 't', path: '/' },
    ]);
    // 2026-11-12 has raw rows; 2026-11-11 has none left (as after retention dropped them).
    for (const s of [site, gone]) await reports.rollups.rollupRange(s, '2026-11-11', '2026-11-12');
    // As a version-1 rollup left them: no business counts; the raw-less day kept its figures.
    await db().query(`update analytics_rollup_days set rollup_version = 1, search_events = 0, lead_events = 0 where website_id in ($1, $2)`, [site.id, gone.id]);
    await db().query(`update analytics_rollup_days set page_views = 7 where website_id = $1 and day = '2026-11-11'`, [site.id]);
    expect((await reports.traffic(site.id, '2026-11-12', '2026-11-12')).businessEvents).toEqual({ search: 0, lead: 0, completeRegistration: 0 });

    const known = new Map([[site.id, site]]);
    expect(await reports.rollups.rollupOutdated((id) => known.get(id), 10)).toBe(4);
    expect((await reports.traffic(site.id, '2026-11-12', '2026-11-12')).businessEvents).toEqual({ search: 1, lead: 1, completeRegistration: 0 });
    // Rolling the raw-less day would have left nothing: it keeps what it had.
    expect((await reports.traffic(site.id, '2026-11-11', '2026-11-11')).pageViews).toBe(7);
    const versions = await db().query<{ v: number }>(`select distinct rollup_version as v from analytics_rollup_days where website_id in ($1, $2)`, [site.id, gone.id]);
    expect(versions).toEqual([{ v: ROLLUP_VERSION }]);
    expect(await reports.rollups.rollupOutdated((id) => known.get(id), 10)).toBe(0);
  });

  it('PERF-09 LCP p75 rated by 2500/4000 from summed daily histograms, within bucket resolution of the exact p75', async () => {
    const { reports } = setup();
    const site = newSite();
    const values: number[] = [];
    const vitals = [];
    for (let d = 0; d < 3; d++)
      for (let i = 0; i < 200; i++) {
        const value = 800 + ((i * 37 + d * 101) % 200) * 20 + d * 300; // 800 … 4700 ms, shifting by day
        values.push(value);
        vitals.push({ websiteId: site.id, at: T0 + d * DAY + 3_600_000 + i, pageLoadId: `pl-${d}-${i}`, metric: 'LCP', value, device: i % 2 === 0 ? 'mobile' : 'desktop', pageType: 'product' });
      }
    vitals.push({ websiteId: site.id, at: T0 + 3_600_000, pageLoadId: 'pl-0-0', metric: 'CLS', value: 0.05, device: 'mobile', pageType: 'product' });
    vitals.push({ websiteId: site.id, at: T0 + 3_600_000, pageLoadId: 'bot', metric: 'LCP', value: 90_000, pageType: 'product', isBot: true });
    await insertRawVitals(db(), vitals);
    await reports.rollups.rollupRange(site, '2026-11-10', '2026-11-12');
    const w = await reports.webVitals(site.id, '2026-11-10', '2026-11-12');
    const sorted = [...values].sort((a, b) => a - b);
    const exact = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
    const all = w.rows.find((r) => r.pageType === 'product' && r.device === 'all' && r.metric === 'LCP')!;
    expect(Math.abs(all.p75 - exact) / exact).toBeLessThan(0.04);
    expect(all.rating).toBe(exact <= 2500 ? 'good' : exact <= 4000 ? 'needs-improvement' : 'poor');
    expect(all.samples).toBe(600);
    expect(all.good).toBe(values.filter((v) => v <= 2500).length);
    expect(all.poor).toBe(values.filter((v) => v > 4000).length);
    expect(all.needsImprovement).toBe(600 - all.good - all.poor);
    const mobile = w.rows.find((r) => r.device === 'mobile' && r.metric === 'LCP')!;
    expect(mobile.samples).toBe(300);
    const cls = w.rows.find((r) => r.metric === 'CLS' && r.device === 'all')!;
    expect(cls).toMatchObject({ samples: 1, good: 1, rating: 'good' });
    expect(Math.abs(cls.p75 - 0.05)).toBeLessThan(0.003);
    expect(w.pageLoads).toBe(600);
    expect(w.goodVisitShare).toBeCloseTo(values.filter((v) => v <= 2500).length / 600, 6);
  });

  it('GAP-101 a TTFB p75 over 1800 ms is rated poor', async () => {
    const { reports } = setup();
    const site = newSite();
    await insertRawVitals(db(), [1900, 2000, 2100, 2200].map((value, i) => ({ websiteId: site.id, at: T0 + 3_600_000 + i, pageLoadId: `t${i}`, metric: 'TTFB', value })));
    await reports.rollups.rollupDay(site, '2026-11-10');
    const [row] = (await reports.webVitals(site.id, '2026-11-10', '2026-11-10')).rows;
    expect(row).toMatchObject({ metric: 'TTFB', device: 'all', rating: 'poor', poor: 4 });
  });

  it('PERF-09 a page load sends its vitals when hidden and again when unloaded: each metric counts once, at its last value', async () => {
    const { reports } = setup();
    const site = newSite();
    const at = T0 + 3_600_000;
    await insertRawVitals(db(), [
      { websiteId: site.id, at, pageLoadId: 'twice', metric: 'FCP', value: 900 },
      { websiteId: site.id, at, pageLoadId: 'twice', metric: 'CLS', value: 0.02 },
      { websiteId: site.id, at: at + 50, pageLoadId: 'twice', metric: 'FCP', value: 900 },
      { websiteId: site.id, at: at + 50, pageLoadId: 'twice', metric: 'CLS', value: 0.3 },
      { websiteId: site.id, at, pageLoadId: 'once', metric: 'FCP', value: 1000 },
    ]);
    await reports.rollups.rollupDay(site, '2026-11-10');
    const w = await reports.webVitals(site.id, '2026-11-10', '2026-11-10');
    const all = (metric: string) => w.rows.find((r) => r.metric === metric && r.device === 'all');
    expect(all('FCP')).toMatchObject({ samples: 2, good: 2 });
    expect(all('CLS')).toMatchObject({ samples: 1, poor: 1, rating: 'poor' });
    expect(w.pageLoads).toBe(2);
  });

  it('ERR-01 ERR-02 script errors are grouped by fingerprint over days with browsers, pages, first and last seen', async () => {
    const { reports } = setup();
    const site = newSite();
    const a = T0 + 2 * DAY + 3_600_000;
    await insertRawErrors(db(), [
      { websiteId: site.id, at: a, fingerprint: 'f1', message: 'x is not defined', browser: 'Chrome', path: '/', stack: 'old stack' },
      { websiteId: site.id, at: a + 10, fingerprint: 'f1', message: 'x is not defined', browser: 'Firefox', path: '/shop' },
      { websiteId: site.id, at: a + DAY, fingerprint: 'f1', message: 'x is not defined', browser: 'Chrome', path: '/', stack: 'new stack' },
      { websiteId: site.id, at: a + DAY + 5, fingerprint: 'f2', message: 'boom', browser: 'Safari', path: '/cart' },
      { websiteId: site.id, at: a + DAY + 6, fingerprint: 'f2', message: 'boom', browser: 'Safari', path: '/cart', isBot: true },
    ]);
    await reports.rollups.rollupRange(site, '2026-11-12', '2026-11-13');
    const e = await reports.errors(site.id, '2026-11-12', '2026-11-13');
    expect(e.total).toBe(4);
    expect(e.groups.map((g) => [g.fingerprint, g.count])).toEqual([['f1', 3], ['f2', 1]]);
    expect(e.groups[0]).toMatchObject({
      message: 'x is not defined',
      firstSeen: new Date(a).toISOString(),
      lastSeen: new Date(a + DAY).toISOString(),
      browsers: [{ key: 'Chrome', count: 2 }, { key: 'Firefox', count: 1 }],
      pages: [{ key: '/', count: 2 }, { key: '/shop', count: 1 }],
      sampleStack: 'new stack',
    });
    expect((await reports.errors(site.id, '2026-11-12', '2026-11-12')).total).toBe(2);
  });

  it('issue 14 §4 re-rolling a day is idempotent, and a day is the site time zone’s day', async () => {
    const { reports } = setup();
    const site = newSite('America/New_York');
    // 03:00 UTC on Nov 18 is 22:00 on Nov 17 in New York.
    await insertRawEvents(db(), [
      { websiteId: site.id, at: Date.UTC(2026, 10, 18, 3), visitorKey: 'late', sessionId: 'l', path: '/' },
      { websiteId: site.id, at: Date.UTC(2026, 10, 18, 15), visitorKey: 'day', sessionId: 'd', path: '/' },
    ]);
    await reports.rollups.rollupRange(site, '2026-11-17', '2026-11-18');
    await reports.rollups.rollupRange(site, '2026-11-17', '2026-11-18');
    const t = await reports.traffic(site.id, '2026-11-17', '2026-11-18');
    expect(t.days.map((d) => [d.day, d.visits])).toEqual([['2026-11-17', 1], ['2026-11-18', 1]]);
    expect(t.visits).toBe(2);
  });

  it('issue 14 §4 a report reads only its own site and its own range', async () => {
    const { reports } = setup();
    const mine = newSite();
    const other = newSite();
    const at = T0 + 8 * DAY + 3_600_000;
    await insertRawEvents(db(), [
      { websiteId: mine.id, at, visitorKey: 'm', sessionId: 'm', path: '/mine' },
      { websiteId: mine.id, at: at + DAY, visitorKey: 'm2', sessionId: 'm2', path: '/later' },
      { websiteId: other.id, at, visitorKey: 'o', sessionId: 'o', path: '/secret', referrerHost: 'other.example' },
    ]);
    await insertRawErrors(db(), [{ websiteId: other.id, at, fingerprint: 'secret', message: 'other site' }]);
    await insertRawVitals(db(), [{ websiteId: other.id, at, pageLoadId: 'o', metric: 'LCP', value: 1000 }]);
    for (const s of [mine, other]) await reports.rollups.rollupRange(s, '2026-11-18', '2026-11-19');
    const t = await reports.traffic(mine.id, '2026-11-18', '2026-11-18');
    expect(t.breakdowns.page.map((p) => p.key)).toEqual(['/mine']);
    expect(t.breakdowns.referrer.map((p) => p.key)).toEqual(['(direct)']);
    expect(t.visits).toBe(1);
    expect((await reports.errors(mine.id, '2026-11-18', '2026-11-19')).groups).toEqual([]);
    expect((await reports.webVitals(mine.id, '2026-11-18', '2026-11-19')).rows).toEqual([]);
  });

  it('issue 14 §4 refreshToday re-rolls today only when its rollup is stale', async () => {
    const { reports, clock } = setup();
    const site = newSite();
    const now = clock.now();
    await insertRawEvents(db(), [{ websiteId: site.id, at: now - 1000, visitorKey: 'a', sessionId: 'a', path: '/' }]);
    await reports.rollups.refreshToday(site);
    await insertRawEvents(db(), [{ websiteId: site.id, at: now - 500, visitorKey: 'b', sessionId: 'b', path: '/' }]);
    await reports.rollups.refreshToday(site);
    expect((await reports.traffic(site.id, '2026-11-30', '2026-11-30')).visits).toBe(1);
    clock.advance(61_000);
    await reports.rollups.refreshToday(site);
    expect((await reports.traffic(site.id, '2026-11-30', '2026-11-30')).visits).toBe(2);
  });
});
