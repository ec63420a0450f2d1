/** The forms module's input types (the HTTP schema in src/shared/api/forms.ts parses into these). */
import type { OwnerForm } from '../../shared/forms/form-model';

/** What the owner sets on a form: everything but its id and dates. */
export type FormInput = Omit<OwnerForm, 'id' | 'createdAt' | 'updatedAt'>;
