/**
 * A collection's tags, which live on its items (spec §3 Item `tags`): listed with how many
 * items carry each, renamed or removed across every item in one transaction. A new name must
 * fit ADM-52 and must not be another tag of the collection already (ADM-25, ignoring case).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../shared/errors';
import { announceChange, type ContentDeps } from './content.deps';
import { findCollectionRow } from './content.repository';
import { RenameTagSchema, TagQuerySchema, parseInput } from './content.schema';
import { items } from './content.tables';
import { rewriteItemLabel, sameLabel } from './item-label-rewrite';
import { normalizeTags } from './item-labels';

export interface CollectionTag {
  name: string;
  count: number;
}

export function createTagsService({ db, clock, events }: ContentDeps) {
  const changed = (websiteId: string) => announceChange(events, websiteId);

  async function allTags(tx: DbOrTx, websiteId: string, collectionId: string): Promise<CollectionTag[]> {
    const rows = await tx
      .select({ tags: items.tags })
      .from(items)
      .where(and(eq(items.websiteId, websiteId), eq(items.collectionId, collectionId)));
    const byKey = new Map<string, CollectionTag>();
    for (const row of rows) {
      for (const tag of row.tags) {
        const entry = byKey.get(tag.toLowerCase()) ?? { name: tag, count: 0 };
        entry.count += 1;
        byKey.set(tag.toLowerCase(), entry);
      }
    }
    return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }

  /** Renames (or with `to` null removes) a tag on every item, the collection locked meanwhile. */
  async function rewriteTag(websiteId: string, collectionId: string, from: string, to: string | null): Promise<void> {
    await db.transaction(async (tx) => {
      await findCollectionRow(tx, websiteId, collectionId, true);
      if (to !== null && !sameLabel(from, to)) {
        const [clash] = (await allTags(tx, websiteId, collectionId)).filter((t) => sameLabel(t.name, to));
        if (clash !== undefined) throw new DomainError('CONTENT_TAG_EXISTS', { name: to });
      }
      const carried = await rewriteItemLabel(tx, { websiteId, collectionId }, 'tags', from, to, new Date(clock.now()));
      if (carried === 0) throw new DomainError('CONTENT_TAG_NOT_FOUND', { name: from });
    });
    changed(websiteId);
  }

  return {
    /** The collection's tags by name (first spelling met), with how many items carry each. */
    async listTags(websiteId: string, collectionId: string): Promise<CollectionTag[]> {
      await findCollectionRow(db, websiteId, collectionId);
      return allTags(db, websiteId, collectionId);
    },

    /** Renames a tag on every item of the collection; only its spelling may change without a clash. */
    async renameTag(websiteId: string, collectionId: string, raw: { from: string; to: string }): Promise<void> {
      const input = parseInput(RenameTagSchema, raw);
      const [to] = normalizeTags([input.to]);
      if (to === undefined) throw new DomainError('VALIDATION_FAILED', { errors: { to: 'Required' } });
      await rewriteTag(websiteId, collectionId, input.from.trim(), to);
    },

    /** Takes a tag off every item of the collection. */
    async deleteTag(websiteId: string, collectionId: string, raw: { name: string }): Promise<void> {
      const { name } = parseInput(TagQuerySchema, raw);
      await rewriteTag(websiteId, collectionId, name.trim(), null);
    },
  };
}
