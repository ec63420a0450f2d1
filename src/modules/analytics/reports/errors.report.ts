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
  const [{ rows: groups }, { rows: keys }, { rows: totals }] = (await Promise.all([
    db.execute(sql`
      select fingerprint, sum(count)::int as count, min(first_seen) as first_seen, max(last_seen) as last_seen,
        (array_agg(message order by day desc))[1] as message, (array_agg(top_frame order by day desc))[1] as top_frame,
        (array_agg(category order by day desc))[1] as category, (array_agg(sample_stack order by day desc))[1] as sample_stack
      from analytics_rollup_errors where ${inRange}
      group by fingerprint order by count desc, fingerprint limit ${ERROR_GROUPS_TOP}`),
    db.execute(sql`
      with top as (
        select fingerprint from analytics_rollup_errors where ${inRange}
        group by fingerprint order by sum(count) desc, fingerprint limit ${ERROR_GROUPS_TOP}),
      keyed as (
        select e.fingerprint, 'browser' as kind, b.key, b.value::int as n from analytics_rollup_errors e join top using (fingerprint), jsonb_each_text(e.browsers) b
        where e.website_id = ${websiteId} and e.day >= ${from}::date and e.day <= ${to}::date
        union all
        select e.fingerprint, 'page', p.key, p.value::int from analytics_rollup_errors e join top using (fingerprint), jsonb_each_text(e.pages) p
        where e.website_id = ${websiteId} and e.day >= ${from}::date and e.day <= ${to}::date)
      select fingerprint, kind, key, sum(n)::int as count from keyed group by 1, 2, 3 order by count desc, key`),
    db.execute(sql`select coalesce(sum(count), 0)::int as total from analytics_rollup_errors where ${inRange}`),
  ])) as [
    { rows: { fingerprint: string; count: number; first_seen: Date | string; last_seen: Date | string; message: string; top_frame: string; category: string; sample_stack: string }[] },
    { rows: { fingerprint: string; kind: 'browser' | 'page'; key: string; count: number }[] },
    { rows: { total: number }[] },
  ];

  const lists = new Map<string, { browsers: ErrorGroupRow['browsers']; pages: ErrorGroupRow['pages'] }>();
  for (const k of keys) {
    let entry = lists.get(k.fingerprint);
    if (entry === undefined) lists.set(k.fingerprint, (entry = { browsers: [], pages: [] }));
    const list = k.kind === 'browser' ? entry.browsers : entry.pages;
    if (list.length < ERROR_GROUP_KEYS_TOP) list.push({ key: k.key, count: Number(k.count) });
  }
  return {
    total: Number(totals[0]?.total ?? 0),
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
