/**
 * One migrated PGlite database per test run, dumped to a file: every PGlite test database then
 * loads that dump instead of creating a cluster and applying every migration (about 1.5 s
 * instead of 4 s on the 2-core machine, once per test file and engine).
 *
 * Vitest's global setup (`setupDatabaseSnapshot`) writes the dump and passes its path to the
 * test processes; `databaseSnapshot()` reads it there once per process.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { applyMigrations } from '../../src/db/migrations';
import { ALL_MIGRATIONS } from '../../src/server/migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump's file, written by the global setup. */
    pgliteSnapshotFile: string;
  }
}

interface GlobalSetupContext {
  provide(key: 'pgliteSnapshotFile', value: string): void;
}

/** Vitest global setup: migrates a PGlite database on disk, dumps it, and removes it at the end. */
export async function setupDatabaseSnapshot({ provide }: GlobalSetupContext): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'stoa-test-snapshot-'));
  const migrated = await openDatabase({ dataDir: folder });
  try {
    await applyMigrations(migrated, ALL_MIGRATIONS);
  } finally {
    await migrated.close();
  }
  const client = await PGlite.create(join(folder, 'pglite'));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide('pgliteSnapshotFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

let loaded: Blob | null | undefined;

/** The migrated dump, or null when this run has no global setup (a test started another way). */
function databaseSnapshot(): Blob | null {
  if (loaded === undefined) {
    let file: string | undefined;
    try {
      file = inject('pgliteSnapshotFile');
    } catch {
      file = undefined;
    }
    loaded = file === undefined ? null : new Blob([readFileSync(file)]);
  }
  return loaded;
}

/** A migrated PGlite database in memory: from the run's dump when there is one. */
export async function openMigratedMemoryDatabase(): Promise<Database> {
  const snapshot = databaseSnapshot();
  const database = await openDatabase({ dataDir: 'memory', ...(snapshot === null ? {} : { memorySnapshot: snapshot }) });
  // From the dump this only confirms that every migration is applied.
  await applyMigrations(database, ALL_MIGRATIONS);
  return database;
}
