import { describe, expect, it } from 'vitest';
import { answersOf, CART_EMPTY_TEXT, minimumSubtotalText } from './cart-page';

describe('the cart page for themes', () => {
  it('CART-25 CART-26 the spec\'s strings', () => {
    expect(CART_EMPTY_TEXT).toBe('You have nothing in your shopping cart.');
    expect(minimumSubtotalText('$50.00')).toBe('To check out, your order subtotal must be $50.00 or more.');
  });

  it('CART-09 an entry\'s additional-fields answers by the form\'s labels; no answer reads N/A; broken JSON shows nothing', () => {
    const form = { fields: [{ id: 'words', title: 'Words' }, { id: 'colour', label: 'Colour' }] };
    expect(answersOf(JSON.stringify({ words: 'For Ada', colour: '', extra: ['a', 'b'] }), form)).toEqual([
      { label: 'Words', value: 'For Ada' },
      { label: 'Colour', value: 'N/A' },
      { label: 'extra', value: 'a, b' },
    ]);
    expect(answersOf(null, form)).toEqual([]);
    expect(answersOf('{not json', form)).toEqual([]);
    expect(answersOf('[1,2]', null)).toEqual([]);
  });
});
