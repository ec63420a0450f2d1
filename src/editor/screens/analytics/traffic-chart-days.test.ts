import { describe, expect, it } from 'vitest';
import { DAY_S, DAY_STEPS, dayAt, dayRange } from './traffic-chart-days';

describe('the traffic chart’s day axis', () => {
  it('issue 14 §4 a report day sits at its midnight UTC, so each point is on its day’s tick', () => {
    expect(new Date(dayAt('2026-11-30') * 1000).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(dayAt('2026-12-01') - dayAt('2026-11-30')).toBe(DAY_S);
  });

  it('issue 14 §4 one day is drawn as that day, half a day either side, not years around it', () => {
    const day = dayAt('2026-11-30');
    const [from, to] = dayRange(day, day);
    expect([new Date(from * 1000).toISOString(), new Date(to * 1000).toISOString()]).toEqual(['2026-11-29T12:00:00.000Z', '2026-11-30T12:00:00.000Z']);
    expect(dayRange(dayAt('2026-11-24'), day)).toEqual([dayAt('2026-11-24') - DAY_S / 2, day + DAY_S / 2]);
  });

  it('issue 14 §4 ticks step by whole days or more, never hours of the day', () => {
    expect(Math.min(...DAY_STEPS)).toBe(DAY_S);
    expect(DAY_STEPS.every((step) => step % DAY_S === 0)).toBe(true);
  });
});
