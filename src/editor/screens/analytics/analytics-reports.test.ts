/**
 * The analytics report screens rendered to HTML from contract-shaped answers: the funnel's
 * counts and rates, a page-speed row's p75 and rating in words, an error group's stack as
 * escaped text, and the loading-failed state with its retry.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnalyticsOverviewAnswer, ErrorsAnswer, WebVitalsAnswer } from '../../../shared/api/analytics';
import { Report } from './analytics-parts';
import { ErrorsReport } from './errors-screen';
import { SalesReport } from './sales-screen';
import { SpeedReport } from './speed-screen';
import { TrafficReport } from './traffic-screen';

const RANGE = { from: '2026-11-01', to: '2026-11-28' };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

const OVERVIEW: AnalyticsOverviewAnswer = {
  ...RANGE,
  enabled: true,
  visitors: 900,
  visits: 1000,
  pageViews: 3000,
  bounceRate: 0.4,
  visitDurationSeconds: 90,
  botHits: 12,
  days: [],
  topPages: [],
  referrers: [],
  campaigns: [],
  devices: [],
  browsers: [],
  countries: [],
  funnel: [
    { step: 'visits', label: 'Visits', visits: 1000, conversionRate: 1, stepRate: 1 },
    { step: 'productViews', label: 'Product views', visits: 500, conversionRate: 0.5, stepRate: 0.5 },
    { step: 'addToCart', label: 'Add to cart', visits: 100, conversionRate: 0.1, stepRate: 0.2 },
    { step: 'checkout', label: 'Checkout', visits: 50, conversionRate: 0.05, stepRate: 0.5 },
    { step: 'purchase', label: 'Purchase', visits: 25, conversionRate: 0.025, stepRate: 0.5 },
  ],
  businessEvents: {
    events: [
      { event: 'search', label: 'Searches', count: 1234 },
      { event: 'lead', label: 'Leads', count: 7 },
      { event: 'complete_registration', label: 'Registrations', count: 0 },
    ],
    days: [],
  },
  revenue: { value: '1250.00', currency: 'USD' },
  orders: 25,
  salesByProduct: [{ productId: 'p1', title: 'Mug', quantity: 30, orders: 25, revenue: { value: '1250.00', currency: 'USD' } }],
};

describe('the analytics report screens', () => {
  it('Sales shows each funnel step’s visits, share of all visits and share of the step before, and revenue with orders', () => {
    const raw = renderToString(createElement(SalesReport, { data: OVERVIEW, range: RANGE }));
    const html = text(raw);
    expect(html).toContain('Add to cart 100 10% of all visits · 20% of product views');
    expect(html).toContain('Purchase 25 2.5% of all visits · 50% of checkout');
    expect(html).toContain('Revenue $1,250.00 USD');
    expect(raw).toContain('href="/api/admin/analytics/overview.csv?from=2026-11-01&amp;to=2026-11-28&amp;table=products"');
  });

  it('Sales without visits or orders says there is nothing yet, and how often today’s figures update', () => {
    const html = text(renderToString(createElement(SalesReport, { data: { ...OVERVIEW, visits: 0, orders: 0, funnel: [] }, range: RANGE })));
    expect(html).toContain('No visits or orders in this range yet.');
    expect(html).toContain('Today’s figures are updated every minute.');
  });

  it('GAP-13 ANL-08 Traffic shows a “Business events” table: searches, leads and registrations with counts, and its CSV export', () => {
    const raw = renderToString(createElement(TrafficReport, { data: OVERVIEW, range: RANGE }));
    const html = text(raw);
    expect(html).toContain('Business events Export CSV of business events Event Count Searches 1,234 Leads 7 Registrations 0');
    expect(raw).toContain('href="/api/admin/analytics/overview.csv?from=2026-11-01&amp;to=2026-11-28&amp;table=business-events"');
    expect(raw).toMatch(/<h2 id="([^"]+)-title">Business events<\/h2>.*<div class="analytics-table__scroll scroll-cue" role="region" aria-labelledby="\1-title"/);
  });

  it('GAP-13 ANL-08 Traffic without business events says so under the table’s heading, with no export', () => {
    const none = { ...OVERVIEW.businessEvents, events: OVERVIEW.businessEvents.events.map((e) => ({ ...e, count: 0 })) };
    for (const data of [{ ...OVERVIEW, businessEvents: none }, { ...OVERVIEW, visits: 0, pageViews: 0, businessEvents: none }]) {
      const raw = renderToString(createElement(TrafficReport, { data, range: RANGE }));
      expect(text(raw)).toContain('Business events No searches, leads or registrations in this range yet.');
      expect(raw).not.toContain('table=business-events');
    }
  });

  it('Page speed shows a row’s p75 with its rating in words and the share of each rating', () => {
    const data: WebVitalsAnswer = {
      ...RANGE,
      goodVisitShare: 0.7,
      pageLoads: 100,
      rows: [{ pageType: 'home', device: 'all', metric: 'LCP', p75: 4200, rating: 'poor', samples: 100, good: 50, needsImprovement: 20, poor: 30 }],
    };
    const html = text(renderToString(createElement(SpeedReport, { data, range: RANGE })));
    expect(html).toContain('LCP 4.2 s Poor 100 50% good · 20% needs improvement · 30% poor');
    expect(html).toContain('Good page loads 70%');
    expect(html).toContain('Good up to 2.5 s, poor above 4 s');
  });

  it('Script errors show the sample stack as text, never as markup', () => {
    const data: ErrorsAnswer = {
      ...RANGE,
      total: 3,
      groups: [
        {
          fingerprint: 'f1',
          message: 'Error: <img src=x onerror=alert(1)>',
          topFrame: '/a.js:1:2',
          category: 'Error',
          count: 3,
          firstSeen: '2026-11-02T10:00:00Z',
          lastSeen: '2026-11-03T10:00:00Z',
          browsers: [{ key: 'Safari 17', count: 3 }],
          pages: [{ key: '/shop', count: 3 }],
          sampleStack: 'Error: <script>alert(1)</script>\n    at f (/a.js:1:2)',
        },
      ],
    };
    const html = renderToString(createElement(ErrorsReport, { data, range: RANGE }));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The stack scrolls sideways on a phone: it takes focus, so a keyboard can scroll it (axe scrollable-region-focusable).
    expect(html).toMatch(/<pre class="analytics-errors__stack" tabindex="0" aria-label="Sample stack of [^"<]*">/);
  });

  it('a report that failed says “Unable to load. Try again.” with a retry', () => {
    const failed = { isPending: false, isError: true, error: new Error('boom'), refetch: () => undefined } as unknown as UseQueryResult<string>;
    const html = text(renderToString(createElement(Report<string>, { query: failed, children: (data: string) => data })));
    expect(html).toContain('Unable to load. Try again. Try again');
  });
});
