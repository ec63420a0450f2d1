/**
 * Database tests run on PGlite always and on PostgreSQL too when TEST_DATABASE_URL is set,
 * each test file in its own database (PGlite in memory) or schema (PostgreSQL, dropped after).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { applyMigrations } from '../../src/db/migrations';
import { testDatabaseUrl } from '../../src/server/config';
import { ALL_MIGRATIONS } from '../../src/server/migrations';
import { openMigratedMemoryDatabase } from './database-snapshot';

export type Engine = 'pglite' | 'postgres';

/** The PostgreSQL test database's URL (TEST_DATABASE_URL), when this run has one. */
export const postgresTestUrl = (): string | undefined => testDatabaseUrl();

/** The engines this run tests on. */
export function testEngines(): Engine[] {
  return testDatabaseUrl() === undefined ? ['pglite'] : ['pglite', 'postgres'];
}

/** A migrated, empty database on the given engine; `close` drops a PostgreSQL schema. */
export async function createTestDatabase(engine: Engine): Promise<Database & { dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openMigratedMemoryDatabase();
    return Object.assign(database, { dispose: () => database.close() });
  }
  const url = testDatabaseUrl()!;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url, schema, maxConnections: 4 });
  await applyMigrations(database, ALL_MIGRATIONS);
  return Object.assign(database, {
    dispose: async () => {
      await database.close();
      const admin = await openDatabase({ url, maxConnections: 1 });
      try {
        await admin.exec(`drop schema if exists "${schema}" cascade`);
      } finally {
        await admin.close();
      }
    },
  });
}

/**
 * Declares the suite once per engine. `db()` returns that engine's database inside tests.
 * Tests in one file share the database: give each test its own site (the isolation unit).
 */
export function describeDatabase(name: string, body: (db: () => Database, engine: Engine) => void): void {
  for (const engine of testEngines()) {
    describe(`${name} [${engine}]`, () => {
      let database: (Database & { dispose(): Promise<void> }) | null = null;
      beforeAll(async () => {
        database = await createTestDatabase(engine);
      }, 60_000);
      afterAll(async () => {
        await database?.dispose();
      });
      body(() => {
        if (database === null) throw new Error('database not ready');
        return database;
      }, engine);
    });
  }
}
