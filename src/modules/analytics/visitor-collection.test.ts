/**
 * The visitor analytics' write queue and day partitions on the database (issue 14 §9): a full
 * queue drops and counts instead of waiting, a failed write is counted and never thrown, the
 * partition manager makes each day's partitions, moves rows the default caught, and drops the
 * days past the retention; the cookieless key's salt is one per day and shared.
 */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { createIngestQueue } from './ingest-queue';
import { createPartitionManager, RAW_TABLES } from './partitions';
import { createVisitorSalts } from './visitor-salts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);
const row = (websiteId: string, at = T0) => ({ websiteId, receivedAt: new Date(at), occurredAt: new Date(at), kind: 'page_view', visitorKey: 'v' });
const noLog = { error: () => undefined };

describeDatabase('visitor analytics ingestion', (db) => {
  it('a full queue drops new events and counts them, without waiting; flush writes the rest in batches', async () => {
    const queue = createIngestQueue({ db: db().db, log: noLog, maxQueued: 5, batchRows: 100, flushMs: 60_000 });
    expect(queue.addEvents([row('q1'), row('q1'), row('q1')])).toBe(3);
    expect(queue.addEvents([row('q1'), row('q1'), row('q1'), row('q1')])).toBe(2);
    expect(queue.stats()).toMatchObject({ queued: 5, dropped: 2, written: 0 });
    await queue.flush();
    const stats = queue.stats();
    expect(stats).toMatchObject({ queued: 0, dropped: 2, written: 5 });
    const stored = await db().query<{ n: number }>(`select count(*)::int as n from analytics_events where website_id = 'q1'`);
    expect(stored[0]!.n).toBe(stats.written);
  });

  it('a batch of batchRows is written at once, without waiting for the timer', async () => {
    const queue = createIngestQueue({ db: db().db, log: noLog, batchRows: 3, flushMs: 60_000 });
    queue.addEvents([row('q3'), row('q3'), row('q3')]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(queue.stats()).toMatchObject({ queued: 0, written: 3 });
  });

  it('a failed write is logged and counted, never thrown', async () => {
    const errors: unknown[] = [];
    const queue = createIngestQueue({ db: db().db, log: { error: (obj) => errors.push(obj) }, flushMs: 60_000 });
    queue.addErrors([{ websiteId: 'q2', receivedAt: new Date(T0), occurredAt: new Date(T0), event: 'e', category: 'c', message: 'm', topFrame: '', fingerprint: 'f', data: { bad: 1n } as never }]);
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.stats()).toMatchObject({ failed: 1, written: 0 });
    expect(errors).toHaveLength(1);
  });

  it('the partition manager makes yesterday .. +3 days, moves rows the default caught, and drops days past the retention', async () => {
    const database = db();
    await database.db.insert((await import('./analytics.tables')).visitorEvents).values(row('p1', T0));
    let now = T0;
    const manager = createPartitionManager({ db: database.db, now: () => now, retentionDays: 5 });
    const first = await manager.maintain();
    expect(first.created).toContain('analytics_events_p20260110');
    expect(first.created).toContain('analytics_script_errors_p20260113');
    expect(first.created).toHaveLength(15);
    expect((await manager.maintain()).created).toEqual([]);
    const moved = await database.query<{ part: string }>(`select tableoid::regclass::text as part from analytics_events where website_id = 'p1'`);
    expect(moved).toEqual([{ part: 'analytics_events_p20260110' }]);
    now = T0 + 10 * DAY;
    const later = await manager.maintain();
    // Kept: from 2026-01-15 (20th minus 5 days); the 9th .. 14th are dropped from every table.
    expect(later.dropped.filter((n) => n.startsWith('analytics_events_p')).sort()).toEqual(['analytics_events_p20260109', 'analytics_events_p20260110', 'analytics_events_p20260111', 'analytics_events_p20260112', 'analytics_events_p20260113']);
    for (const table of RAW_TABLES) expect((await manager.listPartitions(table)).map((p) => p.name)).toContain(`${table}_p20260120`);
    expect(await database.query(`select 1 from analytics_events where website_id = 'p1'`)).toEqual([]);
  });

  it('the visitor salt is one per day, shared by every process, and old days are deleted', async () => {
    let now = T0;
    let n = 0;
    const a = createVisitorSalts({ db: db().db, now: () => now, randomHex: () => `salt-a-${++n}` });
    const b = createVisitorSalts({ db: db().db, now: () => now, randomHex: () => `salt-b-${++n}` });
    const today = await a.today();
    expect(await b.today()).toBe(today);
    now = T0 + 3 * DAY;
    expect(await b.today()).not.toBe(today);
    const days = await db().query<{ day: string }>(`select day from analytics_visitor_salts order by day`);
    expect(days.map((d) => d.day)).toEqual(['2026-01-13']);
  });
});
