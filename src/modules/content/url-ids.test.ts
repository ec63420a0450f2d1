import { describe, expect, it } from 'vitest';
import { isValidUrlId, nextFreeUrlId, slugify } from './url-ids';

describe('URL ids', () => {
  it('GAP-82 derives an id: lowercase, diacritics stripped, runs of other characters to one dash, trimmed', () => {
    expect(slugify('  Café Crème & Co. ')).toBe('cafe-creme-co');
    expect(slugify('Ünïcode—Straße 42')).toBe('unicode-stra-e-42');
    expect(slugify('***')).toBe('');
  });

  it('GAP-82 caps a derived id at 100 characters without a trailing dash', () => {
    const id = slugify(`${'a'.repeat(99)} b`);
    expect(id.length).toBeLessThanOrEqual(100);
    expect(id.endsWith('-')).toBe(false);
    expect(isValidUrlId(id)).toBe(true);
  });

  it('STORE-16 appends -1, -2 ... using the next free number', () => {
    expect(nextFreeUrlId('blog', new Set())).toBe('blog');
    expect(nextFreeUrlId('blog', new Set(['blog']))).toBe('blog-1');
    expect(nextFreeUrlId('blog', new Set(['blog', 'blog-1', 'blog-3']))).toBe('blog-2');
    expect(nextFreeUrlId('cart', new Set(), new Set(['cart']))).toBe('cart-1');
  });

  it('accepts only lowercase letters and digits in dash-separated runs', () => {
    expect(isValidUrlId('welcome-2-1')).toBe(true);
    for (const bad of ['', 'a b', 'A', '-a', 'a-', 'a--b', 'a/b', 'é']) expect(isValidUrlId(bad), bad).toBe(false);
  });
});
