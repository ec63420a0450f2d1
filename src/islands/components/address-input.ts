/**
 * A postal address as the checkout endpoints take it (`name`, `line1`, `line2`, `city`,
 * `region`, `postalCode`, `country`: a two-letter code) and the checks made before sending:
 * the same limits as the server, so a refusal there is rare.
 */
import type { CheckoutAddress } from '../../shared/api/checkout';
import { countries } from '../../shared/countries';

export interface AddressInput {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** The billing address's element ids are `billing-FIELD` (BillingAddressFields). */
export const BILLING_PREFIX = 'billing';

export const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;

export function emptyAddress(country = 'US'): AddressInput {
  return { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country };
}

const REQUIRED: Partial<Record<keyof AddressInput, string>> = {
  name: 'Enter the name of the person receiving the order.',
  line1: 'Enter the street address.',
  city: 'Enter the city.',
  postalCode: 'Enter the postal code.',
  country: 'Choose a country.',
};
/** The billing address names the payer, not whoever receives the order. */
const BILLING_NAME_MISSING = 'Enter the name on the billing address.';
const MAX: Record<Exclude<keyof AddressInput, 'country'>, number> = { name: 200, line1: 200, line2: 200, city: 100, region: 100, postalCode: 20 };

/** Field messages for what is missing or too long; empty when the address can be sent. */
export function addressErrors(address: AddressInput, purpose: 'shipping' | 'billing' = 'shipping'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field].trim();
    const missing = field === 'name' && purpose === 'billing' ? BILLING_NAME_MISSING : REQUIRED[field];
    if (field === 'country') {
      if (!/^[A-Za-z]{2}$/.test(value)) errors.country = REQUIRED.country!;
    } else if (value === '' && missing !== undefined) errors[field] = missing;
    else if (value.length > MAX[field]) errors[field] = `At most ${MAX[field]} characters.`;
  }
  return errors;
}

/** The address as sent (call after addressErrors found nothing): trimmed, optional parts left out when empty. */
export function addressBody(address: AddressInput): CheckoutAddress {
  const [line2, region] = [address.line2.trim(), address.region.trim()];
  return {
    name: address.name.trim(),
    line1: address.line1.trim(),
    ...(line2 !== '' && { line2 }),
    city: address.city.trim(),
    ...(region !== '' && { region }),
    postalCode: address.postalCode.trim(),
    country: address.country.trim().toUpperCase(),
  };
}

/** Countries offered first in the list (the rest follow by name). */
export const COUNTRY_CODES = [
  'US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'SE', 'NO', 'DK', 'FI',
  'PT', 'PL', 'CZ', 'JP', 'KR', 'SG', 'HK', 'MX', 'BR', 'ZA', 'IN', 'AE',
] as const;

/** `[code, name]` pairs of COUNTRY_CODES, sorted by the name in `locale` (names as the shared country list gives them). */
export function countryOptions(locale: string): [string, string][] {
  const offered = new Set<string>(COUNTRY_CODES);
  return countries(locale)
    .filter((c) => offered.has(c.code))
    .map((c): [string, string] => [c.code, c.name]);
}
