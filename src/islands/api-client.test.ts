import { describe, expect, it } from 'vitest';
import { cookieValue } from './api-client';
import { quantityInCart } from './cart-events';

describe('island plumbing', () => {
  it('reads the crumb cookie the writes send back', () => {
    expect(cookieValue('a=1; crumb=abc%2Ddef; b=2', 'crumb')).toBe('abc-def');
    expect(cookieValue('xcrumb=1', 'crumb')).toBeNull();
    expect(cookieValue('', 'crumb')).toBeNull();
  });

  it('ATC-16 counts the units of one item and variant already in the cart', () => {
    const cart = {
      totalQuantity: 6,
      entries: [
        { itemId: 'a', quantity: 2, chosenVariant: { sku: 'A1' } },
        { itemId: 'a', quantity: 3, chosenVariant: { sku: 'A2' } },
        { itemId: 'a', quantity: 1, chosenVariant: { sku: 'A1' } },
      ],
    };
    expect(quantityInCart(cart, 'a', 'A1')).toBe(3);
    expect(quantityInCart(cart, 'b', 'A1')).toBe(0);
    expect(quantityInCart(null, 'a', 'A1')).toBe(0);
  });
});
