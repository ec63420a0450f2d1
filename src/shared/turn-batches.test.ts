/** issue 15 §2: calls of one turn of the event loop sent together (turn-batches.ts). */
import { describe, expect, it } from 'vitest';
import { turnBatches } from './turn-batches';

/** A send that records its batches and answers each ask doubled (or as `answer` says). */
function recorder(answer: (asks: number[]) => Promise<readonly (number | Promise<number>)[]> = async (asks) => asks.map((a) => a * 2)) {
  const batches: number[][] = [];
  return {
    batches,
    send: (asks: number[]) => {
      batches.push(asks);
      return answer(asks);
    },
  };
}

describe('turn batches', () => {
  it('issue 15 §2 calls of one turn go in one batch, each answered with its own answer; the next turn\'s in the next', async () => {
    const sent = recorder();
    const call = turnBatches<number, number>({ send: sent.send });
    const first = [call(1), call(2), call(3)];
    // Nothing is sent before the turn ends.
    expect(sent.batches).toEqual([]);
    expect(await Promise.all(first)).toEqual([2, 4, 6]);
    expect(await call(5)).toBe(10);
    expect(sent.batches).toEqual([[1, 2, 3], [5]]);
  });

  it('issue 15 §2 a turn bigger than `most` is split; calls with one key never share a batch', async () => {
    const sent = recorder();
    const split = turnBatches<number, number>({ send: sent.send, most: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map(split))).toEqual([2, 4, 6, 8, 10]);
    expect(sent.batches).toEqual([[1, 2], [3, 4], [5]]);
    const keyed = recorder();
    const byParity = turnBatches<number, number>({ send: keyed.send, keyOf: (n) => String(n % 2) });
    expect(await Promise.all([1, 2, 3, 4].map(byParity))).toEqual([2, 4, 6, 8]);
    expect(keyed.batches).toEqual([[1, 2], [3, 4]]);
  });

  it('issue 15 §2 a failed send fails each call of its batch only; an answer that fails fails its call alone', async () => {
    const failing = turnBatches<number, number>({
      send: async (asks) => {
        if (asks.includes(0)) throw new Error('statement failed');
        return asks.map((a) => (a < 0 ? Promise.reject(new Error(`bad ${a}`)) : a));
      },
    });
    const outcomes = await Promise.allSettled([failing(0), failing(1)]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value))).toEqual(['statement failed', 'statement failed']);
    const alone = await Promise.allSettled([failing(-1), failing(7)]);
    expect(alone.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value))).toEqual(['bad -1', 7]);
    const throwsAtOnce = turnBatches<number, number>({
      send: () => {
        throw new Error('at once');
      },
    });
    await expect(throwsAtOnce(1)).rejects.toThrow('at once');
  });
});
