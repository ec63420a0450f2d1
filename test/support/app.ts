/**
 * An application for HTTP tests: built on a test database with `app.inject`, no port.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { testConfig, type Config } from '../../src/server/config';
import { fixedClock } from '../../src/shared/clock';
import { createEventBus } from '../../src/shared/events';
import { sequentialIds } from '../../src/shared/ids';
import { fixtureEditorAssets } from './editor-build';

let appCounter = 0;

/**
 * Builds the app over `database`; ids are unique per app so apps can share a database. The
 * editor's build is a fixture unless `options` names one (tests never depend on `dist/`).
 */
export async function createTestApp(database: Database, overrides: Partial<Config> = {}, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  appCounter++;
  const clock = fixedClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  return buildApp(testConfig(overrides), {
    database,
    clock,
    ids: sequentialIds(`a${process.pid.toString(16)}x${appCounter}x`),
    events: createEventBus((e) => {
      throw e;
    }),
  }, { editorAssets: fixtureEditorAssets(), ...options });
}
