/**
 * How a subscription's price reads (SUB-04..SUB-12, GAP-85), for the server (subscription
 * page data, emails) and browser islands alike: "$10.00 every week", "$25.00 every 2 months
 * for 1 year". The wording matches the template engine's `product-price` phrase
 * (template-engine/plugins/commerce/subscription-plans.ts), which the engine keeps itself
 * because it imports nothing outside its folder.
 */
import { SubscriptionUnit } from './enums';
import { formatMoney, isCurrency, type Money } from './money';

/** Spec §3 Subscription: billed every `billingPeriod.value` units, `numBillingCycles` times (0 = until cancelled). */
export interface BillingPlan {
  billingPeriod: { value: number; unit: SubscriptionUnit };
  numBillingCycles: number;
}

/** SUB-12: the text shown when a plan or price cannot be phrased. */
export const SUBSCRIPTION_UNAVAILABLE_TEXT = 'Unavailable';

/** SUB-10: billing periods per year, to show whole-year durations in years. */
export const PERIODS_PER_YEAR: Readonly<Record<SubscriptionUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

const isCount = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= min;

/** True for a plan with a whole period of 1 or more WEEK/MONTH/YEAR and a whole cycle count of 0 or more. */
export function isBillingPlan(plan: unknown): plan is BillingPlan {
  if (plan === null || typeof plan !== 'object') return false;
  const { billingPeriod, numBillingCycles } = plan as Partial<BillingPlan>;
  if (billingPeriod === null || typeof billingPeriod !== 'object') return false;
  return isCount(billingPeriod.value, 1) && (SubscriptionUnit as readonly unknown[]).includes(billingPeriod.unit) && isCount(numBillingCycles, 0);
}

/**
 * SUB-05, SUB-11: how long a plan runs, or null when it runs until cancelled. A length that is
 * a whole number of years is counted in years (24 months → 2 YEAR, 104 weeks → 2 YEAR).
 */
export function planDuration(plan: BillingPlan): { value: number; unit: SubscriptionUnit } | null {
  if (plan.numBillingCycles === 0) return null;
  const value = plan.billingPeriod.value * plan.numBillingCycles;
  const perYear = PERIODS_PER_YEAR[plan.billingPeriod.unit];
  return value % perYear === 0 ? { value: value / perYear, unit: 'YEAR' } : { value, unit: plan.billingPeriod.unit };
}

const unitWord = (unit: SubscriptionUnit, n: number) => `${unit.toLowerCase()}${n === 1 ? '' : 's'}`;

/** SUB-08, SUB-09: "every week", "every 2 months", "every month for 6 months"; null for an invalid plan. */
export function billingPhrase(plan: unknown): string | null {
  if (!isBillingPlan(plan)) return null;
  const { value, unit } = plan.billingPeriod;
  let phrase = value === 1 ? `every ${unitWord(unit, 1)}` : `every ${value} ${unitWord(unit, value)}`;
  const duration = planDuration(plan);
  if (duration !== null) phrase += ` for ${duration.value} ${unitWord(duration.unit, duration.value)}`;
  return phrase;
}

/** An amount as English price text with its currency sign, e.g. 1000 USD → "$10.00", 1000 JPY → "¥1,000". */
export function formatMoneyText(money: Money): string {
  return formatMoney(money, 'en-US');
}

/** SUB-08..SUB-12: "$10.00 every week"; 'Unavailable' when the price or the plan is not valid. */
export function subscriptionPriceText(price: Money | null | undefined, plan: unknown): string {
  const phrase = billingPhrase(plan);
  const validPrice = price != null && isCount(price.amount, 0) && typeof price.currency === 'string' && isCurrency(price.currency);
  if (phrase === null || !validPrice) return SUBSCRIPTION_UNAVAILABLE_TEXT;
  return `${formatMoneyText(price)} ${phrase}`;
}
