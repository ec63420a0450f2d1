import { describe, expect, it } from 'vitest';
import { renderWithReference } from '../../../test/support/reference-engine';
import { renderWithMessages } from '../../../test/support/render-messages';
import { installLocalePacks } from '../../server/render/locale-packs';

installLocalePacks();

const run = renderWithMessages;

const T = 1613597165345; // 2021-02-17T21:26:05.345Z

describe('date', () => {
  it('FMT-10 formats in America/New_York when the website names no time zone', () => {
    expect(run('{t|date %Y-%m-%d %H:%M:%S %Z %z}', { t: T }).html).toBe('2021-02-17 16:26:05 EST -05:00');
  });

  it('FMT-10 formats in website.timeZone, with daylight saving time', () => {
    const data = { website: { timeZone: 'Asia/Tokyo' }, t: T };
    expect(run('{t|date %c}', data).html).toBe('Thu, Feb 18, 2021 6:26:05 AM JST');
    const summer = { website: { timeZone: 'Europe/London' }, t: 1625000000000 };
    expect(run('{t|date %H:%M %Z %z}', summer).html).toBe('21:53 BST +01:00');
  });

  it('prints the strftime conversions of the JSON-T engines', () => {
    const cases: [string, string][] = [
      ['%a %A %b %B %h', 'Wed Wednesday Feb February Feb'],
      ['%C %y %Y %D %F %x %v', '20 21 2021 02/17/21 2021-02-17 02/17/2021 17-Feb-2021'],
      ['%d/%e/%j/%m/%q', '17/17/048/02/1'],
      ['%H %I %i %k %l %M %S %p %P', '16 04 4 16  4 26 05 PM pm'],
      ['%r/%R/%T/%X', '4:26:05 PM/16:26/16:26:05/04:26:05 PM'],
      ['%s %N', '1613597165 345000000'],
      ['%u %w %U %W %V %G %g', '3 3 08 08 07 2021 21'],
      ['a%nb%tc', 'a\nb\tc'],
      ['100%% %Q/%', '100% /%'],
    ];
    for (const [pattern, expected] of cases) expect(run(`{t|date ${pattern}}`, { t: T }).html, pattern).toBe(expected);
  });

  it('prints nothing without a pattern', () => {
    expect(run('{t|date}', { t: T })).toEqual({ html: '', errors: [] });
  });

  it('reads the value as a number: numeric text, booleans, missing values as 0', () => {
    expect(run('{t|date %Y}', { t: String(T) }).html).toBe('2021');
    expect(run('{t|date %Y}|{b|date %Y}|{n|date %Y}', { b: true, n: null }).html).toBe('1969|1969|1969');
  });

  it("TPL-27 reports 'Invalid date.' for a value that is no number", () => {
    expect(run('{t|date %Y}', { t: 'soon' })).toEqual({ html: '', errors: ['RuntimeError: Invalid date.'] });
  });

  it('TPL-26 rejects dates whose julian day is outside 1721426–5373484 (years 1–9999)', () => {
    const year1 = { t: -62135596800000, website: { timeZone: 'UTC' } };
    expect(run('{t|date %Y-%m-%d}', year1).html).toBe('1-01-03'); // Julian calendar before 1582
    const before = run('{t|date %Y}', { t: -62135596800001, website: { timeZone: 'UTC' } });
    expect(before.html).toBe('');
    expect(before.errors).toEqual([
      'RuntimeError: Julian day 1721425 is outside the supported range 1721426 to 5373484 (years 1 to 9999)',
    ]);
    const last = { t: 253402300799999, website: { timeZone: 'UTC' } };
    expect(run('{t|date %Y-%m-%d %H:%M:%S}', last).html).toBe('9999-12-31 23:59:59');
    expect(run('{t|date %Y}', { t: 253402300800000, website: { timeZone: 'UTC' } }).errors).toHaveLength(1);
    expect(run('{t|date %Y}', { t: 1e20 }).errors[0]).toMatch(/^RuntimeError: Julian day \d+ is outside/);
  });

  it('matches the reference engine on random instants, zones and patterns', () => {
    const zones = ['America/New_York', 'Asia/Tokyo', 'Europe/London', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Chatham'];
    const pattern = '%a %A %b %B %c %C %d %D %e %F %g %G %H %I %i %j %k %l %m %M %N %p %P %q %r %R %S %T %u %U %V %w %W %x %X %y %Y %z %Z %v';
    let seed = 87;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 300; i++) {
      // 1583–2037: %s of the reference wraps to 32 bits after 2038.
      const t = Math.floor(-12212553600000 + next() * (2145916800000 + 12212553600000));
      const data = { t, website: { timeZone: zones[i % zones.length] } };
      const expected = renderWithReference(`{t|date ${pattern}}`, data).html;
      expect(run(`{t|date ${pattern}}`, data).html, `${t} ${data.website.timeZone}`).toBe(expected);
    }
  });
});
