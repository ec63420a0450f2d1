/** The embedded PGlite engine. */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { channelName, sendNotification, type Database, type Db, type SqlSession } from './database';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

/** Opens PGlite in `<dataDir>/pglite` (locked to this process) or in memory. */
export async function openPglite(dataDir: string | 'memory'): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir === 'memory') {
    client = await PGlite.create();
  } else {
    lock = lockDataDir(dataDir);
    try {
      client = await PGlite.create(join(dataDir, 'pglite'));
    } catch (e) {
      lock.release();
      throw e;
    }
  }
  const db = drizzle(client) as unknown as Db;
  const session: SqlSession = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
  };
  return {
    db,
    engine: 'pglite',
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
