/**
 * Renames or removes a tag or category on every item of a collection that carries it (ignoring
 * case), inside the caller's transaction: a collection's tags live on its items, and its
 * category names are copied onto them, so a rename or delete reaches them all at once.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { items } from './content.tables';
import { normalizeCategories, normalizeTags } from './item-labels';

export const sameLabel = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Returns how many items carried `from`; `to` null removes it. */
export async function rewriteItemLabel(
  tx: DbOrTx,
  where: { websiteId: string; collectionId: string },
  field: 'tags' | 'categories',
  from: string,
  to: string | null,
  now: Date,
): Promise<number> {
  const rows = await tx
    .select({ id: items.id, labels: items[field] })
    .from(items)
    .where(and(eq(items.websiteId, where.websiteId), eq(items.collectionId, where.collectionId)));
  const carrying = rows.filter((r) => r.labels.some((l) => sameLabel(l, from)));
  const normalize = field === 'tags' ? normalizeTags : normalizeCategories;
  for (const row of carrying) {
    const next = normalize(to === null ? row.labels.filter((l) => !sameLabel(l, from)) : row.labels.map((l) => (sameLabel(l, from) ? to : l)));
    await tx
      .update(items)
      .set({ [field]: next, updatedAt: now })
      .where(and(eq(items.websiteId, where.websiteId), eq(items.id, row.id)));
  }
  return carrying.length;
}
