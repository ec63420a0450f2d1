import { describe, expect, it } from 'vitest';
import { utcDateFields } from './utc-calendar';

describe('utcDateFields', () => {
  it('reads Gregorian dates in UTC', () => {
    expect(utcDateFields(1384518630000)).toEqual({
      year: 2013, month: 11, day: 15, dayOfYear: 319, hour: 12, minute: 30, second: 30,
    });
    expect(utcDateFields(-1.5)).toMatchObject({ year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59 });
  });

  it('switches to the Julian calendar before 1582-10-15 and counts BC years within their era', () => {
    expect(utcDateFields(-12219292800000)).toMatchObject({ year: 1582, month: 10, day: 15, dayOfYear: 288 });
    expect(utcDateFields(-12219292800001)).toMatchObject({ year: 1582, month: 10, day: 4, dayOfYear: 277 });
    expect(utcDateFields(-62198755200000)).toMatchObject({ year: 2, month: 1, day: 3, dayOfYear: 3 });
    expect(utcDateFields(-210866803200000)).toMatchObject({ year: 4713, month: 1, day: 1, dayOfYear: 1 });
  });

  it('TPL-26 rejects Julian days outside 0..4881503', () => {
    expect(() => utcDateFields(-210866803200001)).toThrow(
      'Julian day -1 is outside the supported range of this library: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.',
    );
    expect(() => utcDateFields(253402300800000)).toThrow('Julian day 5373485 is outside the supported range');
    expect(() => utcDateFields(Number.NaN)).toThrow('Invalid date.');
  });
});
