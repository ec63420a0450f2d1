/**
 * The checks a product form makes before it sends anything (spec §5 "Add to cart (product
 * page)", ATC-08..ATC-16, GIFT-02), with the spec's exact messages, and the variant the
 * visitor's choices name. Pure: the island and the unit tests call the same functions.
 */
import type { ProductFormProps, VariantView } from './product-form.types';

export const PRODUCT_TYPE = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4 } as const;

export const VARIANT_UNAVAILABLE = 'Sorry, that item variant is unavailable. Please select another variant.';
export const NOT_ENOUGH_STOCK = 'Sorry, we do not have enough of that item available.';
export const QUANTITY_NOT_A_NUMBER = 'Quantity must be a number.';
export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number.';
export const GIFT_CARD_DENOMINATION = 'Select a denomination for the Gift Card';

/** ATC-09..ATC-11: the message for the options still unselected, or null when none is. */
export function unselectedOptionsMessage(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `Please select the ${names[0]} option.`;
  if (names.length === 2) return `Please select the ${names[0]} and ${names[1]} options.`;
  return `Please select the ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} options.`;
}

/** ATC-14, ATC-15: a quantity field's text as a whole number, or the message saying why not. */
export function parseQuantity(text: string): { ok: true; quantity: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, message: QUANTITY_NOT_A_NUMBER };
  if (!Number.isInteger(value)) return { ok: false, message: QUANTITY_NOT_WHOLE };
  return { ok: true, quantity: value };
}

/** The option names a visitor chooses, in the product's order (PDP-01). */
export function optionNames(product: Pick<ProductFormProps, 'variants' | 'variantOptionOrdering'>): string[] {
  if (product.variantOptionOrdering.length > 0) return [...product.variantOptionOrdering];
  return Object.keys(product.variants[0]?.attributes ?? {});
}

/** The distinct values of an option, in the order the variants list them. */
export function optionValues(variants: readonly VariantView[], name: string): string[] {
  const seen: string[] = [];
  for (const v of variants) {
    const value = v.attributes[name];
    if (value !== undefined && !seen.includes(value)) seen.push(value);
  }
  return seen;
}

/** The variant matching every chosen value (null when none does); a product without options has its one variant. */
export function findVariant(variants: readonly VariantView[], names: readonly string[], selection: Readonly<Record<string, string>>): VariantView | null {
  if (names.length === 0) return variants.length === 1 ? variants[0]! : null;
  return variants.find((v) => names.every((n) => v.attributes[n] === selection[n])) ?? null;
}

/** PROD-09, PROD-10: physical goods and services count stock; digital goods and gift cards never run out. */
export function countsStock(productType: number): boolean {
  return productType === PRODUCT_TYPE.PHYSICAL || productType === PRODUCT_TYPE.SERVICE;
}

/** PDP-15: the default sold-out text, when the product has no customSoldOutText. */
export const SOLD_OUT_TEXT = 'sold out';

/**
 * The add button's label while the chosen variant is sold out (PROD-09, PDP-15): the product's
 * customSoldOutText, else 'sold out'; null while the variant can be bought.
 */
export function soldOutLabel(product: Pick<ProductFormProps, 'productType' | 'merchandising'>, variant: VariantView | null): string | null {
  if (variant === null || !countsStock(product.productType) || variant.unlimited || variant.qtyInStock > 0) return null;
  const custom = product.merchandising?.customSoldOutText?.trim() ?? '';
  return custom === '' ? SOLD_OUT_TEXT : custom;
}

/** ATC-16: with the additional-fields form, stock must be unlimited or strictly above what the cart holds. */
export function stockAllowsForm(stock: { unlimited: boolean; qtyInStock: number }, quantityInCart: number): boolean {
  return stock.unlimited || stock.qtyInStock > quantityInCart;
}

export type PurchaseCheck = { ok: true; variant: VariantView; quantity: number } | { ok: false; message: string };

/**
 * Everything checked before a request (ATC-08: nothing is sent when a check fails): options
 * chosen (gift cards: a denomination, GIFT-02), a variant exists (ATC-12), the quantity
 * (ATC-14, ATC-15; null when the form has no quantity input: 1), and stock (ATC-13).
 */
export function checkPurchase(product: ProductFormProps, selection: Readonly<Record<string, string>>, quantityText: string | null): PurchaseCheck {
  const names = optionNames(product);
  const missing = names.filter((n) => (selection[n] ?? '') === '');
  if (missing.length > 0) {
    const message = product.productType === PRODUCT_TYPE.GIFT_CARD ? GIFT_CARD_DENOMINATION : unselectedOptionsMessage(missing)!;
    return { ok: false, message };
  }
  const variant = findVariant(product.variants, names, selection);
  if (variant === null) return { ok: false, message: VARIANT_UNAVAILABLE };
  let quantity = 1;
  if (quantityText !== null) {
    const parsed = parseQuantity(quantityText);
    if (!parsed.ok) return parsed;
    quantity = parsed.quantity;
  }
  if (countsStock(product.productType) && !variant.unlimited && variant.qtyInStock < Math.max(1, quantity)) return { ok: false, message: NOT_ENOUGH_STOCK };
  return { ok: true, variant, quantity };
}
