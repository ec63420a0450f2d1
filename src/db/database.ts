/**
 * The database behind one interface: embedded PGlite (default, data under the data folder) or
 * PostgreSQL (`DATABASE_URL`). Modules get the drizzle instance; they never import a driver.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction inside it. */
export type DbOrTx = Db | Tx;

/** Raw SQL on one connection. */
export interface SqlSession {
  /** Runs SQL statements without results. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised query and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends SqlSession {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` on one dedicated connection (session-level locks, explicit transactions). */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; absent means PGlite. */
  url?: string | undefined;
  /** PGlite: the data folder (the database lives in `<dataDir>/pglite`), or 'memory'. */
  dataDir?: string | 'memory';
  /** PostgreSQL: the schema to use (tests use one schema per file); created when missing. */
  schema?: string;
  /** PostgreSQL pool size. */
  maxConnections?: number;
}

/** Opens the configured database. PGlite data folders are locked to one process. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url !== undefined) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.url, options.schema, options.maxConnections);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir ?? 'memory');
}
