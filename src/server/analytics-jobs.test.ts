/** The visitor analytics' partition job: today's partitions exist once it has started, and it runs again on its interval. */
import { expect, it } from 'vitest';
import { createTestApp } from '../../test/support/app';
import { describeDatabase } from '../../test/support/database';
import { ANALYTICS_PARTITION_INTERVAL_MS, startAnalyticsJobs, type JobTimers } from './background-jobs';

describeDatabase('analytics jobs', (db) => {
  it('makes today’s partition of every raw table at start, then runs hourly', async () => {
    const app = await createTestApp(db());
    const ticks: { tick: () => void; ms: number }[] = [];
    const timers: JobTimers = { setInterval: (tick, ms) => ticks.push({ tick, ms }), clearInterval: () => undefined };
    const jobs = startAnalyticsJobs(app.services.visitorAnalytics.partitions, app.log, timers);
    await jobs.ready;
    const parts = await app.services.visitorAnalytics.partitions.listPartitions('analytics_events');
    expect(parts.map((p) => p.name)).toContain('analytics_events_p20261121');
    expect((await app.services.visitorAnalytics.partitions.listPartitions('analytics_script_errors')).map((p) => p.name)).toContain('analytics_script_errors_p20261124');
    expect(ticks.map((t) => t.ms)).toEqual([ANALYTICS_PARTITION_INTERVAL_MS]);
    ticks[0]!.tick();
    await jobs.stop();
    await app.close();
  });
});
