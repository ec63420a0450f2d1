/**
 * Money values of the store: `{value: "12.50", currency: "USD"}` objects, where `value` is
 * a decimal string in major units. A missing or unreadable money value counts as 0 USD.
 *
 * Prices render in one of two ways. Sites with the `useCLDRMoneyFormat` feature flag get
 * CLDR currency formatting for the page's locale; other sites get the legacy markup, a
 * plain en-US amount in a `sqs-money-native` span that storefront scripts localise.
 */
import type { RenderContext } from '../../plugin';
import { asString, getChild, isTruthy } from '../../values';
import { Decimal, type CurrencyType } from '@phensley/cldr-core';
import { currencyOptions } from '../cldr-options';
import { DEFAULT_CURRENCY, parseDecimal } from '../i18n-money';

const ZERO = new Decimal('0');

// Legacy amounts always print with two decimals and en-US grouping, whatever the locale.
const LEGACY_AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount of a money value in major units; 0 when missing or not a number. */
export function amountOf(money: unknown): Decimal {
  const text = asString(getChild(money, 'value'));
  return text === '' ? ZERO : (parseDecimal(text) ?? ZERO);
}

/** The currency code of a money value; USD when it has none. */
export function currencyOf(money: unknown): string {
  const currency = getChild(money, 'currency');
  return currency === undefined ? DEFAULT_CURRENCY : asString(currency).trim();
}

/** The amount in minor units (cents), the unit of the legacy `price` fields. */
export function legacyCents(money: unknown): Decimal {
  return amountOf(money).movePoint(2);
}

/** True when the page asks for CLDR money formatting (`featureFlags.useCLDRMoneyFormat`). */
export function usesCldrMoneyFormat(ctx: RenderContext): boolean {
  return isTruthy(ctx.resolve(['featureFlags', 'useCLDRMoneyFormat']));
}

/**
 * A money value as page text. `args` are the formatter's currency options, used in CLDR
 * mode; without locale data the CLDR mode yields nothing.
 */
export function moneyText(money: unknown, args: readonly string[], ctx: RenderContext): string {
  if (usesCldrMoneyFormat(ctx)) {
    const cldr = ctx.cldr;
    if (cldr === undefined) return '';
    return cldr.Numbers.formatCurrency(amountOf(money), currencyOf(money) as CurrencyType, currencyOptions(args));
  }
  // Through a float, as legacy price text always went, so amounts with long decimals round alike.
  const amount = parseFloat(legacyCents(money).toString()) / 100;
  return `<span class="sqs-money-native">${LEGACY_AMOUNT.format(amount)}</span>`;
}
