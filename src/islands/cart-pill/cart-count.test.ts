import { describe, expect, it } from 'vitest';
import { countText, FADE_IN_KEYFRAMES, FADE_IN_MS, pillShown, spokenCount } from './cart-count';

describe('cart count', () => {
  it('CART-19 the count is shown as is up to 100, as 100+ above', () => {
    expect(countText(0)).toBe('0');
    expect(countText(7)).toBe('7');
    expect(countText(100)).toBe('100');
    expect(countText(101)).toBe('100+');
    expect(countText(4500)).toBe('100+');
  });

  it('CART-20 above 100 a screen reader hears "More than 100 items in cart"', () => {
    expect(spokenCount(101)).toBe('More than 100 items in cart');
    expect(spokenCount(100)).toBe('100 items in cart');
    expect(spokenCount(1)).toBe('1 item in cart');
  });

  it('CART-17 CART-18 hidden at zero; the fade reaches 0.7 at 200 ms and 1 at 700 ms', () => {
    expect(pillShown(0)).toBe(false);
    expect(pillShown(1)).toBe(true);
    expect(FADE_IN_MS).toBe(700);
    expect(FADE_IN_KEYFRAMES.map((k) => [Math.round((k.offset as number) * FADE_IN_MS), k.opacity])).toEqual([
      [0, 0],
      [200, 0.7],
      [700, 1],
    ]);
  });
});
