/**
 * A collection's category tree (GAP-07): one ROOT (STORE-07, a second is refused: GAP-42),
 * categories under it with names of at most 25 characters (ADM-53), unique among their
 * siblings ignoring case (ADM-25), at most 10000 in a collection (ADM-51).
 */
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../shared/errors';
import { MAX_NESTED_CATEGORIES } from './content.limits';
import { announceChange, type ContentDeps } from './content.deps';
import { findCategoryRow, findCollectionRow, guardWrite, toCategory, type CategoryRow } from './content.repository';
import {
  CreateCategorySchema,
  ReorderCategoriesSchema,
  UpdateCategorySchema,
  parseInput,
  type CreateCategoryInput,
  type UpdateCategoryInput,
} from './content.schema';
import { categories } from './content.tables';
import type { Category } from './content.types';
import { rewriteItemLabel } from './item-label-rewrite';
import { normalizeCategoryName } from './item-labels';

/** A unique index lost to a concurrent write: a second root, or a sibling with the same name. */
const uniqueCategoryError = (constraint: string | undefined) =>
  constraint === 'content_categories_one_root' ? 'CONTENT_ROOT_CATEGORY_EXISTS' : 'CONTENT_CATEGORY_EXISTS';

async function collectionCategories(tx: DbOrTx, websiteId: string, collectionId: string): Promise<CategoryRow[]> {
  return tx
    .select()
    .from(categories)
    .where(and(eq(categories.websiteId, websiteId), eq(categories.collectionId, collectionId)))
    .orderBy(asc(categories.displayIndex), asc(categories.createdAt), asc(categories.id));
}

function checkSiblingName(rows: readonly CategoryRow[], parentId: string | null, name: string, selfId?: string): void {
  const clash = rows.some((r) => r.parentCategoryId === parentId && r.id !== selfId && r.displayName.toLowerCase() === name.toLowerCase());
  if (clash) throw new DomainError('CONTENT_CATEGORY_EXISTS', { displayName: name });
}

/** Ids of a category and everything under it. */
function subtree(rows: readonly CategoryRow[], rootId: string): Set<string> {
  const out = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) {
      if (r.parentCategoryId !== null && out.has(r.parentCategoryId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

export function createCategoriesService({ db, ids, clock, events }: ContentDeps) {
  const changed = (websiteId: string) => announceChange(events, websiteId);

  return {
    /** A collection's categories, siblings in display order. */
    async listCategories(websiteId: string, collectionId: string): Promise<Category[]> {
      await findCollectionRow(db, websiteId, collectionId);
      return (await collectionCategories(db, websiteId, collectionId)).map(toCategory);
    },

    /**
     * Adds a category. The ROOT has no parent (empty, as STORE-06 sends it); a CATEGORY
     * without a parent goes under the ROOT.
     */
    async createCategory(websiteId: string, collectionId: string, raw: CreateCategoryInput): Promise<Category> {
      const input = parseInput(CreateCategorySchema, raw);
      const displayName = normalizeCategoryName(input.displayName);
      let parentId = input.parentCategoryId || null;
      if (input.type === 'ROOT' && parentId !== null) throw new DomainError('CONTENT_CATEGORY_PARENT_INVALID', { parentCategoryId: parentId });
      const now = new Date(clock.now());
      const row = await guardWrite(
        () =>
          db.transaction(async (tx) => {
            await findCollectionRow(tx, websiteId, collectionId, true);
            const [stats] = await tx
              .select({ n: count() })
              .from(categories)
              .where(and(eq(categories.websiteId, websiteId), eq(categories.collectionId, collectionId)));
            if ((stats?.n ?? 0) >= MAX_NESTED_CATEGORIES) throw new DomainError('CONTENT_CATEGORY_LIMIT', { max: MAX_NESTED_CATEGORIES });
            const [root] = await tx
              .select()
              .from(categories)
              .where(and(eq(categories.websiteId, websiteId), eq(categories.collectionId, collectionId), eq(categories.type, 'ROOT')));
            // Without a type, a parentless category is the ROOT while there is none, else goes under it.
            const type = input.type ?? (parentId === null && root === undefined ? 'ROOT' : 'CATEGORY');
            if (type === 'ROOT' && root !== undefined) throw new DomainError('CONTENT_ROOT_CATEGORY_EXISTS', { collectionId });
            if (type === 'CATEGORY') {
              if (parentId === null) {
                if (root === undefined) throw new DomainError('CONTENT_CATEGORY_PARENT_INVALID', { parentCategoryId: null });
                parentId = root.id;
              }
              const parent = await findParent(tx, websiteId, collectionId, parentId);
              const siblings = await tx.select().from(categories).where(and(eq(categories.websiteId, websiteId), eq(categories.parentCategoryId, parent.id)));
              checkSiblingName(siblings, parent.id, displayName);
            }
            const [last] = await tx
              .select({ n: max(categories.displayIndex) })
              .from(categories)
              .where(and(eq(categories.websiteId, websiteId), eq(categories.collectionId, collectionId), parentId === null ? eq(categories.type, 'ROOT') : eq(categories.parentCategoryId, parentId)));
            const [inserted] = await tx
              .insert(categories)
              .values({
                id: ids.next(),
                websiteId,
                collectionId,
                parentCategoryId: parentId,
                displayName,
                type,
                pageRendering: input.pageRendering ?? 'LIST_VIEW',
                displayIndex: input.displayIndex ?? (last?.n ?? 0) + 1,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            return inserted!;
          }),
        uniqueCategoryError,
      );
      changed(websiteId);
      return toCategory(row);
    },

    /** Renames, re-renders, re-indexes or moves a category (never under itself or its own children). */
    async updateCategory(websiteId: string, id: string, raw: UpdateCategoryInput): Promise<Category> {
      const patch = parseInput(UpdateCategorySchema, raw);
      const displayName = patch.displayName === undefined ? undefined : normalizeCategoryName(patch.displayName);
      const row = await guardWrite(
        () =>
          db.transaction(async (tx) => {
            const current = await findCategoryRow(tx, websiteId, id);
            await findCollectionRow(tx, websiteId, current.collectionId, true);
            const rows = await collectionCategories(tx, websiteId, current.collectionId);
            const parentId = patch.parentCategoryId ?? current.parentCategoryId;
            if (patch.parentCategoryId !== undefined && patch.parentCategoryId !== current.parentCategoryId) {
              const parent = rows.find((r) => r.id === patch.parentCategoryId);
              if (current.type === 'ROOT' || parent === undefined || subtree(rows, id).has(parent.id)) {
                throw new DomainError('CONTENT_CATEGORY_PARENT_INVALID', { parentCategoryId: patch.parentCategoryId });
              }
            }
            if (displayName !== undefined || parentId !== current.parentCategoryId) checkSiblingName(rows, parentId, displayName ?? current.displayName, id);
            const [updated] = await tx
              .update(categories)
              .set({
                ...(displayName !== undefined && { displayName }),
                ...(patch.pageRendering !== undefined && { pageRendering: patch.pageRendering }),
                ...(patch.displayIndex !== undefined && { displayIndex: patch.displayIndex }),
                parentCategoryId: parentId,
                updatedAt: new Date(clock.now()),
              })
              .where(and(eq(categories.websiteId, websiteId), eq(categories.id, id)))
              .returning();
            // Items carry category names: a renamed category is renamed on them too.
            if (displayName !== undefined && displayName !== current.displayName && current.type === 'CATEGORY') {
              await rewriteItemLabel(tx, current, 'categories', current.displayName, displayName, new Date(clock.now()));
            }
            return updated!;
          }),
        uniqueCategoryError,
      );
      changed(websiteId);
      return toCategory(row);
    },

    /** Deletes a category and everything under it; its items lose those category names. */
    async deleteCategory(websiteId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await findCategoryRow(tx, websiteId, id);
        const rows = await collectionCategories(tx, websiteId, current.collectionId);
        const gone = subtree(rows, id);
        await tx.delete(categories).where(and(eq(categories.websiteId, websiteId), eq(categories.id, id)));
        const now = new Date(clock.now());
        for (const row of rows) {
          if (gone.has(row.id) && row.type === 'CATEGORY') await rewriteItemLabel(tx, current, 'categories', row.displayName, null, now);
        }
      });
      changed(websiteId);
    },

    /** Orders the children of one category; every child must be listed once. */
    async reorderCategories(websiteId: string, raw: { parentCategoryId: string; categoryIds: string[] }): Promise<Category[]> {
      const { parentCategoryId, categoryIds } = parseInput(ReorderCategoriesSchema, raw);
      const rows = await db.transaction(async (tx) => {
        const parent = await findCategoryRow(tx, websiteId, parentCategoryId);
        await findCollectionRow(tx, websiteId, parent.collectionId, true);
        const children = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.websiteId, websiteId), eq(categories.parentCategoryId, parent.id)));
        const current = new Set(children.map((c) => c.id));
        if (new Set(categoryIds).size !== categoryIds.length || categoryIds.length !== current.size || !categoryIds.every((c) => current.has(c))) {
          throw new DomainError('CONTENT_REORDER_MISMATCH', { expected: current.size });
        }
        const now = new Date(clock.now());
        for (const [index, categoryId] of categoryIds.entries()) {
          await tx.update(categories).set({ displayIndex: index + 1, updatedAt: now }).where(and(eq(categories.websiteId, websiteId), eq(categories.id, categoryId)));
        }
        return collectionCategories(tx, websiteId, parent.collectionId);
      });
      changed(websiteId);
      return rows.filter((r) => r.parentCategoryId === parentCategoryId).map(toCategory);
    },
  };
}

async function findParent(tx: DbOrTx, websiteId: string, collectionId: string, parentId: string): Promise<CategoryRow> {
  const [parent] = await tx.select().from(categories).where(and(eq(categories.websiteId, websiteId), eq(categories.id, parentId)));
  if (parent === undefined || parent.collectionId !== collectionId) throw new DomainError('CONTENT_CATEGORY_PARENT_INVALID', { parentCategoryId: parentId });
  return parent;
}
