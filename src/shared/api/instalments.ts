/**
 * The instalment provider's information popup call (BNPL-21, BNPL-22, GAP-50): an HTML
 * fragment by locale (and an order amount, to show its payments), so it declares its query
 * only; an unknown locale answers 404 INSTALMENTS_LOCALE_UNKNOWN.
 */
import { z } from 'zod';

export const INSTALMENT_MODAL_PATH = '/api/commerce/instalments/modal';

export const InstalmentModalQuery = z.looseObject({
  locale: z.string().max(20).optional().meta({ description: "The provider's locale, e.g. en_US." }),
  amount: z.coerce.number().int().min(0).max(2_000_000_000).optional().meta({ description: 'An order amount in minor units, to show its payments.' }),
});
export type InstalmentModalQuery = z.input<typeof InstalmentModalQuery>;
