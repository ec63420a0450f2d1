import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('email check', () => {
  it('UTIL-12 GAP-81 accepts 3 to 256 characters of a simple address shape', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(244)}@example.com`)).toBe(true); // 256 characters
    expect(isValidEmail(`${'a'.repeat(245)}@example.com`)).toBe(false); // 257 characters
    for (const bad of ['', 'ab', 'plain', 'a@b', 'a b@c.de', 'a@@b.cd', '@b.cd']) expect(isValidEmail(bad), bad).toBe(false);
  });

  it('normalises by trimming and lowercasing', () => {
    expect(normalizeEmail('  Owner@Example.COM ')).toBe('owner@example.com');
  });
});
