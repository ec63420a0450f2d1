/**
 * A form's answers as a submission carries them (spec §3 Form submission values, FORM-12..
 * FORM-20), from what each field's controls hold. Pure: the DOM is read in `form-dom.ts`, so
 * the shaping is tested without a browser.
 */
import type { FormField, FormValue, FormValues } from '../../shared/forms/form-model';
import { normalizeValues } from '../../shared/forms/form-rules';

/** What one field's controls hold: the text of each text box or select in page order, the ticked boxes, and a likert field's rating per statement. */
export interface FieldControls {
  texts: string[];
  checked: string[];
  ratings: Record<string, string>;
}

/** One field's value before normalising; undefined for a section (FORM-20). */
export function fieldValue(field: FormField, controls: FieldControls): FormValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    // FORM-12, FORM-13: every part in order (an empty part stays ''); a three-part phone gets its leading '' in normalizeValues.
    case 'address':
    case 'date':
    case 'name':
    case 'time':
    case 'phone':
      return [...controls.texts];
    case 'checkbox':
      return [...controls.checked]; // FORM-14
    case 'radio':
      return controls.checked[0] ?? ''; // FORM-15
    case 'likert':
      // FORM-17: every statement, rated '-2'..'2' or '' when left.
      return Object.fromEntries(field.options.map((statement) => [statement, controls.ratings[statement] ?? '']));
    default:
      return controls.texts[0] ?? ''; // FORM-16, FORM-19 (select, hidden and the single-value fields)
  }
}

/**
 * The values of a whole form: each field's value from its controls (`controlsOf` null: the field
 * has none on the page), then normalised the way the server keeps them; a hidden field takes the
 * page's query-string parameter named by its key when there is one (FORM-18).
 */
export function collectValues(fields: readonly FormField[], controlsOf: (field: FormField) => FieldControls | null, query?: URLSearchParams): FormValues {
  const raw: FormValues = {};
  for (const field of fields) {
    const controls = controlsOf(field);
    if (controls === null) continue;
    const value = fieldValue(field, controls);
    if (value !== undefined) raw[field.id] = value;
  }
  return normalizeValues(fields, raw, query);
}

/** FORM-36, FORM-37: the counter's text, or null when the limit is 0 or not a number. */
export function counterText(length: number, max: unknown): string | null {
  const limit = typeof max === 'string' ? Number(max) : max;
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) return null;
  return `${length} / ${limit}`;
}

/** FORM-38: the counter shows its error style once the text is longer than the limit. */
export function counterOver(length: number, max: unknown): boolean {
  const limit = typeof max === 'string' ? Number(max) : max;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0 && length > limit;
}
