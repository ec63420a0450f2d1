/**
 * The owner's instalment settings calls' contract ('commerce.settings'): the instalment provider
 * account (BNPL, GAP-63) with what follows from it for shoppers. The merchandising settings and
 * the checkout minimum are the catalog's calls (`/api/admin/catalog/settings`).
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';
import { INSTALMENT_COUNTRIES } from '../instalments';

export const InstalmentLimits = z
  .object({ minimumAmountCents: z.number(), maximumAmountCents: z.number(), currency: z.enum(CURRENCIES) })
  .meta({ id: 'InstalmentLimits', description: "The provider's limits for the account's country (GAP-63), minor units." });

export const OwnerInstalments = z
  .object({
    connected: z.boolean(),
    paymentAccountCountry: z.string().nullable(),
    limits: InstalmentLimits.nullable().meta({ description: 'Read-only; null until a country with limits is set.' }),
    available: z.boolean().meta({ description: "Whether shoppers are offered instalments (connected, a country, the store's currency)." }),
    instalmentCount: z.number(),
    allowedCountries: z.array(z.enum(INSTALMENT_COUNTRIES)),
  })
  .meta({ id: 'OwnerInstalments' });
export type OwnerInstalments = z.infer<typeof OwnerInstalments>;
export const InstalmentsAnswer = z.object({ instalments: OwnerInstalments });
export type InstalmentsAnswer = z.infer<typeof InstalmentsAnswer>;

export const InstalmentsBody = z.strictObject({
  connected: z.boolean().optional(),
  paymentAccountCountry: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')
    .nullable()
    .optional(),
});
