/** The checkout form's address as an order keeps it, for the order and subscription checkouts. */
import type { CheckoutAddress } from '../../shared/api/checkout';
import type { OrderAddress } from '../../modules/orders';

/** The owner's order calls still parse their key here until their area moves onto the contract. */
export { OrderIdempotencyKey as IdempotencyKey } from '../../shared/api/checkout';

export function orderAddress(address: CheckoutAddress | undefined): OrderAddress | null {
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
