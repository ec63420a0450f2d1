/**
 * The business events (GAP-13): a search, a lead (a form or newsletter sign-up sent) and a
 * customer account made, sent to `POST /api/census/business-event` with the census page
 * fields. ANL-08: only while the census cookie (ss_cvr) exists, so never under the
 * restrictive cookie policy (its cookies are cleared) and never before a visit was counted;
 * ANL-07: never on a paywall page (visitor metrics only). 2.5 s timeout (the caller's `post`),
 * failures ignored. The browser is reached through `deps`, so the rules are tested without one.
 */
import type { BusinessEvent } from '../../shared/api/analytics-collect';
import type { AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import type { BusinessEventName } from '../../shared/analytics/analytics-rules';
import type { PageSnapshot } from './census';
import type { VisitInfo } from './visit';

/**
 * The DOM events other islands dispatch on `document` (FORM_SUBMITTED_EVENT and
 * NEWSLETTER_SIGNUP_EVENT in form-block/after-success.ts, ACCOUNT_CREATED_EVENT in
 * shared/tracking-pixel.ts), spelled here so this chunk loads none of those modules for three
 * strings (a test keeps them equal).
 */
export const BUSINESS_DOM_EVENTS = {
  formSubmitted: 'stoa:form-submitted',
  newsletterSignup: 'stoa:newsletter-signup',
  accountCreated: 'stoa:account-created',
} as const;

export const BUSINESS_EVENT_PATH = '/api/census/business-event';

export interface BusinessEventDeps {
  props: AnalyticsPageProps;
  /** The census cookie's value now (ss_cvr), null when it does not exist. */
  censusCookie: () => string | null;
  /** The visitor's state now; null under the restrictive cookie policy. */
  visit: () => VisitInfo | null;
  snapshot: () => PageSnapshot;
  post: (url: string, body: BodyInit, headers?: Record<string, string>) => Promise<number>;
  /** Listens to a DOM event on `document`, handing over its `detail`. */
  listen: (name: string, handler: (detail: unknown) => void) => void;
  /** Runs after the current task's other handlers (one submission fires two events). */
  defer: (fn: () => void) => void;
  /** The search page's query (`?q=`), null elsewhere. */
  searchQuery: string | null;
}

export type BusinessEventData = BusinessEvent['data'];

const clip = (text: string, max: number) => text.slice(0, max);

/**
 * The census page fields (ANL-11) a business event carries. Built here rather than with
 * census.ts's `censusHitData`: that lives in the up-front script, and sharing it with this
 * chunk would add exports to the script on every page's critical path.
 */
function pageFields(props: AnalyticsPageProps, page: PageSnapshot, visit: VisitInfo): Omit<BusinessEvent, 'event' | 'data' | 'visitorCookie'> {
  const fields: Omit<BusinessEvent, 'event' | 'data' | 'visitorCookie'> = {
    analyticsId: visit.analyticsId,
    sessionId: visit.sessionId,
    userAgent: clip(page.userAgent, 1000),
    clientDate: page.now,
    websiteId: props.websiteId,
    templateId: props.templateId,
    locale: props.locale,
    url: clip(page.url, 2048),
    title: clip(page.title, 500),
    referrer: clip(page.referrer, 2048),
    pageType: props.pageType,
  };
  if (props.itemId !== undefined) fields.itemId = props.itemId;
  if (props.collectionId !== undefined) fields.collectionId = props.collectionId;
  return fields;
}

/** Starts the listeners; returns the sender (true when the event was sent). */
export function startBusinessEvents(deps: BusinessEventDeps): (event: BusinessEventName, data: BusinessEventData) => boolean {
  const send = (event: BusinessEventName, data: BusinessEventData): boolean => {
    if (deps.props.visitorMetricsOnly) return false;
    const visit = deps.visit();
    const cookie = deps.censusCookie();
    if (visit === null || cookie === null || cookie === '') return false;
    const body: BusinessEvent = { ...pageFields(deps.props, deps.snapshot(), visit), event, data, visitorCookie: cookie };
    void deps.post(BUSINESS_EVENT_PATH, JSON.stringify(body), { 'content-type': 'application/json' });
    return true;
  };

  const query = deps.searchQuery?.trim() ?? '';
  if (deps.props.pageType === 'search' && query !== '') send('search', { query: clip(query, 200) });

  // A newsletter sign-up fires both events for one submission: one lead, saying which it was.
  const pending = new Map<string, string>();
  const lead = (category: string) => (detail: unknown) => {
    const formId = clip(String((detail as { formId?: unknown } | null)?.formId ?? ''), 200);
    const first = !pending.has(formId);
    pending.set(formId, category);
    if (!first) return;
    deps.defer(() => {
      send('lead', { content_category: pending.get(formId) ?? category, formId });
      pending.delete(formId);
    });
  };
  deps.listen(BUSINESS_DOM_EVENTS.formSubmitted, lead('form'));
  deps.listen(BUSINESS_DOM_EVENTS.newsletterSignup, lead('newsletter'));
  deps.listen(BUSINESS_DOM_EVENTS.accountCreated, () => send('complete_registration', { status: true }));
  return send;
}
