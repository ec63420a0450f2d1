/** Vitest global setup of the unit and HTTP tests: the migrated database every test file starts from. */
export { setupDatabaseSnapshot as default } from './database-snapshot';
