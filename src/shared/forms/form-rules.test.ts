/**
 * The shared form rules (spec §3 Form submission values, §5 Async form): the value each field
 * gives (FORM-12..FORM-20), how answers read (FORM-21, FORM-22), the required checks
 * (FORM-23..FORM-27), the format checks (FORM-31, FORM-32) and the server's full check (GAP-09).
 */
import { describe, expect, it } from 'vitest';
import type { FormField } from './form-model';
import {
  asFormValues,
  displayValue,
  EMAIL_INVALID_MESSAGE,
  formatErrors,
  isAnswerField,
  normalizeValues,
  requiredErrors,
  submissionErrors,
} from './form-rules';

const text = (id: string, required = true): FormField => ({ id, type: 'text', title: id, description: '', placeholder: '', required });
const email = (id: string, required = false): FormField => ({ id, type: 'email', title: id, description: '', placeholder: '', required });
const textarea = (id: string, required: boolean, maxLength?: number): FormField => ({ id, type: 'textarea', title: id, description: '', placeholder: '', required, ...(maxLength !== undefined && { maxLength }) });
const choice = (id: string, type: 'radio' | 'checkbox' | 'select' | 'likert', required = true): FormField => ({ id, type, title: id, description: '', options: ['A', 'B'], required });
const parts = (id: string, type: 'address' | 'date' | 'name' | 'time', required = true): FormField => ({ id, type, title: id, description: '', required });
const phone = (required = true): FormField => ({ id: 'phone', type: 'phone', title: 'Phone', description: '', showCountryCode: false, required });
const section: FormField = { id: 'sec', type: 'section', title: 'About', description: '', underline: true };
const hidden: FormField = { id: 'ref', type: 'hidden', title: 'Ref', key: 'utm_source', value: 'default' };

describe('the values each field gives', () => {
  it('FORM-12 address, date, name and time give an array of their parts, each trimmed', () => {
    const fields = [parts('a', 'address'), parts('d', 'date'), parts('n', 'name'), parts('t', 'time')];
    const values = normalizeValues(fields, { a: [' 1 Main St', '', 'Town', 'ST', '12345', 'US'], d: ['11', '21', '2026'], n: ['Ada ', ' Lovelace'], t: ['10', '30', '00', 'AM'] });
    expect(values).toEqual({ a: ['1 Main St', '', 'Town', 'ST', '12345', 'US'], d: ['11', '21', '2026'], n: ['Ada', 'Lovelace'], t: ['10', '30', '00', 'AM'] });
  });

  it('FORM-13 phone gives an array; three parts get a leading empty string', () => {
    expect(normalizeValues([phone()], { phone: ['555', '123', '4567'] })).toEqual({ phone: ['', '555', '123', '4567'] });
    expect(normalizeValues([phone()], { phone: ['1', '555', '123', '4567'] })).toEqual({ phone: ['1', '555', '123', '4567'] });
  });

  it('FORM-14 FORM-15 FORM-16 checkbox gives the checked values, radio and select the one chosen', () => {
    const fields = [choice('c', 'checkbox'), choice('r', 'radio'), choice('s', 'select')];
    expect(normalizeValues(fields, { c: ['A', 'B'], r: 'B', s: 'A' })).toEqual({ c: ['A', 'B'], r: 'B', s: 'A' });
  });

  it('FORM-17 likert gives a map from each statement to its answer', () => {
    expect(normalizeValues([choice('l', 'likert')], { l: { A: '2', B: ' -1 ' } })).toEqual({ l: { A: '2', B: '-1' } });
  });

  it('FORM-18 hidden gives the query-string value of its key, else what the page sent, else its own value', () => {
    expect(normalizeValues([hidden], {}, new URLSearchParams('utm_source=mail'))).toEqual({ ref: 'mail' });
    expect(normalizeValues([hidden], { ref: 'sent' })).toEqual({ ref: 'sent' });
    expect(normalizeValues([hidden], {})).toEqual({ ref: 'default' });
  });

  it('FORM-19 any other field gives its value (text trimmed, a textarea as typed); values of no field are dropped', () => {
    const fields = [text('t'), textarea('m', false), email('e')];
    expect(normalizeValues(fields, { t: '  hi ', m: '  line\n', e: ' a@b.co ', stray: 'x' })).toEqual({ t: 'hi', m: '  line\n', e: 'a@b.co' });
  });

  it('FORM-20 section blocks are skipped and give no value', () => {
    expect(normalizeValues([section, text('t')], { sec: 'x', t: 'y' })).toEqual({ t: 'y' });
    expect(isAnswerField(section)).toBe(false);
  });
});

describe('how answers read', () => {
  it('FORM-21 likert answers -2..2 read Strongly Disagree, Disagree, Neutral, Agree, Strongly Agree', () => {
    const l = { ...choice('l', 'likert'), options: ['a', 'b', 'c', 'd', 'e'] };
    expect(displayValue(l, { a: '-2', b: '-1', c: '0', d: '1', e: '2' })).toBe('a: Strongly Disagree; b: Disagree; c: Neutral; d: Agree; e: Strongly Agree');
    expect(displayValue(l, { a: '1', b: '' })).toBe('a: Agree; b: N/A');
  });

  it("FORM-22 a field with no answer reads 'N/A'", () => {
    expect(displayValue(text('t'), undefined)).toBe('N/A');
    expect(displayValue(text('t'), '  ')).toBe('N/A');
    expect(displayValue(parts('n', 'name'), ['', ''])).toBe('N/A');
    expect(displayValue(choice('c', 'checkbox'), [])).toBe('N/A');
    expect(displayValue(choice('l', 'likert'), { A: '' })).toBe('N/A');
  });

  it('multi-part answers read as the owner expects', () => {
    expect(displayValue(parts('d', 'date'), ['11', '21', '2026'])).toBe('11/21/2026');
    expect(displayValue(parts('t', 'time'), ['10', '30', '', 'PM'])).toBe('10:30 PM');
    expect(displayValue(parts('n', 'name'), ['Ada', 'Lovelace'])).toBe('Ada Lovelace');
    expect(displayValue(parts('a', 'address'), ['1 Main St', '', 'Town', '', '', 'US'])).toBe('1 Main St, Town, US');
    expect(displayValue(phone(), ['', '555', '123', '4567'])).toBe('555-123-4567');
    expect(displayValue(choice('c', 'checkbox'), ['A', 'B'])).toBe('A, B');
  });
});

describe('the required checks', () => {
  it("FORM-23 required single-value, select and radio fields must not be empty: 'Required'", () => {
    const fields = [text('t'), choice('s', 'select'), choice('r', 'radio'), text('optional', false)];
    expect(requiredErrors(fields, { t: '  ', s: '' })).toEqual({ t: 'Required', s: 'Required', r: 'Required' });
    expect(requiredErrors(fields, { t: 'x', s: 'A', r: 'B' })).toEqual({});
  });

  it('FORM-24 a required multi-part field fails only when none of its parts has a value', () => {
    const fields = [parts('a', 'address'), parts('d', 'date'), parts('n', 'name'), parts('t', 'time'), phone()];
    expect(requiredErrors(fields, { a: ['', '', '', '', '', ''], d: [' ', '', ''], n: [], phone: ['', '', '', ''] })).toEqual({ a: 'Required', d: 'Required', n: 'Required', t: 'Required', phone: 'Required' });
    expect(requiredErrors(fields, { a: ['', '', 'Town', '', '', ''], d: ['', '', '2026'], n: ['Ada', ''], t: ['', '', '', 'AM'], phone: ['', '', '', '4567'] })).toEqual({});
  });

  it('FORM-25 a required checkbox group needs at least one box ticked', () => {
    expect(requiredErrors([choice('c', 'checkbox')], { c: [] })).toEqual({ c: 'Required' });
    expect(requiredErrors([choice('c', 'checkbox')], { c: ['B'] })).toEqual({});
  });

  it('FORM-26 likert has no required check', () => {
    expect(requiredErrors([choice('l', 'likert', true)], {})).toEqual({});
  });

  it('FORM-27 sections are skipped', () => {
    expect(requiredErrors([section], {})).toEqual({});
    expect(submissionErrors([section], { sec: ['not', 'text'] })).toEqual({});
  });
});

describe('the format checks', () => {
  it("FORM-31 over the max length is 'You have exceeded the character limit.', unless optional and empty", () => {
    expect(formatErrors([textarea('m', false, 5)], { m: '123456' })).toEqual({ m: 'You have exceeded the character limit.' });
    expect(formatErrors([textarea('m', true, 5)], { m: '12345' })).toEqual({});
    expect(formatErrors([textarea('m', false, 5)], { m: '' })).toEqual({});
    expect(formatErrors([textarea('m', false, 0)], { m: 'x'.repeat(500) })).toEqual({});
    expect(formatErrors([textarea('m', false)], { m: 'x'.repeat(500) })).toEqual({});
  });

  it('FORM-32 a non-empty email that is not an address names the expected format', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('Email is not valid. Email addresses should follow the format email@example.com.');
    expect(formatErrors([email('e')], { e: 'ada@example' })).toEqual({ e: EMAIL_INVALID_MESSAGE });
    expect(formatErrors([email('e')], { e: ' ada@example.com ' })).toEqual({});
    expect(formatErrors([email('e')], { e: '' })).toEqual({});
  });
});

describe("the server's full check", () => {
  it('GAP-09 required, format and forged answers are refused, one message per field', () => {
    const fields = [text('t'), email('e', true), choice('c', 'checkbox', false), choice('l', 'likert'), parts('n', 'name', false), hidden];
    expect(submissionErrors(fields, { e: 'nope', c: ['A', 'Z'], l: { A: '7' }, n: 'not a list', ref: ['ignored'] })).toEqual({
      t: 'Required',
      e: EMAIL_INVALID_MESSAGE,
      c: 'Z is not one of the expected options.',
      l: '7 is not one of the expected options.',
      n: 'Could not parse the form fields, please check your entries.',
    });
    expect(submissionErrors(fields, { t: 'x', e: 'a@b.co', c: ['A'], l: { A: '-2' }, n: ['Ada', ''] })).toEqual({});
  });

  it('FORM-62 only strings, lists of strings and maps of strings are submission values', () => {
    expect(asFormValues({ a: 'x', b: ['y'], c: { q: '1' }, d: 3, e: true, f: null })).toEqual({ a: 'x', b: ['y'], c: { q: '1' }, d: '3', e: 'true' });
    for (const bad of [null, 'text', [1], { a: [1] }, { a: { q: 1 } }, { a: [['x']] }]) expect(asFormValues(bad), JSON.stringify(bad)).toBeNull();
    const proto = asFormValues(JSON.parse('{"__proto__": {"polluted": "yes"}, "a": "x"}'));
    expect(proto).toEqual({ a: 'x' });
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
  });
});
