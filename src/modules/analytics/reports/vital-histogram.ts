/**
 * Web-vital values as mergeable histograms: log-spaced buckets (each 8 % wider than the last),
 * so a range's p75 is read from the sum of its days' histograms. Bucket 0 holds values below 1
 * (ms; CLS is scaled ×1000 first, CLS_SCALE); bucket i ≥ 1 holds [1.08^(i-1), 1.08^i); the last
 * bucket holds everything above. A p75 read back is its bucket's geometric middle: within ±4 %
 * of the exact value.
 */
import { CLS_SCALE, type WebVital } from '../../../shared/analytics/analytics-rules';

export const VITAL_BUCKETS = 160;
export const VITAL_BUCKET_GROWTH = 1.08;

const scaleOf = (metric: WebVital) => (metric === 'CLS' ? CLS_SCALE : 1);

/** The bucket of a value (the same rule `vitalBucketSql` applies in the rollup). */
export function vitalBucket(metric: WebVital, value: number): number {
  const scaled = value * scaleOf(metric);
  if (!(scaled >= 1)) return 0;
  return Math.min(VITAL_BUCKETS - 1, 1 + Math.floor(Math.log(scaled) / Math.log(VITAL_BUCKET_GROWTH)));
}

/** SQL for the bucket of `metric`/`value` columns (trusted constants only). */
export function vitalBucketSql(metric: string, value: string): string {
  const scaled = `(${value} * case when ${metric} = 'CLS' then ${CLS_SCALE} else 1 end)`;
  return `case when ${scaled} < 1 then 0 else least(${VITAL_BUCKETS - 1}, 1 + floor(ln(${scaled}) / ln(${VITAL_BUCKET_GROWTH}))::int) end`;
}

/** Adds `from` into `into` (same length). */
export function addHistogram(into: number[], from: readonly number[]): void {
  for (let i = 0; i < into.length; i++) into[i]! += from[i] ?? 0;
}

/** The value at `quantile` (0..1) of a histogram, in the metric's own unit; 0 for no samples. */
export function histogramQuantile(metric: WebVital, histogram: readonly number[], quantile: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const rank = Math.ceil(quantile * total);
  let seen = 0;
  let bucket = 0;
  for (; bucket < histogram.length; bucket++) {
    seen += histogram[bucket]!;
    if (seen >= rank) break;
  }
  const middle = bucket === 0 ? 0 : VITAL_BUCKET_GROWTH ** (bucket - 0.5);
  const value = middle / scaleOf(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}
