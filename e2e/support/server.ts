/**
 * A real Stoa server on a loopback port for browser journeys: in-memory database, the demo
 * site seeded, a controllable clock. The first start on a machine renders the demo pictures
 * (tens of seconds): give `startServer` a long hook timeout (SERVER_START_TIMEOUT).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { fixedClock } from '../../src/shared/clock';
import { createEventBus } from '../../src/shared/events';
import { randomIds } from '../../src/shared/ids';
import { openMigratedMemoryDatabase } from '../../test/support/database-snapshot';

/** Milliseconds a suite's beforeAll may take to start the server (the first run renders pictures). */
export const SERVER_START_TIMEOUT = 240_000;

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** e.g. http://localhost:43121 — the bare host serves the default (demo) site. */
  origin: string;
  /** The origin of another site by identifier: http://IDENTIFIER.localhost:PORT */
  siteOrigin(identifier: string): string;
  clock: ReturnType<typeof fixedClock>;
  stop(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  const database = await openMigratedMemoryDatabase();
  const clock = fixedClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  const app = await buildApp(testConfig({ seedDemo: true }), { database, clock, ids: randomIds, events: createEventBus() });
  const { ensureDemoSite } = await import('../../src/demo/demo-site');
  // The pictures come from the shared cache after the first run (rendering them takes a while).
  await ensureDemoSite(app.services, { clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    app,
    database,
    origin: `http://localhost:${port}`,
    siteOrigin: (identifier) => `http://${identifier}.localhost:${port}`,
    clock,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}
