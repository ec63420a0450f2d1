/**
 * FORM-10, GAP-23: the JSON Schema of a form template (GET /api/template/GetTemplateSchema?type=9):
 * a form's public settings and every field type with its properties, generated from the same
 * zod schemas the forms calls validate with, so it can never drift from them.
 */
import { z } from 'zod';
import { FormInput } from './forms';

export const FORM_TEMPLATE_SCHEMA_ID = 'https://stoa.dev/schemas/form-template.json';

let cached: Record<string, unknown> | null = null;

export function formTemplateJsonSchema(): Record<string, unknown> {
  cached ??= {
    ...z.toJSONSchema(FormInput.omit({ notificationEmail: true, mailingListId: true }), { target: 'draft-2020-12', io: 'input' }),
    $id: FORM_TEMPLATE_SCHEMA_ID,
    title: 'Form template',
  };
  return cached;
}
