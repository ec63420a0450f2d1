/**
 * `npm start`: load the configuration, open and migrate the database, create the demo site on
 * a fresh one, and listen. SIGTERM/SIGINT close the server gracefully, then the database.
 * With STOA_WORKERS above one this process is the primary (cluster.ts) and each worker it forks
 * runs the rest; scheduled jobs pass a gate so each tick runs in one process only (job-gate.ts).
 * With STOA_COLLECTOR_PORT this process (or the cluster's primary) also supervises a collector
 * process: main.ts again, started with COLLECTOR_FLAG (collector.ts).
 */
import cluster from 'node:cluster';
import { openDatabase, type Database } from '../db/database';
import { applyMigrations } from '../db/migrations';
import { systemClock } from '../shared/clock';
import { isDomainError } from '../shared/errors';
import { createEventBus } from '../shared/events';
import { randomIds } from '../shared/ids';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ALL_MIGRATIONS } from './migrations';
import { startAnalyticsJobs, startAnalyticsRollupJob, startOrderJobs, startSubscriptionJobs } from './background-jobs';
import { runPrimary } from './cluster';
import { COLLECTOR_FLAG, runCollector, superviseCollector, type CollectorSupervisor } from './collector';
import { databaseJobGate } from './job-gate';
import { workerSiblings } from './sibling-workers';
import { withExclusiveLock } from '../modules/coordination';

/** Work at start that two processes must not do at once (PGlite is one process). */
const oneAtATime = <T>(database: Database, name: string, work: () => Promise<T>) => (database.engine === 'postgres' ? withExclusiveLock(database, name, work) : work());

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv.includes(COLLECTOR_FLAG)) return runCollector(config);
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  // Listening before anything is kept in memory: the primary may pass a change at any time.
  const siblings = cluster.isWorker && config.clusterId !== undefined ? workerSiblings(process, config.clusterId) : undefined;
  let database: Database;
  try {
    database = await openDatabase(config.databaseUrl !== undefined ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  } catch (e) {
    if (isDomainError(e, 'DATA_DIR_LOCKED')) {
      console.error(`stoa: ${String(e.details.hint ?? 'the data folder is in use by another process')}`);
      process.exit(1);
    }
    throw e;
  }
  // A cluster's primary has migrated already.
  if (!cluster.isWorker) await applyMigrations(database, ALL_MIGRATIONS);
  const events = createEventBus((error, event) => console.error('event handler failed', event.type, error));
  const app = await buildApp(config, { database, clock: systemClock, ids: randomIds, events, siblings });
  if (config.seedDemo) {
    const { ensureDemoSite } = await import('../demo/demo-site');
    // The first worker seeds; the others wait, then find the site there.
    await oneAtATime(database, 'demo seed', () => ensureDemoSite(app.services, { clock: systemClock, log: app.log }));
  }
  const gate = databaseJobGate(database);

  // Charges a crash left half-way are refunded or completed on an interval; stopped when the app closes.
  const orderJobs = startOrderJobs(app.services.orderFlows, { log: app.log, reconcileIntervalMs: config.reconcileIntervalMs, reconcileGraceMs: config.reconcileGraceMs, gate });
  app.addHook('onClose', () => orderJobs.stop());
  const subscriptionJobs = startSubscriptionJobs(app.services.subscriptionFlows, app.log, gate);
  // Visitor analytics' day partitions: made before the first request, then kept hourly.
  const analyticsJobs = startAnalyticsJobs(app.services.visitorAnalytics.partitions, app.log, undefined, gate);
  await analyticsJobs.ready;
  app.addHook('onClose', () => analyticsJobs.stop());
  // Today's and yesterday's analytics are rolled up again every few minutes (reports read the rollups).
  const rollupJob = startAnalyticsRollupJob({ rollups: app.services.analyticsReports.rollups, listSites: () => app.services.sites.listAll() }, { log: app.log, gate });
  app.addHook('onClose', () => rollupJob.stop());
  // The collector starts once the database is migrated and partitioned; in a cluster the primary runs it.
  const collector: CollectorSupervisor | null = config.collectorPort !== undefined && !cluster.isWorker ? superviseCollector((m) => app.log.info(m)) : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    subscriptionJobs.stop();
    const collectorStopped = collector?.stop('SIGTERM');
    try {
      await app.close();
    } finally {
      await database.close();
    }
    await collectorStopped;
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Stoa is serving ${address} (demo site: http://localhost:${config.port}/)`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
