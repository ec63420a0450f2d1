import { describe, expect, it } from 'vitest';
import { BusinessEvent } from '../../shared/api/analytics-collect';
import type { AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import { ACCOUNT_CREATED_EVENT } from '../../shared/tracking-pixel';
import { FORM_SUBMITTED_EVENT, NEWSLETTER_SIGNUP_EVENT } from '../form-block/after-success';
import { BUSINESS_DOM_EVENTS, BUSINESS_EVENT_PATH, startBusinessEvents, type BusinessEventDeps } from './business-events';
import type { PageSnapshot } from './census';
import type { VisitInfo } from './visit';

const RECORD = 'a1|1700000000000|1700000000000|1700000000000|1';
const props: AnalyticsPageProps = {
  websiteId: 'w1', templateId: 'default', locale: 'en-US', sourceEnvironment: 'prod', pageType: 'page', pageKind: 'page',
  visitorMetricsOnly: false, cookieBanner: 'opt-in', events: [],
};
const snapshot = (): PageSnapshot => ({
  url: 'https://shop.example/contact', path: '/contact', title: 'Contact', referrer: '', userAgent: 'UA',
  innerWidth: 390, innerHeight: 800, screenWidth: 390, screenHeight: 844, now: 1_700_000_000_000,
});
const visit: VisitInfo = { analyticsId: 'a1', sessionId: 's1', visitorCookie: RECORD, newVisit: true, firstSession: true, firstLanding: true };

/** A page: its cookie, its visitor state, its DOM events and the requests sent. */
function page(over: Partial<BusinessEventDeps> & { cookie?: string | null } = {}) {
  const sent: { url: string; body: unknown }[] = [];
  const handlers = new Map<string, ((detail: unknown) => void)[]>();
  const deferred: (() => void)[] = [];
  let cookie: string | null = over.cookie === undefined ? RECORD : over.cookie;
  const send = startBusinessEvents({
    props,
    censusCookie: () => cookie,
    visit: () => visit,
    snapshot,
    post: async (url, body) => {
      sent.push({ url, body: JSON.parse(String(body)) });
      return 202;
    },
    listen: (name, handler) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
    defer: (fn) => deferred.push(fn),
    searchQuery: null,
    ...over,
  });
  const fire = (name: string, detail?: unknown) => {
    for (const handler of handlers.get(name) ?? []) handler(detail);
  };
  const flush = () => deferred.splice(0).forEach((fn) => fn());
  const dispatch = (name: string, detail?: unknown) => {
    fire(name, detail);
    flush();
  };
  return { sent, send, fire, flush, dispatch, setCookie: (value: string | null) => (cookie = value) };
}

describe('the business events in the browser (GAP-13)', () => {
  it('ANL-08 a business event is sent only while the census cookie exists', () => {
    const p = page({ cookie: null });
    expect(p.send('lead', { formId: 'f' })).toBe(false);
    p.dispatch(BUSINESS_DOM_EVENTS.accountCreated);
    expect(p.sent).toEqual([]);
    p.setCookie(RECORD);
    p.dispatch(BUSINESS_DOM_EVENTS.accountCreated);
    expect(p.sent).toHaveLength(1);
    // Declining clears the cookie (ANL-40): nothing more is sent.
    p.setCookie(null);
    p.dispatch(BUSINESS_DOM_EVENTS.accountCreated);
    expect(p.sent).toHaveLength(1);
  });

  it('ANL-08 GAP-66 nothing is sent under the restrictive policy (no visitor state), even with a stale cookie', () => {
    const p = page({ visit: () => null });
    p.dispatch(BUSINESS_DOM_EVENTS.formSubmitted, { formId: 'f' });
    expect(p.sent).toEqual([]);
  });

  it('ANL-07 nothing is sent on a paywall page (visitor metrics only)', () => {
    const p = page({ props: { ...props, visitorMetricsOnly: true }, searchQuery: 'lamp' });
    p.dispatch(BUSINESS_DOM_EVENTS.accountCreated);
    expect(p.sent).toEqual([]);
  });

  it('GAP-13 the body is {event, data, visitorCookie, page fields} and passes the server’s contract', () => {
    const p = page();
    p.dispatch(BUSINESS_DOM_EVENTS.accountCreated);
    expect(p.sent[0]!.url).toBe(BUSINESS_EVENT_PATH);
    const body = p.sent[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ event: 'complete_registration', data: { status: true }, visitorCookie: RECORD, websiteId: 'w1', url: 'https://shop.example/contact', analyticsId: 'a1', sessionId: 's1' });
    expect(body).not.toHaveProperty('newVisit');
    expect(BusinessEvent.safeParse(body).success).toBe(true);
  });

  it('GAP-13 a newsletter sign-up (two DOM events) is one lead saying so; a search page with a query sends a search', () => {
    const p = page();
    p.dispatch(BUSINESS_DOM_EVENTS.formSubmitted, { formId: 'f1' });
    expect(p.sent.map((s) => (s.body as { data: unknown }).data)).toEqual([{ content_category: 'form', formId: 'f1' }]);
    const q = page({ props: { ...props, pageType: 'search' }, searchQuery: ' lamp ' });
    expect(q.sent.map((s) => (s.body as { event: string; data: unknown })).map((b) => [b.event, b.data])).toEqual([['search', { query: 'lamp' }]]);
    // Both events of one newsletter submission within one task.
    const n = page();
    n.fire(BUSINESS_DOM_EVENTS.formSubmitted, { formId: 'f2' });
    n.fire(BUSINESS_DOM_EVENTS.newsletterSignup, { formId: 'f2' });
    n.flush();
    expect(n.sent.map((s) => (s.body as { data: unknown }).data)).toEqual([{ content_category: 'newsletter', formId: 'f2' }]);
  });

  it('the DOM event names are the ones the other islands dispatch', () => {
    expect(BUSINESS_DOM_EVENTS).toEqual({ formSubmitted: FORM_SUBMITTED_EVENT, newsletterSignup: NEWSLETTER_SIGNUP_EVENT, accountCreated: ACCOUNT_CREATED_EVENT });
  });
});
