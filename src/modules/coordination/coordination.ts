/**
 * What several app processes on one PostgreSQL database must agree on (issue 15 §3): rate-limit
 * counts, which process runs a scheduled job's tick, and work done once at start (the demo seed).
 * Everything lives in the database, never in one process's memory. Locks are keyed by the
 * current schema too, so deployments (or tests) sharing one PostgreSQL server do not block each other.
 */
import type { Database, SqlSession } from '../../db/database';

type Sql = Pick<Database, 'query' | 'withSession'>;

export interface RateCount {
  /** Calls counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
  /** The window's end as the database keeps it (names the window for `releaseHits`). */
  window?: string;
}

/** Counts one call for `key` in a fixed window of `windowMs` (a new window starts when the last ended). */
export async function countHit(database: Pick<Database, 'query'>, key: string, windowMs: number): Promise<RateCount> {
  return countHits(database, key, windowMs, 1);
}

/**
 * Counts `calls` calls for `key` at once; `current` is the count after the last of them (the
 * calls before it have the numbers just below). A window that ended starts again with them.
 */
export async function countHits(database: Pick<Database, 'query'>, key: string, windowMs: number, calls: number): Promise<RateCount> {
  const [row] = await database.query<{ hits: number; ttl_ms: number; window: string }>(
    `insert into coordination_rate_counters as c (key, hits, window_ends_at)
       values ($1, $3, clock_timestamp() + $2 * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when c.window_ends_at <= clock_timestamp() then $3 else c.hits + $3 end,
       window_ends_at = case when c.window_ends_at <= clock_timestamp() then clock_timestamp() + $2 * interval '1 millisecond' else c.window_ends_at end
     returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000))::integer as ttl_ms, window_ends_at::text as window`,
    [key, windowMs, calls],
  );
  return { current: row!.hits, ttlMs: row!.ttl_ms, window: row!.window };
}

/** One key's calls to count in `countHitsOfKeys`. */
export interface HitsToCount {
  key: string;
  windowMs: number;
  calls: number;
}

/**
 * Counts the calls of several keys in one statement (one round trip where `countHits` takes one
 * per key), each as `countHits` counts it; the answers come in the order asked. The keys must be
 * distinct. Rows are locked in key order, so batches from several processes cannot deadlock.
 */
export async function countHitsOfKeys(database: Pick<Database, 'query'>, counts: readonly HitsToCount[]): Promise<RateCount[]> {
  if (counts.length === 1) return [await countHits(database, counts[0]!.key, counts[0]!.windowMs, counts[0]!.calls)];
  if (new Set(counts.map((c) => c.key)).size !== counts.length) throw new Error('countHitsOfKeys: each key once');
  const rows = await database.query<{ key: string; hits: number; ttl_ms: number; window: string }>(
    `insert into coordination_rate_counters as c (key, hits, window_ends_at)
       select k, n, clock_timestamp() + w * interval '1 millisecond'
       from unnest($1::text[], $2::integer[], $3::integer[]) as t(k, w, n) order by k
     on conflict (key) do update set
       hits = case when c.window_ends_at <= clock_timestamp() then excluded.hits else c.hits + excluded.hits end,
       window_ends_at = case when c.window_ends_at <= clock_timestamp() then excluded.window_ends_at else c.window_ends_at end
     returning key, hits, greatest(0, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000))::integer as ttl_ms, window_ends_at::text as window`,
    [counts.map((c) => c.key), counts.map((c) => c.windowMs), counts.map((c) => c.calls)],
  );
  const byKey = new Map(rows.map((row) => [row.key, { current: row.hits, ttlMs: row.ttl_ms, window: row.window }]));
  return counts.map((c) => byKey.get(c.key)!);
}

/** Calls counted for a key that were never used, to take back with `releaseHits`. */
export interface HitsToRelease {
  key: string;
  calls: number;
  /** The window they were counted in (`RateCount.window`). */
  window: string;
}

/**
 * Takes back calls counted but never used (a process's unused share, rate-limit-leases.ts),
 * several keys in one statement; nothing for a key whose window has ended since. The keys must
 * be distinct. Rows are locked in key order, as `countHitsOfKeys` locks them, so the two cannot
 * deadlock across processes.
 */
export async function releaseHits(database: Pick<Database, 'query'>, releases: readonly HitsToRelease[]): Promise<void> {
  if (releases.length === 0) return;
  if (new Set(releases.map((r) => r.key)).size !== releases.length) throw new Error('releaseHits: each key once');
  await database.query(
    `with r as materialized (
       select * from unnest($1::text[], $2::integer[], $3::text[]) as t(key, calls, window_text)),
     locked as materialized (
       select c.key from coordination_rate_counters c join r on r.key = c.key order by c.key for update of c)
     update coordination_rate_counters c set hits = greatest(0, c.hits - r.calls)
     from r join locked on locked.key = r.key
     where c.key = r.key and c.window_ends_at = r.window_text::timestamptz and c.window_ends_at > clock_timestamp()`,
    [releases.map((r) => r.key), releases.map((r) => r.calls), releases.map((r) => r.window)],
  );
}

/** The count for `key` without counting a call (0 when its window has ended). */
export async function readHits(database: Pick<Database, 'query'>, key: string): Promise<RateCount> {
  const [row] = await database.query<{ hits: number; ttl_ms: number }>(
    `select hits, greatest(0, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000))::integer as ttl_ms
       from coordination_rate_counters where key = $1 and window_ends_at > clock_timestamp()`,
    [key],
  );
  return row === undefined ? { current: 0, ttlMs: 0 } : { current: row.hits, ttlMs: row.ttl_ms };
}

/** Deletes counters whose window ended more than `graceMs` ago; returns how many. */
export async function purgeEndedCounters(database: Pick<Database, 'query'>, graceMs = 60_000): Promise<number> {
  const rows = await database.query(`delete from coordination_rate_counters where window_ends_at < clock_timestamp() - $1 * interval '1 millisecond' returning key`, [graceMs]);
  return rows.length;
}

/** The advisory lock key of `name` in the current schema. */
async function keyOf(session: SqlSession, name: string): Promise<string> {
  const [row] = await session.query<{ key: string }>('select hashtextextended(current_schema() || $1, 0)::text as key', [`:stoa:${name}`]);
  return row!.key;
}

/** Runs `work` while holding the named lock, waiting for it when another process holds it. */
export async function withExclusiveLock<T>(database: Sql, name: string, work: () => Promise<T>): Promise<T> {
  return database.withSession(async (session) => {
    const key = await keyOf(session, name);
    await session.query('select pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await session.query('select pg_advisory_unlock($1::bigint)', [key]);
    }
  });
}

/**
 * Runs one tick of the job `name` unless another process is running it or ran it less than
 * `minGapMs` ago; true when this process ran it. The advisory lock keeps runs from overlapping,
 * the claimed row keeps two processes' timers from both running the same interval's tick.
 */
export async function runJobTickOnce(database: Sql, name: string, minGapMs: number, work: () => Promise<unknown>): Promise<boolean> {
  return database.withSession(async (session) => {
    const key = await keyOf(session, name);
    const [lock] = await session.query<{ got: boolean }>('select pg_try_advisory_lock($1::bigint) as got', [key]);
    if (lock?.got !== true) return false;
    try {
      const claimed = await session.query(
        `insert into coordination_job_runs as j (name, ran_at, runs) values ($1, clock_timestamp(), 1)
         on conflict (name) do update set ran_at = clock_timestamp(), runs = j.runs + 1
           where j.ran_at <= clock_timestamp() - $2 * interval '1 millisecond'
         returning runs`,
        [name, minGapMs],
      );
      if (claimed.length === 0) return false;
      await work();
      return true;
    } finally {
      await session.query('select pg_advisory_unlock($1::bigint)', [key]);
    }
  });
}

/** How many ticks of `name` were claimed in all (0 when it never ran). */
export async function jobRuns(database: Pick<Database, 'query'>, name: string): Promise<number> {
  const [row] = await database.query<{ runs: string }>('select runs from coordination_job_runs where name = $1', [name]);
  return row === undefined ? 0 : Number(row.runs);
}
