/**
 * The gate `npm start` puts before every scheduled job's tick (issue 15 §3). On PostgreSQL,
 * where several processes (workers, or machines) may share the database, a tick runs only in
 * the process that takes the job's advisory lock and claims the interval in
 * `coordination_job_runs`; the others skip it. PGlite is one process: every tick runs.
 */
import type { Database } from '../db/database';
import { runJobTickOnce } from '../modules/coordination';
import { EVERY_TICK, type JobGate } from './background-jobs';

/**
 * A tick is claimed when the last one ran at least this share of the interval ago: a process's
 * timer firing a little early still claims its own interval, and two processes' timers out of
 * phase still share one run per interval.
 */
export const CLAIM_SHARE = 0.8;

export function databaseJobGate(database: Database): JobGate {
  if (database.engine === 'pglite') return EVERY_TICK;
  return (name, intervalMs, work) => runJobTickOnce(database, name, Math.floor(intervalMs * CLAIM_SHARE), work);
}
