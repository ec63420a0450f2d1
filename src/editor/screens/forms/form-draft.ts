/**
 * A form as the builder edits it (the contract's `FormInput`): what a new form starts as, the
 * owner's form turned back into input, and the checks the builder makes before it saves (the
 * server checks again and its words win). Pure.
 */
import type { FormInput } from '../../../shared/api/forms';
import type { OwnerFormWire } from '../../../shared/api/forms';
import { isValidEmail } from '../../../shared/email';
import { FORM_MESSAGES, type FormField, type FormKind } from '../../../shared/forms/form-model';
import { hasOptions } from './form-questions';

export const INVALID_EMAIL = 'Please enter a valid email.';
export const INVALID_REDIRECT = 'Enter a web address starting with https:// or a path on this site such as /thanks.';
export const NAME_REQUIRED = 'Enter a name for the form.';
export const OPTION_EMPTY = 'Options cannot be empty.';
export const OPTIONS_NONE = 'Add at least one option.';
export const KEY_REQUIRED = 'Enter the query parameter that fills it.';

/** The id of a newsletter form's email question. */
export const NEWSLETTER_EMAIL_ID = 'email';

/** A new form: no questions (a newsletter form: its required email), the usual button and message. */
export function newFormInput(name: string, kind: FormKind = 'form', mailingListId: string | null = null): FormInput {
  const fields: FormField[] = kind === 'newsletter' ? [{ id: NEWSLETTER_EMAIL_ID, type: 'email', title: 'Email Address', description: '', placeholder: '', required: true }] : [];
  return {
    name: name.trim(),
    kind,
    fields,
    submitLabel: kind === 'newsletter' ? 'Sign Up' : 'Submit',
    submissionMessage: 'Thank you!',
    submissionHtml: '',
    successRedirect: null,
    disclaimerMessage: '',
    captchaEnabled: false,
    theme: 'light',
    alignment: 'left',
    notificationEmail: null,
    mailingListId: kind === 'newsletter' ? mailingListId : null,
  };
}

/** The owner's form as the input that would save it unchanged. */
export function inputOf(form: OwnerFormWire): FormInput {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...input } = form;
  return input;
}

/** A redirect the storefront can follow: an http(s) address or a path on this site. */
export function isRedirectTarget(value: string): boolean {
  const text = value.trim();
  if (text.startsWith('/')) return !text.startsWith('//') && !/\s/.test(text);
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Problems keyed by where they show: a setting's name, or `field:<id>` for a question. */
export type DraftErrors = Record<string, string>;

export function questionErrors(field: FormField): string | null {
  if (hasOptions(field)) {
    if (field.options.length === 0) return OPTIONS_NONE;
    if (field.options.some((option) => option.trim() === '')) return OPTION_EMPTY;
  }
  if (field.type === 'hidden' && field.key.trim() === '') return KEY_REQUIRED;
  return null;
}

export function draftErrors(input: FormInput): DraftErrors {
  const errors: DraftErrors = {};
  if (input.name.trim() === '') errors.name = NAME_REQUIRED;
  const email = input.notificationEmail?.trim() ?? '';
  if (email !== '' && !isValidEmail(email)) errors.notificationEmail = INVALID_EMAIL;
  const redirect = input.successRedirect?.trim() ?? '';
  if (redirect !== '' && !isRedirectTarget(redirect)) errors.successRedirect = INVALID_REDIRECT;
  if (input.kind === 'newsletter' && (input.mailingListId ?? '').trim() === '') errors.mailingListId = FORM_MESSAGES.listRequired;
  for (const field of input.fields) {
    const problem = questionErrors(field);
    if (problem !== null) errors[`field:${field.id}`] = problem;
  }
  return errors;
}

/** The input as sent: blank optional texts become null, options trimmed. */
export function cleanInput(input: FormInput): FormInput {
  const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return {
    ...input,
    name: input.name.trim(),
    notificationEmail: blankToNull(input.notificationEmail),
    successRedirect: blankToNull(input.successRedirect),
    mailingListId: input.kind === 'newsletter' ? blankToNull(input.mailingListId) : null,
    fields: input.fields.map((field) => (hasOptions(field) ? { ...field, options: field.options.map((option) => option.trim()) } : field)),
  };
}
