/**
 * What a bought line shows under its title: the variant's option values ("Session: Saturday,
 * May 2, 10 am", "Size: 12 oz"), never its SKU. A gift card's denomination is an amount: the
 * catalog names it in decimal text ("50.00"), so it carries its minor units too and every
 * place that shows it formats it as money in the site's currency ("Value: $50.00"), like any
 * other price. The cart answers these and order lines keep them as bought.
 */
import { formatMoney, parseDecimal, type Currency } from './money';

export interface LineOption {
  name: string;
  /** The value as the catalog holds it. */
  value: string;
  /** A gift card's value as minor units of the line's currency, shown as money; null for any other option. */
  amountCents: number | null;
}

/** The options of a variant with `attributes`; a gift card's amounts are read in `currency`. */
export function lineOptionsOf(attributes: Readonly<Record<string, string>>, giftCard: boolean, currency: Currency): LineOption[] {
  return Object.entries(attributes).map(([name, value]) => ({ name, value, amountCents: giftCard ? parseDecimal(value, currency) : null }));
}

/** The option's value as shown, with `money` formatting minor units (the site's currency and locale). */
export function lineOptionValue(option: LineOption, money: (cents: number) => string): string {
  return option.amountCents === null ? option.value : money(option.amountCents);
}

/** "Name: value" for each option. */
export function lineOptionTexts(options: readonly LineOption[], currency: Currency, locale = 'en'): string[] {
  return options.map((o) => `${o.name}: ${lineOptionValue(o, (cents) => formatMoney({ amount: cents, currency }, locale))}`);
}
