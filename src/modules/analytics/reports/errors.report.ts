/**
 * Script errors over a range from the rollups: groups by fingerprint, biggest first, with the
 * browsers and pages they happened on summed over the days and the latest day's sample stack.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';

/** How many groups a report lists, and how many browsers and pages per group. */
export const ERROR_GROUPS_TOP = 100;
export const ERROR_GROUP_KEYS_TOP = 10;

export interface ErrorGroupRow {
  fingerprint: string;
  message: string;
  topFrame: string;
  category: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  browsers: { key: string; count: number }[];
  pages: { key: string; count: number }[];
  sampleStack: string;
}
export interface ErrorsReport {
  total: number;
  groups: ErrorGroupRow[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function readErrors(db: DbOrTx, websiteId: string, from: string, to: string): Promise<ErrorsReport> {
  const inRange = sql`website_id = ${websiteId} and day >= ${from}::date and day <= ${to}::date`;
  // The groups are ranked once; the message, frame, category and stack are read from the latest
  // day's row of the returned groups only, and their browsers and pages are cut to the top in SQL.
  const [{ rows: groups }, { rows: keys }] = (await Promise.all([
    db.execute(sql`
      with sums as (
        select fingerprint, sum(count)::int as count, min(first_seen) as first_seen, max(last_seen) as last_seen, max(day) as last_day
        from analytics_rollup_errors where ${inRange} group by fingerprint),
      top as (select * from sums order by count desc, fingerprint limit ${ERROR_GROUPS_TOP})
      select t.fingerprint, t.count, t.first_seen, t.last_seen, e.message, e.top_frame, e.category, e.sample_stack,
        (select sum(count) from sums)::int as total
      from top t join analytics_rollup_errors e on e.website_id = ${websiteId} and e.day = t.last_day and e.fingerprint = t.fingerprint
      order by t.count desc, t.fingerprint`),
    // The planner guesses 100 keys per jsonb_each_text (a day keeps at most 20), which prices this
    // query high enough for PostgreSQL's JIT: compiling cost more than the query, so it is off here.
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return tx.execute(sql`
      with top as (
        select fingerprint from analytics_rollup_errors where ${inRange}
        group by fingerprint order by sum(count) desc, fingerprint limit ${ERROR_GROUPS_TOP}),
      keyed as (
        select e.fingerprint, 'browser' as kind, b.key, b.value::int as n from analytics_rollup_errors e join top using (fingerprint), jsonb_each_text(e.browsers) b
        where e.website_id = ${websiteId} and e.day >= ${from}::date and e.day <= ${to}::date
        union all
        select e.fingerprint, 'page', p.key, p.value::int from analytics_rollup_errors e join top using (fingerprint), jsonb_each_text(e.pages) p
        where e.website_id = ${websiteId} and e.day >= ${from}::date and e.day <= ${to}::date),
      summed as (
        select fingerprint, kind, key, sum(n)::int as count, row_number() over (partition by fingerprint, kind order by sum(n) desc, key) as rank
        from keyed group by 1, 2, 3)
      select fingerprint, kind, key, count from summed where rank <= ${ERROR_GROUP_KEYS_TOP} order by fingerprint, kind, rank`);
    }),
  ])) as [
    { rows: { fingerprint: string; count: number; first_seen: Date | string; last_seen: Date | string; message: string; top_frame: string; category: string; sample_stack: string; total: number }[] },
    { rows: { fingerprint: string; kind: 'browser' | 'page'; key: string; count: number }[] },
  ];
  const total = Number(groups[0]?.total ?? 0);

  const lists = new Map<string, { browsers: ErrorGroupRow['browsers']; pages: ErrorGroupRow['pages'] }>();
  for (const k of keys) {
    let entry = lists.get(k.fingerprint);
    if (entry === undefined) lists.set(k.fingerprint, (entry = { browsers: [], pages: [] }));
    const list = k.kind === 'browser' ? entry.browsers : entry.pages;
    if (list.length < ERROR_GROUP_KEYS_TOP) list.push({ key: k.key, count: Number(k.count) });
  }
  return {
    total,
    groups: groups.map((g) => ({
      fingerprint: g.fingerprint,
      message: g.message,
      topFrame: g.top_frame,
      category: g.category,
      count: Number(g.count),
      firstSeen: iso(g.first_seen),
      lastSeen: iso(g.last_seen),
      browsers: lists.get(g.fingerprint)?.browsers ?? [],
      pages: lists.get(g.fingerprint)?.pages ?? [],
      sampleStack: g.sample_stack,
    })),
  };
}
