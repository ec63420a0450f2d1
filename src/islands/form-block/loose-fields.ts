/**
 * Form fields from definitions that may predate the forms model (a product's
 * `additionalFieldsForm` as older content stores it: `label` for `title`, settings left out),
 * made whole so every field type renders and validates as a form block's does.
 */
import { FORM_FIELD_TYPES, type FormField, type FormFieldType } from '../../shared/forms/form-model';

export interface LooseField {
  id: string;
  type: string;
  title?: string;
  label?: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  options?: string[];
}

const KNOWN = new Set<string>(FORM_FIELD_TYPES);
/** Older definitions call the phone field by its input type. */
const ALIASES: Record<string, FormFieldType> = { tel: 'phone' };

export function formFieldOf(loose: LooseField): FormField {
  const type = (ALIASES[loose.type] ?? (KNOWN.has(loose.type) ? loose.type : 'text')) as FormFieldType;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const settings = loose as unknown as Record<string, unknown>;
  return {
    ...loose,
    type,
    id: loose.id,
    title: loose.title ?? loose.label ?? loose.id,
    description: str(loose.description),
    placeholder: str(loose.placeholder),
    required: loose.required === true,
    options: Array.isArray(loose.options) ? loose.options.filter((o): o is string => typeof o === 'string') : [],
    currencySymbol: str(settings.currencySymbol),
    showCountryCode: settings.showCountryCode === true,
    underline: settings.underline === true,
    key: str(settings.key),
    value: str(settings.value),
    ...(typeof settings.maxLength === 'number' && { maxLength: settings.maxLength }),
  } as FormField;
}
