/** Checkout input shared by the order and subscription checkouts: addresses and idempotency keys. */
import { z } from 'zod';
import type { OrderAddress } from '../../modules/orders';

const text = (max: number) => z.string().trim().min(1).max(max);
export const Address = z.object({
  name: text(200),
  line1: text(200),
  line2: z.string().trim().max(200).optional(),
  city: text(100),
  region: z.string().trim().max(100).optional(),
  postalCode: text(20),
  country: z.string().trim().regex(/^[A-Za-z]{2}$/, 'A two-letter country code.'),
});
export const IdempotencyKey = z.string().min(8).max(200).regex(/^[\x21-\x7e]+$/, 'Printable characters without spaces.');

export function orderAddress(address: z.infer<typeof Address> | undefined): OrderAddress | null {
  if (address === undefined) return null;
  // The form has one name field; the order keeps first and last name apart.
  const [firstName, ...rest] = address.name.split(/\s+/);
  return {
    firstName,
    lastName: rest.length > 0 ? rest.join(' ') : undefined,
    line1: address.line1,
    line2: address.line2 || undefined,
    city: address.city,
    region: address.region || undefined,
    postalCode: address.postalCode,
    countryCode: address.country.toUpperCase(),
  };
}
