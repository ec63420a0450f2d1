import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatMoney, fractionDigits, type Currency } from './money';

/** What Intl itself writes: the reference formatMoney's en path must equal. */
function intlMoney(amount: number, currency: Currency, locale: string): string {
  const digits = fractionDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount / 10 ** digits);
}

const AMOUNTS = [0, -0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 1001, 12345, 99999, 100000, 123456, 999999, 1000000, 1234567, 123456789, 9007199254740, -1, -5, -100, -12345, -1234567];

describe('formatMoney in en without Intl', () => {
  it('FMT-02 FMT-08 FMT-09 writes every currency exactly as Intl.NumberFormat does, in en and en-US', () => {
    let compared = 0;
    for (const locale of ['en', 'en-US']) {
      for (const currency of CURRENCIES) {
        for (const amount of AMOUNTS) {
          expect(formatMoney({ amount, currency }, locale), `${amount} ${currency} ${locale}`).toBe(intlMoney(amount, currency, locale));
          compared++;
        }
      }
    }
    expect(compared).toBe(2 * CURRENCIES.length * AMOUNTS.length);
  });

  it('FMT-08 FMT-09 reads as a shopper expects: symbol or code, comma thousands, dot decimals', () => {
    expect(formatMoney({ amount: 123456789, currency: 'USD' })).toBe('$1,234,567.89');
    expect(formatMoney({ amount: 1234, currency: 'JPY' })).toBe('¥1,234');
    expect(formatMoney({ amount: 500, currency: 'NOK' })).toBe('NOK\u00a05.00');
    expect(formatMoney({ amount: -2500, currency: 'EUR' })).toBe('-€25.00');
  });

  it('FMT-09 other locales still go through Intl', () => {
    expect(formatMoney({ amount: 123456, currency: 'EUR' }, 'de-DE')).toBe(intlMoney(123456, 'EUR', 'de-DE'));
    expect(formatMoney({ amount: 123456, currency: 'EUR' }, 'de-DE')).not.toBe(formatMoney({ amount: 123456, currency: 'EUR' }, 'en'));
  });
});
