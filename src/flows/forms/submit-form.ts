/**
 * A visitor sends a form (FORM-41, GAP-09, GAP-73). Outside the transaction: the form exists
 * (FORM_NOT_FOUND 404), its `form` JSON parses (400 'Could not parse the form fields…') and
 * its captcha passes when the form has one (CAPT-06..CAPT-08). Then in ONE transaction: the
 * one-time key is spent (401 when it is unknown, used, expired or another visitor's), the
 * values are checked with the shared rules, required fields included (400 with the errors
 * map), the normalized values are stored with the form's fields, the owner's notification is
 * queued in the outbox and the sign-up goes to the form's mailing list (`signUpToList`, bound
 * to the transaction by the composition root). Any refusal rolls all of it back; a 200 means
 * all of it is committed.
 */
import type { FormsService, StoredSubmission, SubmissionPage, SubmissionsService } from '../../modules/forms';
import type { CaptchaService } from '../../modules/captcha';
import type { OutboxService } from '../../modules/outbox';
import { isValidEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import type { FormValues, OwnerForm } from '../../shared/forms/form-model';
import { asFormValues, displayValue, normalizeValues, submissionErrors } from '../../shared/forms/form-rules';
import type { InTransaction } from '../transaction';
import { formNotificationEmail } from './form-notification-email';

/** The services a submission's transaction writes through, all bound to it. */
export interface FormTransactionServices {
  submissions: Pick<SubmissionsService, 'spendKey' | 'record'>;
  outbox: Pick<OutboxService, 'enqueue'>;
  /** Joins the form's mailing list (GAP-72) in this transaction; throwing rolls the submission back. */
  signUpToList(signUp: ListSignUp): Promise<void>;
}

/** A newsletter or form sign-up for the form's connected mailing list (GAP-72). */
export interface ListSignUp {
  websiteId: string;
  listId: string;
  email: string;
  name: string;
  formId: string;
  submissionId: string;
  /** Where the list's emails link back to (confirm and unsubscribe pages) and whose name they sign. */
  site: { origin: string; title: string };
}

export interface SubmitFormDeps {
  forms: Pick<FormsService, 'find'>;
  captcha: Pick<CaptchaService, 'verify'>;
  inTransaction: InTransaction<FormTransactionServices>;
}

export interface FormSubmissionRequest {
  websiteId: string;
  /** Who asked for the key: the crumb cookie of the visitor's browser. */
  visitor: string;
  formId: string;
  key: string;
  /** The JSON text of the values by field id, as sent. */
  form: string;
  captchaKey: string | null;
  page: SubmissionPage;
  /** The site as the visitor reached it: its address and title, for the mailing list's emails. */
  site: { origin: string; title: string };
}

/** The `form` text as values; FORM_FIELDS_UNPARSABLE when it is not JSON of the submission shapes. */
export function parseSubmittedForm(text: string): FormValues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError('FORM_FIELDS_UNPARSABLE');
  }
  const values = asFormValues(parsed);
  if (values === null) throw new DomainError('FORM_FIELDS_UNPARSABLE');
  return values;
}

/** Throws FORM_FIELDS_INVALID with `{errors: {fieldId: message}}` when any answer is refused. */
export function checkAnswers(form: OwnerForm, values: FormValues): void {
  const errors = submissionErrors(form.fields, values);
  if (Object.keys(errors).length > 0) throw new DomainError('FORM_FIELDS_INVALID', { errors });
}

/** The first email question's answer and the first name question's, for a list sign-up. */
function contactOf(form: OwnerForm, values: FormValues): { email: string; name: string } | null {
  const emailField = form.fields.find((f) => f.type === 'email' && typeof values[f.id] === 'string' && isValidEmail(String(values[f.id])));
  if (emailField === undefined) return null;
  const nameField = form.fields.find((f) => f.type === 'name' && values[f.id] !== undefined);
  const name = nameField === undefined ? '' : displayValue(nameField, values[nameField.id]);
  return { email: String(values[emailField.id]), name: name === 'N/A' ? '' : name };
}

export async function submitForm(deps: SubmitFormDeps, request: FormSubmissionRequest): Promise<StoredSubmission> {
  const { websiteId } = request;
  const form = await deps.forms.find(websiteId, request.formId);
  if (form === null) throw new DomainError('FORM_NOT_FOUND', { formId: request.formId });
  const sent = parseSubmittedForm(request.form);
  if (form.captchaEnabled) {
    if (request.captchaKey === null || request.captchaKey === '') throw new DomainError('CAPTCHA_REQUIRED');
    await deps.captcha.verify(websiteId, request.captchaKey);
  }
  return deps.inTransaction(async (services) => {
    if (!(await services.submissions.spendKey(websiteId, request.visitor, request.key))) throw new DomainError('FORM_KEY_INVALID');
    checkAnswers(form, sent);
    const values = normalizeValues(form.fields, sent);
    const stored = await services.submissions.record(websiteId, form, values, request.page);
    if (form.notificationEmail !== null && isValidEmail(form.notificationEmail)) {
      await services.outbox.enqueue(websiteId, formNotificationEmail(form, stored, form.notificationEmail));
    }
    const contact = form.mailingListId === null ? null : contactOf(form, values);
    if (form.mailingListId !== null && contact !== null) {
      // Mailing lists (GAP-72) join here, in the submission's transaction.
      await services.signUpToList({ websiteId, listId: form.mailingListId, ...contact, formId: form.id, submissionId: stored.id, site: request.site });
    }
    return stored;
  });
}
