/**
 * The forms calls as endpoint descriptors (no zod: safe for islands and the editor). The types
 * come from the schemas in `forms.ts`, which the routes declare.
 */
import { endpoint, type In, type None } from './endpoint';
import type {
  DeletedAnswer,
  FormIdParams,
  FormInput,
  FormSubmission,
  FormSubmissionKeyAnswer,
  FormsAnswer,
  OwnerFormWire,
  SaveFormSubmissionAnswer,
  SaveFormSubmissionBody,
  SubmissionParams,
  SubmissionsAnswer,
  SubmissionsQuery,
  ValidateFormAnswer,
} from './forms';

export const ADMIN_FORMS_PATH = '/api/admin/forms';

/** The spec's visitor calls (§7), exactly as its client makes them. */
export const formEndpoints = {
  validate: endpoint<In<typeof FormIdParams>, None, Record<string, unknown>, ValidateFormAnswer>('POST', '/api/rest/forms/validate/:formId'),
  submissionKey: endpoint<None, None, None, FormSubmissionKeyAnswer>('POST', '/api/form/FormSubmissionKey'),
  save: endpoint<None, None, In<typeof SaveFormSubmissionBody>, SaveFormSubmissionAnswer>('POST', '/api/form/SaveFormSubmission'),
} as const;

/** The owner's forms and submissions (GAP-73). */
export const adminFormEndpoints = {
  list: endpoint<None, None, None, FormsAnswer>('GET', ADMIN_FORMS_PATH),
  create: endpoint<None, None, FormInput, OwnerFormWire>('POST', ADMIN_FORMS_PATH),
  get: endpoint<In<typeof FormIdParams>, None, None, OwnerFormWire>('GET', `${ADMIN_FORMS_PATH}/:formId`),
  update: endpoint<In<typeof FormIdParams>, None, FormInput, OwnerFormWire>('PUT', `${ADMIN_FORMS_PATH}/:formId`),
  remove: endpoint<In<typeof FormIdParams>, None, None, DeletedAnswer>('DELETE', `${ADMIN_FORMS_PATH}/:formId`),
  submissions: endpoint<In<typeof FormIdParams>, In<typeof SubmissionsQuery>, None, SubmissionsAnswer>('GET', `${ADMIN_FORMS_PATH}/:formId/submissions`),
  submission: endpoint<In<typeof SubmissionParams>, None, None, FormSubmission>('GET', `${ADMIN_FORMS_PATH}/:formId/submissions/:submissionId`),
  removeSubmission: endpoint<In<typeof SubmissionParams>, None, None, DeletedAnswer>('DELETE', `${ADMIN_FORMS_PATH}/:formId/submissions/:submissionId`),
} as const;

/** The CSV export (a download, not a JSON call): `GET /api/admin/forms/{formId}/submissions.csv`. */
export function submissionsCsvPath(formId: string): string {
  return `${ADMIN_FORMS_PATH}/${encodeURIComponent(formId)}/submissions.csv`;
}
