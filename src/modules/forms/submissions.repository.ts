/**
 * Submission rows. Every query filters by website and form, so one site never reads or
 * removes another's submissions; pages are keyset pages over `seq`, newest first.
 */
import { and, count, desc, eq, lt, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { FormField, FormValues } from '../../shared/forms/form-model';
import { submissions } from './forms.tables';
import type { StoredSubmission } from './submissions.types';

type Row = typeof submissions.$inferSelect;
export type NewSubmissionRow = Omit<typeof submissions.$inferInsert, 'seq'>;

function toStored(row: Row): StoredSubmission {
  return {
    id: row.id,
    websiteId: row.websiteId,
    formId: row.formId,
    values: row.formValues as FormValues,
    fields: row.formFields as FormField[],
    pageTitle: row.pageTitle,
    pageId: row.pageId,
    pagePath: row.pagePath,
    contentSource: row.contentSource,
    pagePermissionTypeValue: row.pagePermissionTypeValue,
    createdAt: row.createdAt.toISOString(),
    seq: row.seq,
  };
}

export async function insertSubmission(db: DbOrTx, row: NewSubmissionRow): Promise<StoredSubmission> {
  const [saved] = await db.insert(submissions).values(row).returning();
  return toStored(saved!);
}

export interface SubmissionPageQuery {
  /** Only rows older than this sequence number (the previous page's last); null for the first page. */
  beforeSeq: number | null;
  /** Lowercased text the answers must contain. */
  search: string | null;
  limit: number;
}

export async function selectSubmissionPage(db: DbOrTx, websiteId: string, formId: string, query: SubmissionPageQuery): Promise<StoredSubmission[]> {
  const conditions: SQL[] = [eq(submissions.websiteId, websiteId), eq(submissions.formId, formId)];
  if (query.beforeSeq !== null) conditions.push(lt(submissions.seq, query.beforeSeq));
  // position() rather than LIKE: the visitor's text needs no wildcard escaping.
  if (query.search !== null) conditions.push(sql`position(${query.search} in ${submissions.searchText}) > 0`);
  const rows = await db
    .select()
    .from(submissions)
    .where(and(...conditions))
    .orderBy(desc(submissions.seq))
    .limit(query.limit);
  return rows.map(toStored);
}

export async function selectSubmission(db: DbOrTx, websiteId: string, formId: string, id: string): Promise<StoredSubmission | null> {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.websiteId, websiteId), eq(submissions.formId, formId), eq(submissions.id, id)))
    .limit(1);
  return row === undefined ? null : toStored(row);
}

export async function deleteSubmissionRow(db: DbOrTx, websiteId: string, formId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(submissions)
    .where(and(eq(submissions.websiteId, websiteId), eq(submissions.formId, formId), eq(submissions.id, id)))
    .returning({ id: submissions.id });
  return deleted.length > 0;
}

export async function deleteFormSubmissions(db: DbOrTx, websiteId: string, formId: string): Promise<void> {
  await db.delete(submissions).where(and(eq(submissions.websiteId, websiteId), eq(submissions.formId, formId)));
}

/** Per form of the site: how many submissions and when the newest came. */
export async function submissionStats(db: DbOrTx, websiteId: string): Promise<Map<string, { count: number; lastAt: string | null }>> {
  const rows = await db
    .select({ formId: submissions.formId, count: count(), lastAt: max(submissions.createdAt) })
    .from(submissions)
    .where(eq(submissions.websiteId, websiteId))
    .groupBy(submissions.formId);
  return new Map(rows.map((r) => [r.formId, { count: Number(r.count), lastAt: r.lastAt === null ? null : new Date(r.lastAt).toISOString() }]));
}
