/**
 * issue 15 §3: shared rate-limit counts in leases. A quiet key costs one upsert per call; a busy
 * one leases growing blocks within its caps; processes sharing a row never admit more than the
 * limit; an idle lease is given back while its window lasts.
 */
import { describe, expect, it } from 'vitest';
import { leasedCounter } from './rate-limit-leases';

/** One counter table shared by every counter made on it; answers on the next microtask. */
function sharedDatabase() {
  const hits = new Map<string, number>();
  const upserts: { key: string; calls: number }[] = [];
  const releases: { key: string; calls: number; window: string }[] = [];
  /** The keys each counting statement counted, and each releasing statement gave back. */
  const statements: string[][] = [];
  const releaseStatements: string[][] = [];
  let windowEnded = false;
  const query = async (text: string, params: unknown[] = []) => {
    await Promise.resolve();
    if (!text.trimStart().startsWith('insert')) {
      // releaseHits: keys, calls and windows as arrays.
      const [keys, calls, windows] = params as [string[], number[], string[]];
      releaseStatements.push(keys);
      keys.forEach((key, i) => {
        releases.push({ key, calls: calls[i]!, window: windows[i]! });
        if (!windowEnded) hits.set(key, Math.max(0, (hits.get(key) ?? 0) - calls[i]!));
      });
      return [];
    }
    // One key (countHits) or several keys as arrays (countHitsOfKeys).
    const [keys, , calls] = (Array.isArray(params[0]) ? params : params.map((p) => [p])) as [string[], number[], number[]];
    statements.push(keys);
    return keys.map((key, i) => {
      upserts.push({ key, calls: calls[i]! });
      hits.set(key, (hits.get(key) ?? 0) + calls[i]!);
      return { key, hits: hits.get(key), ttl_ms: 60_000, window: 'w1' };
    });
  };
  return { database: { query: query as never }, hits, upserts, releases, statements, releaseStatements, endWindow: () => (windowEnded = true) };
}

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

/** One call's number (its count in the window). */
const count = (counter: ReturnType<typeof leasedCounter>, key: string, max: number) =>
  new Promise<number>((resolve, reject) => counter.incr(key, 60_000, max, (error, result) => (error === null ? resolve(result!.current) : reject(error))));

describe('rate-limit leases', () => {
  it('issue 15 §3 a quiet key (a browser calling now and then) counts each call in the database, one at a time', async () => {
    const db = sharedDatabase();
    const time = clock();
    const counter = leasedCounter(db.database, { now: time.now, idleMs: 250 });
    const numbers: number[] = [];
    for (let i = 0; i < 4; i++) {
      numbers.push(await count(counter, 'cart|crumb', 120));
      time.advance(2_000);
      await counter.releaseIdle();
    }
    expect(numbers).toEqual([1, 2, 3, 4]);
    expect(db.upserts.map((u) => u.calls)).toEqual([1, 1, 1, 1]);
    expect(db.hits.get('cart|crumb')).toBe(4);
  });

  it('issue 15 §3 a busy key leases doubling blocks and numbers their calls itself, in order', async () => {
    const db = sharedDatabase();
    const counter = leasedCounter(db.database, { now: clock().now });
    const numbers: number[] = [];
    for (let i = 0; i < 20; i++) numbers.push(await count(counter, 'global|10.0.0.1', 100_000));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(db.upserts.map((u) => u.calls)).toEqual([1, 2, 4, 8, 16]);
  });

  it('issue 15 §3 blocks stay within a sixteenth of the limit and a quarter of what is left; past the limit calls get numbers above it', async () => {
    const db = sharedDatabase();
    const counter = leasedCounter(db.database, { now: clock().now });
    const numbers: number[] = [];
    for (let i = 0; i < 70; i++) numbers.push(await count(counter, 'cart|v', 64));
    expect(numbers).toEqual(Array.from({ length: 70 }, (_, i) => i + 1));
    const blocks = db.upserts.map((u) => u.calls);
    expect(Math.max(...blocks)).toBe(4);
    // The last blocks before the limit are single calls.
    expect(blocks.slice(-8)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('issue 15 §3 two processes counting one key never admit more than its limit together, and the row counts every call', async () => {
    const db = sharedDatabase();
    const time = clock();
    const a = leasedCounter(db.database, { now: time.now, idleMs: 250 });
    const b = leasedCounter(db.database, { now: time.now, idleMs: 250 });
    const numbers: number[] = [];
    for (let i = 0; i < 150; i++) numbers.push(await count(i % 3 === 0 ? a : b, 'cart|shared', 100));
    const admitted = numbers.filter((n) => n <= 100).length;
    expect(admitted).toBeLessThanOrEqual(100);
    // Unused numbers are only what the two leases hold; given back, the row counts the calls made.
    expect(admitted).toBeGreaterThanOrEqual(100 - 2 * 6);
    time.advance(300);
    await a.releaseIdle();
    await b.releaseIdle();
    expect(db.hits.get('cart|shared')).toBe(150);
  });

  it('issue 15 §3 an idle lease is given back while its window lasts, never into a later window', async () => {
    const db = sharedDatabase();
    const time = clock();
    const counter = leasedCounter(db.database, { now: time.now, idleMs: 250 });
    for (let i = 0; i < 4; i++) await count(counter, 'k', 100_000);
    // Blocks 1, 2 and 4: three calls of the last block unused.
    expect(db.hits.get('k')).toBe(7);
    time.advance(100);
    await counter.releaseIdle();
    expect(db.releases).toEqual([]);
    time.advance(200);
    await counter.releaseIdle();
    expect(db.releases).toEqual([{ key: 'k', calls: 3, window: 'w1' }]);
    expect(db.hits.get('k')).toBe(4);
    expect(counter.keys).toBe(0);
    // After the row's window ended the release changes nothing there (the update names its window).
    for (let i = 0; i < 4; i++) await count(counter, 'j', 100_000);
    db.endWindow();
    time.advance(300);
    await counter.releaseIdle();
    expect(db.hits.get('j')).toBe(7);
  });

  it('issue 15 §3 the leases one sweep finds idle go back in one statement; a busy one stays', async () => {
    const db = sharedDatabase();
    const time = clock();
    const counter = leasedCounter(db.database, { now: time.now, idleMs: 250 });
    // Four calls each: blocks 1, 2 and 4, three calls of the last unused.
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 4; i++) await count(counter, key, 100_000);
    time.advance(200);
    for (let i = 0; i < 2; i++) await count(counter, 'c', 100_000);
    time.advance(100);
    await counter.releaseIdle();
    expect(db.releaseStatements).toEqual([['a', 'b']]);
    expect(db.releases).toEqual([{ key: 'a', calls: 3, window: 'w1' }, { key: 'b', calls: 3, window: 'w1' }]);
    expect([db.hits.get('a'), db.hits.get('b')]).toEqual([4, 4]);
    expect(counter.keys).toBe(1);
    await counter.releaseIdle();
    expect(db.releaseStatements).toHaveLength(1);
  });

  it('issue 15 §3 keys leased in one turn of the event loop are counted by one statement, each with its own count', async () => {
    const db = sharedDatabase();
    const counter = leasedCounter(db.database, { now: clock().now });
    const visitors = ['cart|c', 'cart|a', 'cart|b'];
    const first = await Promise.all(visitors.map((key) => count(counter, key, 30)));
    expect(first).toEqual([1, 1, 1]);
    expect(db.statements).toEqual([visitors]);
    // The next turn's calls go in the next statement; a quiet key's count goes on from its row.
    expect(await Promise.all([count(counter, 'cart|a', 30), count(counter, 'cart|d', 30)])).toEqual([2, 1]);
    expect(db.statements).toHaveLength(2);
    expect(db.hits).toEqual(new Map([['cart|c', 1], ['cart|a', 2], ['cart|b', 1], ['cart|d', 1]]));
  });

  it('issue 15 §3 a failed upsert fails each call waiting for it, and the next call tries again', async () => {
    let fail = true;
    const database = {
      query: (async (_text: string, params: unknown[]) => {
        await Promise.resolve();
        if (fail) throw new Error('connection lost');
        return [{ hits: params[2], ttl_ms: 1000, window: 'w' }];
      }) as never,
    };
    const counter = leasedCounter(database, { now: clock().now });
    const outcomes = await Promise.allSettled([count(counter, 'k', 100), count(counter, 'k', 100)]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value))).toEqual(['connection lost', 'connection lost']);
    fail = false;
    expect(await count(counter, 'k', 100)).toBe(1);
  });
});
