import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './cluster';

describe('cluster primary', () => {
  it('issue 15 §3 a worker that crashes soon after starting is forked again after a wait that doubles, up to 30 s', () => {
    expect(restartDelayMs(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000]);
    expect(restartDelayMs(20)).toBe(30_000);
  });
});
