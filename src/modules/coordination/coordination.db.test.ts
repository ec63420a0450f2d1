/**
 * What several processes share, shown with two connection pools on one PostgreSQL schema (two
 * processes' worth): counts add up across them, a job's tick is claimed by one, and runs under
 * one lock never overlap. Skipped without TEST_DATABASE_URL (PGlite is one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeDatabase, postgresTestUrl } from '../../../test/support/database';
import { openDatabase, type Database } from '../../db/database';
import { countHit, countHits, countHitsOfKeys, jobRuns, purgeEndedCounters, readHits, releaseHits, runJobTickOnce, withExclusiveLock } from './coordination';

const url = postgresTestUrl();
let counter = 0;
const unique = (what: string) => `${what}-${++counter}-${Math.random().toString(36).slice(2)}`;

describe.skipIf(url === undefined)('coordination across processes [postgres]', () => {
  let first: Database & { dispose(): Promise<void> };
  let second: Database;

  beforeAll(async () => {
    first = await createTestDatabase('postgres');
    const [{ schema }] = await first.query<{ schema: string }>('select current_schema() as schema');
    second = await openDatabase({ url: url!, schema, maxConnections: 4 });
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await first?.dispose();
  });

  it('issue 15 §3 calls counted through two processes at once share one count: each number is given once', async () => {
    const key = unique('ip');
    const counts = await Promise.all(Array.from({ length: 12 }, (_, i) => countHit(i % 2 === 0 ? first : second, key, 60_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(counts.every((c) => c.ttlMs > 0 && c.ttlMs <= 60_000)).toBe(true);
    expect((await readHits(second, key)).current).toBe(12);
    expect((await readHits(second, unique('nobody'))).current).toBe(0);
  });

  it('issue 15 §3 several calls counted at once take the numbers below the count answered; a call after them the next', async () => {
    const key = unique('ip');
    expect((await countHits(first, key, 60_000, 3)).current).toBe(3);
    const both = await Promise.all([countHits(second, key, 60_000, 2), countHit(first, key, 60_000)]);
    expect(both.map((c) => c.current).sort((a, b) => a - b)).toEqual(both[0].current === 5 ? [5, 6] : [4, 6]);
    expect((await readHits(first, key)).current).toBe(6);
  });

  it('issue 15 §3 several keys counted in one statement: each answer is its key\'s, in the order asked, and batches in opposite orders from two processes neither deadlock nor lose a call', async () => {
    const [a, b, c] = [unique('a'), unique('b'), unique('c')];
    await countHit(first, b, 60_000);
    const answers = await countHitsOfKeys(first, [
      { key: c, windowMs: 60_000, calls: 1 },
      { key: b, windowMs: 60_000, calls: 2 },
      { key: a, windowMs: 30_000, calls: 3 },
    ]);
    expect(answers.map((x) => x.current)).toEqual([1, 3, 3]);
    expect(answers[2]!.ttlMs).toBeLessThanOrEqual(30_000);
    expect(answers.every((x) => typeof x.window === 'string')).toBe(true);
    const forward = [a, b, c].map((key) => ({ key, windowMs: 60_000, calls: 1 }));
    const backward = [...forward].reverse();
    await Promise.all(Array.from({ length: 20 }, (_, i) => countHitsOfKeys(i % 2 === 0 ? first : second, i % 4 < 2 ? forward : backward)));
    expect([(await readHits(first, a)).current, (await readHits(first, b)).current, (await readHits(first, c)).current]).toEqual([23, 23, 21]);
    await expect(countHitsOfKeys(first, [forward[0]!, forward[0]!])).rejects.toThrow('each key once');
  });

  it('issue 15 §3 unused calls of several keys are taken back in one statement, never below zero, never from a later window; releases and counts in opposite key orders do not deadlock', async () => {
    const [a, b, c] = [unique('ra'), unique('rb'), unique('rc')];
    const counted = await countHitsOfKeys(first, [
      { key: a, windowMs: 60_000, calls: 5 },
      { key: b, windowMs: 60_000, calls: 2 },
      { key: c, windowMs: 60_000, calls: 4 },
    ]);
    await releaseHits(first, [
      { key: c, calls: 1, window: counted[2]!.window! },
      { key: b, calls: 3, window: counted[1]!.window! },
      // A window that is not the row's (one that ended): nothing is taken back.
      { key: a, calls: 2, window: '2001-01-01 00:00:00+00' },
    ]);
    expect([(await readHits(first, a)).current, (await readHits(first, b)).current, (await readHits(first, c)).current]).toEqual([5, 0, 3]);
    await expect(releaseHits(first, [{ key: a, calls: 1, window: counted[0]!.window! }, { key: a, calls: 1, window: counted[0]!.window! }])).rejects.toThrow('each key once');
    await countHitsOfKeys(first, [a, b, c].map((key) => ({ key, windowMs: 60_000, calls: 10 })));
    const forward = [a, b, c];
    const backward = [...forward].reverse();
    await Promise.all(Array.from({ length: 20 }, (_, i) => {
      const keys = i % 4 < 2 ? forward : backward;
      return i % 2 === 0
        ? countHitsOfKeys(first, keys.map((key) => ({ key, windowMs: 60_000, calls: 2 })))
        : releaseHits(second, keys.map((key) => ({ key, calls: 1, window: counted[[a, b, c].indexOf(key)]!.window! })));
    }));
    // Ten counts of 2 and ten releases of 1 on every key (never reaching zero): 10 more.
    expect([(await readHits(first, a)).current, (await readHits(first, b)).current, (await readHits(first, c)).current]).toEqual([25, 20, 23]);
  });

  it('issue 15 §3 a window that has ended starts again at one, and ended windows are purged', async () => {
    const key = unique('ip');
    expect((await countHit(first, key, 0)).current).toBe(1);
    expect((await countHit(second, key, 0)).current).toBe(1);
    expect((await readHits(first, key)).current).toBe(0);
    expect(await purgeEndedCounters(first, 0)).toBeGreaterThanOrEqual(1);
    expect(await first.query('select 1 from coordination_rate_counters where key = $1', [key])).toEqual([]);
  });

  it('issue 15 §3 a job tick started by two processes at once runs once, and not again within its interval', async () => {
    const name = unique('outbox delivery');
    let runs = 0;
    const work = async () => {
      runs++;
    };
    const ran = await Promise.all([runJobTickOnce(first, name, 60_000, work), runJobTickOnce(second, name, 60_000, work), runJobTickOnce(first, name, 60_000, work)]);
    expect(runs).toBe(1);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await runJobTickOnce(second, name, 60_000, work)).toBe(false);
    expect(await jobRuns(first, name)).toBe(1);
    // Once the interval has passed (here: an interval of 0), the next tick runs, wherever it starts.
    expect(await runJobTickOnce(second, name, 0, work)).toBe(true);
    expect(runs).toBe(2);
    // Other jobs are not held up.
    expect(await runJobTickOnce(second, unique('renewals'), 60_000, work)).toBe(true);
  });

  it('issue 15 §3 a job still running in one process is not started by another, however late its tick', async () => {
    const name = unique('charge reconciliation');
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let started!: () => void;
    const running = new Promise<void>((done) => (started = done));
    const long = runJobTickOnce(first, name, 0, async () => {
      started();
      await held;
    });
    await running;
    let ranMeanwhile = false;
    expect(await runJobTickOnce(second, name, 0, async () => void (ranMeanwhile = true))).toBe(false);
    expect(ranMeanwhile).toBe(false);
    release();
    expect(await long).toBe(true);
  });

  it('issue 15 §3 work under one lock (the demo seed) runs one process at a time', async () => {
    const name = unique('demo seed');
    const order: string[] = [];
    const step = (who: string) => async () => {
      order.push(`${who} in`);
      await new Promise((done) => setTimeout(done, 30));
      order.push(`${who} out`);
    };
    await Promise.all([withExclusiveLock(first, name, step('a')), withExclusiveLock(second, name, step('b'))]);
    expect(order).toHaveLength(4);
    expect(order[0]!.slice(0, 1)).toBe(order[1]!.slice(0, 1));
    expect(order[2]!.slice(0, 1)).toBe(order[3]!.slice(0, 1));
  });
});

describeDatabase('coordination: rate counts', (db) => {
  it('issue 15 §3 counts calls per key in a fixed window and answers the time left', async () => {
    const key = unique('visitor');
    expect(await countHit(db(), key, 60_000)).toMatchObject({ current: 1 });
    const second = await countHit(db(), key, 60_000);
    expect(second.current).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await countHit(db(), unique('visitor'), 60_000)).current).toBe(1);
  });
});
