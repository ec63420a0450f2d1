import { describe, expect, it } from 'vitest';
import { renderWithReference } from '../../../test/support/reference-engine';
import { renderWithMessages } from '../../../test/support/render-messages';
import { installLocalePacks } from '../../server/render/locale-packs';
import { I18N_FORMATTERS } from './formatters.i18n';
import { timeAgo } from './relative-time';

installLocalePacks();

const run = renderWithMessages;

const T = 1582571080000; // 2020-02-24T19:04:40Z, 2:04 PM in New York

describe('i18n formatter table', () => {
  it('has the reference engine i18n formatters', () => {
    expect(Object.keys(I18N_FORMATTERS).sort()).toEqual(
      ['datetime', 'datetime-interval', 'decimal', 'message', 'money', 'plural', 'relative-time', 'timesince'].sort(),
    );
  });

  it('FMT-09 formats in en when the render names no locale', () => {
    const data = { n: 1234567.891, m: { decimalValue: '1234.5', currencyCode: 'EUR' }, t: T };
    expect(run('{n|decimal} {m|money} {t|datetime date:long}', data).html).toBe('1,234,567.891 \u20ac1,234.50 February 24, 2020');
    expect(run('{n|decimal}', data, { locale: 'de' }).html).toBe('1.234.567,891');
  });

  it("prints nothing with i18n off (locale 'none'), except timesince", () => {
    const data = { t: T, n: 5, m: { decimalValue: '1', currencyCode: 'USD' }, msg: 'x' };
    const template = '{t|datetime}{t,t|datetime-interval}{n|decimal}{m|money}{msg|message}{msg|plural}{t|relative-time}';
    expect(run(template, data, { locale: 'none', now: T }).html).toBe('');
    expect(run('{t|timesince}', data, { locale: 'none', now: T }).html).toBe('Invalid date.');
  });
});

describe('money', () => {
  it('FMT-03 formats each supported currency, with its CLDR symbol and fraction digits', () => {
    const expected: Record<string, string> = {
      EUR: '\u20ac1,234.50', USD: '$1,234.50', AUD: 'A$1,234.50', NOK: 'NOK\u00a01,234.50', CAD: 'CA$1,234.50',
      NZD: 'NZ$1,234.50', DKK: 'DKK\u00a01,234.50', GBP: '\u00a31,234.50', HKD: 'HK$1,234.50', CHF: 'CHF\u00a01,234.50',
      MXN: 'MX$1,234.50', SGD: 'SGD\u00a01,234.50', SEK: 'SEK\u00a01,234.50', CZK: 'CZK\u00a01,234.50',
      ILS: '\u20aa1,234.50', PHP: '\u20b11,234.50', RUB: 'RUB\u00a01,234.50', PLN: 'PLN\u00a01,234.50',
      THB: 'THB\u00a01,234.50', MYR: 'MYR\u00a01,234.50', ARS: 'ARS\u00a01,234.50', BRL: 'R$1,234.50',
      COP: 'COP\u00a01,234', IDR: 'IDR\u00a01,234', INR: '\u20b91,234.50', JPY: '\u00a51,234', ZAR: 'ZAR\u00a01,234.50',
    };
    const actual: Record<string, string> = {};
    for (const currency of Object.keys(expected)) {
      actual[currency] = run('{m|money}', { m: { value: '1234.5', currency } }).html;
    }
    expect(actual).toEqual(expected);
  });
});

describe('datetime', () => {
  it('FMT-10 formats in the site time zone with CLDR widths and skeletons', () => {
    expect(run('{t|datetime}', { t: T }).html).toBe('February 24, 2020');
    expect(run('{t|datetime date:short time:medium}', { t: T }).html).toBe('2/24/20, 2:04:40\u202fPM');
    expect(run('{t|datetime skeleton:yMMMEEEd}', { t: T }).html).toBe('Mon, Feb 24, 2020');
    const tokyo = { t: T, website: { timeZone: 'Asia/Tokyo' } };
    expect(run('{t|datetime time:full}', tokyo).html).toBe('4:04:40\u202fAM Japan Standard Time');
  });

  it('uses the render locale', () => {
    expect(run('{t|datetime date:full}', { t: 1520751625000 }, { locale: 'ja' }).html).toBe('2018年3月11日日曜日');
    expect(run('{t|datetime date:long}', { t: T }, { locale: 'fr-FR' }).html).toBe('24 février 2020');
  });

  it('prints nothing for a value that is no number', () => {
    expect(run('{t|datetime}', { t: 'later' })).toEqual({ html: '', errors: [] });
  });

  it('TPL-26 rejects dates outside years 1–9999', () => {
    const r = run('{t|datetime}', { t: 1e18 });
    expect(r.html).toBe('');
    expect(r.errors[0]).toMatch(/^RuntimeError: Julian day \d+ is outside the supported range 1721426 to 5373484/);
  });
});

describe('datetime-interval', () => {
  it('formats the interval between two variables, choosing the fields that differ', () => {
    const data = { s: T, e1: 1582591080000, e3: 1692591080000 };
    expect(run('{s,e1|datetime-interval}', data).html).toBe('2:04\u2009–\u20097:38\u202fPM');
    expect(run('{s,e3|datetime-interval yMMM}', data).html).toBe('Feb 2020\u2009–\u2009Aug 2023');
    expect(run('{s|datetime-interval}', data).html).toBe('');
  });
});

describe('decimal', () => {
  it('formats decimal text and numbers with CLDR options', () => {
    const n = { n: '123456.7890' };
    expect(run('{n|decimal style:percent}', n).html).toBe('12,345,679%');
    expect(run('{n|decimal maximumFractionDigits:1 round:down}', n).html).toBe('123,456.7');
    expect(run('{n|decimal no-group minfrac:5}', n).html).toBe('123456.78900');
    expect(run('{n|decimal}', { n: 1234.5 }, { locale: 'de' }).html).toBe('1.234,5');
  });

  it('FMT-11 caps digit options at 50', () => {
    const n = { n: '0.5' };
    expect(run('{n|decimal minfrac:80}', n).html).toBe(run('{n|decimal minfrac:50}', n).html);
    expect(run('{n|decimal minfrac:50}', n).html).toBe('0.5' + '0'.repeat(49));
  });

  it('prints nothing for text that is no number', () => {
    expect(run('{a|decimal}|{b|decimal}|{c|decimal}', { a: 'abc', b: true, c: null }).html).toBe('||');
  });
});

describe('money', () => {
  it('FMT-04 formats {decimalValue, currencyCode} and {value, currency}', () => {
    expect(run('{m|money}', { m: { decimalValue: '123456.7890', currencyCode: 'USD' } }).html).toBe('$123,456.79');
    expect(run('{m|money style:name}', { m: { value: '2', currency: 'EUR' } }).html).toBe('2.00 euros');
    expect(run('{m|money}', { m: { value: '2500', currency: 'EUR' } }, { locale: 'de-DE' }).html).toBe('2.500,00\u00a0€');
  });

  it('FMT-02 rounds JPY to whole yen, half-even', () => {
    expect(run('{m|money}', { m: { value: '12.5', currency: 'JPY' } }).html).toBe('¥12');
    expect(run('{m|money}', { m: { value: '13.5', currency: 'JPY' } }).html).toBe('¥14');
  });

  it('prints nothing for incomplete money', () => {
    expect(run('{m|money}', { m: { decimalValue: '1' } }).html).toBe('');
    expect(run('{m|money}', { m: { decimalValue: 'one', currencyCode: 'USD' } }).html).toBe('');
    expect(run('{m|money}', { m: 5 }).html).toBe('');
  });

  it('FMT-13 prints the free label for zero with free-if-zero, and fails without a label', () => {
    const zero = { m: { value: '0', currency: 'USD' } };
    expect(run('{m|money,free-if-zero,free-label:Free of charge}', zero).html).toBe('Free of charge');
    expect(run('{m|money free-if-zero free-label:Free}', { m: { value: '3', currency: 'USD' } }).html).toBe('$3.00');
    expect(run('{m|money free-if-zero}', zero)).toEqual({
      html: '',
      errors: ['RuntimeError: money: free-if-zero requires a free label'],
    });
  });
});

describe('message and plural', () => {
  it('resolves positional and key=value arguments from the enclosing scope', () => {
    const data = { msg: '{foo} {0} {1} {x} {y}', foo: 'FOO', bar: 'BAR', number: 123, person: { name: 'Bob' } };
    expect(run('{msg|message foo bar x=number y:person.name}', data).html).toBe(' FOO BAR 123 Bob'); // {foo} is no named argument
  });

  it('selects plural, selectordinal and select forms by the locale plural rules', () => {
    const msg = '{0 plural one{# item} other{# items}}, {1 selectordinal one{#st} two{#nd} few{#rd} other{#th}}, {2 select a{A} other{Z}}';
    expect(run('{msg|message n o s}', { msg, n: 1, o: 23, s: 'a' }).html).toBe('1 item, 23rd, A');
    expect(run('{msg|plural n o s}', { msg, n: '1.0', o: 11, s: 'b' }).html).toBe('1.0 items, 11th, Z');
    expect(run('{msg|message n o s}', { msg, n: '1.5', o: 2, s: 'a' }, { locale: 'fr' }).html).toBe('1.5 item, 2th, A');
  });

  it('formats money, decimal, datetime and intervals inside messages in the site zone', () => {
    const msg = '{0 money style:short}|{1 decimal maxfrac:1}|{2 datetime date:short time:short}|{2;3 datetime-interval}';
    const data = {
      msg,
      m: { decimalValue: '123456.789', currencyCode: 'EUR' },
      n: '12345.67',
      s: 1582663910000,
      e: 1583763910000,
      website: { timeZone: 'America/Los_Angeles' },
    };
    expect(run('{msg|message m n s e}', data).html).toBe('€123K|12,345.7|2/25/20, 12:51\u202fPM|Feb 25\u2009–\u2009Mar 9, 2020');
  });

  it('reads a named but missing variable as empty (epoch 0 for dates), and an absent argument as nothing', () => {
    const data = { msg: '[{0}][{0 datetime}][{1 datetime}]' };
    expect(run('{msg|message nope}', data).html).toBe('[][December 31, 1969][]');
  });

  it("FMT-14 reports a plural without an 'other' form", () => {
    const data = { msg: '{0 plural one{# item}}', n: 1 };
    expect(run('{msg|message n}', data)).toEqual({ html: '1 item', errors: ["RuntimeError: message: a plural needs an 'other' form"] });
    expect(run('{msg|plural n}', { ...data, n: 3 }).errors).toEqual(["RuntimeError: plural: a plural needs an 'other' form"]);
    expect(run('{msg|message n}', { msg: '{0 select a{A}}', n: 'b' }).errors).toEqual([]);
  });
});

describe('relative-time', () => {
  const now = 1502298000000;

  it('formats from now, or between two variables', () => {
    expect(run('{t|relative-time}', { t: 1502305200000 }, { now }).html).toBe('in 2 hours');
    expect(run('{t|relative-time context:begin-sentence}', { t: 1502258000000 }, { now }).html).toBe('11 hours ago');
    expect(run('{s,e|relative-time allowWeeks:true}', { s: 1509647217000, e: 1510641417000 }).html).toBe('in 2 weeks');
  });

  it('prints nothing without a render time or for values that are no number', () => {
    expect(run('{t|relative-time}', { t: 1502305200000 }).html).toBe('');
    expect(run('{t|relative-time}', { t: 'x' }, { now }).html).toBe('');
  });
});

describe('timesince', () => {
  it('TPL-31 counts years down to minutes, below a minute "less than a minute ago"', () => {
    const now = 1627849845000;
    const minute = 60000;
    const day = 86400000;
    const cases: [number, string][] = [
      [now - 30000, 'less than a minute ago'],
      [now + 5 * day, 'less than a minute ago'],
      [now - minute, 'about a minute ago'],
      [now - 59 * minute, 'about 59 minutes ago'],
      [now - 60 * minute, 'about an hour ago'],
      [now - 23 * 60 * minute, 'about 23 hours ago'],
      [now - 47 * 60 * minute, 'about a day ago'],
      [now - 6 * day, 'about 6 days ago'],
      [now - 7 * day, 'about a week ago'],
      [now - 29 * day, 'about 4 weeks ago'],
      [now - 30 * day, 'about a month ago'],
      [now - 364 * day, 'about 12 months ago'],
      [now - 365 * day, 'about a year ago'],
      [-607001400000, 'about 70 years ago'],
    ];
    for (const [then, text] of cases) expect(timeAgo(now, then), text).toBe(text);
    expect(run('{t|timesince}', { t: 1577987019000 }, { now }).html).toBe(
      '<span class="timesince" data-date="1577987019000">about a year ago</span>',
    );
  });

  it("TPL-27 prints 'Invalid date.' for a value that is no number", () => {
    expect(run('{t|timesince}', { t: 'yesterday' }, { now: 0 }).html).toBe('Invalid date.');
  });
});

describe('against the reference engine', () => {
  it('matches on a spread of i18n templates, values and locales', () => {
    const templates = [
      '{t|datetime}', '{t|datetime full}', '{t|datetime date:medium time:short wrap:long}', '{t|datetime Bh}',
      '{t|datetime date:yMMMd calendar:buddhist}', '{t,u|datetime-interval}', '{t,u|datetime-interval skeleton:yMMMd}',
      '{n|decimal}', '{n|decimal style:short}', '{n|decimal style:permille maxsig:3}', '{n|decimal minint:4 group:false}',
      '{m|money}', '{m|money style:accounting}', '{m|money style:code symbol:narrow}', '{m|money round:ceil maxfrac:0}',
      '{msg|message n m t}', '{t,u|relative-time}', '{t|relative-time field:day numericOnly:true}', '{t|timesince}',
    ];
    const values = [
      { t: 1582571080000, u: 1592591080000, n: '1234567.891', m: { decimalValue: '-0.125', currencyCode: 'GBP' } },
      { t: 1000, u: 999, n: 0.000123, m: { value: '1e6', currency: 'JPY' } },
      { t: 1700000000000, u: 1700000060000, n: '-42', m: { decimalValue: '99.995', currencyCode: 'CHF' } },
    ];
    const msg = '{0 plural one{# thing} other{# things}} / {1 money} / {2 datetime short}';
    for (const locale of ['en', 'fr', 'de', 'ja', 'es-MX']) {
      for (const data of values) {
        for (const template of templates) {
          const input = { ...data, msg, website: { timeZone: 'Europe/Paris' } };
          const expected = renderWithReference(template, input, { locale, now: 1650000000000 }).html;
          expect(run(template, input, { locale, now: 1650000000000 }).html, `${template} ${locale}`).toBe(expected);
        }
      }
    }
  });
});
