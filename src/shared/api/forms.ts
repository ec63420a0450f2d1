/**
 * The forms calls' contract (FORM-*, spec §7; GAP-09, GAP-72, GAP-73): the visitor's four
 * calls as the spec's client makes them, and the owner's forms and submissions API. The field
 * schemas mirror `src/shared/forms/form-model.ts` (a compile-time check below keeps them equal).
 */
import { z } from 'zod';
import { FORM_LIMITS, type FormField as FormFieldType, type OwnerForm as OwnerFormType, type PublicForm as PublicFormType } from '../forms/form-model';

// ── Fields ─────────────────────────────────────────────────────────────────────────────────

const fieldId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only.');
const title = z.string().max(FORM_LIMITS.maxTitleLength);
const description = z.string().max(FORM_LIMITS.maxDescriptionLength);
const options = z.array(z.string().trim().min(1).max(FORM_LIMITS.maxTitleLength)).max(FORM_LIMITS.maxOptions);
const base = { id: fieldId, title };

export const FormField = z
  .discriminatedUnion('type', [
    z.object({ ...base, type: z.enum(['text', 'email', 'number']), description, placeholder: z.string().max(500), required: z.boolean() }),
    z.object({
      ...base,
      type: z.literal('textarea'),
      description,
      placeholder: z.string().max(500),
      required: z.boolean(),
      maxLength: z.number().int().min(0).max(FORM_LIMITS.maxTextareaLength).optional(),
    }),
    z.object({ ...base, type: z.literal('currency'), description, currencySymbol: z.string().max(8), required: z.boolean() }),
    z.object({ ...base, type: z.literal('phone'), description, showCountryCode: z.boolean(), required: z.boolean() }),
    z.object({ ...base, type: z.literal('section'), description, underline: z.boolean() }),
    z.object({ ...base, type: z.enum(['radio', 'checkbox', 'select', 'likert']), description, options, required: z.boolean() }),
    z.object({ ...base, type: z.literal('hidden'), key: z.string().trim().min(1).max(100), value: z.string().max(1000) }),
    z.object({ ...base, type: z.enum(['address', 'date', 'name', 'time']), description, required: z.boolean() }),
  ])
  .meta({ id: 'FormField' });

const formShape = {
  name: z.string().trim().min(1).max(FORM_LIMITS.maxNameLength),
  kind: z.enum(['form', 'newsletter']),
  fields: z.array(FormField).max(FORM_LIMITS.maxFields),
  submitLabel: z.string().trim().max(100),
  submissionMessage: z.string().max(FORM_LIMITS.maxMessageLength),
  submissionHtml: z.string().max(FORM_LIMITS.maxMessageLength),
  successRedirect: z.string().trim().max(2000).nullable(),
  disclaimerMessage: z.string().max(FORM_LIMITS.maxMessageLength),
  captchaEnabled: z.boolean(),
  theme: z.enum(['light', 'dark']),
  alignment: z.enum(['left', 'center', 'right']),
};

export const PublicForm = z.object({ id: z.string(), ...formShape }).meta({ id: 'PublicForm' });
export const OwnerForm = z
  .object({
    id: z.string(),
    ...formShape,
    notificationEmail: z.string().nullable(),
    mailingListId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OwnerForm' });

/** What the owner sends to create or replace a form; unique field ids are checked by the module. */
export const FormInput = z.object({
  ...formShape,
  notificationEmail: z.string().trim().max(256).nullable(),
  mailingListId: z.string().trim().max(64).nullable(),
});
export type FormInput = z.infer<typeof FormInput>;

// Keep the zod shapes and the isomorphic types the islands use identical.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const fieldsAgree: Same<z.infer<typeof FormField>, FormFieldType> = true;
const publicAgrees: Same<z.infer<typeof PublicForm>, PublicFormType> = true;
const ownerAgrees: Same<z.infer<typeof OwnerForm>, OwnerFormType> = true;
void fieldsAgree;
void publicAgrees;
void ownerAgrees;

// ── The visitor's calls (spec §7) ──────────────────────────────────────────────────────────

/** FORM-10, GAP-23: `?type=9` is the form template type; other types are 404. */
export const TemplateSchemaQuery = z.looseObject({ type: z.string().max(10) });
export const FORM_TEMPLATE_TYPE = '9';

export const FormIdParams = z.object({ formId: z.string().trim().min(1).max(64) });
/** FORM-29: a map of field id to value. */
export const ValidateFormBody = z.record(z.string().max(64), z.unknown());
export const ValidateFormAnswer = z.object({ valid: z.literal(true) });
/** FORM-29: 400 with errors, a map of field id to message. */
export const FieldErrorsAnswer = z.object({ errors: z.record(z.string(), z.string()) }).meta({ id: 'FormFieldErrors' });

/** FORM-39: the answer's `key` is a one-time submission key for this visitor. */
export const FormSubmissionKeyAnswer = z.object({ key: z.string() });

/** FORM-41, GAP-73: `form` is the JSON of the values by field id; `formId` names the form. */
export const SaveFormSubmissionBody = z.object({
  formId: z.string().trim().min(1).max(64),
  key: z.string().max(200),
  form: z.string().max(FORM_LIMITS.maxSubmissionBytes),
  captchaKey: z.string().max(4096).optional(),
  pageTitle: z.string().max(500).optional(),
  pageId: z.string().max(100).optional(),
  contentSource: z.enum(['i', 'c']).optional(),
  pagePath: z.string().max(2000).optional(),
  pagePermissionTypeValue: z.union([z.number().int(), z.string().max(20)]).optional(),
});
export const SaveFormSubmissionAnswer = z.object({ success: z.literal(true), submissionId: z.string() });

// ── The owner's API ────────────────────────────────────────────────────────────────────────

export const FormSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['form', 'newsletter']),
    fieldCount: z.number().int(),
    submissionCount: z.number().int(),
    lastSubmissionAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FormSummary' });
export type FormSummary = z.infer<typeof FormSummary>;
export const FormsAnswer = z.object({ forms: z.array(FormSummary) });

/** One stored submission; `values` are as sent (normalized), `fields` the form's fields when it was sent. */
export const FormSubmission = z
  .object({
    id: z.string(),
    formId: z.string(),
    createdAt: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.record(z.string(), z.string())])),
    /** Each answered field's title and display text in the form's order ('N/A' when unanswered, FORM-22). */
    answers: z.array(z.object({ fieldId: z.string(), title: z.string(), text: z.string() })),
    pageTitle: z.string().nullable(),
    pagePath: z.string().nullable(),
  })
  .meta({ id: 'FormSubmission' });
export type FormSubmission = z.infer<typeof FormSubmission>;

export const SubmissionsQuery = z.looseObject({
  cursor: z.string().max(500).optional(),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const SubmissionsAnswer = z.object({ submissions: z.array(FormSubmission), nextCursor: z.string().nullable() });
export const SubmissionParams = z.object({ formId: z.string().min(1).max(64), submissionId: z.string().min(1).max(64) });
export const DeletedAnswer = z.object({ deleted: z.literal(true) });

export type PublicFormWire = z.infer<typeof PublicForm>;
export type OwnerFormWire = z.infer<typeof OwnerForm>;
export type FormsAnswer = z.infer<typeof FormsAnswer>;
export type SubmissionsAnswer = z.infer<typeof SubmissionsAnswer>;
export type FormSubmissionKeyAnswer = z.infer<typeof FormSubmissionKeyAnswer>;
export type SaveFormSubmissionAnswer = z.infer<typeof SaveFormSubmissionAnswer>;
export type ValidateFormAnswer = z.infer<typeof ValidateFormAnswer>;
export type DeletedAnswer = z.infer<typeof DeletedAnswer>;
