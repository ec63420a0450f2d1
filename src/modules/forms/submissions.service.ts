/**
 * Form submissions (GAP-73) and the one-time keys that let a visitor send one (FORM-39,
 * FORM-40): issue and spend keys, store a checked submission with the fields it answered, and
 * the owner's newest-first pages with search, one submission, removal and counts.
 */
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { FormValues, OwnerForm } from '../../shared/forms/form-model';
import { displayValue } from '../../shared/forms/form-rules';
import type { IdSource } from '../../shared/ids';
import { insertSubmissionKey, spendSubmissionKey } from './submission-keys';
import { deleteSubmissionRow, insertSubmission, selectSubmission, selectSubmissionPage, submissionStats } from './submissions.repository';
import type { StoredSubmission, SubmissionPage, SubmissionsPage } from './submissions.types';

export interface SubmissionsDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
  /** A fresh unguessable key (node:crypto in the server, fixed in tests). */
  randomKey(): string;
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;

export const SUBMISSIONS_PAGE_SIZE = 25;
export const SUBMISSIONS_MAX_PAGE_SIZE = 100;

function encodeCursor(seq: number): string {
  return Buffer.from(JSON.stringify({ s: seq }), 'utf8').toString('base64url');
}

function cursorSeq(cursor: string | undefined): number | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const { s } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown };
    if (typeof s === 'number' && Number.isSafeInteger(s) && s > 0) return s;
  } catch {
    // fall through to the error below
  }
  throw new DomainError('FORM_CURSOR_INVALID');
}

/** The answers as the owner searches them: each field's display text, lowercased. */
function searchTextOf(form: OwnerForm, values: FormValues): string {
  return form.fields
    .filter((field) => field.type !== 'section' && values[field.id] !== undefined)
    .map((field) => displayValue(field, values[field.id]))
    .join('\n')
    .toLowerCase();
}

export function createSubmissionsService({ db, ids, clock, randomKey }: SubmissionsDeps) {
  return {
    /** FORM-39: a new one-time key for this visitor of this site. */
    async issueKey(websiteId: string, visitor: string): Promise<string> {
      const key = randomKey();
      await insertSubmissionKey(db, websiteId, visitor, key, clock.now());
      return key;
    },

    /** Spends the key once; false for a key that is unknown, used, expired or someone else's. */
    spendKey(websiteId: string, visitor: string, key: string): Promise<boolean> {
      return spendSubmissionKey(db, websiteId, visitor, key, clock.now());
    },

    /** Stores checked, normalized values with the form's fields as they are now. */
    record(websiteId: string, form: OwnerForm, values: FormValues, page: SubmissionPage): Promise<StoredSubmission> {
      return insertSubmission(db, {
        id: ids.next(),
        websiteId,
        formId: form.id,
        formValues: values,
        formFields: form.fields,
        searchText: searchTextOf(form, values),
        ...page,
        createdAt: new Date(clock.now()),
      });
    },

    /** Newest first; `q` keeps submissions whose answers contain it (any case). */
    async list(websiteId: string, formId: string, options: { cursor?: string | undefined; q?: string | undefined; limit?: number | undefined } = {}): Promise<SubmissionsPage> {
      const limit = Math.min(Math.max(options.limit ?? SUBMISSIONS_PAGE_SIZE, 1), SUBMISSIONS_MAX_PAGE_SIZE);
      const q = options.q?.trim().toLowerCase() ?? '';
      const rows = await selectSubmissionPage(db, websiteId, formId, { beforeSeq: cursorSeq(options.cursor), search: q === '' ? null : q, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return { submissions: page, nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.seq) : null };
    },

    /** Every submission of a form, newest first, a page at a time (the CSV export). */
    async *each(websiteId: string, formId: string, pageSize = 500): AsyncGenerator<StoredSubmission> {
      let beforeSeq: number | null = null;
      for (;;) {
        const rows = await selectSubmissionPage(db, websiteId, formId, { beforeSeq, search: null, limit: pageSize });
        yield* rows;
        if (rows.length < pageSize) return;
        beforeSeq = rows[rows.length - 1]!.seq;
      }
    },

    async get(websiteId: string, formId: string, submissionId: string): Promise<StoredSubmission> {
      const found = await selectSubmission(db, websiteId, formId, submissionId);
      if (found === null) throw new DomainError('FORM_SUBMISSION_NOT_FOUND', { submissionId });
      return found;
    },

    async remove(websiteId: string, formId: string, submissionId: string): Promise<void> {
      if (!(await deleteSubmissionRow(db, websiteId, formId, submissionId))) throw new DomainError('FORM_SUBMISSION_NOT_FOUND', { submissionId });
    },

    /** Per form id: the number of submissions and the newest one's time. */
    stats(websiteId: string) {
      return submissionStats(db, websiteId);
    },
  };
}
