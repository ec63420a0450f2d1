/**
 * The visitor analytics' collection calls (spec §7; the wire shapes in
 * src/shared/api/analytics-collect.ts). Each checks its body (a bad one is a 400 with the
 * fields in `data.errors`, and nothing is stored), then decides whether this visitor is
 * recorded (§6: the deployment switch ANL-06, the site's switch, signed-in owners ANL-01/02)
 * and queues the rows: 202 when queued, 202 too when skipped (the script cannot tell, and
 * must not be told, why). Nothing here waits for a database write.
 *
 * Crumbs: the census, tracker and performance calls are sent by `navigator.sendBeacon`, which
 * cannot add a header, on page hide when a form field cannot be added either: they opt out of
 * the crumb (`crumb: false`). They change nothing a visitor owns; a forged one can only add a
 * page view, as loading the page would. RecordEvent (the `crumb` field) and
 * RecordJavascriptErrors (the `X-CSRF-Token` header) keep the crumb check the spec gives them.
 *
 * Rate limits: every call here has its own per-IP bucket of ANALYTICS_CALLS_PER_MINUTE
 * (replacing the general /api/ one for these routes), so a chatty page never uses up the
 * shopper's budget for cart and checkout calls, and one address still cannot flood the queue.
 *
 * Cost per call (docs/decisions.md, "Collection calls' cost per call"): a page sends seven of
 * these, so they skip what they do not use: request logs below 'warn', the shopper's session
 * lookup (`siteUser: false`), and text-boundary's checking stream (their scope's parsers check
 * UTF-8 on the whole buffer). A call that needs no salt load queues its rows and answers
 * without a promise.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Caller } from '../../../modules/analytics';
import { ANALYTICS_COOKIES, SKIP_RECORDING_ID } from '../../../shared/analytics/analytics-rules';
import { isRestrictive, visitorChoiceOf } from '../../../shared/analytics/cookie-consent';
import { siteMayRecord } from '../../../shared/analytics/session-recording';
import {
  BusinessEvent,
  CensusHitData,
  CensusHitForm,
  CensusInteraction,
  ErrorReports,
  InternalEventFields,
  OlderTrackerData,
  OlderTrackerForm,
  PerformanceRecords,
  TrackerEvent,
  type FullstoryIdAnswer,
  type PerformanceSettingsAnswer,
} from '../../../shared/api/analytics-collect';
import { ContributorRole } from '../../../shared/enums';
import { DomainError } from '../../../shared/errors';
import { withCheckedTextParsers } from '../../plugins/checked-text-parsers';

/** Per IP and per call: a page sends a handful of these; a busy shopper stays far below. */
export const ANALYTICS_CALLS_PER_MINUTE = 600;
const WITH_CRUMB = {
  config: { rateLimit: { max: ANALYTICS_CALLS_PER_MINUTE, timeWindow: 60_000 }, siteUser: false },
  // Two info lines per call would cost more than the call (each page sends seven).
  logLevel: 'warn',
} as const;
const BEACON = { ...WITH_CRUMB, config: { ...WITH_CRUMB.config, crumb: false } } as const;
const INTERACTIONS = { 'button-click': 'button_click', 'button-render': 'button_render', 'form-render': 'form_render', overlay: 'overlay' } as const;
const ItemId = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'Not an id.') });
const SchemaName = z.object({ schemaName: z.string().regex(/^[a-z][a-z0-9_]{0,99}$/, 'Not a schema name.') });

const refuse = (field: string, message: string) => new DomainError('VALIDATION_FAILED', { errors: { [field]: message } });

/** JSON, or a beacon's text/plain body holding JSON. */
function jsonOf(body: unknown, field = '_'): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw refuse(field, 'This is not JSON.');
  }
}

/** Checks a body against its contract; a refusal answers 400 with its fields (a ZodError). */
const check = <T>(schema: ZodType<T>, raw: unknown): T => schema.parse(raw);

function siteOf(request: FastifyRequest) {
  if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
  return request.site;
}

/** The body's site must be the host's: one site never writes another's figures. */
function sameSite(request: FastifyRequest, websiteId: string | undefined, field: string): void {
  if (websiteId !== undefined && websiteId !== siteOf(request).id) throw refuse(field, 'This is another site’s id.');
}

/** The page's path from a URL, for NAV-07's "/config" rule. */
function pagePathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

/**
 * §6: whether this request's visitor is recorded. Off when the deployment's switch (ANL-06) or
 * the site's is off; off for a signed-in contributor of this site (ANL-01), except one whose
 * only role is viewer, on a page that is not an editing page (ANL-02, NAV-07: any path
 * containing /config).
 */
export function isRecorded(request: FastifyRequest, pageUrl: string | undefined): boolean {
  if (!request.server.config.analyticsEnabled) return false;
  const site = siteOf(request);
  if (site.settings.analytics?.enabled === false) return false;
  const owner = request.owner;
  if (owner === null) return true;
  return owner.role === ContributorRole.VIEWER && !pagePathOf(pageUrl).includes('/config');
}

function callerOf(request: FastifyRequest, body: { analyticsId?: string | undefined; userAgent?: string | undefined } = {}): Caller {
  return {
    websiteId: siteOf(request).id,
    ip: request.ip,
    // The request's own header first: a script's copy of it is only a fallback.
    userAgent: (request.headers['user-agent'] ?? body.userAgent ?? '').slice(0, 1000),
    analyticsId: body.analyticsId,
    cookieAnalyticsId: request.cookies[ANALYTICS_COOKIES.analyticsId],
    visitRecord: request.cookies[ANALYTICS_COOKIES.visitRecord],
  };
}

/** The answer of every stored (or skipped) call, serialised once. */
const ACCEPTED = JSON.stringify({ accepted: true });
const accepted = (reply: FastifyReply): void => {
  void reply.status(202).type('application/json; charset=utf-8').send(ACCEPTED);
};
/** 202 now when the rows were queued at once, else once they are (the day's salt was loading). */
function answer(reply: FastifyReply, queued: unknown): Promise<void> | undefined {
  if (queued instanceof Promise) return queued.then(() => accepted(reply));
  accepted(reply);
  return undefined;
}

export function registerAnalyticsCollectRoutes(parent: FastifyInstance): void {
  withCheckedTextParsers(parent, registerRoutes);
}

function registerRoutes(app: FastifyInstance): void {
  const collect = () => app.services.visitorAnalytics;

  // ANL-10, ANL-11: a page view (form-encoded `event`, `data` JSON).
  app.post('/api/census/RecordHit', BEACON, (request, reply) => {
    const form = check(CensusHitForm, request.body ?? {});
    const data = check(CensusHitData, jsonOf(form.data, 'data'));
    sameSite(request, data.websiteId, 'websiteId');
    return answer(reply, isRecorded(request, data.url) && collect().recordCensus(callerOf(request, data), 'page_view', form.event, data));
  });

  // ANL-12: the census interactions (JSON or beacon text).
  for (const [path, kind] of Object.entries(INTERACTIONS)) {
    app.post(`/api/census/${path}`, BEACON, (request, reply) => {
      const data = check(CensusInteraction, jsonOf(request.body));
      sameSite(request, data.websiteId, 'websiteId');
      return answer(reply, isRecorded(request, data.url) && collect().recordCensus(callerOf(request, data), kind, null, data));
    });
  }

  // GAP-13, ANL-08: a business event (JSON or beacon text), only ever with the census cookie's value.
  app.post('/api/census/business-event', BEACON, (request, reply) => {
    const event = check(BusinessEvent, jsonOf(request.body));
    sameSite(request, event.websiteId, 'websiteId');
    return answer(reply, isRecorded(request, event.url) && collect().recordBusinessEvent(callerOf(request, event), event));
  });

  // A product's quick view: the id in the path, the page from the Referer.
  app.post('/api/census/RecordQuickView/:id', BEACON, (request, reply) => {
    const { id } = check(ItemId, request.params);
    const page = request.headers.referer;
    return answer(reply, isRecorded(request, page) && collect().recordQuickView(callerOf(request), id, page));
  });

  // ANL-16: the older tracker; the `crumb` field must match the crumb cookie (checked by the crumb hook).
  app.post('/api/events/RecordEvent', WITH_CRUMB, (request, reply) => {
    const form = check(OlderTrackerForm, request.body ?? {});
    const data = check(OlderTrackerData, jsonOf(form.data, 'data'));
    sameSite(request, data.websiteId, 'websiteId');
    return answer(reply, isRecorded(request, data.pagePath) && collect().recordOlderTracker(callerOf(request), form.event, data));
  });

  /** ANL-21, GAP-14: the event, with an internal event's own fields checked too. */
  const trackerEventOf = (request: FastifyRequest) => {
    const event = check(TrackerEvent, jsonOf(request.body));
    const internal = (InternalEventFields as Record<string, ZodType>)[event.eventSchemaName];
    if (internal !== undefined) {
      const extra = internal.safeParse(event.eventContent);
      if (!extra.success) throw new z.ZodError(extra.error.issues.map((i) => ({ ...i, path: ['eventContent', ...i.path] })));
    }
    sameSite(request, event.eventContent.context_website_id, 'eventContent.context_website_id');
    return event;
  };

  app.post('/api/v1/clanker/events', BEACON, (request, reply) => {
    const event = trackerEventOf(request);
    const c = event.eventContent;
    return answer(reply, isRecorded(request, c.page_path) && collect().recordTracker(callerOf(request, { analyticsId: c.analytics_id, userAgent: c.enduser_user_agent }), event));
  });

  // Validate mode: the same checks, nothing stored.
  app.post('/api/v1/clanker/validate-event-content/:schemaName', BEACON, async (request) => {
    const { schemaName } = check(SchemaName, request.params);
    const event = trackerEventOf(request);
    if (event.eventSchemaName !== schemaName) throw refuse('eventSchemaName', `This event is not a ${schemaName} event.`);
    return { valid: true };
  });

  // PERF-02: a page load's id for its performance records.
  app.get('/api/1/performance/settings', WITH_CRUMB, async (): Promise<PerformanceSettingsAnswer> => ({ pageLoadId: randomBytes(12).toString('base64url') }));

  // PERF-03..PERF-07: a batch of records (JSON or beacon text); web vitals become a row per metric.
  app.post('/api/1/performance/records', BEACON, (request, reply) => {
    const records = check(PerformanceRecords, jsonOf(request.body));
    const firstPath = records.find((r) => typeof r.data.path === 'string')?.data.path as string | undefined;
    return answer(reply, isRecorded(request, firstPath) && collect().recordPerformance(callerOf(request), records));
  });

  // ERR-01, ERR-02: error reports; the X-CSRF-Token header must equal the crumb cookie (the crumb hook).
  app.post('/api/events/RecordJavascriptErrors', WITH_CRUMB, (request, reply) => {
    const reports = check(ErrorReports, jsonOf(request.body));
    reports.forEach((r, i) => sameSite(request, r.data.websiteId, `${i}.data.websiteId`));
    return answer(reply, isRecorded(request, reports[0]?.data.url) && collect().recordErrors(callerOf(request), reports));
  });

  // ANL-44, ANL-45: `{ id }`; 'automated-mock-id' means do not record: always while the toggle is
  // off (the default), on a site that is not a US site, for a visitor who is not recorded, and
  // under the restrictive cookie policy (GAP-66). The time zone and cores the browser checks.
  app.get('/api/commerce/fullstory/getId', WITH_CRUMB, async (request): Promise<FullstoryIdAnswer> => {
    const site = siteOf(request);
    const recording =
      siteMayRecord(app.config.sessionRecording, site.settings.location?.addressCountry) &&
      isRecorded(request, request.headers.referer) &&
      !isRestrictive(site.settings.analytics?.cookieBanner ?? 'off', visitorChoiceOf(request.headers.cookie ?? ''), {
        doNotTrack: request.headers.dnt === '1',
        globalPrivacyControl: request.headers['sec-gpc'] === '1',
      });
    return { id: recording ? randomBytes(12).toString('base64url') : SKIP_RECORDING_ID };
  });
}
