/** Stock as the rest of Stoa sees it. Variant ids are the catalog module's. */

export type { StockAdjustment, StockLevel } from '../../shared/api/catalog';

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

/** The storefront snapshot's stock: by variant id. */
/** `seq`: the level's change number (`change_seq`), so a copy can tell a newer change from an older one. */
export type StockSnapshot = Record<string, { qtyInStock: number; unlimited: boolean; seq?: number }>;

/** The HTTP contract declares the same limits on the owner's stock calls. */
export { INVENTORY_LIMITS } from '../../shared/api/catalog';
