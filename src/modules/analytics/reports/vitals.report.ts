/**
 * Page speed over a range from the rollups: each page type × device × metric's histograms are
 * summed over the days (and over devices for the 'all' row), then p75 is read from the sum and
 * rated by GAP-101's thresholds. The rating counts are exact (counted at rollup time).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { DEVICES, PAGE_TYPES, rateVital, WEB_VITALS, type AnalyticsPageType, type VitalRating, type WebVital } from '../../../shared/analytics/analytics-rules';
import { sketchBytes } from './hyperloglog';
import { addHistogram, histogramQuantile, VITAL_BUCKETS } from './vital-histogram';

export interface VitalReportRow {
  pageType: AnalyticsPageType;
  device: 'all' | (typeof DEVICES)[number];
  metric: WebVital;
  p75: number;
  rating: VitalRating;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}
export interface VitalsReport {
  rows: VitalReportRow[];
  goodVisitShare: number;
  pageLoads: number;
}

interface Acc {
  histogram: number[];
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export async function readVitals(db: DbOrTx, websiteId: string, from: string, to: string): Promise<VitalsReport> {
  const [{ rows }, { rows: loads }] = (await Promise.all([
    // Counts summed in SQL; each group's day histograms laid end to end in one bytea, summed in one pass.
    db.execute(sql`
      select page_type, device, metric, string_agg(histogram, ''::bytea) as histogram, sum(samples)::int as samples, sum(good)::int as good,
        sum(needs_improvement)::int as needs_improvement, sum(poor)::int as poor
      from analytics_rollup_vitals where website_id = ${websiteId} and day >= ${from}::date and day <= ${to}::date
      group by page_type, device, metric`),
    db.execute(sql`
      select coalesce(sum(page_loads), 0)::int as page_loads, coalesce(sum(good_page_loads), 0)::int as good
      from analytics_rollup_days where website_id = ${websiteId} and day >= ${from}::date and day <= ${to}::date`),
  ])) as [
    { rows: { page_type: string; device: string; metric: string; histogram: unknown; samples: number; good: number; needs_improvement: number; poor: number }[] },
    { rows: { page_loads: number; good: number }[] },
  ];

  const accs = new Map<string, Acc>();
  const add = (key: string, r: (typeof rows)[number], histogram: number[]) => {
    let acc = accs.get(key);
    if (acc === undefined) {
      acc = { histogram: new Array<number>(VITAL_BUCKETS).fill(0), samples: 0, good: 0, needsImprovement: 0, poor: 0 };
      accs.set(key, acc);
    }
    addHistogram(acc.histogram, histogram);
    acc.samples += r.samples;
    acc.good += r.good;
    acc.needsImprovement += r.needs_improvement;
    acc.poor += r.poor;
  };
  for (const r of rows) {
    const histogram = sumHistograms(r.histogram);
    const pageType = (PAGE_TYPES as readonly string[]).includes(r.page_type) ? r.page_type : 'other';
    add(`${pageType}|all|${r.metric}`, r, histogram);
    if ((DEVICES as readonly string[]).includes(r.device)) add(`${pageType}|${r.device}|${r.metric}`, r, histogram);
  }

  const out: VitalReportRow[] = [];
  for (const pageType of PAGE_TYPES)
    for (const device of ['all', ...DEVICES] as const)
      for (const metric of WEB_VITALS) {
        const acc = accs.get(`${pageType}|${device}|${metric}`);
        if (acc === undefined || acc.samples === 0) continue;
        const p75 = histogramQuantile(metric, acc.histogram, 0.75);
        out.push({ pageType, device, metric, p75, rating: rateVital(metric, p75), samples: acc.samples, good: acc.good, needsImprovement: acc.needsImprovement, poor: acc.poor });
      }
  const pageLoads = Number(loads[0]?.page_loads ?? 0);
  return { rows: out, pageLoads, goodVisitShare: pageLoads === 0 ? 0 : Number(loads[0]?.good ?? 0) / pageLoads };
}

/** Stored histograms (VITAL_BUCKETS 4-byte big-endian counts each) laid end to end, summed into one. */
function sumHistograms(value: unknown): number[] {
  const bytes = sketchBytes(value);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sum = new Array<number>(VITAL_BUCKETS).fill(0);
  const width = VITAL_BUCKETS * 4;
  if (bytes.byteLength % width !== 0) throw new Error('histograms of different sizes');
  for (let offset = 0; offset < bytes.byteLength; offset += width)
    for (let i = 0; i < VITAL_BUCKETS; i++) sum[i]! += view.getUint32(offset + i * 4);
  return sum;
}
