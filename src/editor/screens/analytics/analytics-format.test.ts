import { describe, expect, it } from 'vitest';
import { rateVital } from '../../../shared/analytics/analytics-rules';
import {
  csvHref,
  customRangeProblem,
  durationText,
  matchingGroups,
  presetOf,
  presetRange,
  rangeDays,
  rangeFromSearch,
  ratingShares,
  RATING_LABELS,
  thresholdText,
  vitalText,
} from './analytics-format';

const TODAY = new Date(2026, 10, 28, 15, 30);

describe('the analytics screens’ date range', () => {
  it('presets are whole days ending today: Last 7 days, Last 30 days, Last 90 days', () => {
    expect(presetRange(7, TODAY)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(presetRange(30, TODAY)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(presetRange(90, TODAY)).toEqual({ from: '2026-08-31', to: '2026-11-28' });
    expect(rangeDays(presetRange(90, TODAY))).toBe(90);
  });

  it('the URL’s from/to are used when valid, else the last 30 days', () => {
    expect(rangeFromSearch({ from: '2026-01-01', to: '2026-01-31' }, TODAY)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(rangeFromSearch({}, TODAY)).toEqual(presetRange(30, TODAY));
    expect(rangeFromSearch({ from: '2026-02-30', to: '2026-03-01' }, TODAY)).toEqual(presetRange(30, TODAY));
    expect(rangeFromSearch({ from: '2026-03-02', to: '2026-03-01' }, TODAY)).toEqual(presetRange(30, TODAY));
    expect(rangeFromSearch({ from: '2024-01-01', to: '2026-01-01' }, TODAY)).toEqual(presetRange(30, TODAY));
  });

  it('knows which preset a range is, and explains a custom range it cannot use', () => {
    expect(presetOf(presetRange(7, TODAY), TODAY)).toBe(7);
    expect(presetOf({ from: '2026-11-01', to: '2026-11-28' }, TODAY)).toBeNull();
    expect(customRangeProblem('2026-11-01', '2026-11-28')).toBeNull();
    expect(customRangeProblem('', '2026-11-28')).toBe('Choose a first and a last day.');
    expect(customRangeProblem('2026-11-29', '2026-11-28')).toBe('The first day must come before the last.');
    expect(customRangeProblem('2025-01-01', '2026-11-28')).toBe('Choose at most 400 days.');
  });
});

describe('the analytics screens’ figures', () => {
  it('CSV exports are the report’s .csv path with the range and the table', () => {
    const range = { from: '2026-11-01', to: '2026-11-28' };
    expect(csvHref('overview', range, 'pages')).toBe('/api/admin/analytics/overview.csv?from=2026-11-01&to=2026-11-28&table=pages');
    expect(csvHref('web-vitals', range)).toBe('/api/admin/analytics/web-vitals.csv?from=2026-11-01&to=2026-11-28');
    expect(csvHref('errors', range)).toBe('/api/admin/analytics/errors.csv?from=2026-11-01&to=2026-11-28');
  });

  it('visit durations read as minutes and seconds', () => {
    expect(durationText(42.4)).toBe('42 s');
    expect(durationText(125)).toBe('2 min 05 s');
    expect(durationText(3725)).toBe('1 h 02 min 05 s');
  });

  it('page-speed values: ms under a second, seconds from it, CLS unitless; thresholds in the same units', () => {
    expect(vitalText('INP', 180)).toMatch(/^180 ms$/);
    expect(vitalText('LCP', 2500)).toMatch(/^2\.5 s$/);
    expect(vitalText('CLS', 0.123)).toBe('0.12');
    expect(thresholdText('LCP')).toMatch(/^Good up to 2\.5 s, poor above 4 s$/);
    expect(thresholdText('FCP')).toMatch(/^Good up to 1\.8 s, poor above 3 s$/);
    expect(thresholdText('CLS')).toBe('Good up to 0.1, poor above 0.25');
    expect(thresholdText('INP')).toMatch(/^Good up to 200 ms, poor above 500 ms$/);
    expect(thresholdText('TTFB')).toMatch(/^Good up to 800 ms, poor above 1\.8 s$/);
  });

  it('ratings read as words: Good, Needs improvement, Poor', () => {
    expect(RATING_LABELS[rateVital('LCP', 2400)]).toBe('Good');
    expect(RATING_LABELS[rateVital('LCP', 3000)]).toBe('Needs improvement');
    expect(RATING_LABELS[rateVital('LCP', 4100)]).toBe('Poor');
  });

  it('the distribution is each rating’s share of the samples', () => {
    expect(ratingShares({ good: 6, needsImprovement: 3, poor: 1 })).toEqual({ good: 0.6, needsImprovement: 0.3, poor: 0.1 });
    expect(ratingShares({ good: 0, needsImprovement: 0, poor: 0 })).toEqual({ good: 0, needsImprovement: 0, poor: 0 });
  });

  it('error groups are searched by message, ignoring case', () => {
    const groups = [{ message: 'TypeError: x is undefined' }, { message: 'ReferenceError: gtag is not defined' }];
    expect(matchingGroups(groups, '  typeerror ')).toEqual([groups[0]]);
    expect(matchingGroups(groups, '')).toEqual(groups);
  });
});
