/** Stock as the rest of Stoa sees it. Variant ids are the catalog module's. */

export interface StockLevel {
  variantId: string;
  qtyInStock: number;
  unlimited: boolean;
}

/**
 * A change of one variant's stock: add or remove units (`delta`), replace the quantity the
 * owner saw (`expected`) by a new one (compare-and-swap), or switch unlimited stock on or off.
 */
export type StockChange = { delta: number } | { expected: number; quantity: number } | { unlimited: boolean };

export interface AdjustmentMeta {
  /** Why: 'restock', 'count', 'import', 'order', ... (default from the kind of change). */
  reason?: string | undefined;
  /** Who: an owner's user id, or a system actor like 'import'. */
  actor?: string | null | undefined;
}

export interface StockAdjustment {
  id: string;
  variantId: string;
  delta: number;
  qtyAfter: number;
  unlimitedAfter: boolean;
  reason: string;
  actor: string | null;
  at: number;
}

/** The storefront snapshot's stock: by variant id. */
export type StockSnapshot = Record<string, { qtyInStock: number; unlimited: boolean }>;

export const INVENTORY_LIMITS = {
  /** Units one variant may hold; keeps sums inside a PostgreSQL integer. */
  maxQuantity: 1_000_000_000,
  maxReasonLength: 200,
} as const;
