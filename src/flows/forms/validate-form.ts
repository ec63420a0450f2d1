/**
 * FORM-29: the server's check of a form's values before it is sent (POST
 * /api/rest/forms/validate/{formId}): the form exists (404), the values have submission
 * shapes, and every answer passes the shared rules, required fields included (GAP-09).
 */
import type { FormsService } from '../../modules/forms';
import { DomainError } from '../../shared/errors';
import { asFormValues } from '../../shared/forms/form-rules';
import { checkAnswers } from './submit-form';

export interface ValidateFormDeps {
  forms: Pick<FormsService, 'find'>;
}

export async function validateFormValues(deps: ValidateFormDeps, websiteId: string, formId: string, sent: unknown): Promise<{ valid: true }> {
  const form = await deps.forms.find(websiteId, formId);
  if (form === null) throw new DomainError('FORM_NOT_FOUND', { formId });
  const values = asFormValues(sent);
  if (values === null) throw new DomainError('FORM_FIELDS_UNPARSABLE');
  checkAnswers(form, values);
  return { valid: true };
}
