import { describe, expect, it } from 'vitest';
import { billingPhrase, formatMoneyText, planDuration, subscriptionPriceText } from './subscription-phrase';

const plan = (value: number, unit: string, numBillingCycles: number) => ({ billingPeriod: { value, unit }, numBillingCycles });
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

describe('subscription price phrasing', () => {
  it.each([
    // SUB-08: every N units, singular for 1
    [plan(1, 'WEEK', 0), '$10.00 every week'],
    [plan(2, 'WEEK', 0), '$10.00 every 2 weeks'],
    [plan(1, 'MONTH', 0), '$10.00 every month'],
    [plan(2, 'MONTH', 0), '$10.00 every 2 months'],
    [plan(1, 'YEAR', 0), '$10.00 every year'],
    [plan(3, 'YEAR', 0), '$10.00 every 3 years'],
    // SUB-09: a limited plan adds its length
    [plan(1, 'MONTH', 6), '$10.00 every month for 6 months'],
    [plan(1, 'MONTH', 1), '$10.00 every month for 1 month'],
    [plan(3, 'MONTH', 3), '$10.00 every 3 months for 9 months'],
    [plan(1, 'WEEK', 10), '$10.00 every week for 10 weeks'],
    // SUB-10, SUB-11: whole years are shown in years (MONTH 12, WEEK 52, YEAR 1 per year)
    [plan(1, 'MONTH', 12), '$10.00 every month for 1 year'],
    [plan(1, 'MONTH', 24), '$10.00 every month for 2 years'],
    [plan(2, 'MONTH', 12), '$10.00 every 2 months for 2 years'],
    [plan(1, 'WEEK', 52), '$10.00 every week for 1 year'],
    [plan(1, 'WEEK', 104), '$10.00 every week for 2 years'],
    [plan(2, 'WEEK', 26), '$10.00 every 2 weeks for 1 year'],
    [plan(1, 'MONTH', 18), '$10.00 every month for 18 months'],
    [plan(1, 'YEAR', 3), '$10.00 every year for 3 years'],
    [plan(2, 'YEAR', 1), '$10.00 every 2 years for 2 years'],
  ])('SUB-08..SUB-11 %j reads %s', (p, text) => {
    expect(subscriptionPriceText(usd(1000), p)).toBe(text);
  });

  it('SUB-05 numBillingCycles 0 runs until cancelled: no duration', () => {
    expect(planDuration(plan(1, 'MONTH', 0) as never)).toBeNull();
    expect(billingPhrase(plan(1, 'MONTH', 0))).toBe('every month');
    expect(planDuration(plan(1, 'WEEK', 104) as never)).toEqual({ value: 2, unit: 'YEAR' });
  });

  it.each([
    ['no plan', usd(1000), null],
    ['a unit outside WEEK, MONTH, YEAR (SUB-06)', usd(1000), plan(1, 'DAY', 0)],
    ['a lower-case unit', usd(1000), plan(1, 'month', 0)],
    ['a period of 0', usd(1000), plan(0, 'MONTH', 0)],
    ['a fractional period', usd(1000), plan(1.5, 'MONTH', 0)],
    ['negative cycles', usd(1000), plan(1, 'MONTH', -1)],
    ['fractional cycles', usd(1000), plan(1, 'MONTH', 2.5)],
    ['no billing period', usd(1000), { numBillingCycles: 0 }],
    ['no price', null, plan(1, 'MONTH', 0)],
    ['a negative price', usd(-1), plan(1, 'MONTH', 0)],
    ['an unknown currency', { amount: 1000, currency: 'XXX' }, plan(1, 'MONTH', 0)],
  ])("SUB-12 %s reads 'Unavailable'", (_name, price, p) => {
    expect(subscriptionPriceText(price as never, p)).toBe('Unavailable');
  });

  it('prices carry the currency sign and its fraction digits', () => {
    expect(formatMoneyText(usd(123456))).toBe('$1,234.56');
    expect(formatMoneyText({ amount: 1000, currency: 'JPY' })).toBe('¥1,000');
    expect(formatMoneyText({ amount: 999, currency: 'EUR' })).toBe('€9.99');
    expect(subscriptionPriceText({ amount: 0, currency: 'USD' }, plan(1, 'WEEK', 0))).toBe('$0.00 every week');
  });
});
