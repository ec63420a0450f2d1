/**
 * Items of a collection (spec §3 Item): posts, events, images, products' content. URL ids are
 * unique per collection; tags and categories are cleaned and limited (ADM-52/53); a
 * hand-ordered collection holds at most 250 items, a store 200 and a photo gallery 50 (ADM-49/50/55).
 */
import { and, count, eq, ilike, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { CollectionType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { MAX_ITEMS_PER_GALLERY, MAX_ITEMS_USER_ORDERED, MAX_PRODUCTS_PER_COLLECTION, isPhotoGallery } from './content.limits';
import { announceChange, type ContentDeps } from './content.deps';
import { findCollectionRow, findItemRow, guardWrite, itemUrlIdsLike, toDate, toItem, type CollectionRow } from './content.repository';
import {
  CreateItemSchema,
  EngagementSchema,
  ListItemsQuerySchema,
  ReorderItemsSchema,
  StatusChangeSchema,
  UpdateItemSchema,
  parseInput,
  type CreateItemInput,
  type StatusChangeInput,
  type UpdateItemInput,
} from './content.schema';
import { collections, items } from './content.tables';
import { CollectionOrdering, type Item } from './content.types';
import { normalizeCategories, normalizeTags } from './item-labels';
import { itemOrderBy } from './item-order';
import { SYSTEM_ACTOR, effectiveStatus, planStatusChange, type ContentActor, type PageStatus } from './page-status';
import { RESERVED_ITEM_URL_IDS, nextFreeUrlId, slugify } from './url-ids';

function checkEventDates(startDate: number | null, endDate: number | null): void {
  if (startDate !== null && endDate !== null && endDate < startDate) throw new DomainError('CONTENT_EVENT_DATES_INVALID', { startDate, endDate });
}

/** Pages and folders have no items of their own. */
function requireItemHolder(collection: CollectionRow): void {
  if (collection.type === CollectionType.PAGE || collection.folder) throw new DomainError('CONTENT_ITEMS_NOT_ALLOWED', { id: collection.id });
}

/** An item URL id free in its collection: the one asked for, or one derived from the title. */
async function chooseItemUrlId(tx: DbOrTx, websiteId: string, collectionId: string, wanted: string | undefined, fallback: string): Promise<string> {
  if (wanted !== undefined) {
    if ((await itemUrlIdsLike(tx, websiteId, collectionId, wanted)).has(wanted)) throw new DomainError('CONTENT_URL_ID_TAKEN', { urlId: wanted });
    return wanted;
  }
  const base = slugify(fallback) || 'item';
  return nextFreeUrlId(base, await itemUrlIdsLike(tx, websiteId, collectionId, base), RESERVED_ITEM_URL_IDS);
}

export function createItemsService({ db, ids, clock, events }: ContentDeps) {
  const changed = (websiteId: string) => announceChange(events, websiteId);

  async function itemWithUrl(websiteId: string, id: string): Promise<Item> {
    const [row] = await db
      .select({ item: items, collectionUrlId: collections.urlId })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(items.websiteId, websiteId), eq(items.id, id)));
    if (row === undefined) throw new DomainError('CONTENT_ITEM_NOT_FOUND', { id });
    return toItem(row.item, row.collectionUrlId, clock.now());
  }

  return {
    /** A page of a collection's items in display order (those matching a title search), with the total count. */
    async listItems(websiteId: string, collectionId: string, query: { offset?: number; limit?: number; search?: string } = {}): Promise<{ items: Item[]; total: number }> {
      const { offset, limit, search } = parseInput(ListItemsQuerySchema, query);
      const collection = await findCollectionRow(db, websiteId, collectionId);
      // The search text is matched literally: LIKE's wildcards in it are escaped.
      const titleMatch = search ? ilike(items.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
      const where = and(eq(items.websiteId, websiteId), eq(items.collectionId, collectionId), titleMatch);
      const rows = await db.select().from(items).where(where).orderBy(...itemOrderBy(collection.ordering)).limit(limit).offset(offset);
      const [total] = await db.select({ n: count() }).from(items).where(where);
      const now = clock.now();
      return { items: rows.map((r) => toItem(r, collection.urlId, now)), total: total?.n ?? 0 };
    },

    getItem: itemWithUrl,

    /** Every item URL id of a collection (the product import checks handles against them). */
    async listItemUrlIds(websiteId: string, collectionId: string): Promise<string[]> {
      await findCollectionRow(db, websiteId, collectionId);
      const rows = await db
        .select({ urlId: items.urlId })
        .from(items)
        .where(and(eq(items.websiteId, websiteId), eq(items.collectionId, collectionId)));
      return rows.map((r) => r.urlId);
    },

    /** Adds an item to a collection; a status other than Draft needs a publishing actor. */
    async createItem(websiteId: string, collectionId: string, raw: CreateItemInput, actor: ContentActor = SYSTEM_ACTOR): Promise<Item> {
      const input = parseInput(CreateItemSchema, raw);
      const now = clock.now();
      checkEventDates(input.startDate ?? null, input.endDate ?? null);
      const tags = normalizeTags(input.tags ?? []);
      const categories = normalizeCategories(input.categories ?? []);
      const status = planStatusChange({ status: 'draft', publishOn: null }, { status: input.status ?? 'draft', publishOn: input.publishOn }, actor, now);
      const { row, collectionUrlId } = await guardWrite(() =>
        db.transaction(async (tx) => {
          // Locking the collection makes concurrent adds count one after the other.
          const collection = await findCollectionRow(tx, websiteId, collectionId, true);
          requireItemHolder(collection);
          const where = and(eq(items.websiteId, websiteId), eq(items.collectionId, collectionId));
          const [stats] = await tx.select({ n: count(), last: max(items.displayIndex) }).from(items).where(where);
          const existing = stats?.n ?? 0;
          if (collection.type === CollectionType.PRODUCTS && existing >= MAX_PRODUCTS_PER_COLLECTION) {
            throw new DomainError('CONTENT_PRODUCT_LIMIT', { max: MAX_PRODUCTS_PER_COLLECTION });
          }
          if (isPhotoGallery(collection) && existing >= MAX_ITEMS_PER_GALLERY) {
            throw new DomainError('CONTENT_GALLERY_ITEM_LIMIT', { max: MAX_ITEMS_PER_GALLERY });
          }
          if (collection.ordering === CollectionOrdering.USER_ORDERED && existing >= MAX_ITEMS_USER_ORDERED) {
            throw new DomainError('CONTENT_ITEM_LIMIT', { max: MAX_ITEMS_USER_ORDERED });
          }
          const fallbackName = input.title || (input.filename ?? '').replace(/\.[^.]*$/, '');
          const urlId = await chooseItemUrlId(tx, websiteId, collectionId, input.urlId, fallbackName);
          const [inserted] = await tx
            .insert(items)
            .values({
              id: ids.next(),
              websiteId,
              collectionId,
              recordType: input.recordType,
              urlId,
              title: input.title ?? '',
              body: input.body ?? '',
              excerpt: input.excerpt ?? '',
              assetUrl: input.assetUrl ?? null,
              filename: input.filename ?? null,
              originalSize: input.originalSize ?? null,
              mediaFocalPoint: input.mediaFocalPoint ?? null,
              colorData: input.colorData ?? null,
              altText: input.altText ?? null,
              systemDataVariants: input.systemDataVariants ?? null,
              categories,
              tags,
              authorDisplayName: input.author?.displayName ?? null,
              starred: input.starred ?? false,
              promotedBlockType: input.promotedBlockType || null,
              startDate: toDate(input.startDate),
              endDate: toDate(input.endDate),
              location: input.location ?? null,
              externalLink: input.externalLink ?? null,
              status: status.status,
              publishOn: toDate(status.publishOn),
              commentState: input.commentState ?? 0,
              displayIndex: (stats?.last ?? -1) + 1,
              createdAt: new Date(now),
              updatedAt: new Date(now),
            })
            .returning();
          return { row: inserted!, collectionUrlId: collection.urlId };
        }),
      );
      changed(websiteId);
      return toItem(row, collectionUrlId, now);
    },

    /** Changes an item's fields; tags and categories given replace the current lists. */
    async updateItem(websiteId: string, id: string, raw: UpdateItemInput): Promise<Item> {
      const patch = parseInput(UpdateItemSchema, raw);
      const now = clock.now();
      const tags = patch.tags === undefined ? undefined : normalizeTags(patch.tags);
      const categories = patch.categories === undefined ? undefined : normalizeCategories(patch.categories);
      await guardWrite(() =>
        db.transaction(async (tx) => {
          const current = await findItemRow(tx, websiteId, id, true);
          checkEventDates(
            patch.startDate === undefined ? (current.startDate?.getTime() ?? null) : patch.startDate,
            patch.endDate === undefined ? (current.endDate?.getTime() ?? null) : patch.endDate,
          );
          const stillScheduled = effectiveStatus(current.status as PageStatus, current.publishOn?.getTime() ?? null, now) === 'scheduled';
          if (stillScheduled && patch.publishOn !== undefined && (patch.publishOn === null || patch.publishOn <= now)) {
            throw new DomainError('CONTENT_SCHEDULE_IN_PAST', { publishOn: patch.publishOn });
          }
          const urlId = patch.urlId === undefined || patch.urlId === current.urlId ? current.urlId : await chooseItemUrlId(tx, websiteId, current.collectionId, patch.urlId, '');
          const { tags: _t, categories: _c, author, startDate, endDate, publishOn, promotedBlockType, ...plain } = patch;
          await tx
            .update(items)
            .set({
              ...plain,
              urlId,
              ...(tags !== undefined && { tags }),
              ...(categories !== undefined && { categories }),
              ...(author !== undefined && { authorDisplayName: author?.displayName ?? null }),
              ...(startDate !== undefined && { startDate: toDate(startDate) }),
              ...(endDate !== undefined && { endDate: toDate(endDate) }),
              ...(publishOn !== undefined && { publishOn: toDate(publishOn) }),
              ...(promotedBlockType !== undefined && { promotedBlockType: promotedBlockType || null }),
              updatedAt: new Date(now),
            })
            .where(and(eq(items.websiteId, websiteId), eq(items.id, id)));
        }),
      );
      changed(websiteId);
      return itemWithUrl(websiteId, id);
    },

    async deleteItem(websiteId: string, id: string): Promise<void> {
      const deleted = await db.delete(items).where(and(eq(items.websiteId, websiteId), eq(items.id, id))).returning({ id: items.id });
      if (deleted.length === 0) throw new DomainError('CONTENT_ITEM_NOT_FOUND', { id });
      changed(websiteId);
    },

    /** Moves an item to another status (GAP-08). */
    async setItemStatus(websiteId: string, id: string, raw: StatusChangeInput, actor: ContentActor = SYSTEM_ACTOR): Promise<Item> {
      const change = parseInput(StatusChangeSchema, raw);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const current = await findItemRow(tx, websiteId, id, true);
        const next = planStatusChange({ status: current.status as PageStatus, publishOn: current.publishOn?.getTime() ?? null }, change, actor, now);
        await tx
          .update(items)
          .set({ status: next.status, publishOn: toDate(next.publishOn), updatedAt: new Date(now) })
          .where(and(eq(items.websiteId, websiteId), eq(items.id, id)));
      });
      changed(websiteId);
      return itemWithUrl(websiteId, id);
    },

    /** Puts a hand-ordered collection's items in the given order; every item must be listed once. */
    async reorderItems(websiteId: string, collectionId: string, raw: { itemIds: string[] }): Promise<void> {
      const { itemIds } = parseInput(ReorderItemsSchema, raw);
      await db.transaction(async (tx) => {
        const collection = await findCollectionRow(tx, websiteId, collectionId, true);
        if (collection.ordering !== CollectionOrdering.USER_ORDERED) throw new DomainError('CONTENT_NOT_USER_ORDERED', { id: collectionId });
        const rows = await tx.select({ id: items.id }).from(items).where(and(eq(items.websiteId, websiteId), eq(items.collectionId, collectionId)));
        const current = new Set(rows.map((r) => r.id));
        if (new Set(itemIds).size !== itemIds.length || itemIds.length !== current.size || !itemIds.every((i) => current.has(i))) {
          throw new DomainError('CONTENT_REORDER_MISMATCH', { expected: current.size });
        }
        const now = new Date(clock.now());
        for (const [index, itemId] of itemIds.entries()) {
          await tx.update(items).set({ displayIndex: index, updatedAt: now }).where(and(eq(items.websiteId, websiteId), eq(items.id, itemId)));
        }
      });
      changed(websiteId);
    },

    /** Sets the counts other parts keep (likes, public comments); owners do not edit them. */
    async setItemEngagement(websiteId: string, id: string, raw: { likeCount?: number; publicCommentCount?: number }): Promise<Item> {
      const counts = parseInput(EngagementSchema, raw);
      const updated = await db
        .update(items)
        .set({ ...counts, updatedAt: new Date(clock.now()) })
        .where(and(eq(items.websiteId, websiteId), eq(items.id, id)))
        .returning({ id: items.id });
      if (updated.length === 0) throw new DomainError('CONTENT_ITEM_NOT_FOUND', { id });
      changed(websiteId);
      return itemWithUrl(websiteId, id);
    },
  };
}
