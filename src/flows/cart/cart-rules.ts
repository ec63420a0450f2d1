/**
 * The spec's add-to-cart rules (§5), pure: quantity parsing, choosing the variant, which
 * products a cart sells, and the stock and service-quantity rule the cart runs with its row
 * locked. Stock is only checked here, never taken (orders take it).
 */
import { CART_LIMITS, type CartRule } from '../../modules/cart';
import type { Product, Variant } from '../../modules/catalog';
import { ProductType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';

/**
 * A quantity as the visitor sent it: a number or numeric text. Not a number →
 * CART_QUANTITY_NOT_A_NUMBER; a fraction → CART_QUANTITY_NOT_WHOLE; outside 1..9999 (0..9999
 * with `allowZero`, where 0 removes) → CART_QUANTITY_OUT_OF_RANGE.
 */
export function parseQuantity(raw: unknown, options: { allowZero?: boolean } = {}): number {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && raw.trim() !== '') n = Number(raw.trim());
  else throw new DomainError('CART_QUANTITY_NOT_A_NUMBER');
  if (!Number.isFinite(n)) throw new DomainError('CART_QUANTITY_NOT_A_NUMBER');
  if (!Number.isInteger(n)) throw new DomainError('CART_QUANTITY_NOT_WHOLE');
  const min = options.allowZero === true ? 0 : CART_LIMITS.minQuantity;
  if (n < min || n > CART_LIMITS.maxQuantity) throw new DomainError('CART_QUANTITY_OUT_OF_RANGE', { quantity: n });
  return n;
}

/**
 * Additional-fields answers as stored: JSON text or null. An object is accepted and written as
 * JSON text; anything else, or text that is not JSON, is refused.
 */
export function parseAdditionalFields(raw: unknown): string | null {
  const refuse = (message: string) => new DomainError('VALIDATION_FAILED', { errors: { additionalFields: message } });
  if (raw === undefined || raw === null || raw === '') return null;
  let text: string;
  if (typeof raw === 'string') text = raw;
  else if (typeof raw === 'object') text = JSON.stringify(raw);
  else throw refuse('Additional fields are JSON text.');
  if (text.length > CART_LIMITS.maxAdditionalFieldsLength) throw refuse(`At most ${CART_LIMITS.maxAdditionalFieldsLength} characters.`);
  try {
    JSON.parse(text);
  } catch {
    throw refuse('Additional fields are JSON text.');
  }
  return text;
}

/** Subscriptions are bought through the subscription call and paywall access through member areas. */
export function assertSoldInCart(product: Product): void {
  if (product.isSubscribable || product.productType === ProductType.PAYWALL) {
    throw new DomainError('CART_ITEM_NOT_SOLD_IN_CART', { itemId: product.itemId });
  }
}

/**
 * The variant a SKU names. Without a SKU, a product with one variant means that one; a gift
 * card with several needs a denomination; anything else has no selected variant.
 */
export function chooseVariant(product: Product, sku: string | null | undefined): Variant {
  if (sku === null || sku === undefined || sku === '') {
    if (product.variants.length === 1) return product.variants[0]!;
    if (product.productType === ProductType.GIFT_CARD) throw new DomainError('CART_GIFT_CARD_DENOMINATION_REQUIRED');
    throw new DomainError('CART_VARIANT_UNAVAILABLE', { itemId: product.itemId });
  }
  const variant = product.variants.find((v) => v.sku === sku);
  if (variant === undefined) throw new DomainError('CART_VARIANT_UNAVAILABLE', { itemId: product.itemId, sku });
  return variant;
}

/** The price a buyer pays for one unit now, minor units. */
export function unitPrice(variant: Variant): number {
  return variant.onSale ? variant.salePrice : variant.price;
}

/** Physical goods and services count stock; digital goods and gift cards are never sold out (PROD-10). */
export function countsStock(type: number): boolean {
  return type === ProductType.PHYSICAL || type === ProductType.SERVICE;
}

/**
 * The rule for putting `quantity` units of a variant in a line: the cart's units of the
 * variant plus these must fit the stock (unless unlimited), so for a one-unit add this is the
 * additional-fields rule of ATC-16 (stock strictly greater than what the cart holds); a
 * service is one unit per variant unless the store allows several. With `increaseOnly`, a
 * line that shrinks is always allowed (changing a quantity down never oversells more).
 */
export function lineRule(
  product: Product,
  stock: { qtyInStock: number; unlimited: boolean },
  quantity: number,
  settings: { multipleQuantityAllowedForServices: boolean },
  options: { increaseOnly?: boolean } = {},
): CartRule {
  return (held, line) => {
    // Adding: `held` counts every line of the variant. Changing a line: the other lines.
    if (options.increaseOnly === true && line !== null && quantity <= line.quantity) return;
    const total = held.variantQuantity + quantity;
    if (product.productType === ProductType.SERVICE && !settings.multipleQuantityAllowedForServices && total > 1) {
      throw new DomainError('CART_SERVICE_SINGLE_UNIT', { itemId: product.itemId });
    }
    if (countsStock(product.productType) && !stock.unlimited && stock.qtyInStock < total) {
      throw new DomainError('INVENTORY_INSUFFICIENT', { available: stock.qtyInStock, inCart: held.variantQuantity });
    }
  };
}
