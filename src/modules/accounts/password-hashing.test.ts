import { describe, expect, it } from 'vitest';
import { FAST_TEST_COST, hashPassword, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('verifies the right password and rejects others and malformed hashes', async () => {
    const stored = await hashPassword('open sesame 123', FAST_TEST_COST);
    expect(await verifyPassword('open sesame 123', stored)).toBe(true);
    expect(await verifyPassword('open sesame 124', stored)).toBe(false);
    expect(await verifyPassword('open sesame 123', 'plain text')).toBe(false);
    expect(await verifyPassword('open sesame 123', stored.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
    expect(await verifyPassword('open sesame 123', 'scrypt$0$8$1$AAAA$AAAA')).toBe(false);
  });

  it('keeps the cost in the stored text so old hashes verify after the cost changes', async () => {
    const stored = await hashPassword('pw-with-cost', { N: 2 ** 11, r: 8, p: 1 });
    expect(stored.startsWith('scrypt$2048$8$1$')).toBe(true);
    expect(await verifyPassword('pw-with-cost', stored)).toBe(true);
  });
});
