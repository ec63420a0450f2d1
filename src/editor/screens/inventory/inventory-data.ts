/** The inventory panel's query keys and the stock wording shared by its parts. */
import type { InventoryVariant } from '../../../shared/api/inventory';

export const inventoryKeys = {
  all: ['inventory'] as const,
  page: (search: Record<string, string>) => ['inventory', 'page', search] as const,
  history: (variantId: string) => ['inventory', 'history', variantId] as const,
  settings: ['store-settings'] as const,
};

/** "Unlimited", "Sold out" or "N in stock". */
export function stockText(stock: Pick<InventoryVariant, 'qtyInStock' | 'unlimited'>): string {
  if (stock.unlimited) return 'Unlimited';
  return stock.qtyInStock === 0 ? 'Sold out' : `${stock.qtyInStock} in stock`;
}

/** A count the owner typed: a whole number, or null. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d{1,10}$/.test(trimmed) ? Number(trimmed) : null;
}
