/**
 * Form rows. Every query filters by website, so one site never reads or changes another's
 * forms; the public settings live in one JSON definition column.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { FormKind, OwnerForm } from '../../shared/forms/form-model';
import { forms } from './forms.tables';

type Row = typeof forms.$inferSelect;
export type NewFormRow = typeof forms.$inferInsert;

/** The definition column: a form's public settings other than id, name and kind. */
export type FormDefinitionJson = Omit<OwnerForm, 'id' | 'name' | 'kind' | 'notificationEmail' | 'mailingListId' | 'createdAt' | 'updatedAt'>;

export function toOwnerForm(row: Row): OwnerForm {
  const definition = row.definition as FormDefinitionJson;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as FormKind,
    ...definition,
    notificationEmail: row.notificationEmail,
    mailingListId: row.mailingListId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function insertForm(db: DbOrTx, row: NewFormRow): Promise<OwnerForm> {
  const [saved] = await db.insert(forms).values(row).returning();
  return toOwnerForm(saved!);
}

export async function updateFormRow(db: DbOrTx, websiteId: string, id: string, set: Partial<NewFormRow>): Promise<OwnerForm | null> {
  const [saved] = await db
    .update(forms)
    .set(set)
    .where(and(eq(forms.websiteId, websiteId), eq(forms.id, id)))
    .returning();
  return saved === undefined ? null : toOwnerForm(saved);
}

export async function findForm(db: DbOrTx, websiteId: string, id: string): Promise<OwnerForm | null> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.websiteId, websiteId), eq(forms.id, id)))
    .limit(1);
  return row === undefined ? null : toOwnerForm(row);
}

export async function listFormRows(db: DbOrTx, websiteId: string): Promise<OwnerForm[]> {
  const rows = await db.select().from(forms).where(eq(forms.websiteId, websiteId)).orderBy(asc(forms.createdAt), asc(forms.id));
  return rows.map(toOwnerForm);
}

export async function deleteFormRow(db: DbOrTx, websiteId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(forms)
    .where(and(eq(forms.websiteId, websiteId), eq(forms.id, id)))
    .returning({ id: forms.id });
  return deleted.length > 0;
}
