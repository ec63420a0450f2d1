/**
 * The database behind one interface: embedded PGlite (default, data under the data folder) or
 * PostgreSQL (`DATABASE_URL`). Modules get the drizzle instance; they never import a driver.
 */
import { sql } from 'drizzle-orm';
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

/** A subscription to a notification channel. */
export interface ChannelListener {
  /** Stops listening and closes the listener's connection. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /**
   * Called after a dropped listening connection is open again: notifications sent while it was
   * down are lost, so whatever they would have refreshed must be refreshed now.
   */
  onReconnect?(): void;
  /** A lost connection or a failed reconnect (it keeps retrying). */
  onError?(error: unknown): void;
}

/**
 * How many statements this database has sent to the server since it opened, transaction
 * control (begin, commit, rollback) included: each is a round trip on PostgreSQL. Benches and
 * tests read it before and after a request to see its round trips; an increment costs nothing.
 */
export interface StatementCounter {
  count: number;
  /** When set, every statement's text is added here too (a test that shows what was sent). */
  texts?: string[];
}

export interface Database extends SqlSession {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  readonly statements: StatementCounter;
  /** Runs `fn` on one dedicated connection (session-level locks, explicit transactions). */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Sends `payload` to every connection listening on `channel` (of this database and schema).
   * With `tx` it is sent by that transaction: delivered at its commit, never after a rollback.
   */
  notify(channel: string, payload: string, tx?: DbOrTx): Promise<void>;
  /**
   * Calls `onPayload` with every payload sent on `channel`, from this process or any other.
   * PostgreSQL listens on a dedicated connection and opens it again when it drops.
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<ChannelListener>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; absent means PGlite. */
  url?: string | undefined;
  /** PGlite: the data folder (the database lives in `<dataDir>/pglite`), or 'memory'. */
  dataDir?: string | 'memory';
  /**
   * PGlite in memory: start from this dumped data folder (`dumpDataDir`) instead of an empty
   * cluster. Tests start every database from one migrated dump: loading it takes about a third
   * of the time of creating a cluster and migrating it.
   */
  memorySnapshot?: Blob;
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
  return openPglite(options.dataDir ?? 'memory', options.memorySnapshot);
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const MAX_IDENTIFIER = 63;

/**
 * The channel's name in the database: notifications reach every listener of the database, so a
 * schema (a store of its own, one per test file) gets channels of its own. Long names are cut to
 * PostgreSQL's identifier length the same way on both ends.
 */
export function channelName(channel: string, schema?: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${JSON.stringify(channel)}`);
  return (schema === undefined ? channel : `${channel}__${schema}`).slice(0, MAX_IDENTIFIER);
}

/** `pg_notify` on the database or inside a transaction (sent at its commit). */
export async function sendNotification(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** A drizzle logger that counts the statements drizzle sends (it sees transaction control too on `pg`). */
export function countingLogger(counter: StatementCounter): { logQuery(query: string): void } {
  return {
    logQuery(query) {
      counted(counter, query);
    },
  };
}

/** Counts one statement (and keeps its text when asked to). */
export function counted(counter: StatementCounter, text: string): void {
  counter.count++;
  counter.texts?.push(text);
}
