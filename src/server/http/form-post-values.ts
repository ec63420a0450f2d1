/**
 * A form block's answers as a browser without JavaScript posts them (form-encoded, the names
 * the theme's form markup gives its controls): a single-value field is `{fieldId}`; a
 * multi-part field (name, address, date, time, phone) repeats `{fieldId}` once per part in
 * part order; a checkbox group repeats `{fieldId}` once per ticked box; a likert statement is
 * `{fieldId}.{statement index}`. Values come out shaped and normalised as the form-block
 * island would send them, so the server's checks and storage are the same for both paths.
 */
import type { FormField, FormValue, FormValues } from '../../shared/forms/form-model';
import { normalizeValues } from '../../shared/forms/form-rules';

/** A parsed form-encoded body: repeated names give arrays. */
export type FormPostBody = Record<string, unknown>;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function valueOf(field: FormField, body: FormPostBody): FormValue | undefined {
  const sent = strings(body[field.id]);
  switch (field.type) {
    case 'section':
      return undefined;
    case 'address':
    case 'date':
    case 'name':
    case 'time':
    case 'phone':
    case 'checkbox':
      return sent;
    case 'likert':
      // Every statement, '' when left unrated (FORM-17).
      return Object.fromEntries(field.options.map((statement, i) => [statement, strings(body[`${field.id}.${i}`])[0] ?? '']));
    default:
      // A forged repeat of a single-value name keeps the first, as the island would.
      return sent[0] ?? '';
  }
}

/**
 * The values of a posted form by field id; `query` is the submitting page's query string (a
 * hidden field takes the parameter its key names, FORM-18).
 */
export function formPostValues(fields: readonly FormField[], body: FormPostBody, query?: URLSearchParams): FormValues {
  const raw: FormValues = {};
  for (const field of fields) {
    const value = valueOf(field, body);
    if (value !== undefined) raw[field.id] = value;
  }
  return normalizeValues(fields, raw, query);
}
