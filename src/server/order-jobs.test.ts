/**
 * The order side's background jobs (background-jobs.ts `startOrderJobs`): reconciliation runs on
 * the configured interval with the configured grace, never two runs at once, failures logged,
 * and stopping waits for the run in flight.
 */
import { describe, expect, it } from 'vitest';
import type { ReconcileReport } from '../flows/checkout';
import { loadConfig } from './config';
import type { CheckoutFlows as OrderFlows } from '../flows/checkout';
import { startOrderJobs, type JobTimers } from './background-jobs';

function manualTimers() {
  const scheduled = new Map<number, { tick: () => void; ms: number }>();
  let next = 0;
  const timers: JobTimers = {
    setInterval: (tick, ms) => {
      scheduled.set(++next, { tick, ms });
      return next;
    },
    clearInterval: (handle) => void scheduled.delete(handle as number),
  };
  return { timers, scheduled, tickEvery: (ms: number) => [...scheduled.values()].filter((s) => s.ms === ms).forEach((s) => s.tick()) };
}

const EMPTY: ReconcileReport = { completed: [], refunded: [], failed: [], closed: [] };

describe('order background jobs', () => {
  it('reads the reconciliation interval and grace from the environment', () => {
    expect(loadConfig({})).toMatchObject({ reconcileIntervalMs: 60_000, reconcileGraceMs: 300_000 });
    expect(loadConfig({ STOA_RECONCILE_INTERVAL_MS: '5000', STOA_RECONCILE_GRACE_MS: '120000' })).toMatchObject({ reconcileIntervalMs: 5000, reconcileGraceMs: 120_000 });
    expect(() => loadConfig({ STOA_RECONCILE_INTERVAL_MS: '10' })).toThrow(/STOA_RECONCILE_INTERVAL_MS/);
  });

  it('reconciles on the configured interval with the configured grace, one run at a time, logging what failed; stop waits for the run in flight', async () => {
    const { timers, scheduled, tickEvery } = manualTimers();
    const runs: (number | undefined)[] = [];
    let finish: (report: ReconcileReport) => void = () => {};
    const flows = {
      deliverOutbox: async () => ({ sent: 0, failed: 0 }),
      reconcileCharges: (options?: { graceMs?: number | undefined }) => {
        runs.push(options?.graceMs);
        return new Promise<ReconcileReport>((done) => (finish = done));
      },
    } as unknown as OrderFlows;
    const logged: string[] = [];
    const jobs = startOrderJobs(flows, { log: { error: (_obj, msg) => void logged.push(msg) }, reconcileIntervalMs: 7000, reconcileGraceMs: 120_000, timers });
    expect([...scheduled.values()].map((s) => s.ms).sort()).toEqual([15_000, 7000].sort());
    tickEvery(7000);
    tickEvery(7000);
    expect(runs).toEqual([120_000]);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    expect(scheduled.size).toBe(0);
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish(EMPTY);
    await stopping;
    expect(stopped).toBe(true);

    const again = manualTimers();
    const failing = { ...flows, reconcileCharges: () => Promise.reject(new Error('database gone')) } as OrderFlows;
    const next = startOrderJobs(failing, { log: { error: (_obj, msg) => void logged.push(msg) }, reconcileIntervalMs: 7000, timers: again.timers });
    again.tickEvery(7000);
    await next.stop();
    expect(logged).toEqual(['charge reconciliation failed']);
  });
});
