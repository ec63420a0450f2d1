/**
 * The background work `npm start` runs beside the HTTP server: outbox delivery, charge
 * reconciliation, subscription renewals and the analytics rollups, each on a timer, a run never overlapping the last.
 * Each tick passes a gate, so with several processes on one database it runs in one of them.
 */
import type { CheckoutFlows } from '../flows/checkout';
import type { SubscriptionFlows } from '../flows/subscriptions';
import type { AnalyticsRollups, PartitionManager, ReportSite } from '../modules/analytics';

/** The timer functions background jobs use; tests pass their own to run a tick by hand. */
export interface JobTimers {
  setInterval(tick: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * Runs one tick of a named job, or skips it (issue 15 §3): with several processes on one
 * database only one of them runs each interval's tick (job-gate.ts). `intervalMs` is the job's.
 */
export type JobGate = (name: string, intervalMs: number, work: () => Promise<unknown>) => Promise<unknown>;

/** One process: every tick runs. */
export const EVERY_TICK: JobGate = (_name, _intervalMs, work) => work();

const NODE_TIMERS: JobTimers = {
  setInterval: (tick, ms) => setInterval(tick, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface OrderJobOptions {
  log: { error(obj: unknown, msg: string): void };
  /** How often half-way charges are reconciled (config.reconcileIntervalMs). */
  reconcileIntervalMs: number;
  /** How old a half-way charge must be before it is settled (config.reconcileGraceMs). */
  reconcileGraceMs?: number | undefined;
  outboxIntervalMs?: number | undefined;
  timers?: JobTimers | undefined;
  gate?: JobGate | undefined;
}

/**
 * The order side's background work for `npm start`: deliver the outbox every 15 s and
 * reconcile half-way charges on the configured interval (a run never overlaps the last).
 * `stop` clears the timers and waits for the runs in flight, so the database can close after.
 */
export function startOrderJobs(flows: Pick<CheckoutFlows, 'deliverOutbox' | 'reconcileCharges'>, options: OrderJobOptions): { stop(): Promise<void> } {
  const timers = options.timers ?? NODE_TIMERS;
  const gate = options.gate ?? EVERY_TICK;
  const running = new Set<Promise<void>>();
  const every = (ms: number, name: string, work: () => Promise<unknown>) => {
    let current: Promise<void> | null = null;
    return timers.setInterval(() => {
      if (current !== null) return;
      const run: Promise<void> = gate(name, ms, work)
        .then(() => undefined)
        .catch((err: unknown) => options.log.error({ err }, `${name} failed`))
        .finally(() => {
          current = null;
          running.delete(run);
        });
      current = run;
      running.add(run);
    }, ms);
  };
  const handles = [
    every(options.outboxIntervalMs ?? 15_000, 'outbox delivery', () => flows.deliverOutbox()),
    every(options.reconcileIntervalMs, 'charge reconciliation', () => flows.reconcileCharges({ graceMs: options.reconcileGraceMs })),
  ];
  return {
    stop: async () => {
      handles.forEach((h) => timers.clearInterval(h));
      await Promise.all([...running]);
    },
  };
}

/** How often `npm start` looks for due renewals. */
export const RENEWAL_INTERVAL_MS = 60_000;

/** Runs the renewal scheduler every minute (one run at a time per process); returns `stop` for shutdown. */
export function startSubscriptionJobs(flows: Pick<SubscriptionFlows, 'runDueRenewals'>, log: { error(obj: unknown, msg: string): void }, gate: JobGate = EVERY_TICK): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    gate('subscription renewals', RENEWAL_INTERVAL_MS, () => flows.runDueRenewals())
      .catch((err: unknown) => log.error({ err }, 'subscription renewals failed'))
      .finally(() => {
        running = false;
      });
  }, RENEWAL_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** How often `npm start` rolls up today's and yesterday's analytics of the sites with recent events. */
export const ANALYTICS_ROLLUP_INTERVAL_MS = 5 * 60_000;

/** Site-days an older rollup version computed that one run rolls again (about 12,000 a day). */
export const OUTDATED_DAYS_PER_RUN = 40;

export interface AnalyticsRollupJobDeps {
  rollups: Pick<AnalyticsRollups, 'sitesWithRecentEvents' | 'rollupRecent' | 'rollupOutdated'>;
  /** The sites (for their time zones). */
  listSites(): Promise<ReportSite[]>;
}

/**
 * Re-rolls today and yesterday for every site with raw events in the last two days (a run
 * never overlaps the last; one site failing does not stop the others). `runOnce` is the tick.
 */
export function startAnalyticsRollupJob(
  deps: AnalyticsRollupJobDeps,
  options: { log: { error(obj: unknown, msg: string): void }; intervalMs?: number; timers?: JobTimers; gate?: JobGate },
): { stop(): Promise<void>; runOnce(): Promise<void> } {
  const timers = options.timers ?? NODE_TIMERS;
  const gate = options.gate ?? EVERY_TICK;
  const intervalMs = options.intervalMs ?? ANALYTICS_ROLLUP_INTERVAL_MS;
  let current: Promise<void> | null = null;
  const runOnce = async () => {
    const recent = new Set(await deps.rollups.sitesWithRecentEvents());
    const sites = await deps.listSites();
    for (const site of sites) {
      if (!recent.has(site.id)) continue;
      await deps.rollups.rollupRecent(site).catch((err: unknown) => options.log.error({ err, websiteId: site.id }, 'analytics rollup failed'));
    }
    // Days an older rollup computed, a few a run, so the backfill never crowds out today's.
    const byId = new Map(sites.map((site) => [site.id, site]));
    await deps.rollups.rollupOutdated((id) => byId.get(id), OUTDATED_DAYS_PER_RUN).catch((err: unknown) => options.log.error({ err }, 'analytics rollup of outdated days failed'));
  };
  const handle = timers.setInterval(() => {
    if (current !== null) return;
    current = gate('analytics rollup', intervalMs, runOnce)
      .then(() => undefined)
      .catch((err: unknown) => options.log.error({ err }, 'analytics rollup failed'))
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  return {
    runOnce,
    stop: async () => {
      timers.clearInterval(handle);
      await current;
    },
  };
}

/** How often the raw visitor analytics' day partitions are created ahead and expired ones dropped. */
export const ANALYTICS_PARTITION_INTERVAL_MS = 3_600_000;

/**
 * Keeps the visitor analytics' day partitions: once at start (awaited by `ready`), then hourly.
 * A failed run is logged; rows meanwhile land in the default partition and move on the next run.
 */
export function startAnalyticsJobs(
  partitions: Pick<PartitionManager, 'maintain'>,
  log: { error(obj: unknown, msg: string): void },
  timers: JobTimers = NODE_TIMERS,
  gate: JobGate = EVERY_TICK,
): { ready: Promise<void>; stop(): Promise<void> } {
  let current: Promise<void> | null = null;
  const run = () => {
    current ??= gate('analytics partitions', ANALYTICS_PARTITION_INTERVAL_MS, () => partitions.maintain())
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'analytics partition maintenance failed'))
      .finally(() => {
        current = null;
      });
    return current;
  };
  const ready = run();
  const handle = timers.setInterval(() => void run(), ANALYTICS_PARTITION_INTERVAL_MS);
  return {
    ready,
    stop: async () => {
      timers.clearInterval(handle);
      await current;
    },
  };
}
