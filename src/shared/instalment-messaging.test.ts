import { describe, expect, it } from 'vitest';
import { instalmentMessage } from './instalment-messaging';
import type { InstalmentContext } from './instalments';

const US: InstalmentContext = { available: true, minimumAmountCents: 100, maximumAmountCents: 200_000, shopperLanguage: 'en', paymentAccountCountry: 'US' };

describe('instalment messaging', () => {
  it('BNPL-04 BNPL-10 BNPL-12 in range: 4 interest-free payments with the brand; "from" for the lowest of several prices', () => {
    expect(instalmentMessage(2800, US, 'USD')).toEqual({ inRange: true, locale: 'en_US', brand: 'Afterpay', text: 'or 4 interest-free payments of $7.00 with Afterpay' });
    expect(instalmentMessage(2600, US, 'USD', { from: true })!.text).toBe('or 4 interest-free payments from $6.50 with Afterpay');
    expect(instalmentMessage(200_000, US, 'USD')!.inRange).toBe(true);
  });

  it('BNPL-05 BNPL-06 BNPL-07 out of range: the spec texts, the maximum above it, the minimum otherwise (the minimum itself is out)', () => {
    expect(instalmentMessage(200_001, US, 'USD')!.text).toBe('Afterpay available for orders up to $2,000.00');
    expect(instalmentMessage(100, US, 'USD')!.text).toBe('Afterpay available for orders over $1.00');
    expect(instalmentMessage(50, US, 'USD')).toMatchObject({ inRange: false, text: 'Afterpay available for orders over $1.00' });
  });

  it('BNPL-09 BNPL-11 the locale from the shopper language when allowed; Clearpay for en_GB', () => {
    const ca = { ...US, paymentAccountCountry: 'CA' };
    expect(instalmentMessage(5000, ca, 'CAD', { shopperLanguage: 'fr-CA' })!.locale).toBe('fr_CA');
    expect(instalmentMessage(5000, ca, 'CAD', { shopperLanguage: 'de-DE' })!.locale).toBe('en_CA');
    const gb = { ...US, paymentAccountCountry: 'GB', maximumAmountCents: 100_000 };
    expect(instalmentMessage(4000, gb, 'GBP')).toMatchObject({ locale: 'en_GB', brand: 'Clearpay', text: 'or 4 interest-free payments of £10.00 with Clearpay' });
  });

  it('BNPL-01 BNPL-03 nothing when not available, without limits or outside the allowed countries', () => {
    expect(instalmentMessage(2800, { ...US, available: false }, 'USD')).toBeNull();
    expect(instalmentMessage(2800, { ...US, minimumAmountCents: null }, 'USD')).toBeNull();
    expect(instalmentMessage(2800, { ...US, paymentAccountCountry: 'FR' }, 'USD')).toBeNull();
  });
});
