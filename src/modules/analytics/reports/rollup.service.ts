/**
 * The daily rollups: a site-day is recomputed whole from its raw rows (delete, then insert, in
 * one transaction), so rolling a day again — the job every few minutes for today and
 * yesterday, a report refreshing today — always gives the same rows for the same raw data.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import type { Clock } from '../../../shared/clock';
import { addDays, dayOf, dayStartMs } from './report-days';
import { deleteSiteDay, insertBreakdowns, insertDayTotals, insertErrors, insertVitals, ROLLUP_TABLES, ROLLUP_VERSION, type SiteDay } from './rollup.sql';

/** What the rollups need to know of a site: its id and its time zone (its days). */
export interface ReportSite {
  id: string;
  timeZone: string;
}

export interface RollupDeps {
  db: DbOrTx;
  clock: Clock;
}

export type AnalyticsRollups = ReturnType<typeof createAnalyticsRollups>;

/** Memory for one site-day's rollup statements (PostgreSQL's `work_mem`, for this transaction only). */
const ROLLUP_WORK_MEM = '64MB';

/** A report refreshes today's rollup first when it is older than this. */
export const TODAY_STALE_MS = 60_000;

export function createAnalyticsRollups({ db, clock }: RollupDeps) {
  const siteDay = (site: ReportSite, day: string): SiteDay => ({
    websiteId: site.id,
    day,
    start: new Date(dayStartMs(day, site.timeZone)),
    end: new Date(dayStartMs(addDays(day, 1), site.timeZone)),
  });

  async function rollupDay(site: ReportSite, day: string): Promise<void> {
    const d = siteDay(site, day);
    const rolledAt = new Date(clock.now());
    await db.transaction(async (tx) => {
      // A day's aggregation fits in memory this way (the default spills its hash tables to disk).
      await tx.execute(sql.raw(`set local work_mem = '${ROLLUP_WORK_MEM}'`));
      for (const table of ROLLUP_TABLES) await tx.execute(deleteSiteDay(table, d));
      await tx.execute(insertDayTotals(d, rolledAt));
      await tx.execute(insertBreakdowns(d));
      await tx.execute(insertVitals(d));
      await tx.execute(insertErrors(d));
    });
  }

  return {
    rollupDay,

    /** Rolls every day from `from` to `to` (a backfill), one site-day at a time. */
    async rollupRange(site: ReportSite, from: string, to: string): Promise<void> {
      for (let day = from; day <= to; day = addDays(day, 1)) await rollupDay(site, day);
    },

    /** The site's today, in its time zone. */
    today: (site: ReportSite) => dayOf(clock.now(), site.timeZone),

    /** Re-rolls today when its rollup is missing or older than `staleMs` (what a report does first). */
    async refreshToday(site: ReportSite, staleMs = TODAY_STALE_MS): Promise<void> {
      const today = dayOf(clock.now(), site.timeZone);
      const { rows } = (await db.execute(
        sql`select rolled_at from analytics_rollup_days where website_id = ${site.id} and day = ${today}::date`,
      )) as { rows: { rolled_at: Date | string }[] };
      const rolledAt = rows[0] === undefined ? null : new Date(rows[0].rolled_at).getTime();
      if (rolledAt === null || clock.now() - rolledAt >= staleMs) await rollupDay(site, today);
    },

    /** The job's work for one site: today and yesterday, rolled again. */
    async rollupRecent(site: ReportSite): Promise<void> {
      const today = dayOf(clock.now(), site.timeZone);
      await rollupDay(site, addDays(today, -1));
      await rollupDay(site, today);
    },

    /**
     * Rolls again up to `limit` site-days an older rollup version computed (newest first), so
     * figures a newer version added appear for the past too. A day whose raw events are gone
     * (dropped by retention), or whose site is, keeps its figures and is marked current: rolling
     * it would leave nothing. Returns how many site-days it took.
     */
    async rollupOutdated(siteOf: (websiteId: string) => ReportSite | undefined, limit: number): Promise<number> {
      // The version as a literal: the partial index (migrations/0006) answers only then.
      const { rows } = (await db.execute(
        sql`select website_id, to_char(day, 'YYYY-MM-DD') as day from analytics_rollup_days
            where rollup_version < ${sql.raw(String(ROLLUP_VERSION))} order by day desc, website_id limit ${limit}`,
      )) as { rows: { website_id: string; day: string }[] };
      for (const row of rows) {
        const site = siteOf(row.website_id);
        const d = site === undefined ? null : siteDay(site, row.day);
        const kept =
          d !== null &&
          ((await db.execute(sql`select 1 from analytics_events where website_id = ${d.websiteId} and received_at >= ${d.start} and received_at < ${d.end} limit 1`)) as { rows: unknown[] }).rows.length > 0;
        if (site !== undefined && kept) await rollupDay(site, row.day);
        else await db.execute(sql`update analytics_rollup_days set rollup_version = ${ROLLUP_VERSION} where website_id = ${row.website_id} and day = ${row.day}::date`);
      }
      return rows.length;
    },

    /** Sites with raw events in the last two days (bounded by received_at: two days' partitions). */
    async sitesWithRecentEvents(): Promise<string[]> {
      const since = new Date(clock.now() - 2 * 86_400_000);
      const { rows } = (await db.execute(sql`select distinct website_id from analytics_events where received_at >= ${since}`)) as { rows: { website_id: string }[] };
      return rows.map((r) => r.website_id);
    },
  };
}
