/**
 * The collector role (issue 14 §3): with STOA_COLLECTOR_PORT set, `npm start` also runs one
 * collector process listening on that port and serving only the visitor analytics' collection
 * calls and the health checks (buildApp's 'collector' role: the same routes, site resolution,
 * owner sessions, crumb, rate limits, salts and ingest queue). A front proxy sends those paths
 * there, so a burst of beacons never queues in front of a page on the app's event loop. The
 * app keeps serving the same calls, so a deployment without such a proxy still works.
 *
 * The collector never migrates and runs no scheduled job (the app or the cluster's primary
 * does both); it hears site changes through LISTEN/NOTIFY like any other process. It is a
 * plain child process, not a cluster worker: it listens on its own port, so its connections
 * never pass through the primary. It stops when its parent asks (SIGTERM/SIGINT) or goes away
 * (the IPC channel closes), and is started again after a crash, waiting longer after each
 * quick one (restart-delay.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { openDatabase } from '../db/database';
import { systemClock } from '../shared/clock';
import { createEventBus } from '../shared/events';
import { randomIds } from '../shared/ids';
import { buildApp } from './app';
import type { Config } from './config';
import { restartDelayMs, STEADY_MS } from './restart-delay';

/** The argument main.ts is started with to run as the collector. */
export const COLLECTOR_FLAG = '--collector';

export interface CollectorSupervisor {
  /** Passes the signal on and resolves once the collector has exited (at once when none runs). */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** The backstop: kills the collector without waiting. */
  kill(): void;
}

/** Forks main.ts again as the collector (same Node flags, same environment) and keeps it running. */
export function superviseCollector(log: (message: string) => void): CollectorSupervisor {
  let child: ChildProcess | null = null;
  let stopping = false;
  let quickCrashes = 0;
  let exited: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (exited = resolve));

  const start = () => {
    const startedAt = Date.now();
    const current = fork(process.argv[1]!, [COLLECTOR_FLAG], { execArgv: process.execArgv });
    child = current;
    log(`collector ${current.pid ?? '?'} started`);
    current.on('exit', (code, signal) => {
      child = null;
      if (stopping) return exited();
      quickCrashes = Date.now() - startedAt < STEADY_MS ? quickCrashes + 1 : 0;
      const delay = restartDelayMs(quickCrashes);
      log(`collector ${current.pid ?? '?'} exited (${signal ?? `code ${code}`}); starting another in ${delay} ms`);
      setTimeout(() => {
        if (!stopping) start();
      }, delay).unref();
    });
  };
  start();
  return {
    stop(signal) {
      stopping = true;
      if (child === null) exited();
      else child.kill(signal);
      return stopped;
    },
    kill() {
      stopping = true;
      child?.kill('SIGKILL');
    },
  };
}

/**
 * Gives this process the niceness `nice`: on a machine the app shares, the scheduler then runs a
 * page view before a beacon. A platform that refuses it leaves the process as it was (logged).
 */
export function lowerPriority(nice: number, warn: (message: string) => void): void {
  try {
    setPriority(nice);
  } catch (error) {
    warn(`collector priority left unchanged: ${(error as Error).message}`);
  }
}

/** The collector process itself: open the database, build the collection-only app, listen. */
export async function runCollector(config: Config): Promise<void> {
  const port = config.collectorPort;
  if (port === undefined || config.databaseUrl === undefined) throw new Error('the collector needs STOA_COLLECTOR_PORT and DATABASE_URL');
  const database = await openDatabase({ url: config.databaseUrl });
  const events = createEventBus((error, event) => console.error('event handler failed', event.type, error));
  const app = await buildApp(config, { database, clock: systemClock, ids: randomIds, events }, { role: 'collector' });
  lowerPriority(config.collectorNice, (message) => app.log.warn(message));

  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'collector shutting down');
    const timer = setTimeout(() => {
      app.log.error('collector graceful shutdown timed out');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    try {
      // Queued rows are written before the database closes (the app's onClose).
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The parent died without passing a signal on (SIGKILL): nobody would stop this process.
  process.on('disconnect', () => void shutdown('parent gone'));

  const address = await app.listen({ port, host: config.host });
  app.log.info(`Stoa collector is serving ${address} (visitor analytics collection calls only)`);
}
