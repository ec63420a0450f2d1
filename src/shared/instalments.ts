/**
 * Instalments (buy now, pay later; spec §5 Instalments, BNPL-02..13, GAP-63, GAP-89): the
 * provider's countries, languages, locales and brand names, the price-range rule and its
 * texts, and how a total splits into instalments. Isomorphic: the server decides checkout
 * and builds the product pages' instalment context with it; browser islands render the
 * messaging with the same rules.
 */
import { formatMoney, type Currency, type Money } from './money';
import { ProductType } from './enums';

/** BNPL-12: a purchase is paid in 4 instalments. */
export const INSTALMENT_COUNT = 4;

/** BNPL-08: the only countries the provider is allowed for. */
export const INSTALMENT_COUNTRIES = ['US', 'CA', 'AU', 'NZ', 'GB'] as const;
export type InstalmentCountry = (typeof INSTALMENT_COUNTRIES)[number];

/** BNPL-13: the US and its territories. */
export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

/** BNPL-09: the languages the provider speaks in each country, the first being the fallback. */
export const INSTALMENT_LANGUAGES: Readonly<Record<InstalmentCountry, readonly string[]>> = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
};

/** BNPL-10, BNPL-11: the provider's locales (language_COUNTRY). */
export const INSTALMENT_LOCALES = ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB'] as const;
export type InstalmentLocale = (typeof INSTALMENT_LOCALES)[number];

/** GAP-63: one brand name for the BNPL-10 locales, another for en_GB (BNPL-11). */
const BRAND_NAMES: Readonly<Record<InstalmentLocale, string>> = {
  en_US: 'Afterpay',
  en_CA: 'Afterpay',
  fr_CA: 'Afterpay',
  en_AU: 'Afterpay',
  en_NZ: 'Afterpay',
  en_GB: 'Clearpay',
};

/** The currency the provider pays out in for each country: a store must sell in it. */
export const INSTALMENT_CURRENCIES: Readonly<Record<InstalmentCountry, Currency>> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  GB: 'GBP',
};

/** The provider's limits for a country (GAP-63): amounts in minor units of `currency`. */
export interface InstalmentLimits {
  minimumAmountCents: number;
  maximumAmountCents: number;
  currency: Currency;
}

/**
 * BNPL-03: what a product page knows about instalments for one item. `available` is false
 * when the store's provider account is not connected (GAP-63), its country is not allowed,
 * or the item is not physical; the amounts are null when the provider has no limits for the
 * account's country. `shopperLanguage` is the page's language; the messaging's own language
 * comes from `chooseInstalmentLanguage`.
 */
export interface InstalmentContext {
  available: boolean;
  minimumAmountCents: number | null;
  maximumAmountCents: number | null;
  shopperLanguage: string;
  paymentAccountCountry: string | null;
}

/** The provider's country for an account country: itself when allowed, US for a US territory (GAP-89), else null. */
export function instalmentCountryOf(country: string | null | undefined): InstalmentCountry | null {
  if (typeof country !== 'string') return null;
  const code = country.trim().toUpperCase();
  if ((US_TERRITORIES as readonly string[]).includes(code)) return 'US';
  return (INSTALMENT_COUNTRIES as readonly string[]).includes(code) ? (code as InstalmentCountry) : null;
}

/** BNPL-02: only physical items may be paid in instalments. */
export function isInstalmentEligibleType(productType: number): boolean {
  return productType === ProductType.PHYSICAL;
}

/** The language part of a language tag: "fr-CA", "fr_CA" and "FR" all give "fr". */
export function languageOf(tag: string | null | undefined): string {
  return (tag ?? '').trim().split(/[-_]/)[0]!.toLowerCase();
}

/** BNPL-09: the shopper's language when the country allows it, else the country's first language. */
export function chooseInstalmentLanguage(country: InstalmentCountry, shopperLanguage: string | null | undefined): string {
  const allowed = INSTALMENT_LANGUAGES[country];
  const wanted = languageOf(shopperLanguage);
  return allowed.includes(wanted) ? wanted : allowed[0]!;
}

/** The provider locale for a country and the shopper's language (BNPL-09 picks the language). */
export function instalmentLocale(country: InstalmentCountry, shopperLanguage: string | null | undefined): InstalmentLocale {
  return `${chooseInstalmentLanguage(country, shopperLanguage)}_${country}` as InstalmentLocale;
}

/** Reads a locale such as "en_US" (or "en-US"); null when it is not one of the provider's. */
export function parseInstalmentLocale(text: string | null | undefined): InstalmentLocale | null {
  const [language = '', region = ''] = (text ?? '').trim().split(/[-_]/);
  const locale = `${language.toLowerCase()}_${region.toUpperCase()}`;
  return (INSTALMENT_LOCALES as readonly string[]).includes(locale) ? (locale as InstalmentLocale) : null;
}

/** The country of a provider locale. */
export function countryOfInstalmentLocale(locale: InstalmentLocale): InstalmentCountry {
  return locale.slice(3) as InstalmentCountry;
}

/** GAP-63: the provider's brand name in a locale ('Afterpay', or 'Clearpay' for en_GB); null for other locales. */
export function instalmentBrandName(locale: string): string | null {
  const known = parseInstalmentLocale(locale);
  return known === null ? null : BRAND_NAMES[known];
}

/**
 * Whether a store's provider account can take instalments at all (GAP-63): connected, in an
 * allowed country (BNPL-08, GAP-89), with limits for that country in the store's currency.
 */
export function instalmentsOffered(
  account: { connected: boolean; paymentAccountCountry: string | null; limits: InstalmentLimits | null },
  storeCurrency: Currency,
): boolean {
  return account.connected && instalmentCountryOf(account.paymentAccountCountry) !== null && account.limits?.currency === storeCurrency;
}

/** BNPL-04: a price is in range when min < price ≤ max. */
export function isInstalmentPriceInRange(price: number, limits: Pick<InstalmentLimits, 'minimumAmountCents' | 'maximumAmountCents'>): boolean {
  return price > limits.minimumAmountCents && price <= limits.maximumAmountCents;
}

/**
 * BNPL-05..07: the text shown instead of the instalments when a price is out of range, null
 * when it is in range. Above the maximum: 'available for orders up to {max}'; otherwise
 * 'available for orders over {min}'. Amounts are money in the store's currency.
 */
export function instalmentRangeText(
  price: number,
  limits: Pick<InstalmentLimits, 'minimumAmountCents' | 'maximumAmountCents'>,
  currency: Currency,
  locale?: string,
): string | null {
  if (isInstalmentPriceInRange(price, limits)) return null;
  if (price > limits.maximumAmountCents) return `available for orders up to ${formatMoney({ amount: limits.maximumAmountCents, currency }, locale)}`;
  return `available for orders over ${formatMoney({ amount: limits.minimumAmountCents, currency }, locale)}`;
}

/**
 * A total split into INSTALMENT_COUNT payments in minor units: equal parts, the remainder on
 * the first, so the parts always add up to the total.
 */
export function splitIntoInstalments(total: number): number[] {
  const part = Math.floor(total / INSTALMENT_COUNT);
  return Array.from({ length: INSTALMENT_COUNT }, (_, i) => (i === 0 ? total - part * (INSTALMENT_COUNT - 1) : part));
}

/** One instalment of a total: the amount of each payment after the first. */
export function instalmentAmount(total: number): number {
  return splitIntoInstalments(total)[INSTALMENT_COUNT - 1]!;
}

/**
 * How an order paid in instalments reads: '4 instalments of $25.00', or with an uneven split
 * '4 instalments of $4.62 (the first $4.64)'.
 */
export function instalmentSummary(total: Money, locale?: string): string {
  const [first, ...rest] = splitIntoInstalments(total.amount);
  const each = rest[0]!;
  const text = `${INSTALMENT_COUNT} instalments of ${formatMoney({ amount: each, currency: total.currency }, locale)}`;
  return first === each ? text : `${text} (the first ${formatMoney({ amount: first!, currency: total.currency }, locale)})`;
}
