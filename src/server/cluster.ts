/**
 * `npm start` with STOA_WORKERS above one (issue 15 §3): this primary process serves nothing.
 * It migrates the database once, makes the keys every worker must share, forks the workers
 * (node:cluster: they share the listening port), forks a worker again when one dies (waiting
 * longer after each quick crash, up to 30 s) and passes SIGTERM/SIGINT on to every worker,
 * exiting once they have closed gracefully. It passes each worker's site changes to the others
 * and answers once all have acknowledged (sibling-workers.ts). With STOA_COLLECTOR_PORT it also
 * supervises the collector process (collector.ts), started after the migrations like the workers.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/database';
import { applyMigrations } from '../db/migrations';
import type { Config } from './config';
import { downloadLinkKey } from './download-key';
import { ALL_MIGRATIONS } from './migrations';
import { superviseCollector } from './collector';
import { restartDelayMs, STEADY_MS } from './restart-delay';
import { siblingHub, type WorkerPort } from './sibling-workers';

export { restartDelayMs } from './restart-delay';

const log = (message: string) => console.log(`stoa primary ${process.pid}: ${message}`);

export async function runPrimary(config: Config): Promise<void> {
  // Workers start on a migrated database; they never migrate at the same time.
  const database = await openDatabase({ url: config.databaseUrl, maxConnections: 1 });
  try {
    await applyMigrations(database, ALL_MIGRATIONS);
  } finally {
    await database.close();
  }
  // Keys made at random when unset must be the same in every worker: a captcha solved through
  // one is checked by another; the download key file is written here, once, and read by all.
  downloadLinkKey(config);
  const env: Record<string, string> = { STOA_CAPTCHA_SECRET: config.captchaSecret ?? randomBytes(32).toString('hex'), STOA_CLUSTER_ID: randomBytes(8).toString('hex') };

  // Not a cluster worker: it listens on its own port, so its connections never pass through here.
  const collector = config.collectorPort !== undefined ? superviseCollector(log) : null;
  let collectorStopped: Promise<void> = Promise.resolve();
  let stopping = false;
  let quickCrashes = 0;
  const startedAt = new Map<Worker, number>();
  const portOf = (worker: Worker): WorkerPort => ({ id: worker.id, send: (message) => worker.send(message), kill: () => worker.process.kill('SIGKILL') });
  const hub = siblingHub(() => [...startedAt.keys()].map(portOf), log);
  cluster.on('message', (worker, message) => hub.onMessage(portOf(worker), message));
  const fork = () => {
    const worker = cluster.fork(env);
    startedAt.set(worker, Date.now());
    log(`worker ${worker.process.pid ?? '?'} started`);
  };
  cluster.on('exit', (worker, code, signal) => {
    hub.onExit(portOf(worker));
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        void collectorStopped.then(() => {
          log('every worker has stopped');
          process.exit(0);
        });
      }
      return;
    }
    quickCrashes = lived < STEADY_MS ? quickCrashes + 1 : 0;
    const delay = restartDelayMs(quickCrashes);
    log(`worker ${worker.process.pid ?? '?'} exited (${signal ?? `code ${code}`}); starting another in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${startedAt.size} workers`);
    collectorStopped = collector?.stop(signal) ?? Promise.resolve();
    if (startedAt.size === 0) void collectorStopped.then(() => process.exit(0));
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    // A worker exits by itself after its grace period; this is the backstop.
    setTimeout(() => {
      log('workers did not stop in time');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      collector?.kill();
      process.exit(1);
    }, config.shutdownGraceMs + 5_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log(`starting ${config.workers} workers`);
  for (let i = 0; i < config.workers; i++) fork();
}
