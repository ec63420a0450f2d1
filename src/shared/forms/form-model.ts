/**
 * Forms as the storefront, the server and the editor share them (spec §3 Form, Form field
 * types, Form submission values; FORM-01..FORM-22). Isomorphic and zod-free, so islands can
 * import it; the HTTP schemas in `src/shared/api/forms.ts` are checked against these types.
 */

/** FORM-02..FORM-09: every field type a form may hold. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'currency',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
  'address',
  'date',
  'name',
  'time',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

interface FieldBase {
  /** Stable within its form; the key of its value in a submission. */
  id: string;
  /** The question as the visitor reads it (a hidden field's title is only for the owner). */
  title: string;
}

/** FORM-02, FORM-03: single-line text, email, number; a textarea may carry maxLength. */
export interface TextFormField extends FieldBase {
  type: 'text' | 'email' | 'number';
  description: string;
  placeholder: string;
  required: boolean;
}
export interface TextareaFormField extends FieldBase {
  type: 'textarea';
  description: string;
  placeholder: string;
  required: boolean;
  /** FORM-03: present only when the form-handler feature is on; 0 or absent means no limit. */
  maxLength?: number;
}
/** FORM-04 */
export interface CurrencyFormField extends FieldBase {
  type: 'currency';
  description: string;
  currencySymbol: string;
  required: boolean;
}
/** FORM-05 */
export interface PhoneFormField extends FieldBase {
  type: 'phone';
  description: string;
  showCountryCode: boolean;
  required: boolean;
}
/** FORM-06: a heading between questions; it gives no value (FORM-20). */
export interface SectionFormField extends FieldBase {
  type: 'section';
  description: string;
  underline: boolean;
}
/** FORM-07: a likert field's options are its statements, each answered -2..2 (FORM-21). */
export interface ChoiceFormField extends FieldBase {
  type: 'radio' | 'checkbox' | 'select' | 'likert';
  description: string;
  options: string[];
  required: boolean;
}
/** FORM-08: `key` is the query-string parameter that fills it (FORM-18). */
export interface HiddenFormField extends FieldBase {
  type: 'hidden';
  key: string;
  value: string;
}
/** FORM-09: answers of several parts (FORM-12). */
export interface MultiPartFormField extends FieldBase {
  type: 'address' | 'date' | 'name' | 'time';
  description: string;
  required: boolean;
}

export type FormField =
  | TextFormField
  | TextareaFormField
  | CurrencyFormField
  | PhoneFormField
  | SectionFormField
  | ChoiceFormField
  | HiddenFormField
  | MultiPartFormField;

/** The parts of each multi-part answer, in the order of its value array (FORM-12, FORM-13). */
export const FORM_FIELD_PARTS = {
  address: ['Address 1', 'Address 2', 'City', 'State/Province', 'Zip/Postal Code', 'Country'],
  date: ['Month', 'Day', 'Year'],
  name: ['First Name', 'Last Name'],
  time: ['Hour', 'Minute', 'Second', 'AM/PM'],
  /** With the country code shown; without it the three parts get a leading '' (FORM-13). */
  phone: ['Country Code', 'Area Code', 'Prefix', 'Line'],
} as const;

/** FORM-21: likert answers -2..2 and their labels. */
export const LIKERT_SCALE = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

/** FORM-22: how a field with no answer is displayed (emails, the owner's screens, CSV). */
export const NO_ANSWER = 'N/A';

/**
 * One field's value in a submission (spec §3 Form submission values): a string (text, email,
 * number, currency, radio, select, hidden, textarea), a list (address, date, name, time,
 * phone, checkbox) or a likert map of statement to answer.
 */
export type FormValue = string | string[] | Record<string, string>;
export type FormValues = Record<string, FormValue>;

/** What a form is for: an ordinary form block, or a newsletter block's sign-up (GAP-72). */
export type FormKind = 'form' | 'newsletter';

/** FORM-01: a form as visitors' pages receive it (no owner-only settings). */
export interface PublicForm {
  id: string;
  name: string;
  kind: FormKind;
  fields: FormField[];
  /** The submit button's text. */
  submitLabel: string;
  /** Rich text shown after a successful submission (sanitized HTML). */
  submissionMessage: string;
  /** Post-submit HTML the owner wrote; its scripts run after success (FORM-52). */
  submissionHtml: string;
  /** Where the browser goes after success (FORM-49); null hides the form and shows the message. */
  successRedirect: string | null;
  /** Shown under the form (sanitized HTML). */
  disclaimerMessage: string;
  captchaEnabled: boolean;
  theme: 'light' | 'dark';
  alignment: 'left' | 'center' | 'right';
}

/** The owner's view adds where submissions go (GAP-73) and bookkeeping. */
export interface OwnerForm extends PublicForm {
  /** The owner's address for a notification email per submission; null sends none. */
  notificationEmail: string | null;
  /** GAP-72: the mailing list sign-ups join; a newsletter form needs one. */
  mailingListId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** FORM-42: where the submitting page came from. */
export const CONTENT_SOURCE = { ITEM: 'i', COLLECTION: 'c' } as const;

/** Spec §5 and §8: the form messages, verbatim. */
export const FORM_MESSAGES = {
  required: 'Required',
  tooLong: 'You have exceeded the character limit.',
  /** `{email}` is replaced by an example address. */
  emailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  unknown: 'Unknown error, please try again later.',
  invalidEntries: 'One or more fields is invalid, please check your entries.',
  noKey: 'Could not get a form submission key, please try again later.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  processing: 'Error processing form submission. Please reload and try again.',
  scrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  scrollUp: 'Your form has encountered a problem. Please scroll up to review.',
  submitting: 'Submitting…',
  saving: 'Saving…',
  /** Editor: connecting a newsletter block without choosing a list. */
  listRequired: 'A List must be selected.',
} as const;

/** The example address the email message names. */
export const EMAIL_FORMAT_EXAMPLE = 'email@example.com';

export const FORM_LIMITS = {
  maxFields: 100,
  maxOptions: 100,
  maxTitleLength: 500,
  maxDescriptionLength: 2000,
  maxNameLength: 200,
  /** A single text answer. */
  maxValueLength: 10_000,
  maxTextareaLength: 10_000,
  maxMessageLength: 20_000,
  /** The submission's `form` JSON as sent. */
  maxSubmissionBytes: 100_000,
  /** Minutes a FormSubmissionKey stays usable. */
  keyLifetimeMinutes: 60,
  /** GAP-75: submissions per visitor and minute. */
  submissionsPerMinute: 10,
} as const;
