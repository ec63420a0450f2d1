import { describe, expect, it } from 'vitest';
import {
  defaultSubscriptionPhrase,
  inWholeYears,
  subscriptionPhraseKey,
  subscriptionTermsOf,
  type SubscriptionTerms,
} from './subscription-plans';

function terms(value: number, unit: string, numBillingCycles = 0): SubscriptionTerms {
  const item = { structuredContent: { subscriptionPlan: { billingPeriod: { value, unit }, numBillingCycles } } };
  return subscriptionTermsOf(item)!;
}

describe('subscription terms', () => {
  it('SUB-04 reads billingPeriod {value, unit} and numBillingCycles', () => {
    expect(terms(2, 'WEEK', 3)).toEqual({
      billingPeriodValue: 2,
      billingPeriodUnit: 'WEEK',
      numBillingCycles: 3,
      duration: 6,
      durationUnit: 'WEEK',
    });
  });

  it('SUB-12 a plan without a billing period has no terms', () => {
    expect(subscriptionTermsOf({ structuredContent: { subscriptionPlan: {} } })).toBeUndefined();
    expect(subscriptionTermsOf({})).toBeUndefined();
  });

  it('SUB-05 zero cycles is an indefinite plan', () => {
    expect(terms(1, 'MONTH').duration).toBe(0);
  });

  it('SUB-10, SUB-11 whole years are counted in years: 104 weeks, 24 months', () => {
    expect(inWholeYears(104, 'WEEK')).toEqual([2, 'YEAR']);
    expect(inWholeYears(24, 'MONTH')).toEqual([2, 'YEAR']);
    expect(inWholeYears(3, 'YEAR')).toEqual([3, 'YEAR']);
    expect(inWholeYears(18, 'MONTH')).toEqual([18, 'MONTH']);
    expect(inWholeYears(0, 'MONTH')).toEqual([0, 'MONTH']);
    expect(terms(2, 'WEEK', 26)).toMatchObject({ duration: 1, durationUnit: 'YEAR' });
  });
});

describe('subscription phrase', () => {
  it('SUB-08 "every N weeks/months/years" by unit and value', () => {
    expect(defaultSubscriptionPhrase(terms(1, 'WEEK'), false)).toBe('{price} every week');
    expect(defaultSubscriptionPhrase(terms(2, 'WEEK'), false)).toBe('{price} every {billingPeriodValue} weeks');
    expect(defaultSubscriptionPhrase(terms(1, 'MONTH'), false)).toBe('{price} every month');
    expect(defaultSubscriptionPhrase(terms(3, 'YEAR'), false)).toBe('{price} every {billingPeriodValue} years');
  });

  it('SUB-09 adds the duration of a limited plan', () => {
    expect(defaultSubscriptionPhrase(terms(2, 'MONTH', 4), false)).toBe(
      '{price} every {billingPeriodValue} months for {duration} months',
    );
    expect(defaultSubscriptionPhrase(terms(1, 'MONTH', 12), false)).toBe('{price} every month for {duration} year');
    expect(defaultSubscriptionPhrase(terms(1, 'MONTH', 36), false)).toBe('{price} every month for {duration} years');
  });

  it('SUB-08 varied prices read "from {price} ..."', () => {
    expect(defaultSubscriptionPhrase(terms(1, 'WEEK', 6), true)).toBe('from {price} every week for {duration} weeks');
  });

  it('SUB-08 names the translation key by the shape of the plan', () => {
    expect(subscriptionPhraseKey(terms(1, 'WEEK'), false)).toBe('productPrice__singlePrice__1Weekly__indefinite');
    expect(subscriptionPhraseKey(terms(5, 'WEEK', 3), false)).toBe('productPrice__singlePrice__nWeekly__limited__nWeeks');
    expect(subscriptionPhraseKey(terms(1, 'MONTH', 12), true)).toBe(
      'productPrice__multiplePrices__1Monthly__limited__1Years',
    );
  });
});
