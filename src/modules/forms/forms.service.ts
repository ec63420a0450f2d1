/**
 * Forms (FORM-01..FORM-09): the owner's forms of a site and the public view pages receive.
 * Submissions and one-time keys are `submissions.service.ts`'s.
 */
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { isValidEmail } from '../../shared/email';
import { DomainError } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import type { OwnerForm, PublicForm } from '../../shared/forms/form-model';
import type { IdSource } from '../../shared/ids';
import { deleteFormRow, findForm, insertForm, listFormRows, updateFormRow, type FormDefinitionJson } from './forms.repository';
import type { FormInput } from './forms.types';
import { deleteFormSubmissions } from './submissions.repository';

export interface FormsDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
  /** Every write announces `site.changed`: pages render forms from the site's snapshot. */
  events: EventBus;
}

export type FormsService = ReturnType<typeof createFormsService>;

/** What a page may see of a form: no notification address, no list id, no dates. */
export function publicFormOf(form: OwnerForm): PublicForm {
  const { notificationEmail: _email, mailingListId: _list, createdAt: _created, updatedAt: _updated, ...visible } = form;
  return visible;
}

function checkInput(input: FormInput): void {
  const ids = new Set<string>();
  for (const field of input.fields) {
    if (ids.has(field.id)) throw new DomainError('FORM_FIELD_IDS_DUPLICATE', { fieldId: field.id });
    ids.add(field.id);
  }
  if (input.kind === 'newsletter' && !input.fields.some((f) => f.type === 'email' && f.required)) throw new DomainError('FORM_NEWSLETTER_EMAIL_MISSING');
  // The outbox refuses a bad address; refusing it here keeps a submission's email from failing later.
  if (input.notificationEmail !== null && input.notificationEmail !== '' && !isValidEmail(input.notificationEmail)) throw new DomainError('FORM_NOTIFICATION_EMAIL_INVALID');
}

function columnsOf(input: FormInput) {
  const { name, kind, notificationEmail, mailingListId, ...definition } = input;
  return { name, kind, notificationEmail: notificationEmail === '' ? null : notificationEmail, mailingListId, definition: definition satisfies FormDefinitionJson };
}

export function createFormsService({ db, ids, clock, events }: FormsDeps) {
  const changed = (websiteId: string) => events.emit({ type: 'site.changed', websiteId });

  return {
    async create(websiteId: string, input: FormInput): Promise<OwnerForm> {
      checkInput(input);
      const now = new Date(clock.now());
      const created = await insertForm(db, { id: ids.next(), websiteId, ...columnsOf(input), createdAt: now, updatedAt: now });
      changed(websiteId);
      return created;
    },

    async update(websiteId: string, formId: string, input: FormInput): Promise<OwnerForm> {
      checkInput(input);
      const saved = await updateFormRow(db, websiteId, formId, { ...columnsOf(input), updatedAt: new Date(clock.now()) });
      if (saved === null) throw new DomainError('FORM_NOT_FOUND', { formId });
      changed(websiteId);
      return saved;
    },

    /** The form, or FORM_NOT_FOUND (404: 'This form has not been configured yet.', FORM-58). */
    async get(websiteId: string, formId: string): Promise<OwnerForm> {
      const form = await findForm(db, websiteId, formId);
      if (form === null) throw new DomainError('FORM_NOT_FOUND', { formId });
      return form;
    },

    find(websiteId: string, formId: string): Promise<OwnerForm | null> {
      return findForm(db, websiteId, formId);
    },

    list(websiteId: string): Promise<OwnerForm[]> {
      return listFormRows(db, websiteId);
    },

    /** Removes the form and its submissions together (nothing would show them any more). */
    async remove(websiteId: string, formId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await deleteFormRow(tx, websiteId, formId))) throw new DomainError('FORM_NOT_FOUND', { formId });
        await deleteFormSubmissions(tx, websiteId, formId);
      });
      changed(websiteId);
    },
  };
}
