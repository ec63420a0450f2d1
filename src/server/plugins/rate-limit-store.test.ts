/**
 * issue 15 §3: the database rate-limit store counts the calls of one key that arrive while its
 * upsert is on its way together in the next upsert, each call with its own number (the leases
 * themselves: rate-limit-leases.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from './rate-limit-store';

/** A database whose counter upserts are answered when the test says so. */
function heldDatabase() {
  const hits = new Map<string, number>();
  const sent: { key: string; calls: number; answer(): void; fail(error: Error): void }[] = [];
  const query = (_sql: string, params: unknown[] = []) =>
    new Promise<unknown[]>((resolve, reject) => {
      const [key, , calls] = params as [string, number, number];
      sent.push({
        key,
        calls,
        answer: () => {
          hits.set(key, (hits.get(key) ?? 0) + calls);
          resolve([{ hits: hits.get(key), ttl_ms: 1000, window: 'w1' }]);
        },
        fail: reject,
      });
    });
  return { database: { query: query as never }, sent };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('database rate-limit store', () => {
  it('issue 15 §3 calls of one key during an upsert are counted together next, each with its own number in arrival order', async () => {
    const { database, sent } = heldDatabase();
    const Store = databaseRateLimitStore(database);
    Store.stop();
    const store = new Store({});
    const numbers: number[] = [];
    const incr = () => store.incr('10.0.0.1', (error, result) => numbers.push(error === null ? result!.current : -1), 60_000, 100);
    incr();
    incr();
    incr();
    incr();
    expect(sent.map((s) => s.calls)).toEqual([1]);
    sent[0]!.answer();
    await settle();
    expect(sent.map((s) => s.calls)).toEqual([1, 3]);
    expect(sent.every((s) => s.key === 'global|10.0.0.1')).toBe(true);
    sent[1]!.answer();
    await settle();
    expect(numbers).toEqual([1, 2, 3, 4]);
    // Nothing on its way and the lease used up: the next call is sent at once, with a bigger
    // block (the key is busy); the calls after it take the block's numbers without a round trip.
    incr();
    expect(sent.map((s) => s.calls)).toEqual([1, 3, 4]);
    sent[2]!.answer();
    await settle();
    incr();
    incr();
    expect(sent).toHaveLength(3);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('issue 15 §3 another key is never held behind a key on its way; a failed upsert fails each of its calls', async () => {
    const { database, sent } = heldDatabase();
    const Store = databaseRateLimitStore(database);
    Store.stop();
    const store = new Store({});
    const errors: string[] = [];
    store.incr('a', (error) => errors.push(error?.message ?? 'ok'), 60_000, 100);
    store.incr('b', (error) => errors.push(error?.message ?? 'ok'), 60_000, 100);
    store.incr('a', (error) => errors.push(error?.message ?? 'ok'), 60_000, 100);
    store.incr('a', (error) => errors.push(error?.message ?? 'ok'), 60_000, 100);
    expect(sent.map((s) => `${s.key}:${s.calls}`)).toEqual(['global|a:1', 'global|b:1']);
    sent[0]!.answer();
    await settle();
    expect(sent.map((s) => `${s.key}:${s.calls}`)).toEqual(['global|a:1', 'global|b:1', 'global|a:2']);
    sent[2]!.fail(new Error('connection lost'));
    sent[1]!.answer();
    await settle();
    expect(errors).toEqual(['ok', 'connection lost', 'connection lost', 'ok']);
  });
});
