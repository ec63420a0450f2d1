/**
 * Money as display text in the browser, matching the server's CLDR output for the site's
 * locale ("$28.00"; JPY without decimals, FMT-02): islands format prices and subtotals that
 * change after the page was rendered.
 */
import { formatMoney, fractionDigits, isCurrency, isEnglishLocale, parseDecimal } from '../shared/money';

/** `value` is decimal text ("28.00"), as MoneyJson carries it. */
export function moneyText(value: string, currency: string, locale: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  const digits = isCurrency(currency) ? fractionDigits(currency) : 2;
  // en without building an Intl formatter (formatMoney's reason). parseDecimal refuses text that
  // would need rounding, which Intl then rounds.
  if (isCurrency(currency) && isEnglishLocale(locale)) {
    const minor = parseDecimal(value, currency);
    if (minor !== null) return formatMoney({ amount: minor, currency }, locale);
  }
  const options = { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
  try {
    return new Intl.NumberFormat(locale.replace('_', '-'), options).format(amount);
  } catch {
    try {
      return new Intl.NumberFormat('en', options).format(amount);
    } catch {
      return `${value} ${currency}`;
    }
  }
}
