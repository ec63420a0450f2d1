/**
 * Visitor analytics collection (issue 14 §3, §6, §9): who a call's visitor is (the analytics
 * id, else a daily-salted hash: never the IP), whether they are a bot, and the rows their
 * checked bodies become, queued for batch writes. Whether a call is recorded at all (the
 * switches, signed-in owners) is the route's to decide; this service records what it is given.
 */
import type { Db } from '../../db/database';
import { isValidVisitRecord } from '../../shared/analytics/analytics-rules';
import type { BusinessEvent, CensusHitData, CensusInteraction, ErrorReportEvent, PerformanceRecord, TrackerEvent } from '../../shared/api/analytics-collect';
import type { Clock } from '../../shared/clock';
import { businessEventRow, censusRow, olderTrackerRow, performanceRows, quickViewRow, scriptErrorRow, trackerRow, type Visit } from './collect-rows';
import { createIngestQueue, type IngestQueueOptions } from './ingest-queue';
import { createPartitionManager } from './partitions';
import { createUserAgentProfiles } from './user-agent-profile';
import { analyticsIdOfVisitRecord, hashedVisitorKey } from './visitor-fields';
import { createVisitorSalts } from './visitor-salts';

/** What the route knows of the caller; the IP is used for the hashed key and forgotten. */
export interface Caller {
  websiteId: string;
  ip: string;
  userAgent: string;
  /** The body's analytics id, if it sent one. */
  analyticsId?: string | undefined;
  /** The ss_cid and ss_cvr cookies. */
  cookieAnalyticsId?: string | undefined;
  visitRecord?: string | undefined;
}

export interface VisitorCollectionDeps {
  db: Db;
  clock: Clock;
  log: { error(obj: unknown, msg: string): void };
  randomHex: (bytes: number) => string;
  retentionDays: number;
  queue?: Pick<IngestQueueOptions, 'maxQueued' | 'batchRows' | 'flushMs'>;
}

const ANALYTICS_ID = /^[\w-]{1,64}$/;

export type VisitorCollection = ReturnType<typeof createVisitorCollection>;

export function createVisitorCollection(deps: VisitorCollectionDeps) {
  const now = () => deps.clock.now();
  const queue = createIngestQueue({ db: deps.db, log: deps.log, ...deps.queue });
  const salts = createVisitorSalts({ db: deps.db, now, randomHex: deps.randomHex });
  const partitions = createPartitionManager({ db: deps.db, now, retentionDays: deps.retentionDays });
  const profileOf = createUserAgentProfiles();

  function visitWith(caller: Caller, visitorKey: string): Visit {
    return { websiteId: caller.websiteId, visitorKey, userAgent: caller.userAgent, ...profileOf(caller.userAgent), now: now() };
  }

  /**
   * The caller's visit: at once when the caller names an analytics id or today's salt is
   * loaded (nearly every call), else after loading the salt. No promise on the usual path: a
   * collection call costs what its own work costs.
   */
  function visitOf(caller: Caller): Visit | Promise<Visit> {
    const id = [caller.analyticsId, caller.cookieAnalyticsId, analyticsIdOfVisitRecord(caller.visitRecord, isValidVisitRecord) ?? undefined].find(
      (v): v is string => v !== undefined && ANALYTICS_ID.test(v),
    );
    if (id !== undefined) return visitWith(caller, id);
    const salt = salts.todayIfLoaded();
    if (salt !== null) return visitWith(caller, hashedVisitorKey(salt, caller.websiteId, caller.ip, caller.userAgent));
    return salts.today().then((s) => visitWith(caller, hashedVisitorKey(s, caller.websiteId, caller.ip, caller.userAgent)));
  }

  /** `queue(visit)` now when the visit is known, else once it is. */
  const withVisit = <R>(caller: Caller, queue: (visit: Visit) => R): R | Promise<R> => {
    const visit = visitOf(caller);
    return visit instanceof Promise ? visit.then(queue) : queue(visit);
  };

  // Each answers what was queued, synchronously unless the day's salt must be loaded first.
  return {
    partitions,
    /** True when the User-Agent is a bot's (stored with is_bot, counted apart). */
    isBot: (userAgent: string) => profileOf(userAgent).isBot,
    recordCensus(caller: Caller, kind: string, name: string | null, data: CensusHitData | CensusInteraction): boolean | Promise<boolean> {
      return withVisit(caller, (visit) => queue.addEvents([censusRow(visit, kind, name, data)]) === 1);
    },
    /** GAP-13: a business event, queued like the census's. */
    recordBusinessEvent(caller: Caller, event: BusinessEvent): boolean | Promise<boolean> {
      return withVisit(caller, (visit) => queue.addEvents([businessEventRow(visit, event)]) === 1);
    },
    recordQuickView(caller: Caller, itemId: string, pageUrl: string | undefined): boolean | Promise<boolean> {
      return withVisit(caller, (visit) => queue.addEvents([quickViewRow(visit, itemId, pageUrl)]) === 1);
    },
    recordOlderTracker(caller: Caller, event: string, data: Record<string, unknown>): boolean | Promise<boolean> {
      return withVisit(caller, (visit) => queue.addEvents([olderTrackerRow(visit, event, data)]) === 1);
    },
    recordTracker(caller: Caller, event: TrackerEvent): boolean | Promise<boolean> {
      return withVisit(caller, (visit) => queue.addEvents([trackerRow(visit, event)]) === 1);
    },
    recordPerformance(caller: Caller, records: PerformanceRecord[]): number | Promise<number> {
      return withVisit(caller, (visit) => queue.addPerformance(records.flatMap((r) => performanceRows(visit, r))));
    },
    recordErrors(caller: Caller, reports: ErrorReportEvent[]): number | Promise<number> {
      return withVisit(caller, (visit) => queue.addErrors(reports.map((r) => scriptErrorRow(visit, r))));
    },
    flush: () => queue.flush(),
    stats: () => queue.stats(),
    close: () => queue.close(),
  };
}
