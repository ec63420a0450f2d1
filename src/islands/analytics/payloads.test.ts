import { describe, expect, it } from 'vitest';
import { CensusHitData, PerformanceRecord, TrackerEvent } from '../../shared/api/analytics-collect';
import type { AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import { isRestrictive, visitorChoiceOf } from '../../shared/analytics/cookie-consent';
import { ADDED_TO_CART_EVENT } from '../../shared/tracking-pixel';
import { censusHitData } from './census';
import { ADDED_TO_CART, recordedOnPage } from './extras';
import { metricValue, priceCents, resolvedLocale, trackerEvent, webVitalsRecord, type TrackerPage } from './tracker-payloads';
import type { VisitInfo } from './visit';

const props: AnalyticsPageProps = {
  websiteId: 'w1',
  templateId: 'default',
  locale: 'fr-FR',
  sourceEnvironment: 'prod',
  pageType: 'product',
  pageKind: 'page',
  visitorMetricsOnly: false,
  itemId: 'p-mug',
  cookieBanner: 'off',
  events: [],
};
const page: TrackerPage = {
  url: 'https://shop.example/shop/mug?x=1',
  host: 'shop.example',
  path: '/shop/mug',
  query: 'x=1',
  title: 'Mug',
  referrer: '',
  userAgent: 'UA',
  language: 'de-DE',
  pageLanguage: 'en-GB',
  innerWidth: 390,
  innerHeight: 800,
  screenWidth: 390,
  screenHeight: 844,
  now: 1_700_000_000_000,
};
const visit: VisitInfo = { analyticsId: 'a1', sessionId: 's1', visitorCookie: 'a1|1|1|1|1', newVisit: true, firstSession: true, firstLanding: true };

describe('what the analytics script sends', () => {
  it('ANL-11 a census hit carries the page fields and the visitor\'s, and passes the server\'s schema', () => {
    const data = censusHitData(props, page, visit);
    expect(data).toMatchObject({ visitorCookie: 'a1|1|1|1|1', analyticsId: 'a1', sessionId: 's1', userAgent: 'UA', clientDate: page.now, viewportInnerWidth: 390, screenHeight: 844, websiteId: 'w1', templateId: 'default', locale: 'fr-FR', url: page.url, title: 'Mug', itemId: 'p-mug', pageType: 'product', newVisit: true });
    expect(CensusHitData.safeParse(data).success).toBe(true);
  });

  it('ANL-40 under the restrictive policy the hit has no cookie and no ids', () => {
    const data = censusHitData(props, page, null);
    expect(data.visitorCookie).toBeUndefined();
    expect(data.analyticsId).toBeUndefined();
    expect(data.sessionId).toBeUndefined();
    expect(CensusHitData.safeParse(data).success).toBe(true);
  });

  it('ANL-21 GAP-14 a tracker event carries the automatic fields and the schema\'s own', () => {
    const event = trackerEvent('commerce_add_to_cart', { itemId: 'p-mug', sku: 'MUG', quantity: 2, unitPriceCents: 2410, currency: 'USD' }, props, page, visit);
    expect(event.eventContent).toMatchObject({ analytics_id: 'a1', session_id: 's1', browser_language: 'de-DE', client_name: 'stoa-storefront', client_version: '4.8.0', page_host: 'shop.example', page_path: '/shop/mug', page_query_params: 'x=1', source_environment: 'prod', context_website_id: 'w1', resolved_locale: 'en-GB', custom_schema_name: 'commerce_add_to_cart', unitPriceCents: 2410 });
    expect(TrackerEvent.safeParse(event).success).toBe(true);
  });

  it('ANL-22 resolved_locale falls back to the page language, then en-US', () => {
    expect(resolvedLocale({ pageLanguage: 'nl' }, { locale: 'fr' })).toBe('nl');
    expect(resolvedLocale({ pageLanguage: '' }, { locale: 'fr' })).toBe('fr');
    expect(resolvedLocale({ pageLanguage: '' }, { locale: '' })).toBe('en-US');
  });

  it('GAP-14 add to cart: the unit price text in cents; the event name is the product form\'s', () => {
    expect(priceCents('24.10')).toBe(2410);
    expect(priceCents('free')).toBeNull();
    expect(priceCents('')).toBeNull();
    expect(ADDED_TO_CART).toBe(ADDED_TO_CART_EVENT);
  });

  it('PERF-03 PERF-07 the web-vitals record: whole numbers in range, CLS ×1000, page type, device and path', () => {
    const record = webVitalsRecord({ LCP: 1234.6, FCP: 800.2, CLS: 0.0123, INP: 56, TTFB: -3 }, 'product', page, 'load-1');
    expect(record).toEqual({ app: 'stoa-storefront', event: 'web-vitals', pageLoadId: 'load-1', ts: page.now, data: { LCP: 1235, FCP: 800, CLS: 12, INP: 56, pageType: 'product', device: 'mobile', path: '/shop/mug' } });
    expect(PerformanceRecord.safeParse(record).success).toBe(true);
    expect(metricValue(3e9)).toBe(2_147_483_647);
    expect(metricValue(Number.NaN)).toBeNull();
  });

  it('GAP-66 the policy: opt-in until accepted, declined or Do-Not-Track / GPC always restrictive', () => {
    expect(isRestrictive('off', visitorChoiceOf(''))).toBe(false);
    expect(isRestrictive('opt-in', visitorChoiceOf(''))).toBe(true);
    expect(isRestrictive('opt-in', visitorChoiceOf('ss_cookieAllowed=1'))).toBe(false);
    expect(isRestrictive('off', visitorChoiceOf('a=b; ss_cookieAllowed=0'))).toBe(true);
    expect(isRestrictive('off', 'accepted', { doNotTrack: true })).toBe(true);
    expect(isRestrictive('opt-out', 'none', { globalPrivacyControl: true })).toBe(true);
  });

  it('ANL-07 a paywall page records only visitor metrics: the visit, not the commerce events or page speed', () => {
    const paywall = { visitorMetricsOnly: true };
    expect(recordedOnPage(paywall, 'site_visit')).toBe(true);
    for (const measure of ['commerce_product_view', 'commerce_add_to_cart', 'commerce_checkout_confirmed', 'performance']) {
      expect(recordedOnPage(paywall, measure)).toBe(false);
      expect(recordedOnPage({ visitorMetricsOnly: false }, measure)).toBe(true);
    }
  });
});
