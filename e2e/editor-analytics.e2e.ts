/**
 * The Analytics panel's report screens in Debian's Chromium (issue 14 §4): the owner reads
 * Traffic (headline figures, the chart and its table, the breakdowns and their CSV links, bot
 * hits apart), Sales (the purchase funnel), Page speed (p75 and its rating by device) and Script
 * errors (a group's stack on expand, search); the date preset changes the range asked for;
 * loading failures offer a retry; the panel works by keyboard; axe at 1280 and 390 px.
 *
 * The reports' answers come from `answerAnalyticsReports` below, shaped by the contract
 * (src/shared/api/analytics.ts), so the screens are checked on realistic data.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverviewAnswer, ErrorsAnswer, VitalRow, WebVitalsAnswer } from '../src/shared/api/analytics';
import { browserAvailable } from './support/browser';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { focused } from './support/page-checks';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/tmp/shots-anl-dashboards';

interface ReportsState {
  /** Each report call's path and query, in order. */
  calls: URL[];
  /** Answer every report with a 500 while set. */
  failing: boolean;
  /** Whether the site collects analytics now (the overview's `enabled`). */
  enabled: boolean;
  /** Answer as a site with nothing collected yet. */
  empty: boolean;
}

/** Answers the analytics report calls with contract-shaped JSON for the range asked for. */
async function answerAnalyticsReports(page: Page): Promise<ReportsState> {
  const state: ReportsState = { calls: [], failing: false, enabled: true, empty: false };
  const daysOf = (from: string, to: string) => {
    const out: string[] = [];
    for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) out.push(new Date(at).toISOString().slice(0, 10));
    return out;
  };
  const breakdown = (rows: [string, number][]) => rows.map(([key, visitors]) => ({ key, visitors, visits: Math.round(visitors * 1.3), pageViews: Math.round(visitors * 3.1) }));
  const overview = (from: string, to: string): AnalyticsOverviewAnswer => {
    const days = daysOf(from, to).map((day, i) => {
      const visitors = state.empty ? 0 : 40 + ((i * 17) % 23) + (i % 7 === 5 ? 18 : 0);
      return { day, visitors, visits: Math.round(visitors * 1.25), pageViews: Math.round(visitors * 3.4), bounceRate: visitors === 0 ? 0 : 0.41, visitDurationSeconds: visitors === 0 ? 0 : 134 };
    });
    const sum = (key: 'visitors' | 'visits' | 'pageViews') => days.reduce((n, d) => n + d[key], 0);
    const visits = sum('visits');
    const steps = [
      ['visits', 'Visits', 1],
      ['productViews', 'Product views', 0.46],
      ['addToCart', 'Add to cart', 0.12],
      ['checkout', 'Checkout', 0.06],
      ['purchase', 'Purchase', 0.031],
    ] as const;
    const funnel = steps.map(([step, label, share], i) => ({ step, label, visits: Math.round(visits * share), conversionRate: share, stepRate: i === 0 ? 1 : share / steps[i - 1]![2] }));
    const none = state.empty;
    const businessDays = days.map(({ day, visitors }) => ({ day, search: Math.round(visitors / 20), lead: visitors % 3 === 0 ? 1 : 0, completeRegistration: visitors % 5 === 0 ? 1 : 0 }));
    return {
      from,
      to,
      enabled: state.enabled,
      visitors: none ? 0 : 1284,
      visits,
      pageViews: sum('pageViews'),
      bounceRate: none ? 0 : 0.412,
      visitDurationSeconds: none ? 0 : 134,
      botHits: none ? 0 : 312,
      days,
      topPages: none ? [] : breakdown([['/', 820], ['/shop', 512], ['/shop/stoneware-mug', 301], ['/blog/how-we-glaze-our-mugs-in-small-batches', 122], ['/about', 64]]),
      referrers: none ? [] : breakdown([['', 610], ['google.com', 402], ['instagram.com', 188], ['newsletter.example.com', 84]]),
      campaigns: none ? [] : breakdown([['autumn-sale / email / newsletter', 140], ['mugs / cpc / google', 66]]),
      devices: none ? [] : breakdown([['mobile', 702], ['desktop', 498], ['tablet', 84]]),
      browsers: none ? [] : breakdown([['Chrome', 640], ['Safari', 455], ['Firefox', 102], ['Edge', 87]]),
      countries: none ? [] : breakdown([['US', 702], ['GB', 188], ['DE', 140], ['CA', 96]]),
      funnel: none ? [] : funnel,
      businessEvents: {
        events: [
          { event: 'search', label: 'Searches', count: businessDays.reduce((n, d) => n + d.search, 0) },
          { event: 'lead', label: 'Leads', count: businessDays.reduce((n, d) => n + d.lead, 0) },
          { event: 'complete_registration', label: 'Registrations', count: businessDays.reduce((n, d) => n + d.completeRegistration, 0) },
        ],
        days: businessDays,
      },
      revenue: { value: none ? '0.00' : '2948.50', currency: 'USD' },
      orders: none ? 0 : 41,
      salesByProduct: none
        ? []
        : [
            { productId: 'p1', title: 'Speckled Stoneware Mug', quantity: 38, orders: 24, revenue: { value: '988.00', currency: 'USD' } },
            { productId: 'p2', title: 'Fig Leaf Candle', quantity: 29, orders: 17, revenue: { value: '1015.00', currency: 'USD' } },
          ],
    };
  };
  const vital = (pageType: VitalRow['pageType'], device: VitalRow['device'], metric: VitalRow['metric'], p75: number, rating: VitalRow['rating'], samples: number): VitalRow => {
    const good = Math.round(samples * (rating === 'good' ? 0.82 : rating === 'poor' ? 0.3 : 0.6));
    const poor = Math.round(samples * (rating === 'poor' ? 0.4 : 0.05));
    return { pageType, device, metric, p75, rating, samples, good, needsImprovement: samples - good - poor, poor };
  };
  const webVitals = (from: string, to: string): WebVitalsAnswer => ({
    from,
    to,
    goodVisitShare: state.empty ? 0 : 0.68,
    pageLoads: state.empty ? 0 : 3980,
    rows: state.empty
      ? []
      : (['home', 'product', 'checkout'] as const).flatMap((pageType) =>
          (['all', 'desktop', 'mobile'] as const).flatMap((device) => {
            const slow = device === 'mobile' ? 1.45 : 1;
            const n = device === 'all' ? 1200 : 600;
            return [
              vital(pageType, device, 'LCP', Math.round(2100 * slow), device === 'mobile' ? 'needs-improvement' : 'good', n),
              vital(pageType, device, 'FCP', Math.round(1300 * slow), 'good', n),
              vital(pageType, device, 'CLS', pageType === 'product' ? 0.27 : 0.04, pageType === 'product' ? 'poor' : 'good', n),
              vital(pageType, device, 'INP', Math.round(160 * slow), device === 'mobile' ? 'needs-improvement' : 'good', Math.round(n * 0.7)),
              vital(pageType, device, 'TTFB', Math.round(420 * slow), 'good', n),
            ];
          }),
        ),
  });
  const errors = (from: string, to: string): ErrorsAnswer => ({
    from,
    to,
    total: state.empty ? 0 : 57,
    groups: state.empty
      ? []
      : [
          {
            fingerprint: 'a1b2c3',
            message: "TypeError: Cannot read properties of undefined (reading 'variantId')",
            topFrame: '/assets/islands/product-form.js:1:4821',
            category: 'TypeError',
            count: 42,
            firstSeen: `${from}T09:14:00Z`,
            lastSeen: `${to}T08:02:00Z`,
            browsers: [{ key: 'Safari 17', count: 30 }, { key: 'Chrome 131', count: 12 }],
            pages: [{ key: '/shop/stoneware-mug', count: 40 }, { key: '/shop', count: 2 }],
            sampleStack: "TypeError: Cannot read properties of undefined (reading 'variantId')\n    at chooseVariant (/assets/islands/product-form.js:1:4821)\n    at <button onclick> (/assets/islands/product-form.js:1:2210)",
          },
          {
            fingerprint: 'd4e5f6',
            message: 'ReferenceError: gtag is not defined',
            topFrame: '/shop:212:5',
            category: 'ReferenceError',
            count: 15,
            firstSeen: `${from}T12:00:00Z`,
            lastSeen: `${to}T07:40:00Z`,
            browsers: [{ key: 'Firefox 133', count: 15 }],
            pages: [{ key: '/shop', count: 15 }],
            sampleStack: 'ReferenceError: gtag is not defined\n    at /shop:212:5',
          },
        ],
  });
  await page.route(/\/api\/admin\/analytics\/(overview|web-vitals|errors)(\?|$)/, async (route) => {
    const url = new URL(route.request().url());
    state.calls.push(url);
    if (state.failing) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }) });
    const from = url.searchParams.get('from') ?? '2026-11-01';
    const to = url.searchParams.get('to') ?? '2026-11-28';
    const report = url.pathname.split('/').at(-1);
    const body = report === 'overview' ? overview(from, to) : report === 'web-vitals' ? webVitals(from, to) : errors(from, to);
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return state;
}

const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const daysAgo = (n: number) => {
  const now = new Date();
  return dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - n));
};

describe.skipIf(!browserAvailable())('the editor’s Analytics report screens', () => {
  const session = useDemoServerAndBrowser();
  let page: Page;
  let origin: string;
  let reports: ReportsState;

  const figure = (name: string) => page.locator('.analytics-figures__item', { has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');
  const shoot = async (name: string) => {
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, `${name} at 1280 px`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
    await expectNoAxeViolations(page, `${name} at 390 px`);
    // Nothing but the tables' own boxes scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    origin = session.server().origin;
    page = await (await session.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    reports = await answerAnalyticsReports(page);
    await signInToEditor(page, origin, '/config/analytics');
    await page.getByRole('heading', { level: 1, name: 'Traffic' }).waitFor();
  }, 120_000);

  it('Traffic shows the headline figures, the chart with its table, the breakdowns with CSV links and bot hits apart', async () => {
    await figure('Visitors').waitFor();
    expect(await figure('Visitors').innerText()).toBe('1,284');
    expect(await figure('Bounce rate').innerText()).toBe('41.2%');
    expect(await figure('Visit duration').innerText()).toBe('2 min 14 s');
    expect(await figure('Visits').innerText()).toMatch(/^\d{1,3}(,\d{3})*$/);
    const last = reports.calls.at(-1)!;
    expect([last.searchParams.get('from'), last.searchParams.get('to')]).toEqual([daysAgo(29), daysAgo(0)]);

    await expect.poll(() => page.locator('.analytics-chart__plot canvas').count()).toBe(1);
    expect(await page.getByRole('img', { name: /Line chart of visitors, visits and page views per day over 30 days/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Show as a table' }).click();
    expect(await page.getByRole('region', { name: 'Visitors, visits and page views per day' }).getByRole('row').count()).toBe(31);
    await page.getByRole('button', { name: 'Hide the table' }).click();

    for (const title of ['Top pages', 'Referrers', 'Campaigns (UTM)', 'Devices', 'Browsers', 'Countries']) await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('cell', { name: 'United Kingdom' }).or(page.getByRole('rowheader', { name: 'United Kingdom' })).waitFor();
    const pagesCsv = page.getByRole('link', { name: 'Export CSV of Top pages' });
    expect(await pagesCsv.getAttribute('href')).toBe(`/api/admin/analytics/overview.csv?from=${daysAgo(29)}&to=${daysAgo(0)}&table=pages`);
    expect(await page.locator('.analytics__bots').innerText()).toContain('Bot hits: 312');
    // GAP-13 ANL-08: searches, leads and registrations, each with its count, and their CSV.
    await page.getByRole('heading', { level: 2, name: 'Business events' }).waitFor();
    const business = page.getByRole('region', { name: 'Business events' });
    for (const label of ['Searches', 'Leads', 'Registrations']) {
      expect(await business.getByRole('row', { name: new RegExp(`^${label} `) }).count(), label).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Export CSV of business events' }).getAttribute('href')).toBe(
      `/api/admin/analytics/overview.csv?from=${daysAgo(29)}&to=${daysAgo(0)}&table=business-events`,
    );
    await shoot('traffic');
  });

  it('choosing Last 7 days asks the reports for the last 7 days and keeps the range in the URL across screens', async () => {
    const asked = reports.calls.length;
    await page.getByLabel('Date range').selectOption({ label: 'Last 7 days' });
    await expect.poll(() => reports.calls.length).toBeGreaterThan(asked);
    const call = reports.calls.at(-1)!;
    expect([call.searchParams.get('from'), call.searchParams.get('to')]).toEqual([daysAgo(6), daysAgo(0)]);
    expect(new URL(page.url()).searchParams.get('from')).toBe(daysAgo(6));
    await expect.poll(() => page.getByRole('link', { name: 'Export CSV of Top pages' }).getAttribute('href')).toContain(`from=${daysAgo(6)}`);
    // The tabs carry the range: Sales opens on the last 7 days, and so does Traffic again.
    const tabs = page.getByRole('navigation', { name: 'Analytics' });
    await tabs.getByRole('link', { name: 'Sales' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    expect([new URL(page.url()).searchParams.get('from'), new URL(page.url()).searchParams.get('to')]).toEqual([daysAgo(6), daysAgo(0)]);
    expect(await page.getByLabel('Date range').inputValue()).toBe(await page.getByLabel('Date range').locator('option', { hasText: 'Last 7 days' }).getAttribute('value'));
    await expect.poll(() => page.getByRole('link', { name: 'Export CSV of sales by product' }).getAttribute('href')).toContain(`from=${daysAgo(6)}`);
    await tabs.getByRole('link', { name: 'Traffic' }).click();
    await page.getByRole('heading', { level: 1, name: 'Traffic' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Export CSV of Top pages' }).getAttribute('href')).toContain(`from=${daysAgo(6)}`);

    await page.getByLabel('Date range').selectOption({ label: 'Custom dates' });
    await page.getByLabel('From', { exact: true }).fill(daysAgo(3));
    await page.getByLabel('To', { exact: true }).fill(daysAgo(5));
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').filter({ hasText: 'The first day must come before the last.' }).waitFor();
    await page.getByLabel('To', { exact: true }).fill(daysAgo(1));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => reports.calls.at(-1)?.searchParams.get('to')).toBe(daysAgo(1));
    expect(reports.calls.at(-1)?.searchParams.get('from')).toBe(daysAgo(3));

    // Back to the last 30 days: its answer is already in hand, so the URL is what changes.
    await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(daysAgo(29));
    await expect.poll(() => page.getByRole('link', { name: 'Export CSV of Top pages' }).getAttribute('href')).toContain(`from=${daysAgo(29)}`);
  });

  it('Sales shows the purchase funnel with counts, conversion and step rates, revenue, orders and sales by product', async () => {
    await page.getByRole('navigation', { name: 'Analytics' }).getByRole('link', { name: 'Sales' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    const steps = page.locator('.analytics-funnel__step');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(5);
    expect((await steps.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Visits', 'Product views', 'Add to cart', 'Checkout', 'Purchase']);
    const addToCart = (await steps.nth(2).innerText()).replace(/\s+/g, ' ');
    expect(addToCart).toMatch(/^Add to cart [\d,]+ 12% of all visits · 26.1% of product views$/);
    expect(await figure('Revenue').innerText()).toBe('$2,948.50 USD');
    expect(await figure('Orders').innerText()).toBe('41');
    await page.getByRole('rowheader', { name: 'Speckled Stoneware Mug' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV of sales by product' }).getAttribute('href')).toBe(`/api/admin/analytics/overview.csv?from=${daysAgo(29)}&to=${daysAgo(0)}&table=products`);
    await shoot('sales');
  });

  it('Page speed shows each page type’s p75 with its rating in words, the device filter and the thresholds', async () => {
    await page.getByRole('navigation', { name: 'Analytics' }).getByRole('link', { name: 'Page speed' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page speed' }).waitFor();
    const homeTable = page.getByRole('region', { name: 'Home page · All devices' });
    const lcp = homeTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'LCP' }) });
    await lcp.waitFor();
    expect((await lcp.innerText()).replace(/\s+/g, ' ')).toMatch(/^LCP 2.1 s Good 1,200 /);
    const productCls = page.getByRole('region', { name: 'Product pages · All devices' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'CLS' }) });
    expect((await productCls.innerText()).replace(/\s+/g, ' ')).toContain('0.27 Poor');
    expect(await figure('Good page loads').innerText()).toBe('68%');

    await page.getByLabel('Device', { exact: true }).selectOption({ label: 'Mobile' });
    const mobileLcp = page.getByRole('region', { name: 'Home page · Mobile' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'LCP' }) });
    expect((await mobileLcp.innerText()).replace(/\s+/g, ' ')).toMatch(/^LCP 3.05 s Needs improvement 600 /);
    await page.getByText('What the figures mean').click();
    expect((await page.locator('.analytics-thresholds dl').innerText()).replace(/\s+/g, ' ')).toContain('LCP (Largest Contentful Paint) Good up to 2.5 s, poor above 4 s');
    expect(await page.getByRole('link', { name: 'Export CSV of page speed' }).getAttribute('href')).toBe(`/api/admin/analytics/web-vitals.csv?from=${daysAgo(29)}&to=${daysAgo(0)}`);
    await shoot('speed');
  });

  it('Script errors lists groups; a row opens its sample stack; the search narrows by message', async () => {
    await page.getByRole('navigation', { name: 'Analytics' }).getByRole('link', { name: 'Script errors' }).click();
    await page.getByRole('heading', { level: 1, name: 'Script errors' }).waitFor();
    const toggle = page.getByRole('button', { name: "TypeError: Cannot read properties of undefined (reading 'variantId')" });
    await toggle.waitFor();
    const stack = page.locator('pre.analytics-errors__stack').first();
    expect(await stack.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await stack.innerText()).toContain('at chooseVariant (/assets/islands/product-form.js:1:4821)');
    expect(await stack.innerText()).toContain('at <button onclick>');
    await page.screenshot({ path: `${SHOTS}/errors-open-1280.png`, fullPage: true });
    await page.getByLabel('Search by message').fill('gtag');
    await expect.poll(() => page.locator('.analytics-errors__toggle').count()).toBe(1);
    expect(await page.locator('.analytics-errors__toggle').innerText()).toContain('ReferenceError: gtag is not defined');
    await page.getByLabel('Search by message').fill('');
    expect(await page.getByRole('link', { name: 'Export CSV of script errors' }).getAttribute('href')).toBe(`/api/admin/analytics/errors.csv?from=${daysAgo(29)}&to=${daysAgo(0)}`);
    await shoot('errors');
  });

  it('the range, the tables and the CSV links are reached by keyboard with a visible focus ring', async () => {
    await page.goto(`${origin}/config/analytics`);
    await figure('Visitors').waitFor();
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.tag === 'body') continue;
      const ring = await page.evaluate(() => {
        const el = document.activeElement;
        return el !== null && el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none';
      });
      expect(ring, `focus ring on ${now.tag} ${now.text}`).toBe(true);
      seen.push(now.tag === 'select' ? 'Date range' : now.text);
    }
    expect(seen).toContain('Date range');
    expect(seen).toContain('Show as a table');
    expect(seen.some((t) => t.startsWith('Export CSV'))).toBe(true);
  });

  it('a failed report says “Unable to load. Try again.” and its retry loads it; a site without data or with analytics off says so', async () => {
    reports.failing = true;
    await page.goto(`${origin}/config/analytics/speed`);
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to load. Try again.' });
    await alert.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'failed report');
    reports.failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: 'Home page · All devices' }).waitFor();

    reports.empty = true;
    reports.enabled = false;
    await page.goto(`${origin}/config/analytics`);
    await page.getByText('No visits in this range yet.').waitFor();
    const note = page.getByRole('note');
    expect(await note.innerText()).toContain('Analytics are switched off for this site');
    expect(await note.getByRole('link', { name: 'Cookies and tracking' }).getAttribute('href')).toBe('/config/analytics/settings');
    await shoot('traffic-empty-off');
    reports.empty = false;
    reports.enabled = true;
  });
});
