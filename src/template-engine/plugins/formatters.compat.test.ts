import { describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/support/render-messages';
import { installLocalePacks } from '../../server/render/locale-packs';
import type { RenderOptions } from '../index';
import { COMPAT_FORMATTERS } from './formatters.compat';

installLocalePacks();

const run = renderWithMessages;

const html = (template: string, data: unknown, options?: RenderOptions) => run(template, data, options).html;
const CLDR_MODE = { website: { useCLDRMoneyFormat: true } };

describe('compat formatter table', () => {
  it('implements the formatters the reference engine leaves as no-ops', () => {
    expect(Object.keys(COMPAT_FORMATTERS).sort()).toEqual(
      ['datetimefield', 'i18n-money-format', 'money-format', 'money-string', 'moneyFormat', 'unit'].sort(),
    );
  });

  it('prints nothing for an empty object or without arguments', () => {
    const template = '{@|datetimefield}{@|i18n-money-format}{@|money-format}{@|money-string}{@|moneyFormat}{@|unit}';
    expect(run(template, {})).toEqual({ html: '', errors: [] });
  });
});

describe('money-format, moneyFormat, money-string', () => {
  it('FMT-01 FMT-06 FMT-08 reads a bare number as US cents: #,##0.00 with comma and dot', () => {
    expect(html('{p|money-format}', { p: 123456 })).toBe('1,234.56');
    expect(html('{p|moneyFormat}', { p: '99' })).toBe('0.99');
    expect(html('{p|money-format}', { p: -100000050 })).toBe('-1,000,000.50');
    expect(html('{p|money-string}', { p: 2500 })).toBe('<span class="sqs-money-native">25.00</span>');
  });

  it('FMT-02 scales and rounds by the currency fraction digits: JPY 0, others 2, half-even', () => {
    expect(html('{p|money-format currency:JPY}', { p: 1234 })).toBe('1,234');
    expect(html('{p|money-format currency:EUR}', { p: 1234 })).toBe('12.34');
    expect(html('{m|money-format}', { m: { decimalValue: '2.345', currencyCode: 'USD' } })).toBe('2.34');
    expect(html('{m|money-format}', { m: { decimalValue: '2.355', currencyCode: 'USD' } })).toBe('2.36');
    expect(html('{m|money-format}', { m: { value: '1234.5', currency: 'JPY' } })).toBe('1,234');
  });

  it('FMT-04 takes money objects in major units, in either form', () => {
    expect(html('{m|money-format}', { m: { decimalValue: '1234.5', currencyCode: 'EUR' } })).toBe('1,234.50');
    expect(html('{m|money-format}', { m: { value: '1234.5', currency: 'EUR' } })).toBe('1,234.50');
  });

  it('prints nothing for values that are no money', () => {
    expect(html('{a|money-format}|{b|money-format}|{c|money-format}|{d|money-string}', { a: 'x', b: true, c: { foo: 1 } })).toBe(
      '|||',
    );
  });

  it('FMT-12 uses the render locale CLDR number format when useCLDRMoneyFormat is on', () => {
    const data = { ...CLDR_MODE, m: { value: '1234.5', currency: 'EUR' } };
    expect(html('{m|money-format}', data, { locale: 'de-DE' })).toBe('1.234,50');
    expect(html('{m|money-string}', data, { locale: 'de-DE' })).toBe('<span class="sqs-money-native">1.234,50</span>');
    expect(html('{m|money-format}', { ...data, website: {} }, { locale: 'de-DE' })).toBe('1,234.50');
    const flagged = { featureFlags: { useCLDRMoneyFormat: true }, m: { value: '1234.5', currency: 'EUR' } };
    expect(html('{m|money-format}', flagged, { locale: 'fr' })).toBe('1\u202f234,50');
  });

  it('FMT-13 prints the free label for zero with free-if-zero, and fails without a label', () => {
    expect(html('{p|money-format free-if-zero free-label:Free}', { p: 0 })).toBe('Free');
    expect(html('{p|money-string,free-if-zero,free-label:No charge}', { p: 0 })).toBe(
      '<span class="sqs-money-native">No charge</span>',
    );
    expect(html('{p|money-format free-if-zero free-label:Free}', { p: 1 })).toBe('0.01');
    expect(run('{p|moneyFormat free-if-zero}', { p: 0 })).toEqual({
      html: '',
      errors: ['RuntimeError: moneyFormat: free-if-zero requires a free label'],
    });
  });
});

describe('i18n-money-format', () => {
  const eur = { m: { decimalValue: '-1234.565', currencyCode: 'EUR' } };

  it('FMT-06 prints the legacy currency format, en-US by default', () => {
    expect(html('{m|i18n-money-format}', { m: { decimalValue: '1234.5', currencyCode: 'USD' } })).toBe('$1,234.50');
    expect(html('{m|i18n-money-format}', { m: { decimalValue: '1234.5' } })).toBe('$1,234.50');
    expect(html('{m|i18n-money-format}', eur)).toBe('-€1,234.56');
    expect(html('{m|i18n-money-format}', { m: { decimalValue: '5', currencyCode: 'CHF' } })).toBe('CHF 5.00');
  });

  it('places the symbol and separators as the named locale prefers', () => {
    expect(html('{m|i18n-money-format de-DE}', eur)).toBe('-1.234,56€');
    expect(html('{m|i18n-money-format fr-FR}', eur)).toBe('-1\u202f234,56€');
    const sek = { m: { value: '1234.5', currency: 'SEK' } };
    expect(html('{m|i18n-money-format sv-SE}', sek)).toBe('1\u00a0234,50 kr');
    expect(html('{m|i18n-money-format en-US}', { m: { value: '-3', currency: 'NOK' } })).toBe('kr -3.00');
  });

  it('FMT-02 prints whole yen', () => {
    expect(html('{m|i18n-money-format}', { m: { value: '1234.5', currency: 'JPY' } })).toBe('¥1,234');
  });

  it('FMT-12 uses CLDR currency formatting in the render locale when useCLDRMoneyFormat is on', () => {
    expect(html('{m|i18n-money-format}', { ...CLDR_MODE, m: { value: '1234.5', currency: 'EUR' } }, { locale: 'de-DE' })).toBe(
      '1.234,50\u00a0€',
    );
  });

  it('FMT-13 applies free-if-zero', () => {
    expect(html('{m|i18n-money-format,free-if-zero,free-label:Free!}', { m: { value: '0.00', currency: 'EUR' } })).toBe('Free!');
  });
});

describe('unit', () => {
  it('formats a quantity with CLDR unit names, lengths and number options', () => {
    expect(html('{d|unit kilometer}', { d: 1500 })).toBe('1,500 kilometers');
    expect(html('{d|unit in:kilometer length:short}', { d: '1' })).toBe('1 km');
    expect(html('{d|unit kilometer per:hour}', { d: 80 })).toBe('80 kilometers per hour');
    expect(html('{d|unit meter}', { d: 1 }, { locale: 'de' })).toBe('1 Meter');
  });

  it('converts to the out: unit within one kind of measure', () => {
    expect(html('{d|unit in:meter out:kilometer length:short maxfrac:1}', { d: 1260 })).toBe('1.3 km');
    expect(html('{d|unit byte out:kilobyte length:short}', { d: 2048 })).toBe('2.048 kB');
    expect(html('{d|unit celsius out:fahrenheit length:short}', { d: 100 })).toBe('212°F');
    expect(html('{d|unit mile out:kilometer maxfrac:2}', { d: 1 })).toBe('1.61 kilometers');
  });

  it('reports unknown units and impossible conversions, and prints nothing', () => {
    expect(run('{d|unit smoot}', { d: 1 })).toEqual({ html: '', errors: ["RuntimeError: unit: unknown unit 'smoot'"] });
    expect(run('{d|unit meter out:gram}', { d: 1 })).toEqual({
      html: '',
      errors: ["RuntimeError: unit: cannot convert 'meter' to 'gram'"],
    });
  });

  it('prints nothing without locale data or a numeric value', () => {
    expect(html('{d|unit meter}', { d: 1 }, { locale: 'none' })).toBe('');
    expect(html('{d|unit meter}|{e|unit meter}', { d: 'far', e: {} })).toBe('|');
  });
});

describe('datetimefield', () => {
  const t = { t: 1582571080000 }; // Monday 24 February 2020, 2:04:40 PM in New York

  it('FMT-10 prints one field of the date in the site time zone', () => {
    const template =
      '{t|datetimefield year}/{t|datetimefield month}/{t|datetimefield month short}/{t|datetimefield day 2-digit}/' +
      '{t|datetimefield weekday}/{t|datetimefield weekday narrow}/{t|datetimefield field:hour12 width:2-digit}/' +
      '{t|datetimefield hour}/{t|datetimefield zone}/{t|datetimefield quarter long}/{t|datetimefield week}';
    expect(html(template, t)).toBe('2020/February/Feb/24/Monday/M/02/14/EST/1st quarter/9');
    expect(html('{t|datetimefield hour} {t|datetimefield zone long}', { ...t, website: { timeZone: 'Asia/Tokyo' } })).toBe(
      '4 Japan Standard Time',
    );
  });

  it('names fields in the render locale, and in English with i18n off', () => {
    expect(html('{t|datetimefield month} {t|datetimefield weekday}', t, { locale: 'fr' })).toBe('février lundi');
    expect(html('{t|datetimefield month short} {t|datetimefield dayperiod} {t|datetimefield era long}', t, { locale: 'none' })).toBe(
      'Feb PM Anno Domini',
    );
  });

  it('prints nothing for an unknown field or a value that is no date', () => {
    expect(html('{t|datetimefield fortnight}|{x|datetimefield year}|{y|datetimefield year}', { ...t, x: 'soon', y: {} })).toBe('||');
  });

  it('TPL-26 rejects dates outside years 1–9999', () => {
    expect(run('{t|datetimefield year}', { t: 1e17 }).errors[0]).toMatch(/^RuntimeError: Julian day \d+ is outside/);
  });
});

describe('units-metric?', () => {
  const template = '{.units-metric?}metric{.or}imperial{.end}/{.units-metric? temperature}C{.or}F{.end}';

  it('is true when the locale region measures in metric units', () => {
    expect(html(template, {}, { locale: 'de' })).toBe('metric/C');
    expect(html(template, {}, { locale: 'en' })).toBe('imperial/F');
    expect(html(template, {}, { locale: 'en-GB' })).toBe('imperial/C');
  });

  it('is true without locale data', () => {
    expect(html(template, {}, { locale: 'none' })).toBe('metric/C');
  });
});
