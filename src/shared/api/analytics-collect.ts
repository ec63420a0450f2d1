/**
 * The visitor analytics' collection calls (spec §3, §7): what the storefront's analytics script
 * sends and the server checks before anything is stored. The wire shapes are the spec's; the
 * fields inside `data` are this product's (ANL-11, ANL-16, ANL-21, GAP-14). Bad bodies get a
 * 400 with a message and store nothing.
 *
 * - `POST /api/census/RecordHit`            form-encoded `event`, `data` (JSON of `CensusHitData`)
 * - `POST /api/census/button-click`, `/button-render`, `/form-render`, `/overlay`   JSON `CensusInteraction`
 * - `POST /api/census/RecordQuickView/:id`  empty body (the product's id in the path)
 * - `POST /api/census/business-event`      JSON `BusinessEvent` (GAP-13; only with the census cookie, ANL-08)
 * - `POST /api/events/RecordEvent`          form-encoded `crumb`, `event`, `data` (JSON of `OlderTrackerData`)
 * - `POST /api/v1/clanker/events`           JSON (or a beacon's text/plain JSON) `TrackerEvent`
 * - `POST /api/v1/clanker/validate-event-content/:schemaName`   the same, checked, never stored
 * - `GET  /api/1/performance/settings`      → `{ pageLoadId }`
 * - `POST /api/1/performance/records`       JSON array of `PerformanceRecord`
 * - `POST /api/events/RecordJavascriptErrors`   JSON array of `ErrorReportEvent`, header `X-CSRF-Token` = the crumb cookie
 * - `GET  /api/commerce/fullstory/getId`    → `{ id }`
 *
 * Success is 200 (202 where the event is queued for a batch write).
 */
import { z } from 'zod';
import { ANALYTICS_LIMITS, BUSINESS_EVENTS, PAGE_TYPES, SOURCE_ENVIRONMENTS, isValidMetricValue, isValidVisitRecord } from '../analytics/analytics-rules';

const text = (max: number) => z.string().max(max);
const size = z.number().int().min(0).max(100_000);
const id = z.string().regex(/^[\w-]{1,64}$/, 'Not an id.');

/** ANL-11: the page fields every census call carries. */
export const CensusPageFields = z.object({
  /** The visit record cookie's value (ANL-37), absent under the restrictive policy. */
  visitorCookie: z.string().max(200).optional(),
  analyticsId: id.optional(),
  sessionId: id.optional(),
  userAgent: text(1000).optional(),
  clientDate: z.number().int().min(0).optional(),
  viewportInnerWidth: size.optional(),
  viewportInnerHeight: size.optional(),
  screenWidth: size.optional(),
  screenHeight: size.optional(),
  websiteId: id,
  templateId: text(100).optional(),
  locale: text(35).optional(),
  url: text(2048),
  title: text(500).optional(),
  referrer: text(2048).optional(),
  itemId: id.optional(),
  collectionId: id.optional(),
  pageType: z.enum(PAGE_TYPES).optional(),
});

/** RecordHit's `data`: the page fields, and whether this view starts a visit (no live ss_cvt). */
export const CensusHitData = CensusPageFields.extend({
  newVisit: z.boolean().optional(),
  firstSession: z.boolean().optional(),
  firstLanding: z.boolean().optional(),
});
export type CensusHitData = z.infer<typeof CensusHitData>;
export const CensusHitForm = z.object({ event: text(100).min(1, 'Name the event.'), data: text(16_000) });

/** button-click, button-render, form-render, overlay (ANL-12). */
export const CensusInteraction = CensusPageFields.extend({
  /** The button's, form's or overlay's id and label. */
  targetId: text(200).optional(),
  targetLabel: text(500).optional(),
});
export type CensusInteraction = z.infer<typeof CensusInteraction>;

/**
 * GAP-13: a business event: its name, its data (flat, at most 20 values) and the page fields,
 * with the census cookie's value required (ANL-08: no cookie, no business event).
 */
export const BusinessEvent = CensusPageFields.extend({
  event: z.enum(BUSINESS_EVENTS),
  data: z
    .record(z.string().max(40), z.union([text(500), z.number().finite(), z.boolean()]))
    .refine((d) => Object.keys(d).length <= 20, 'At most 20 values.'),
  visitorCookie: z.string().max(200).refine(isValidVisitRecord, 'Not a census cookie.'),
});
export type BusinessEvent = z.infer<typeof BusinessEvent>;

/** ANL-16: the older tracker's data. */
export const OlderTrackerData = z.object({
  websiteId: id,
  memberAccountId: text(64).optional(),
  website_locale: text(35).optional(),
  member_locale: text(35).optional(),
  templateId: text(100).optional(),
  variantId: text(64).optional(),
  pageHash: text(200).optional(),
  pagePath: text(2048).optional(),
});
export const OlderTrackerForm = z.object({ crumb: text(200).min(1), event: text(100).min(1, 'Name the event.'), data: text(16_000) });

/** ANL-21: the newer tracker's event content. */
export const TrackerEventContent = z.looseObject({
  analytics_id: text(64).optional(),
  browser_language: text(35).optional(),
  browser_locale: text(35).optional(),
  browser_window_height: size.optional(),
  browser_window_width: size.optional(),
  client_name: text(100).optional(),
  client_version: text(20).optional(),
  marketing_id: text(64).optional(),
  page_host: text(255).optional(),
  page_path: text(2048).optional(),
  page_query_params: text(2048).optional(),
  page_referrer_url: text(2048).optional(),
  session_id: text(64).optional(),
  enduser_user_agent: text(1000).optional(),
  event_occurrence_timestamp: z.number().int().min(0).optional(),
  custom_schema_name: text(100).optional(),
  source_environment: z.enum(SOURCE_ENVIRONMENTS).optional(),
  context_website_id: id,
  destination_url: text(2048).optional(),
  member_account_id: text(64).optional(),
  object_identifier: text(200).optional(),
  resolved_locale: text(35).optional(),
  website_locale: text(35).optional(),
  member_account_locale: text(35).optional(),
});
export const TrackerEvent = z.object({
  eventSchemaName: z.string().regex(/^[a-z][a-z0-9_]{0,99}$/, 'Not a schema name.'),
  eventContent: TrackerEventContent,
});
export type TrackerEvent = z.infer<typeof TrackerEvent>;

/** GAP-14: what each internal event's content adds to ANL-21's fields. */
export const InternalEventFields = {
  commerce_product_view: z.object({ object_identifier: id }),
  commerce_add_to_cart: z.object({
    itemId: id,
    sku: text(100),
    quantity: z.number().int().min(1).max(10_000),
    unitPriceCents: z.number().int().min(0).max(ANALYTICS_LIMITS.metricMax),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
  commerce_checkout_confirmed: z.object({
    orderId: id,
    grandTotalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3}$/),
    testMode: z.boolean(),
  }),
  site_visit: z.object({ first_session: z.boolean(), first_landing: z.boolean() }),
} as const;

export const PerformanceSettingsAnswer = z.object({ pageLoadId: z.string() });
export type PerformanceSettingsAnswer = z.infer<typeof PerformanceSettingsAnswer>;

const metricValue = z.number().refine(isValidMetricValue, `Values must be from ${ANALYTICS_LIMITS.metricMin} to ${ANALYTICS_LIMITS.metricMax}.`);
/**
 * PERF-03: one record. `data` holds the measured values by name (every value within PERF-07's
 * range; CLS ×1000, `CLS_SCALE`) and the page's `pageType`, `device` and `path` as text.
 * A web-vitals record is `{ app: 'stoa-storefront', event: 'web-vitals', data: { LCP: 1234, pageType: 'product', … } }`.
 */
export const PerformanceRecord = z.object({
  app: text(100).min(1),
  event: text(100).min(1),
  pageLoadId: z.string().regex(/^[\w-]{1,64}$/, 'Not a page load id.'),
  ts: z.number().int().min(0),
  data: z.record(z.string().max(40), z.union([metricValue, z.string().max(2048)])).refine((d) => Object.keys(d).length <= 40, 'At most 40 values.'),
});
export type PerformanceRecord = z.infer<typeof PerformanceRecord>;
export const PerformanceRecords = z.array(PerformanceRecord).min(1).max(100);

/** ERR-02: one error report. `data` carries the message, the stack (≤ 5000 characters), the page and the category. */
export const ErrorReportEvent = z.object({
  event: text(100).min(1),
  timestamp: z.number().int().min(0),
  data: z.object({
    message: text(2000),
    stack: text(ANALYTICS_LIMITS.errorStackMaxChars).optional(),
    /** Where it came from: 'uncaught', 'unhandledrejection', 'boundary', or a tracking code's category (ERR-08). */
    category: text(100).optional(),
    url: text(2048).optional(),
    source: text(2048).optional(),
    line: z.number().int().min(0).optional(),
    column: z.number().int().min(0).optional(),
    websiteId: id.optional(),
    pageType: z.enum(PAGE_TYPES).optional(),
  }),
});
export type ErrorReportEvent = z.infer<typeof ErrorReportEvent>;
export const ErrorReports = z.array(ErrorReportEvent).min(1).max(ANALYTICS_LIMITS.errorReportsPerPage);

/** ANL-44: `{ id }`; the id 'automated-mock-id' (SKIP_RECORDING_ID) means do not record this session. */
export const FullstoryIdAnswer = z.object({ id: z.string() });
export type FullstoryIdAnswer = z.infer<typeof FullstoryIdAnswer>;
