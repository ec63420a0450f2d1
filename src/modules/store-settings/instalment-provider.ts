/**
 * The instalment provider's configuration (GAP-63): its minimum and maximum order amounts per
 * country. A real provider publishes these and they are read again once a day; Stoa has no
 * provider connection yet, so the source is this built-in table of our own defaults
 * (docs/decisions.md). A lookup function is injected so a refreshed feed can replace it.
 */
import { INSTALMENT_CURRENCIES, instalmentCountryOf, type InstalmentCountry, type InstalmentLimits } from '../../shared/instalments';

/** The provider's limits for an account country (a US territory reads the US row), or null. */
export type InstalmentLimitsLookup = (country: string | null) => InstalmentLimits | null;

const limits = (country: InstalmentCountry, minimumAmountCents: number, maximumAmountCents: number): InstalmentLimits => ({
  minimumAmountCents,
  maximumAmountCents,
  currency: INSTALMENT_CURRENCIES[country],
});

/** Our defaults: orders over 1.00 and up to 2,000.00 (1,000.00 in the UK) in the country's currency. */
export const BUILT_IN_INSTALMENT_LIMITS: Readonly<Record<InstalmentCountry, InstalmentLimits>> = {
  US: limits('US', 100, 200_000),
  CA: limits('CA', 100, 200_000),
  AU: limits('AU', 100, 200_000),
  NZ: limits('NZ', 100, 200_000),
  GB: limits('GB', 100, 100_000),
};

/** The built-in table as a lookup. */
export const builtInInstalmentLimits: InstalmentLimitsLookup = (country) => {
  const provider = instalmentCountryOf(country);
  return provider === null ? null : { ...BUILT_IN_INSTALMENT_LIMITS[provider] };
};
