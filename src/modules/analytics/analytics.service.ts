/**
 * The owner's panel events (ADM-02..ADM-06): batches of actions the editor sends, checked
 * against the known event names and stored per site. Reading them back is per site too.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { OwnerEventsBody, type OwnerEventName } from '../../shared/api/owner-events';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { ownerEvents } from './analytics.tables';

export interface AnalyticsDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
}

export interface StoredOwnerEvent {
  id: string;
  name: OwnerEventName;
  properties: Record<string, string | number | boolean | null>;
  actor: string | null;
  at: number;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** An event time further ahead than this is the browser's wrong clock: the server's time is kept. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export function createAnalyticsService({ db, ids, clock }: AnalyticsDeps) {
  return {
    /** Stores a batch (all or none); an unknown name or a bad property refuses the whole batch. */
    async recordOwnerEvents(websiteId: string, actor: string | null, raw: unknown): Promise<number> {
      const parsed = OwnerEventsBody.safeParse(raw);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
        throw new DomainError('VALIDATION_FAILED', { errors });
      }
      const now = clock.now();
      const rows = parsed.data.events.map((event) => ({
        id: ids.next(),
        websiteId,
        name: event.name,
        properties: event.properties,
        actor,
        occurredAt: new Date(event.at > now + MAX_CLOCK_SKEW_MS ? now : event.at),
        receivedAt: new Date(now),
      }));
      await db.insert(ownerEvents).values(rows);
      return rows.length;
    },

    /** The site's events, newest first (optionally of one name). */
    async listOwnerEvents(websiteId: string, query: { name?: OwnerEventName; limit?: number } = {}): Promise<StoredOwnerEvent[]> {
      const where = and(eq(ownerEvents.websiteId, websiteId), query.name === undefined ? undefined : eq(ownerEvents.name, query.name));
      const rows = await db
        .select()
        .from(ownerEvents)
        .where(where)
        .orderBy(desc(ownerEvents.seq))
        .limit(Math.min(Math.max(query.limit ?? 100, 1), 500));
      return rows.map((r) => ({ id: r.id, name: r.name as OwnerEventName, properties: r.properties, actor: r.actor, at: r.occurredAt.getTime() }));
    },
  };
}
