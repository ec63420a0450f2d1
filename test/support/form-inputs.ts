/**
 * Form definitions for tests: `formInput(overrides)` is a complete, valid FormInput (an
 * ordinary form with a required name and email and an optional message) that a test changes
 * only where it matters.
 */
import type { FormInput } from '../../src/modules/forms';
import type { FormField } from '../../src/shared/forms/form-model';

export const TEST_FORM_FIELDS: FormField[] = [
  { id: 'name', type: 'name', title: 'Your name', description: '', required: true },
  { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true },
  { id: 'message', type: 'textarea', title: 'Message', description: '', placeholder: '', required: false, maxLength: 20 },
];

export function formInput(overrides: Partial<FormInput> = {}): FormInput {
  return {
    name: 'Contact',
    kind: 'form',
    fields: TEST_FORM_FIELDS,
    submitLabel: 'Send',
    submissionMessage: '<p>Thanks, we will write back soon.</p>',
    submissionHtml: '',
    successRedirect: null,
    disclaimerMessage: '',
    captchaEnabled: false,
    theme: 'light',
    alignment: 'left',
    notificationEmail: null,
    mailingListId: null,
    ...overrides,
  };
}
