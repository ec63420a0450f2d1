import { describe, expect, it } from 'vitest';
import type { FormField } from '../../shared/forms/form-model';
import { formPostValues } from './form-post-values';

const FIELDS: FormField[] = [
  { id: 'name', type: 'name', title: 'Name', description: '', required: true },
  { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true },
  { id: 'phone', type: 'phone', title: 'Phone', description: '', showCountryCode: false, required: false },
  { id: 'colours', type: 'checkbox', title: 'Colours', description: '', options: ['Rust', 'Navy'], required: false },
  { id: 'size', type: 'radio', title: 'Size', description: '', options: ['S', 'M'], required: false },
  { id: 'mood', type: 'likert', title: 'Mood', description: '', options: ['Calm', 'Busy'], required: false },
  { id: 'intro', type: 'section', title: 'About you', description: '', underline: false },
  { id: 'source', type: 'hidden', title: 'Source', key: 'utm_source', value: 'site' },
  { id: 'note', type: 'textarea', title: 'Note', description: '', placeholder: '', required: false },
];

/** A body as @fastify/formbody parses it: repeated names become arrays. */
function parsed(encoded: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(encoded)) {
    const had = out[k];
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}

describe('a form block posted without JavaScript', () => {
  it('FORM-12 FORM-13 FORM-14 FORM-15 FORM-17 FORM-20 reads each field by its input names and shapes its value as the island does', () => {
    const body = parsed('name=+Ada+&name=Lovelace&email=ada%40example.com&phone=207&phone=555&phone=0142&colours=Navy&size=M&mood.1=2&intro=x&source=site&note=++hi++');
    expect(formPostValues(FIELDS, body)).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      phone: ['', '207', '555', '0142'],
      colours: ['Navy'],
      size: 'M',
      mood: { Calm: '', Busy: '2' },
      source: 'site',
      note: '  hi  ',
    });
  });

  it('FORM-18 FORM-19 nothing ticked gives empty answers; a hidden field takes the page\'s query parameter', () => {
    const values = formPostValues(FIELDS, parsed('email=a%40b.co&source=forged'), new URLSearchParams('utm_source=spring'));
    expect(values).toMatchObject({ name: [], colours: [], size: '', mood: { Calm: '', Busy: '' }, source: 'spring', note: '' });
  });

  it('FORM-16 a repeated single-value name keeps the first value; names of no field are ignored', () => {
    expect(formPostValues(FIELDS, parsed('email=one%40x.co&email=two%40x.co&extra=1'))).not.toHaveProperty('extra');
    expect(formPostValues(FIELDS, parsed('email=one%40x.co&email=two%40x.co')).email).toBe('one@x.co');
  });
});
