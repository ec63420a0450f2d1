import { describe, expect, it } from 'vitest';
import { randomToken } from './random-pool';

describe('random tokens from the pool', () => {
  it('gives tokens of the asked length and encoding, never the same one twice across refills', () => {
    const seen = new Set<string>();
    // 18 bytes a token: 2,000 tokens refill the 4 KB pool several times.
    for (let i = 0; i < 2000; i++) {
      const token = randomToken(18, 'base64url');
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(2000);
    expect(randomToken(16, 'hex')).toMatch(/^[0-9a-f]{32}$/);
    expect(randomToken(18, 'base64')).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  it('refuses a length outside 1..256', () => {
    expect(() => randomToken(0, 'hex')).toThrow(RangeError);
    expect(() => randomToken(257, 'hex')).toThrow(RangeError);
  });
});
