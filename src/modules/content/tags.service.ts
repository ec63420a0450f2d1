/**
 * A collection's tags, which live on its items (spec §3 Item `tags`): listed with how many
 * items carry each, renamed or removed across every item in one transaction. A new name must
 * fit ADM-52 and must not be another tag of the collection already (ADM-25, ignoring case).
 */
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../../shared/errors';
import { announceChange, type ContentDeps } from './content.deps';
import { findCollectionRow } from './content.repository';
import { RenameTagSchema, TagQuerySchema, parseInput } from './content.schema';
import { items } from './content.tables';
import { normalizeTags } from './item-labels';

export interface CollectionTag {
  name: string;
  count: number;
}

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createTagsService({ db, clock, events }: ContentDeps) {
  const changed = (websiteId: string) => announceChange(events, websiteId);

  /** Rewrites every item of the collection carrying `from` (one transaction, the collection locked). */
  async function rewriteTag(websiteId: string, collectionId: string, from: string, rewrite: (tags: string[]) => string[], check?: (all: Set<string>) => void): Promise<void> {
    await db.transaction(async (tx) => {
      await findCollectionRow(tx, websiteId, collectionId, true);
      const rows = await tx
        .select({ id: items.id, tags: items.tags })
        .from(items)
        .where(and(eq(items.websiteId, websiteId), eq(items.collectionId, collectionId)));
      const carrying = rows.filter((r) => r.tags.some((t) => sameTag(t, from)));
      if (carrying.length === 0) throw new DomainError('CONTENT_TAG_NOT_FOUND', { name: from });
      check?.(new Set(rows.flatMap((r) => r.tags.map((t) => t.toLowerCase()))));
      const now = new Date(clock.now());
      for (const row of carrying) {
        await tx
          .update(items)
          .set({ tags: rewrite(row.tags), updatedAt: now })
          .where(and(eq(items.websiteId, websiteId), eq(items.id, row.id)));
      }
    });
    changed(websiteId);
  }

  return {
    /** The collection's tags by name (first spelling met), with how many items carry each. */
    async listTags(websiteId: string, collectionId: string): Promise<CollectionTag[]> {
      await findCollectionRow(db, websiteId, collectionId);
      const rows = await db
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
    },

    /** Renames a tag on every item of the collection; only its spelling may change without a clash. */
    async renameTag(websiteId: string, collectionId: string, raw: { from: string; to: string }): Promise<void> {
      const input = parseInput(RenameTagSchema, raw);
      const [to] = normalizeTags([input.to]);
      if (to === undefined) throw new DomainError('VALIDATION_FAILED', { errors: { to: 'Required' } });
      const from = input.from.trim();
      await rewriteTag(
        websiteId,
        collectionId,
        from,
        (tags) => normalizeTags(tags.map((t) => (sameTag(t, from) ? to : t))),
        (all) => {
          if (!sameTag(from, to) && all.has(to.toLowerCase())) throw new DomainError('CONTENT_TAG_EXISTS', { name: to });
        },
      );
    },

    /** Takes a tag off every item of the collection. */
    async deleteTag(websiteId: string, collectionId: string, raw: { name: string }): Promise<void> {
      const { name } = parseInput(TagQuerySchema, raw);
      const from = name.trim();
      await rewriteTag(websiteId, collectionId, from, (tags) => tags.filter((t) => !sameTag(t, from)));
    },
  };
}
