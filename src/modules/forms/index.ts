/** The forms module: forms and their fields, stored submissions, one-time submission keys (FORM-*, GAP-73). */
import { readMigrations } from '../../db/migrations';

export { createFormsService, publicFormOf, type FormsService, type FormsDeps } from './forms.service';
export type { FormInput } from './forms.types';

export const FORMS_MIGRATIONS = readMigrations('forms', new URL('./migrations/', import.meta.url));
