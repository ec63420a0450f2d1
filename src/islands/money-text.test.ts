import { describe, expect, it } from 'vitest';
import { CURRENCIES, fractionDigits, toDecimalString } from '../shared/money';
import { moneyText } from './money-text';

const AMOUNTS = [0, -0, 1, 5, 99, 100, 101, 999, 1000, 12345, 999999, 1234567, 123456789, -1, -100, -1234567];

describe('moneyText in en without Intl', () => {
  it('FMT-02 FMT-09 decimal text in every currency equals Intl, en_US spelled as sites store it', () => {
    for (const currency of CURRENCIES) {
      for (const amount of AMOUNTS) {
        const text = toDecimalString({ amount, currency });
        const digits = fractionDigits(currency);
        const reference = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Number(text));
        expect(moneyText(text, currency, 'en_US'), `${text} ${currency}`).toBe(reference);
      }
    }
  });

  it('FMT-02 text with more decimals than the currency has is rounded as Intl rounds it', () => {
    expect(moneyText('28.005', 'USD', 'en')).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(28.005));
    expect(moneyText('28.5', 'JPY', 'en')).toBe('¥29');
  });
});
