/**
 * The instalment messaging under a product's price (BNPL-01, BNPL-04..07, BNPL-10..12): the
 * same sentence whether the server renders it or the product page's island retexts it for the
 * chosen variant, so hydrating changes nothing. The in-range wording is ours; the out-of-range
 * texts are the spec's (`instalmentRangeText`).
 */
import {
  INSTALMENT_COUNT,
  instalmentAmount,
  instalmentBrandName,
  instalmentCountryOf,
  instalmentLocale,
  instalmentRangeText,
  type InstalmentContext,
  type InstalmentLocale,
} from './instalments';
import { formatMoney, isCurrency } from './money';

/** What the product page's instalments island reads from its props script (rendered by the server). */
export interface InstalmentsIslandProps {
  itemId: string;
  context: InstalmentContext;
  currency: string;
  /** The page's locale, for formatting amounts as the server did. */
  locale: string;
  /** GET by `?locale=` (BNPL-21). */
  modalUrl: string;
}

export interface InstalmentMessage {
  /** BNPL-04: whether the price may be paid in instalments. */
  inRange: boolean;
  /** The provider's locale for the shopper (BNPL-09), which the popup is fetched by (BNPL-21). */
  locale: InstalmentLocale;
  /** GAP-63: 'Afterpay', or 'Clearpay' for en_GB. */
  brand: string;
  /** 'or 4 interest-free payments of $6.50 with Afterpay', or 'Afterpay available for orders over $1.00'. */
  text: string;
}

export interface InstalmentMessageOptions {
  /** The shopper's language (e.g. the browser's); the context's when absent. */
  shopperLanguage?: string | null | undefined;
  /** Locale of the amounts' formatting (the page's). */
  moneyLocale?: string | undefined;
  /** The price is the lowest of several (no variant chosen yet): 'payments from $6.50'. */
  from?: boolean | undefined;
}

/**
 * The message for `price` (minor units of `currency`), or null when the product shows none:
 * not available (BNPL-01, BNPL-02, GAP-63), or the provider has no limits for the country.
 */
export function instalmentMessage(price: number, context: InstalmentContext, currency: string, options: InstalmentMessageOptions = {}): InstalmentMessage | null {
  const country = instalmentCountryOf(context.paymentAccountCountry);
  const { minimumAmountCents: min, maximumAmountCents: max } = context;
  if (!context.available || country === null || min === null || max === null || !isCurrency(currency)) return null;
  const locale = instalmentLocale(country, options.shopperLanguage ?? context.shopperLanguage);
  const brand = instalmentBrandName(locale)!;
  const limits = { minimumAmountCents: min, maximumAmountCents: max };
  const outOfRange = instalmentRangeText(price, limits, currency, options.moneyLocale);
  if (outOfRange !== null) return { inRange: false, locale, brand, text: `${brand} ${outOfRange}` };
  const each = formatMoney({ amount: instalmentAmount(price), currency }, options.moneyLocale);
  const text = `or ${INSTALMENT_COUNT} interest-free payments ${options.from === true ? 'from' : 'of'} ${each} with ${brand}`;
  return { inRange: true, locale, brand, text };
}
