/**
 * The visitor analytics' write queue (issue 14 §9): collection calls put rows here and answer
 * at once; the queue writes them in multi-row inserts every `flushMs` or as soon as
 * `batchRows` wait. It is bounded: when full, new rows are dropped and counted rather than
 * making a page view wait. A failed write is logged and counted, never thrown to a request.
 * One queue per process; `flush()` writes everything queued (shutdown, readers that need
 * fresh rows).
 */
import type { DbOrTx } from '../../db/database';
import { performanceRecords, scriptErrors, visitorEvents } from './analytics.tables';
import { columnInsert } from './column-insert';

export type VisitorEventRow = typeof visitorEvents.$inferInsert;
export type PerformanceRow = typeof performanceRecords.$inferInsert;
export type ScriptErrorRow = typeof scriptErrors.$inferInsert;

export interface IngestStats {
  /** Rows waiting now. */
  queued: number;
  written: number;
  /** Rows refused because the queue was full. */
  dropped: number;
  /** Rows lost to failed writes. */
  failed: number;
}

export interface IngestQueueOptions {
  db: DbOrTx;
  log: { error(obj: unknown, msg: string): void };
  maxQueued?: number;
  batchRows?: number;
  flushMs?: number;
}

export type IngestQueue = ReturnType<typeof createIngestQueue>;

const insertEvents = columnInsert(visitorEvents);
const insertPerformance = columnInsert(performanceRecords);
const insertErrors = columnInsert(scriptErrors);

export const INGEST_DEFAULTS = { maxQueued: 20_000, batchRows: 500, flushMs: 250 } as const;

export function createIngestQueue(options: IngestQueueOptions) {
  const maxQueued = options.maxQueued ?? INGEST_DEFAULTS.maxQueued;
  const batchRows = options.batchRows ?? INGEST_DEFAULTS.batchRows;
  const flushMs = options.flushMs ?? INGEST_DEFAULTS.flushMs;
  let events: VisitorEventRow[] = [];
  let performance: PerformanceRow[] = [];
  let errors: ScriptErrorRow[] = [];
  const stats = { written: 0, dropped: 0, failed: 0 };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> | null = null;
  let closed = false;

  const queued = () => events.length + performance.length + errors.length;

  async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
    for (let i = 0; i < rows.length; i += batchRows) {
      const chunk = rows.slice(i, i + batchRows);
      try {
        await insert(chunk);
        stats.written += chunk.length;
      } catch (err) {
        stats.failed += chunk.length;
        options.log.error({ err, rows: chunk.length }, 'visitor analytics write failed');
      }
    }
  }

  async function writeOnce(): Promise<void> {
    const [e, p, s] = [events, performance, errors];
    events = [];
    performance = [];
    errors = [];
    await insertAll(e, (chunk) => insertEvents(options.db, chunk));
    await insertAll(p, (chunk) => insertPerformance(options.db, chunk));
    await insertAll(s, (chunk) => insertErrors(options.db, chunk));
  }

  /** Writes until the queue is empty; one write at a time. */
  function drain(): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (writing !== null) return writing;
    if (queued() === 0) return Promise.resolve();
    const run = (async () => {
      try {
        while (queued() > 0) await writeOnce();
      } finally {
        writing = null;
      }
    })();
    writing = run;
    return run;
  }

  function schedule(): void {
    if (queued() >= batchRows) {
      if (writing === null) void drain();
      return;
    }
    if (timer === null && writing === null && !closed) {
      timer = setTimeout(() => {
        timer = null;
        void drain();
      }, flushMs);
      timer.unref?.();
    }
  }

  function push<T>(target: T[], rows: T[]): number {
    const room = Math.max(0, maxQueued - queued());
    const taken = rows.length <= room ? rows : rows.slice(0, room);
    stats.dropped += rows.length - taken.length;
    target.push(...taken);
    if (taken.length > 0) schedule();
    return taken.length;
  }

  return {
    /** Queues rows; returns how many were taken (the rest were dropped: the queue is full). */
    addEvents: (rows: VisitorEventRow[]) => push(events, rows),
    addPerformance: (rows: PerformanceRow[]) => push(performance, rows),
    addErrors: (rows: ScriptErrorRow[]) => push(errors, rows),
    /** Writes everything queued now (and whatever a write in flight holds). */
    async flush(): Promise<void> {
      if (writing !== null) await writing;
      await drain();
    },
    stats: (): IngestStats => ({ queued: queued(), ...stats }),
    /** Flushes and stops scheduling writes (server close). */
    async close(): Promise<void> {
      closed = true;
      await this.flush();
    },
  };
}
