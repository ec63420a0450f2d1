/**
 * A Stoa server for the forms crash test: opens the database it is given (a PGlite data folder,
 * or a PostgreSQL schema), migrates it, builds the real app and listens on the given port,
 * printing 'listening' once it serves. The test kills it with SIGKILL in the middle of work.
 * Usage: tsx test/support/forms-server-process.ts '<json {port, dataDir} | {port, url, schema}>'
 */
import { openDatabase } from '../../src/db/database';
import { applyMigrations } from '../../src/db/migrations';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { ALL_MIGRATIONS } from '../../src/server/migrations';
import { systemClock } from '../../src/shared/clock';
import { createEventBus } from '../../src/shared/events';
import { randomIds } from '../../src/shared/ids';
import { fixtureEditorAssets } from './editor-build';

interface Args {
  port: number;
  dataDir?: string;
  url?: string;
  schema?: string;
}

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const database = await openDatabase(args.url !== undefined ? { url: args.url, schema: args.schema, maxConnections: 8 } : { dataDir: args.dataDir! });
await applyMigrations(database, ALL_MIGRATIONS);
const app = await buildApp(testConfig({ port: args.port }), { database, clock: systemClock, ids: randomIds, events: createEventBus() }, { editorAssets: fixtureEditorAssets() });
await app.listen({ port: args.port, host: '127.0.0.1' });
process.stdout.write('listening\n');
