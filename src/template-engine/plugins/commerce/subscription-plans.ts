/**
 * Subscription plans and how their price is phrased (SUB-04..SUB-12).
 *
 * A subscribable item has `structuredContent.subscriptionPlan`:
 * `{billingPeriod: {value, unit}, numBillingCycles}`. The subscriber pays every
 * `value` `unit`s; `numBillingCycles` 0 means until cancelled, otherwise the plan ends
 * after that many payments. The price reads "{price} every 2 weeks for 12 weeks".
 *
 * Sites translate the phrase through `localizedStrings`, one message per shape of plan.
 * The key spells the shape, e.g. `productPrice__multiplePrices__nMonthly__limited__1Years`:
 * single or multiple (varied) prices, billing value 1 or n and its unit, then
 * `indefinite` or `limited__` with the duration value 1 or n and its unit. The messages
 * receive `price`, `billingPeriodValue` and `duration`.
 */
import { asNumber, asString, getChild, getPath } from '../../values';

export const BillingUnit = { WEEK: 'WEEK', MONTH: 'MONTH', YEAR: 'YEAR' } as const;

/** SUB-10: billing periods per year, to show whole-year durations in years. */
const PERIODS_PER_YEAR: Readonly<Record<string, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

export interface SubscriptionTerms {
  /** Billed every `billingPeriodValue` `billingPeriodUnit`s. */
  readonly billingPeriodValue: number;
  /** As written in the plan, normally WEEK, MONTH or YEAR. */
  readonly billingPeriodUnit: string;
  /** Number of payments; 0 for a plan that runs until cancelled. */
  readonly numBillingCycles: number;
  /** Total length of the plan in `durationUnit`s; 0 for a plan that runs until cancelled. */
  readonly duration: number;
  readonly durationUnit: string;
}

/** The terms of the item's plan, or undefined when it has no billing period. */
export function subscriptionTermsOf(item: unknown): SubscriptionTerms | undefined {
  const plan = getPath(item, ['structuredContent', 'subscriptionPlan']);
  const billingPeriod = getChild(plan, 'billingPeriod');
  if (billingPeriod === undefined) return undefined;
  const billingPeriodValue = asNumber(getChild(billingPeriod, 'value'));
  const billingPeriodUnit = asString(getChild(billingPeriod, 'unit'));
  const numBillingCycles = asNumber(getChild(plan, 'numBillingCycles'));
  const [duration, durationUnit] = inWholeYears(billingPeriodValue * numBillingCycles, billingPeriodUnit);
  return { billingPeriodValue, billingPeriodUnit, numBillingCycles, duration, durationUnit };
}

/** SUB-11: a duration that is a whole number of years is counted in years. */
export function inWholeYears(value: number, unit: string): [number, string] {
  const perYear = Object.prototype.hasOwnProperty.call(PERIODS_PER_YEAR, unit) ? PERIODS_PER_YEAR[unit]! : 0;
  if (value > 0 && perYear > 0 && value % perYear === 0) return [value / perYear, BillingUnit.YEAR];
  return [value, unit];
}

/** The `localizedStrings` key of the price phrase for these terms. */
export function subscriptionPhraseKey(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const prices = multiplePrices ? 'multiplePrices' : 'singlePrice';
  const billing = `${countWord(terms.billingPeriodValue)}${capitalized(terms.billingPeriodUnit)}ly`;
  const length =
    terms.duration === 0 ? 'indefinite' : `limited__${countWord(terms.duration)}${capitalized(terms.durationUnit)}s`;
  return `productPrice__${prices}__${billing}__${length}`;
}

/**
 * SUB-08, SUB-09: the English phrase, a message pattern like
 * "from {price} every {billingPeriodValue} weeks for {duration} years".
 */
export function defaultSubscriptionPhrase(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const plural = terms.billingPeriodValue > 1;
  const unit = terms.billingPeriodUnit.toLowerCase();
  let phrase = `${multiplePrices ? 'from ' : ''}{price} every ${plural ? `{billingPeriodValue} ${unit}s` : unit}`;
  if (terms.numBillingCycles > 0) {
    phrase += ` for {duration} ${terms.durationUnit.toLowerCase()}${terms.duration === 1 ? '' : 's'}`;
  }
  return phrase;
}

function countWord(n: number): string {
  return n === 1 ? '1' : 'n';
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
