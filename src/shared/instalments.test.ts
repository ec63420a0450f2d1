import { describe, expect, it } from 'vitest';
import { ProductType } from './enums';
import {
  INSTALMENT_COUNT,
  INSTALMENT_COUNTRIES,
  INSTALMENT_LOCALES,
  US_TERRITORIES,
  chooseInstalmentLanguage,
  instalmentAmount,
  instalmentBrandName,
  instalmentCountryOf,
  instalmentLocale,
  instalmentRangeText,
  instalmentSummary,
  instalmentsOffered,
  isInstalmentEligibleType,
  isInstalmentPriceInRange,
  parseInstalmentLocale,
  splitIntoInstalments,
} from './instalments';
import { formatMoney } from './money';

const LIMITS = { minimumAmountCents: 100, maximumAmountCents: 200_000 };

describe('instalment rules', () => {
  it('BNPL-02 only PHYSICAL items are eligible', () => {
    expect(isInstalmentEligibleType(ProductType.PHYSICAL)).toBe(true);
    for (const type of [ProductType.DIGITAL, ProductType.SERVICE, ProductType.GIFT_CARD, ProductType.PAYWALL, 0]) {
      expect(isInstalmentEligibleType(type)).toBe(false);
    }
  });

  it('BNPL-04 a price is in range when min < price ≤ max: the minimum itself is out, the maximum itself is in', () => {
    expect(isInstalmentPriceInRange(100, LIMITS)).toBe(false);
    expect(isInstalmentPriceInRange(101, LIMITS)).toBe(true);
    expect(isInstalmentPriceInRange(200_000, LIMITS)).toBe(true);
    expect(isInstalmentPriceInRange(200_001, LIMITS)).toBe(false);
    expect(isInstalmentPriceInRange(0, LIMITS)).toBe(false);
  });

  it("BNPL-05 BNPL-06 above the maximum the text is 'available for orders up to {amount}' with the maximum", () => {
    expect(instalmentRangeText(200_001, LIMITS, 'USD')).toBe('available for orders up to $2,000.00');
    expect(instalmentRangeText(999_999, { minimumAmountCents: 100, maximumAmountCents: 100_000 }, 'GBP')).toBe('available for orders up to £1,000.00');
  });

  it("BNPL-05 BNPL-07 in any other out-of-range case the text is 'available for orders over {amount}' with the minimum", () => {
    expect(instalmentRangeText(100, LIMITS, 'USD')).toBe('available for orders over $1.00');
    expect(instalmentRangeText(0, LIMITS, 'USD')).toBe('available for orders over $1.00');
    expect(instalmentRangeText(5, { minimumAmountCents: 3500, maximumAmountCents: 100_000 }, 'JPY')).toBe('available for orders over ¥3,500');
  });

  it('BNPL-04 a price in range has no out-of-range text', () => {
    expect(instalmentRangeText(101, LIMITS, 'USD')).toBeNull();
    expect(instalmentRangeText(200_000, LIMITS, 'USD')).toBeNull();
  });

  it('BNPL-08 the provider is allowed only for US, CA, AU, NZ, GB', () => {
    expect(INSTALMENT_COUNTRIES).toEqual(['US', 'CA', 'AU', 'NZ', 'GB']);
    for (const country of ['US', 'CA', 'AU', 'NZ', 'GB', 'gb']) expect(instalmentCountryOf(country)).toBe(country.toUpperCase());
    for (const country of ['FR', 'DE', 'IE', 'MX', '', 'USA', null, undefined]) expect(instalmentCountryOf(country)).toBeNull();
  });

  it('BNPL-13 GAP-89 the US territories constant is US, PR, GU, VI, MP, AS, UM, and each counts as the US', () => {
    expect(US_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
    for (const territory of US_TERRITORIES) expect(instalmentCountryOf(territory)).toBe('US');
  });

  it('BNPL-09 the shopper language when the country allows it, else the first allowed language', () => {
    expect(chooseInstalmentLanguage('CA', 'fr')).toBe('fr');
    expect(chooseInstalmentLanguage('CA', 'fr-CA')).toBe('fr');
    expect(chooseInstalmentLanguage('CA', 'FR_ca')).toBe('fr');
    expect(chooseInstalmentLanguage('CA', 'en-US')).toBe('en');
    expect(chooseInstalmentLanguage('CA', 'de')).toBe('en');
    expect(chooseInstalmentLanguage('US', 'fr')).toBe('en');
    expect(chooseInstalmentLanguage('GB', '')).toBe('en');
    expect(chooseInstalmentLanguage('AU', null)).toBe('en');
    expect(instalmentLocale('CA', 'fr')).toBe('fr_CA');
    expect(instalmentLocale('NZ', 'fr')).toBe('en_NZ');
  });

  it("BNPL-10 GAP-63 locales en_US, en_CA, fr_CA, en_AU, en_NZ use one brand name: 'Afterpay'", () => {
    for (const locale of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ']) expect(instalmentBrandName(locale)).toBe('Afterpay');
  });

  it("BNPL-11 GAP-63 locale en_GB uses another brand name: 'Clearpay'", () => {
    expect(instalmentBrandName('en_GB')).toBe('Clearpay');
    expect(instalmentBrandName('en_GB')).not.toBe(instalmentBrandName('en_US'));
  });

  it('the provider locales are the six of BNPL-10/11; others are unknown', () => {
    expect(INSTALMENT_LOCALES).toEqual(['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB']);
    expect(parseInstalmentLocale('en-GB')).toBe('en_GB');
    for (const locale of ['fr_FR', 'en_IE', 'de_DE', 'en', '', 'en_US<script>', null]) expect(parseInstalmentLocale(locale)).toBeNull();
    expect(instalmentBrandName('fr_FR')).toBeNull();
  });

  it('BNPL-12 the instalment count is 4; the parts add up to the total with the remainder on the first', () => {
    expect(INSTALMENT_COUNT).toBe(4);
    expect(splitIntoInstalments(10_000)).toEqual([2500, 2500, 2500, 2500]);
    expect(splitIntoInstalments(1001)).toEqual([251, 250, 250, 250]);
    expect(splitIntoInstalments(1003)).toEqual([253, 250, 250, 250]);
    for (const total of [0, 1, 3, 7, 101, 199_999, 200_000]) {
      const parts = splitIntoInstalments(total);
      expect(parts).toHaveLength(4);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(instalmentAmount(10_000)).toBe(2500);
    expect(instalmentAmount(1001)).toBe(250);
  });

  it("BNPL-12 an order paid in instalments reads '4 instalments of $25.00'", () => {
    expect(instalmentSummary({ amount: 10_000, currency: 'USD' })).toBe('4 instalments of $25.00');
    expect(instalmentSummary({ amount: 1850, currency: 'USD' })).toBe('4 instalments of $4.62 (the first $4.64)');
    expect(instalmentSummary({ amount: 400_000, currency: 'GBP' })).toBe('4 instalments of £1,000.00');
  });

  it('GAP-63 instalments are offered only for a connected account in an allowed country selling in its currency', () => {
    const usd = { minimumAmountCents: 100, maximumAmountCents: 200_000, currency: 'USD' as const };
    expect(instalmentsOffered({ connected: true, paymentAccountCountry: 'US', limits: usd }, 'USD')).toBe(true);
    expect(instalmentsOffered({ connected: true, paymentAccountCountry: 'PR', limits: usd }, 'USD')).toBe(true);
    expect(instalmentsOffered({ connected: false, paymentAccountCountry: 'US', limits: usd }, 'USD')).toBe(false);
    expect(instalmentsOffered({ connected: true, paymentAccountCountry: 'FR', limits: usd }, 'USD')).toBe(false);
    expect(instalmentsOffered({ connected: true, paymentAccountCountry: 'US', limits: null }, 'USD')).toBe(false);
    expect(instalmentsOffered({ connected: true, paymentAccountCountry: 'US', limits: usd }, 'EUR')).toBe(false);
  });
});

describe('money text', () => {
  it('FMT-01 FMT-02 FMT-08 FMT-09 minor units over 10^digits, comma thousands, dot decimals, JPY without decimals', () => {
    expect(formatMoney({ amount: 123_456_789, currency: 'USD' })).toBe('$1,234,567.89');
    expect(formatMoney({ amount: 5, currency: 'USD' })).toBe('$0.05');
    expect(formatMoney({ amount: 1999, currency: 'JPY' })).toBe('¥1,999');
    expect(formatMoney({ amount: 2500, currency: 'CAD' }, 'en-CA')).toBe('$25.00');
    expect(formatMoney({ amount: 2500, currency: 'USD' }, 'not a locale!')).toBe('$25.00');
  });
});
