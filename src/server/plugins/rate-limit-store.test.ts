/**
 * issue 15 §3: the database rate-limit store counts the calls of one key that arrive while its
 * upsert is on its way together in the next upsert, each call with its own number (the leases
 * themselves: rate-limit-leases.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * A database whose counter upserts are answered when the test says so. An upsert of one key
 * (countHits) is one entry; one of several keys (countHitsOfKeys, a turn's leases) one entry per key.
 */
function heldDatabase() {
  const hits = new Map<string, number>();
  const sent: { key: string; calls: number; statement: number; answer(): void; fail(error: Error): void }[] = [];
  let statements = 0;
  const query = (_sql: string, params: unknown[] = []) =>
    new Promise<unknown[]>((resolve, reject) => {
      const [keys, , calls] = (Array.isArray(params[0]) ? params : params.map((p) => [p])) as [string[], number[], number[]];
      const statement = ++statements;
      let waiting = keys.length;
      const rows: unknown[] = [];
      keys.forEach((key, i) =>
        sent.push({
          key,
          calls: calls[i]!,
          statement,
          answer: () => {
            hits.set(key, (hits.get(key) ?? 0) + calls[i]!);
            rows[i] = { key, hits: hits.get(key), ttl_ms: 1000, window: 'w1' };
            if (--waiting === 0) resolve(rows);
          },
          fail: reject,
        }),
      );
    });
  return { database: { query: query as never }, sent };
}

/** Lets answered upserts call back and the next turn's statement be sent. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

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
    // Sent when the turn ends (the leases of one turn go as one statement).
    expect(sent).toEqual([]);
    await settle();
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
    await settle();
    expect(sent.map((s) => s.calls)).toEqual([1, 3, 4]);
    sent[2]!.answer();
    await settle();
    incr();
    incr();
    expect(sent).toHaveLength(3);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('issue 15 §3 keys of one turn share a statement; another key is never held behind a key on its way; a failed upsert fails each of its calls', async () => {
    const { database, sent } = heldDatabase();
    const Store = databaseRateLimitStore(database);
    Store.stop();
    const store = new Store({});
    const errors: string[] = [];
    const incr = (key: string) => store.incr(key, (error) => errors.push(`${key}:${error?.message ?? 'ok'}`), 60_000, 100);
    incr('a');
    incr('c');
    await settle();
    expect(sent.map((s) => `${s.key}:${s.calls}@${s.statement}`)).toEqual(['global|a:1@1', 'global|c:1@1']);
    // a is on its way: b goes in a statement of its own at once; a's next calls wait for a's answer.
    incr('b');
    incr('a');
    incr('a');
    await settle();
    expect(sent.map((s) => `${s.key}:${s.calls}@${s.statement}`)).toEqual(['global|a:1@1', 'global|c:1@1', 'global|b:1@2']);
    sent[0]!.answer();
    sent[1]!.answer();
    await settle();
    expect(sent.map((s) => `${s.key}:${s.calls}@${s.statement}`)).toEqual(['global|a:1@1', 'global|c:1@1', 'global|b:1@2', 'global|a:2@3']);
    sent[3]!.fail(new Error('connection lost'));
    sent[2]!.answer();
    await settle();
    expect(errors).toEqual(['a:ok', 'c:ok', 'a:connection lost', 'a:connection lost', 'b:ok']);
  });
});
