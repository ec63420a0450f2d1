import { describe, expect, it } from 'vitest';
import { randomIds } from './ids';

describe('randomIds', () => {
  it('gives 24 lowercase hex characters, all different across several 4 KB pools of random bytes', () => {
    const ids = Array.from({ length: 2_000 }, () => randomIds.next());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
