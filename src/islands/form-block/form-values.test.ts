import { describe, expect, it } from 'vitest';
import type { FormField } from '../../shared/forms/form-model';
import { collectValues, counterOver, counterText, fieldValue, type FieldControls } from './form-values';

const controls = (over: Partial<FieldControls> = {}): FieldControls => ({ texts: [], checked: [], ratings: {}, ...over });
const base = { description: '', required: false };

const FIELDS: FormField[] = [
  { id: 'sec', type: 'section', title: 'About you', description: '', underline: true },
  { id: 'name', type: 'name', title: 'Name', ...base },
  { id: 'address', type: 'address', title: 'Address', ...base },
  { id: 'date', type: 'date', title: 'Date', ...base },
  { id: 'time', type: 'time', title: 'Time', ...base },
  { id: 'phone3', type: 'phone', title: 'Phone', showCountryCode: false, ...base },
  { id: 'phone4', type: 'phone', title: 'Phone', showCountryCode: true, ...base },
  { id: 'boxes', type: 'checkbox', title: 'Boxes', options: ['A', 'B', 'C'], ...base },
  { id: 'pick', type: 'radio', title: 'Pick', options: ['X', 'Y'], ...base },
  { id: 'menu', type: 'select', title: 'Menu', options: ['S1', 'S2'], ...base },
  { id: 'rate', type: 'likert', title: 'Rate', options: ['Quick', 'Kind'], ...base },
  { id: 'ref', type: 'hidden', title: 'Ref', key: 'utm_source', value: 'direct' },
  { id: 'said', type: 'text', title: 'Said', placeholder: '', ...base },
  { id: 'long', type: 'textarea', title: 'Long', placeholder: '', ...base, maxLength: 10 },
];

const ON_PAGE: Record<string, FieldControls> = {
  sec: controls(),
  name: controls({ texts: [' Ada ', 'Lovelace'] }),
  address: controls({ texts: ['1 Loom St', '', 'London', '', 'N1', 'UK'] }),
  date: controls({ texts: ['12', '10', '1815'] }),
  time: controls({ texts: ['9', '30', '', 'AM'] }),
  phone3: controls({ texts: ['555', '123', '4567'] }),
  phone4: controls({ texts: ['44', '555', '123', '4567'] }),
  boxes: controls({ checked: ['A', 'C'] }),
  pick: controls({ checked: ['Y'] }),
  menu: controls({ texts: ['S2'] }),
  rate: controls({ ratings: { Quick: '2', Kind: '-2' } }),
  ref: controls({ texts: ['direct'] }),
  said: controls({ texts: ['  hello  '] }),
  long: controls({ texts: ['  keep me  '] }),
};

describe('form values (spec §3 Form submission values)', () => {
  const values = collectValues(FIELDS, (f) => ON_PAGE[f.id] ?? null);

  it('FORM-12 address, date, name and time give arrays of their parts, in order', () => {
    expect(values.name).toEqual(['Ada', 'Lovelace']);
    expect(values.address).toEqual(['1 Loom St', '', 'London', '', 'N1', 'UK']);
    expect(values.date).toEqual(['12', '10', '1815']);
    expect(values.time).toEqual(['9', '30', '', 'AM']);
  });
  it('FORM-13 a phone gives an array; three parts get a leading empty string', () => {
    expect(values.phone3).toEqual(['', '555', '123', '4567']);
    expect(values.phone4).toEqual(['44', '555', '123', '4567']);
  });
  it('FORM-14 a checkbox group gives the checked values', () => {
    expect(values.boxes).toEqual(['A', 'C']);
    expect(fieldValue(FIELDS[7]!, controls())).toEqual([]);
  });
  it('FORM-15 a radio group gives the one checked value, or empty', () => {
    expect(values.pick).toBe('Y');
    expect(fieldValue(FIELDS[8]!, controls())).toBe('');
  });
  it('FORM-16 a select gives the chosen value', () => expect(values.menu).toBe('S2'));
  it('FORM-17 FORM-21 a likert field maps each statement to its rating -2..2 (empty when unrated)', () => {
    expect(values.rate).toEqual({ Quick: '2', Kind: '-2' });
    expect(fieldValue(FIELDS[10]!, controls({ ratings: { Quick: '0' } }))).toEqual({ Quick: '0', Kind: '' });
  });
  it('FORM-18 a hidden field gives the query-string parameter named by its key, else its own value', () => {
    expect(values.ref).toBe('direct');
    const fromQuery = collectValues(FIELDS, (f) => ON_PAGE[f.id] ?? null, new URLSearchParams('utm_source=newsletter&ref=no'));
    expect(fromQuery.ref).toBe('newsletter');
  });
  it('FORM-19 any other field gives its value (text trimmed, a textarea as typed)', () => {
    expect(values.said).toBe('hello');
    expect(values.long).toBe('  keep me  ');
  });
  it('FORM-20 sections give no value, and fields missing from the page none either', () => {
    expect(Object.keys(values)).not.toContain('sec');
    expect(Object.keys(collectValues(FIELDS, (f) => (f.id === 'said' ? ON_PAGE.said! : null)))).toEqual(['ref', 'said']);
  });
});

describe('textarea counter', () => {
  it("FORM-36 shows 'n / max'", () => expect(counterText(7, 200)).toBe('7 / 200'));
  it('FORM-37 is not shown when max is 0 or not a number', () => {
    expect(counterText(3, 0)).toBeNull();
    expect(counterText(3, 'abc')).toBeNull();
    expect(counterText(3, undefined)).toBeNull();
    expect(counterText(3, '50')).toBe('3 / 50');
  });
  it('FORM-38 switches to the error style only beyond the max', () => {
    expect(counterOver(10, 10)).toBe(false);
    expect(counterOver(11, 10)).toBe(true);
    expect(counterOver(11, 0)).toBe(false);
  });
});
