/**
 * The form rules the browser and the server share: which answers are missing or malformed
 * (spec §5 Async form and Form block submission; FORM-23..FORM-32, GAP-09), the shape each
 * field's value takes (FORM-12..FORM-20) and how an answer is shown to the owner (FORM-21,
 * FORM-22). Pure and isomorphic.
 */
import { isValidEmail } from '../email';
import {
  EMAIL_FORMAT_EXAMPLE,
  FORM_LIMITS,
  FORM_MESSAGES,
  LIKERT_SCALE,
  NO_ANSWER,
  type FormField,
  type FormValue,
  type FormValues,
} from './form-model';

export type FieldErrors = Record<string, string>;

const MULTI_PART = new Set(['address', 'date', 'name', 'time', 'phone']);

/** The email message with its example address (FORM-32). */
export const EMAIL_INVALID_MESSAGE = FORM_MESSAGES.emailInvalid.replace('{email}', EMAIL_FORMAT_EXAMPLE);

/** Fields that collect an answer from the visitor (sections and hidden fields do not). */
export function isAnswerField(field: FormField): boolean {
  return field.type !== 'section' && field.type !== 'hidden';
}

export function isRequired(field: FormField): boolean {
  return 'required' in field && field.required && field.type !== 'likert';
}

function textOf(value: FormValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** True when a field has no answer: no text, no part filled, no box ticked, no statement rated. */
export function isUnanswered(value: FormValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return Object.values(value).every((answer) => answer.trim() === '');
}

/**
 * FORM-23..FORM-27: 'Required' for each required field left unanswered. Multi-part fields
 * count as answered when any part is filled; checkbox groups need one box; likert and
 * sections are never checked.
 */
export function requiredErrors(fields: readonly FormField[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (!isRequired(field)) continue;
    if (isUnanswered(values[field.id])) errors[field.id] = FORM_MESSAGES.required;
  }
  return errors;
}

/**
 * FORM-31, FORM-32: the checks the form block shows on submission (FORM-34): over the
 * textarea's maxLength (unless optional and empty), and a non-empty email that is not an address.
 */
export function formatErrors(fields: readonly FormField[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const text = textOf(values[field.id]);
    if (field.type === 'textarea') {
      const max = field.maxLength ?? 0;
      const optionalAndEmpty = !field.required && text === '';
      if (max > 0 && !optionalAndEmpty && text.length > max) errors[field.id] = FORM_MESSAGES.tooLong;
    }
    if (field.type === 'email' && text.trim() !== '' && !isValidEmail(text.trim())) errors[field.id] = EMAIL_INVALID_MESSAGE;
  }
  return errors;
}

/** `{val} is not one of the expected options.` (spec §8 editor messages), for a forged choice. */
export function notAnOptionMessage(value: string): string {
  return `${value} is not one of the expected options.`;
}

function shapeError(field: FormField, value: FormValue): string | null {
  const tooLong = (s: string) => s.length > FORM_LIMITS.maxValueLength;
  switch (field.type) {
    case 'checkbox':
      if (!Array.isArray(value)) return FORM_MESSAGES.unparsable;
      return value.find((v) => !field.options.includes(v)) !== undefined ? notAnOptionMessage(value.find((v) => !field.options.includes(v))!) : null;
    case 'radio':
    case 'select':
      if (typeof value !== 'string') return FORM_MESSAGES.unparsable;
      return value !== '' && !field.options.includes(value) ? notAnOptionMessage(value) : null;
    case 'likert': {
      if (typeof value !== 'object' || Array.isArray(value)) return FORM_MESSAGES.unparsable;
      const scale = LIKERT_SCALE.map((s) => s.value as string);
      for (const [statement, answer] of Object.entries(value)) {
        if (!field.options.includes(statement)) return notAnOptionMessage(statement);
        if (answer !== '' && !scale.includes(answer)) return notAnOptionMessage(answer);
      }
      return null;
    }
    case 'address':
    case 'date':
    case 'name':
    case 'time':
    case 'phone':
      return Array.isArray(value) && value.length <= 8 && !value.some(tooLong) ? null : FORM_MESSAGES.unparsable;
    default:
      return typeof value === 'string' && !tooLong(value) ? null : FORM_MESSAGES.unparsable;
  }
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((part) => typeof part === 'string');
}

function isStringMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((answer) => typeof answer === 'string');
}

/**
 * Values as sent (a parsed JSON object), when every value has a shape a submission may hold:
 * a string, a list of strings or a map of strings; null for anything else ('Could not parse
 * the form fields', spec §8). Numbers and booleans a script may send are taken as their text.
 */
export function asFormValues(input: unknown): FormValues | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const out: FormValues = {};
  for (const [id, value] of Object.entries(input)) {
    // No field id can be '__proto__' (ids are checked); assigning it would replace the prototype.
    if (id === '__proto__') continue;
    if (typeof value === 'string' || isStringList(value) || isStringMap(value)) out[id] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[id] = String(value);
    else if (value !== null) return null;
  }
  return out;
}

/**
 * The server's full check of a submission (GAP-09: required fields are enforced here even
 * though the form block's client shows only the format checks): shape, then format, then
 * required. One message per field; an empty map means the values are acceptable.
 */
export function submissionErrors(fields: readonly FormField[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined || !isAnswerField(field)) continue;
    const problem = shapeError(field, value);
    if (problem !== null) errors[field.id] = problem;
  }
  return { ...requiredErrors(fields, values), ...formatErrors(fields, values), ...errors };
}

/**
 * The values worth keeping: only the form's own fields, sections skipped (FORM-20), text
 * trimmed, a three-part phone given its leading empty country code (FORM-13), and a hidden
 * field's value from the query string when the page had one (FORM-18).
 */
export function normalizeValues(fields: readonly FormField[], values: FormValues, query?: URLSearchParams): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    if (field.type === 'hidden') {
      const sent = values[field.id];
      out[field.id] = query?.get(field.key) ?? (typeof sent === 'string' ? sent : field.value);
      continue;
    }
    const value = values[field.id];
    if (value === undefined) continue;
    if (typeof value === 'string') out[field.id] = field.type === 'textarea' ? value : value.trim();
    else if (Array.isArray(value)) {
      const parts = value.map((part) => part.trim());
      out[field.id] = field.type === 'phone' && parts.length === 3 ? ['', ...parts] : parts;
    } else out[field.id] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v.trim()]));
  }
  return out;
}

function likertLabel(answer: string): string {
  return LIKERT_SCALE.find((s) => s.value === answer)?.label ?? answer;
}

/**
 * An answer as the owner reads it in emails, screens and CSV: 'N/A' when unanswered
 * (FORM-22), parts joined, likert statements with their labels (FORM-21).
 */
export function displayValue(field: FormField, value: FormValue | undefined): string {
  if (isUnanswered(value)) return NO_ANSWER;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const filled = value.filter((part) => part.trim() !== '');
    if (field.type === 'checkbox') return filled.join(', ');
    if (field.type === 'date') return filled.join('/');
    if (field.type === 'time') return value.slice(0, 3).filter((p) => p !== '').join(':') + (value[3] ? ` ${value[3]}` : '');
    if (field.type === 'phone') return filled.join('-');
    return filled.join(field.type === 'address' ? ', ' : ' ');
  }
  return Object.entries(value!)
    .map(([statement, answer]) => `${statement}: ${answer === '' ? NO_ANSWER : likertLabel(answer)}`)
    .join('; ');
}

/** True for a field type whose value is an array of parts. */
export function isMultiPart(field: FormField): boolean {
  return MULTI_PART.has(field.type);
}
