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

  async function visitOf(caller: Caller): Promise<Visit> {
    const id = [caller.analyticsId, caller.cookieAnalyticsId, analyticsIdOfVisitRecord(caller.visitRecord, isValidVisitRecord) ?? undefined].find(
      (v): v is string => v !== undefined && ANALYTICS_ID.test(v),
    );
    const visitorKey = id ?? hashedVisitorKey(await salts.today(), caller.websiteId, caller.ip, caller.userAgent);
    return { websiteId: caller.websiteId, visitorKey, userAgent: caller.userAgent, ...profileOf(caller.userAgent), now: now() };
  }

  return {
    partitions,
    /** True when the User-Agent is a bot's (stored with is_bot, counted apart). */
    isBot: (userAgent: string) => profileOf(userAgent).isBot,
    async recordCensus(caller: Caller, kind: string, name: string | null, data: CensusHitData | CensusInteraction): Promise<boolean> {
      return queue.addEvents([censusRow(await visitOf(caller), kind, name, data)]) === 1;
    },
    /** GAP-13: a business event, queued like the census's. */
    async recordBusinessEvent(caller: Caller, event: BusinessEvent): Promise<boolean> {
      return queue.addEvents([businessEventRow(await visitOf(caller), event)]) === 1;
    },
    async recordQuickView(caller: Caller, itemId: string, pageUrl: string | undefined): Promise<boolean> {
      return queue.addEvents([quickViewRow(await visitOf(caller), itemId, pageUrl)]) === 1;
    },
    async recordOlderTracker(caller: Caller, event: string, data: Record<string, unknown>): Promise<boolean> {
      return queue.addEvents([olderTrackerRow(await visitOf(caller), event, data)]) === 1;
    },
    async recordTracker(caller: Caller, event: TrackerEvent): Promise<boolean> {
      return queue.addEvents([trackerRow(await visitOf(caller), event)]) === 1;
    },
    async recordPerformance(caller: Caller, records: PerformanceRecord[]): Promise<number> {
      const visit = await visitOf(caller);
      return queue.addPerformance(records.flatMap((r) => performanceRows(visit, r)));
    },
    async recordErrors(caller: Caller, reports: ErrorReportEvent[]): Promise<number> {
      const visit = await visitOf(caller);
      return queue.addErrors(reports.map((r) => scriptErrorRow(visit, r)));
    },
    flush: () => queue.flush(),
    stats: () => queue.stats(),
    close: () => queue.close(),
  };
}
