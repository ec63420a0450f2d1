/** The forms module: forms and their fields, stored submissions, one-time submission keys (FORM-*, GAP-73). */
import { readMigrations } from '../../db/migrations';

export { createFormsService, publicFormOf, type FormsService, type FormsDeps } from './forms.service';
export type { FormInput } from './forms.types';
export { createSubmissionsService, SUBMISSIONS_MAX_PAGE_SIZE, SUBMISSIONS_PAGE_SIZE, type SubmissionsService, type SubmissionsDeps } from './submissions.service';
export type { StoredSubmission, SubmissionPage, SubmissionsPage } from './submissions.types';

export const FORMS_MIGRATIONS = readMigrations('forms', new URL('./migrations/', import.meta.url));
export { csvCell, submissionsCsv } from './submissions-csv';
