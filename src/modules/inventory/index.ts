/** The inventory module: stock per variant, changed only under a row lock, with its history. */
import { readMigrations } from '../../db/migrations';

export { createInventoryService, type InventoryService, type InventoryDeps } from './inventory.service';
export { INVENTORY_LIMITS } from './inventory.types';
export type { StockLevel, StockChange, AdjustmentMeta, StockAdjustment, StockSnapshot } from './inventory.types';

export const INVENTORY_MIGRATIONS = readMigrations('inventory', new URL('./migrations/', import.meta.url));
