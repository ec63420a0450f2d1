/**
 * The analytics rollup job (background-jobs.ts `startAnalyticsRollupJob`): every 5 minutes it
 * re-rolls today and yesterday of the sites with recent raw events, one site's failure logged
 * without stopping the others, never two runs at once; then a few days an older rollup computed.
 */
import { describe, expect, it } from 'vitest';
import { ANALYTICS_ROLLUP_INTERVAL_MS, OUTDATED_DAYS_PER_RUN, startAnalyticsRollupJob, type JobTimers } from './background-jobs';

describe('analytics rollup job', () => {
  it('issue 14 §4 re-rolls the recent days of the sites with recent events every 5 minutes, logging a failing site', async () => {
    const ticks: (() => void)[] = [];
    const timers: JobTimers = { setInterval: (tick, ms) => (expect(ms).toBe(ANALYTICS_ROLLUP_INTERVAL_MS), ticks.push(tick)), clearInterval: () => {} };
    const rolled: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => (release = done));
    const logged: string[] = [];
    const outdated: string[] = [];
    const job = startAnalyticsRollupJob(
      {
        rollups: {
          sitesWithRecentEvents: async () => ['a', 'b', 'gone'],
          rollupRecent: async (site) => {
            await gate;
            if (site.id === 'a') throw new Error('boom');
            rolled.push(`${site.id}@${site.timeZone}`);
          },
          rollupOutdated: async (siteOf, limit) => {
            outdated.push(`${limit}:${siteOf('b')?.timeZone ?? '-'}:${siteOf('nowhere')?.timeZone ?? '-'}`);
            throw new Error('backfill failed');
          },
        },
        listSites: async () => [
          { id: 'a', timeZone: 'UTC' },
          { id: 'b', timeZone: 'Europe/Oslo' },
          { id: 'quiet', timeZone: 'UTC' },
        ],
      },
      { log: { error: (_obj, msg) => void logged.push(msg) }, timers },
    );
    ticks[0]!();
    ticks[0]!(); // a second tick while the first runs does nothing
    release();
    await job.stop();
    expect(rolled).toEqual(['b@Europe/Oslo']);
    // Then a few days an older rollup computed, found by their site (GAP-13 backfill).
    expect(outdated).toEqual([`${OUTDATED_DAYS_PER_RUN}:Europe/Oslo:-`]);
    expect(logged).toEqual(['analytics rollup failed', 'analytics rollup of outdated days failed']);
  });
});
