/** The embedded PGlite engine. */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { channelName, counted, countingLogger, sendNotification, type Database, type Db, type SqlSession, type StatementCounter } from './database';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { registerFixedRunner } from './fixed-statements';

/**
 * Opens PGlite in `<dataDir>/pglite` (locked to this process) or in memory, there optionally
 * from a dumped data folder.
 */
export async function openPglite(dataDir: string | 'memory', memorySnapshot?: Blob): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir === 'memory') {
    client = await PGlite.create(memorySnapshot === undefined ? {} : { loadDataDir: memorySnapshot });
  } else {
    lock = lockDataDir(dataDir);
    try {
      client = await PGlite.create(join(dataDir, 'pglite'));
    } catch (e) {
      lock.release();
      throw e;
    }
  }
  const statements: StatementCounter = { count: 0 };
  const db = drizzle(client, { logger: countingLogger(statements) }) as unknown as Db;
  // PGlite opens and ends drizzle's transactions itself, unseen by the logger: they count as
  // the two statements (begin, commit or rollback) they are on PostgreSQL.
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn, config) => {
    counted(statements, 'begin');
    counted(statements, 'commit');
    return transaction(fn, config);
  }) as Db['transaction'];
  registerFixedRunner(db, async (statement, values) => {
    counted(statements, statement.text);
    return (await client.query<Record<string, unknown>>(statement.text, values as unknown[])).rows;
  });
  const session: SqlSession = {
    exec: async (sql) => {
      counted(statements, sql);
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => {
      counted(statements, sql);
      return (await client.query<T>(sql, params)).rows;
    },
  };
  return {
    db,
    engine: 'pglite',
    statements,
    ...session,
    // PGlite is a single connection already.
    withSession: (fn) => fn(session),
    notify: async (channel, payload, tx) => sendNotification(tx ?? db, channelName(channel), payload),
    // One process owns a PGlite database, so its notifications never need reconnecting.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channelName(channel), onPayload);
      return { close: () => unlisten() };
    },
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
