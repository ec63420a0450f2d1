import { describe, expect, it } from 'vitest';
import { countries } from './countries';

describe('countries for a shipping estimate', () => {
  it('GAP-54 every two-letter code once, named in the locale and sorted by that name; an unknown locale falls back', () => {
    const list = countries('en_US');
    const codes = list.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(240);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(list.find((c) => c.code === 'NZ')?.name).toBe('New Zealand');
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US').compare));
    expect(countries('de_DE').find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    expect(countries('not a locale!').find((c) => c.code === 'US')?.name).toBe('United States');
  });
});
