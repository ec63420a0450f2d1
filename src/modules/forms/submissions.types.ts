/** Stored submissions as the rest of Stoa sees them. */
import type { FormField, FormValues } from '../../shared/forms/form-model';

export interface StoredSubmission {
  id: string;
  websiteId: string;
  formId: string;
  /** Normalized values by field id (form-rules.ts normalizeValues). */
  values: FormValues;
  /** The form's fields when it was sent: later edits never change what a submission says. */
  fields: FormField[];
  pageTitle: string | null;
  pageId: string | null;
  pagePath: string | null;
  /** FORM-42: 'i' item page, 'c' collection page. */
  contentSource: string | null;
  pagePermissionTypeValue: string | null;
  createdAt: string;
  /** Insertion order; the owner's pages are keyed by it. */
  seq: number;
}

/** Where the visitor sent the form from (FORM-41's page fields). */
export interface SubmissionPage {
  pageTitle: string | null;
  pageId: string | null;
  pagePath: string | null;
  contentSource: 'i' | 'c' | null;
  pagePermissionTypeValue: string | null;
}

export interface SubmissionsPage {
  submissions: StoredSubmission[];
  nextCursor: string | null;
}
