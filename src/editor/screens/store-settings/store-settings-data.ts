/**
 * The store settings screens' server state (store settings, instalments, tax rules, shipping
 * zones, coupons) and the money text fields' conversions: amounts are typed as decimal text in
 * the store's currency and sent as integer minor units.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings } from '../../../shared/api/store-settings';
import { catalogEndpoints } from '../../../shared/api/catalog-endpoints';
import { pricingRulesEndpoints } from '../../../shared/api/pricing-rules-endpoints';
import { storeInstalmentsEndpoints } from '../../../shared/api/store-instalments-endpoints';
import { formatMoney, parseDecimal, toDecimalString, type Currency } from '../../../shared/money';
import { ApiError, ownerCall } from '../../api/owner-client';

export const storeKeys = {
  settings: ['store', 'settings'] as const,
  instalments: ['store', 'instalments'] as const,
  taxRules: ['store', 'tax-rules'] as const,
  shippingZones: ['store', 'shipping-zones'] as const,
  coupons: ['store', 'coupons'] as const,
};

export function useStoreSettings() {
  return useQuery({ queryKey: storeKeys.settings, queryFn: async () => (await ownerCall(catalogEndpoints.getStoreSettings, {})).storeSettings });
}

export function useUpdateStoreSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: Record<string, unknown>) => (await ownerCall(catalogEndpoints.updateStoreSettings, { body: patch })).storeSettings,
    onSuccess: (settings: StoreSettings) => client.setQueryData(storeKeys.settings, settings),
  });
}

export function useInstalments() {
  return useQuery({ queryKey: storeKeys.instalments, queryFn: async () => (await ownerCall(storeInstalmentsEndpoints.getInstalments, {})).instalments });
}

export function useTaxRules() {
  return useQuery({ queryKey: storeKeys.taxRules, queryFn: async () => (await ownerCall(pricingRulesEndpoints.listTaxRules, {})).taxRules });
}

export function useShippingZones() {
  return useQuery({ queryKey: storeKeys.shippingZones, queryFn: async () => (await ownerCall(pricingRulesEndpoints.listShippingZones, {})).shippingZones });
}

export function useCoupons() {
  return useQuery({ queryKey: storeKeys.coupons, queryFn: async () => (await ownerCall(pricingRulesEndpoints.listCoupons, {})).coupons });
}

/** An amount for display, always with its currency. */
export function money(amount: number, currency: Currency): string {
  return formatMoney({ amount, currency });
}

/** Minor units as the text a money field starts with ("6.00"). */
export function amountText(amount: number, currency: Currency): string {
  return toDecimalString({ amount, currency });
}

/** A money field's text as minor units; null when it is not an amount of the currency (or negative). */
export function amountOf(text: string, currency: Currency): number | null {
  const minor = parseDecimal(text, currency);
  return minor === null || minor < 0 ? null : minor;
}

export const AMOUNT_MESSAGE = 'Enter an amount such as 12.50.';

/**
 * The server's field errors renamed to a form's fields: the contract names amounts in minor
 * units (`costCents`) where the form has their text (`cost`).
 */
export function serverErrorsFor(error: unknown, rename: Record<string, string> = {}): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.errors)) {
    const renamed = path
      .split('.')
      .map((part) => rename[part] ?? part)
      .join('.');
    out[renamed] = message;
  }
  return out;
}

/** The message of a failure that names no field (or all of them when the form has none). */
export function failureMessage(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) return 'Some fields need attention.';
  return error instanceof Error ? error.message : 'Something went wrong.';
}
