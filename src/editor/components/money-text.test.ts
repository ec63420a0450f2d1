/** Amounts on the store screens always carry their currency's code. */
import { describe, expect, it } from 'vitest';
import { minorText, moneyText } from './money-text';

describe('moneyText', () => {
  it('adds the code to a symbol that several currencies share, and keeps signs and fraction digits', () => {
    expect(moneyText({ value: '25.00', currency: 'USD' })).toBe('$25.00 USD');
    expect(moneyText({ value: '-5.00', currency: 'USD' })).toBe('-$5.00 USD');
    expect(moneyText({ value: '1200', currency: 'JPY' })).toBe('¥1,200 JPY');
    expect(minorText(1999, 'EUR')).toBe('€19.99 EUR');
  });

  it('shows an unknown currency as its raw value and code', () => {
    expect(moneyText({ value: '1500', currency: 'XTS' })).toBe('1500 XTS');
  });
});
