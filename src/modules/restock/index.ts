/** The restock module: back-in-stock sign-ups per variant, the owner's lists, marking them notified (RSTK-*). */
import { readMigrations } from '../../db/migrations';

export { createRestockService, type RestockService, type RestockDeps } from './restock.service';
export { RESTOCK_LIMITS } from './restock.types';
export type { RestockSignUp, NewRestockSignUp, RestockGroupCount, RestockPage } from './restock.types';

export const RESTOCK_MIGRATIONS = readMigrations('restock', new URL('./migrations/', import.meta.url));
