/**
 * SQL migrations: each module keeps numbered `.sql` files in its own `migrations/` folder;
 * the server lists the modules in dependency order and `applyMigrations` runs what is new,
 * each file in a transaction, on PGlite and PostgreSQL alike (SQL within PostgreSQL 15).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export interface Migration {
  /** `module/0001_name`: unique and stable once applied. */
  id: string;
  sql: string;
}

/** Reads a module's migration files (`NNNN_name.sql`), sorted by number. */
export function readMigrations(moduleName: string, folder: URL): Migration[] {
  const dir = fileURLToPath(folder);
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: `${moduleName}/${f.replace(/\.sql$/, '')}`, sql: readFileSync(`${dir}/${f}`, 'utf8') }));
}

/** Applies the migrations not yet recorded, in order; returns the ids applied now. */
export async function applyMigrations(database: Database, migrations: Migration[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`Duplicate migration id ${m.id}`);
    ids.add(m.id);
  }
  return database.withSession(async (session) => {
    // Two servers starting at once against PostgreSQL must not both migrate.
    if (database.engine === 'postgres') await session.query('select pg_advisory_lock(72351)');
    try {
      await session.exec(`create table if not exists stoa_migrations (
        id text primary key,
        applied_at timestamptz not null default now()
      )`);
      const done = new Set((await session.query<{ id: string }>('select id from stoa_migrations')).map((r) => r.id));
      const applied: string[] = [];
      for (const m of migrations) {
        if (done.has(m.id)) continue;
        await session.exec('begin');
        try {
          await session.exec(m.sql);
          await session.query('insert into stoa_migrations (id) values ($1)', [m.id]);
          await session.exec('commit');
        } catch (e) {
          await session.exec('rollback');
          throw new Error(`Migration ${m.id} failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
        }
        applied.push(m.id);
      }
      return applied;
    } finally {
      if (database.engine === 'postgres') await session.query('select pg_advisory_unlock(72351)');
    }
  });
}
