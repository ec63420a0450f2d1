/**
 * The builder's questions as data: each type's name in the picker and the field a new question
 * of it starts as, stable unique field ids, and moving a question. Pure, so the rules are tested
 * without a browser; the ids name a question's answers in every submission, so they never change
 * once made (renaming or moving a question keeps its id).
 */
import { FORM_FIELD_TYPES, type FormField, type FormFieldType } from '../../../shared/forms/form-model';

/** The picker's name of each type, in the spec's order. */
export const FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  number: 'Number',
  currency: 'Currency',
  phone: 'Phone',
  section: 'Section',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Dropdown',
  likert: 'Likert scale',
  hidden: 'Hidden',
  address: 'Address',
  date: 'Date',
  name: 'Name',
  time: 'Time',
};

export const ADDABLE_FIELD_TYPES: readonly FormFieldType[] = FORM_FIELD_TYPES;

/** A random lowercase-alphanumeric source; tests pass their own. */
export type RandomText = () => string;
const browserRandom: RandomText = () => globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 8);

/**
 * A new field id: the type and a random tail (`email-3f9a1c2b`), never one the form already
 * uses, so a removed question's old answers are never read as a new question's.
 */
export function newFieldId(type: FormFieldType, taken: Iterable<string>, random: RandomText = browserRandom): string {
  const used = new Set(taken);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const id = `${type}-${random().toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    if (!used.has(id) && id.length > type.length + 1) return id;
  }
  // A broken random source: fall back to the first free counter.
  let n = 1;
  while (used.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

/** The field a new question of `type` starts as: a title to rename, optional, sensible options. */
export function newField(type: FormFieldType, id: string): FormField {
  const title = FIELD_TYPE_LABELS[type];
  switch (type) {
    case 'text':
    case 'email':
    case 'number':
      return { id, type, title, description: '', placeholder: '', required: false };
    case 'textarea':
      return { id, type, title: 'Message', description: '', placeholder: '', required: false };
    case 'currency':
      return { id, type, title: 'Amount', description: '', currencySymbol: '$', required: false };
    case 'phone':
      return { id, type, title, description: '', showCountryCode: false, required: false };
    case 'section':
      return { id, type, title: 'Section', description: '', underline: true };
    case 'radio':
    case 'checkbox':
    case 'select':
      return { id, type, title, description: '', options: ['Option 1', 'Option 2'], required: false };
    case 'likert':
      return { id, type, title, description: '', options: ['Statement 1', 'Statement 2'], required: false };
    case 'hidden':
      return { id, type, title: 'Hidden value', key: 'source', value: '' };
    case 'address':
    case 'date':
    case 'name':
    case 'time':
      return { id, type, title, description: '', required: false };
  }
}

/** A new question of `type` appended to `fields` (its id unique among them). */
export function addField(fields: readonly FormField[], type: FormFieldType, random?: RandomText): FormField[] {
  return [...fields, newField(type, newFieldId(type, fields.map((field) => field.id), random))];
}

/** `fields` with the one at `from` moved to `to`; out-of-range moves change nothing. */
export function moveField(fields: readonly FormField[], from: number, to: number): FormField[] {
  if (from === to || from < 0 || to < 0 || from >= fields.length || to >= fields.length) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Merges `patch` into the field with `id` (its id and type stay). */
export function updateField(fields: readonly FormField[], id: string, patch: Partial<FormField>): FormField[] {
  return fields.map((field) => (field.id === id ? ({ ...field, ...patch, id: field.id, type: field.type } as FormField) : field));
}

/** `fields` with `field` put back at `index` (undoing a removal). */
export function restoreField(fields: readonly FormField[], field: FormField, index: number): FormField[] {
  if (fields.some((f) => f.id === field.id)) return [...fields];
  const next = [...fields];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, field);
  return next;
}

/** What a question is called in lists and announcements. */
export function questionName(field: FormField): string {
  return field.title.trim() === '' ? `Untitled ${FIELD_TYPE_LABELS[field.type].toLowerCase()}` : field.title.trim();
}

/** Fields that have `options` (choices, or a likert's statements). */
export function hasOptions(field: FormField): field is Extract<FormField, { options: string[] }> {
  return field.type === 'radio' || field.type === 'checkbox' || field.type === 'select' || field.type === 'likert';
}
