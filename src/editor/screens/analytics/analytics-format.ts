/**
 * The analytics screens' pure rules: the date range kept in the URL (presets and custom days),
 * the CSV export addresses, and how figures read (Intl, in the owner's locale).
 */
import { ANALYTICS_MAX_RANGE_DAYS } from '../../../shared/api/analytics';
import { analyticsCsvPath, type ANALYTICS_CSV_TABLES } from '../../../shared/api/analytics-endpoints';
import { WEB_VITAL_THRESHOLDS, type VitalRating, type WebVital } from '../../../shared/analytics/analytics-rules';

export interface DayRange {
  from: string;
  to: string;
}
export const RANGE_PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;
/** The reports' own default (the contract's): the last 30 days ending today. */
export const DEFAULT_PRESET_DAYS = 30;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day of the owner's clock as YYYY-MM-DD. */
export const dayOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function isDay(value: string | undefined): value is string {
  if (value === undefined || !DAY_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/** The `days` whole days ending today. */
export function presetRange(days: number, today: Date): DayRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: dayOf(start), to: dayOf(today) };
}

/** Days from `from` to `to`, both counted. */
export function rangeDays({ from, to }: DayRange): number {
  const at = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((at(to) - at(from)) / 86_400_000) + 1;
}

/**
 * The range the URL asks for: both days valid, in order and at most the contract's 400 days;
 * anything else falls back to the default preset (a hand-edited URL never breaks the screen).
 */
export function rangeFromSearch(search: Record<string, string | undefined>, today: Date): DayRange {
  const { from, to } = search;
  if (isDay(from) && isDay(to) && from <= to && rangeDays({ from, to }) <= ANALYTICS_MAX_RANGE_DAYS) return { from, to };
  return presetRange(DEFAULT_PRESET_DAYS, today);
}

/** The preset the range is, if any (the label the control shows as chosen). */
export function presetOf(range: DayRange, today: Date): number | null {
  return RANGE_PRESETS.find((p) => {
    const r = presetRange(p.days, today);
    return r.from === range.from && r.to === range.to;
  })?.days ?? null;
}

/** Why a custom range cannot be used, or null. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose a first and a last day.';
  if (from > to) return 'The first day must come before the last.';
  if (rangeDays({ from, to }) > ANALYTICS_MAX_RANGE_DAYS) return `Choose at most ${ANALYTICS_MAX_RANGE_DAYS} days.`;
  return null;
}

/** A CSV export's address: the report's `.csv` path with the range and, for the overview, its table. */
export function csvHref(report: 'overview' | 'web-vitals' | 'errors', range: DayRange, table?: (typeof ANALYTICS_CSV_TABLES)[number]): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, ...(table !== undefined && { table }) });
  return `${analyticsCsvPath(report)}?${query.toString()}`;
}

const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const countText = (n: number): string => integer.format(n);
/** A 0..1 share as a percentage. */
export const shareText = (share: number): string => percent.format(share);

/** A visit's length: '2 min 05 s', or seconds alone under a minute. */
export function durationText(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = `${pad(s % 60)} s`;
  return h > 0 ? `${h} h ${pad(m)} min ${rest}` : `${m} min ${rest}`;
}

/** A report day (YYYY-MM-DD) in the owner's locale. */
export const dayText = (day: string): string => (isDay(day) ? dayFormat.format(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))) : day);
/** A timestamp the server sent (ISO text or ms) in the owner's locale. */
export function timeText(at: string): string {
  const ms = /^\d+$/.test(at) ? Number(at) : Date.parse(at);
  return Number.isNaN(ms) ? at : dateTimeFormat.format(ms);
}

/** A page-speed value: CLS unitless, times in ms below one second and in seconds from it. */
export function vitalText(metric: WebVital, value: number): string {
  if (metric === 'CLS') return decimal.format(value);
  // The numbers in the owner's locale; the units as the web's page-speed tools write them.
  return value < 1000 ? `${integer.format(value)} ms` : `${decimal.format(value / 1000)} s`;
}

export const RATING_LABELS: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

/** The metric's thresholds as the owner reads them, e.g. 'Good up to 2.5 s, poor above 4 s'. */
export function thresholdText(metric: WebVital): string {
  const t = WEB_VITAL_THRESHOLDS[metric];
  return `Good up to ${vitalText(metric, t.good)}, poor above ${vitalText(metric, t.poor)}`;
}

export const VITAL_NAMES: Record<WebVital, string> = {
  LCP: 'Largest Contentful Paint',
  FCP: 'First Contentful Paint',
  CLS: 'Cumulative Layout Shift',
  INP: 'Interaction to Next Paint',
  TTFB: 'Time to First Byte',
};

/** Shares of good / needs-improvement / poor loads, 0..1 each (all 0 without samples). */
export function ratingShares(row: { good: number; needsImprovement: number; poor: number }): { good: number; needsImprovement: number; poor: number } {
  const total = row.good + row.needsImprovement + row.poor;
  if (total === 0) return { good: 0, needsImprovement: 0, poor: 0 };
  return { good: row.good / total, needsImprovement: row.needsImprovement / total, poor: row.poor / total };
}

/** Error groups whose message contains the search, ignoring case. */
export function matchingGroups<T extends { message: string }>(groups: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle === '' ? [...groups] : groups.filter((g) => g.message.toLowerCase().includes(needle));
}
