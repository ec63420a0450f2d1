/**
 * Every module's migrations in dependency order: the one schema of the database. A module
 * adds its list here when it adds its first table.
 */
import type { Migration } from '../db/migrations';
import { SITES_MIGRATIONS } from '../modules/sites';

export const ALL_MIGRATIONS: Migration[] = [...SITES_MIGRATIONS];
