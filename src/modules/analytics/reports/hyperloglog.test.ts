/**
 * The visitor sketches' estimator (issue 14 §4): within the documented error in both regimes
 * (linear counting for small counts, the harmonic mean above), and merging is a union.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { distinctAcross, estimateDistinct, mergeSketches, SITE_SKETCH_PRECISION } from './hyperloglog';

/** Registers built the way the rollup's SQL builds them: first p bits pick, the first 1 after them counts. */
function sketchOf(values: Iterable<string>, p = SITE_SKETCH_PRECISION): Uint8Array {
  const registers = new Uint8Array(2 ** p);
  for (const value of values) {
    const h = createHash('sha256').update(value).digest().readBigUInt64BE(0);
    const idx = Number(h >> BigInt(64 - p));
    const rest = (h << BigInt(p)) & ((1n << 64n) - 1n);
    let rho = 1;
    while (rho <= 64 - p && (rest & (1n << BigInt(63 - (rho - 1)))) === 0n) rho++;
    registers[idx] = Math.max(registers[idx]!, rho);
  }
  return registers;
}
const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe('visitor sketches', () => {
  it('issue 14 §4 estimates small and large counts within about 2 %', () => {
    for (const n of [0, 10, 1_000, 60_000, 200_000]) {
      const estimate = estimateDistinct(sketchOf(keys('v', n)));
      if (n === 0) expect(estimate).toBe(0);
      else expect(Math.abs(estimate - n) / n, `${n}`).toBeLessThan(0.025);
    }
  });

  it('issue 14 §4 merged days count a returning visitor once', () => {
    const monday = sketchOf([...keys('loyal', 30_000), ...keys('mon', 20_000)]);
    const tuesday = sketchOf([...keys('loyal', 30_000), ...keys('tue', 20_000)]);
    expect(Math.abs(distinctAcross([monday, tuesday]) - 70_000) / 70_000).toBeLessThan(0.025);
    expect(mergeSketches([])).toBeNull();
    expect(() => mergeSketches([monday, new Uint8Array(16)])).toThrow();
  });
});
