/**
 * Collections: pages, blogs, stores, galleries, folders. URL ids are unique per site, a page
 * (type 10) carries a block layout, one collection may be the homepage, and status changes
 * follow GAP-08. Every write announces `site.changed`.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { CollectionType, FolderBehavior } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { defaultOrdering, defaultTypeName } from './collection-defaults';
import { MAX_ITEMS_PER_GALLERY, MAX_ITEMS_USER_ORDERED, MAX_PHOTO_GALLERIES, isPhotoGallery } from './content.limits';
import { announceChange, type ContentDeps } from './content.deps';
import {
  collectionUrlIdsLike,
  findCollectionRow,
  guardWrite,
  toCollection,
  toDate,
  type CollectionRow,
} from './content.repository';
import {
  CreateCollectionSchema,
  StatusChangeSchema,
  UpdateCollectionSchema,
  parseInput,
  type CreateCollectionInput,
  type StatusChangeInput,
  type UpdateCollectionInput,
} from './content.schema';
import { collections, items } from './content.tables';
import { CollectionOrdering, type Collection } from './content.types';
import { locateCollectionEntry } from './navigation-tree';
import { readNavigationForUpdate, writeNavigation } from './navigation.repository';
import { SYSTEM_ACTOR, planStatusChange, type ContentActor, type PageStatus } from './page-status';
import { RESERVED_COLLECTION_URL_IDS, nextFreeUrlId, slugify } from './url-ids';

/** A collection URL id the site has free: the one asked for, or one derived from the title. */
async function chooseUrlId(tx: DbOrTx, websiteId: string, wanted: string | undefined, title: string, selfId?: string): Promise<string> {
  if (wanted !== undefined) {
    const [taken] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.websiteId, websiteId), eq(collections.urlId, wanted), ...(selfId ? [ne(collections.id, selfId)] : [])));
    if (taken !== undefined) throw new DomainError('CONTENT_URL_ID_TAKEN', { urlId: wanted });
    return wanted;
  }
  const base = slugify(title) || 'page';
  return nextFreeUrlId(base, await collectionUrlIdsLike(tx, websiteId, base), RESERVED_COLLECTION_URL_IDS);
}

export function createCollectionsService({ db, ids, clock, events }: ContentDeps) {
  const changed = (websiteId: string) => announceChange(events, websiteId);

  async function itemCount(tx: DbOrTx, websiteId: string, collectionId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(items)
      .where(and(eq(items.websiteId, websiteId), eq(items.collectionId, collectionId)));
    return row?.n ?? 0;
  }

  /** ADM-54: a site may hold 20 photo galleries; one more is refused. */
  async function checkGalleryRoom(tx: DbOrTx, websiteId: string): Promise<void> {
    const [row] = await tx
      .select({ n: count() })
      .from(collections)
      .where(and(eq(collections.websiteId, websiteId), eq(collections.type, CollectionType.GENERIC), eq(collections.typeName, 'gallery')));
    if ((row?.n ?? 0) >= MAX_PHOTO_GALLERIES) throw new DomainError('CONTENT_GALLERY_LIMIT', { max: MAX_PHOTO_GALLERIES });
  }

  return {
    async listCollections(websiteId: string): Promise<Collection[]> {
      const rows = await db.select().from(collections).where(eq(collections.websiteId, websiteId)).orderBy(asc(collections.createdAt), asc(collections.id));
      const now = clock.now();
      return rows.map((r) => toCollection(r, now));
    },

    async getCollection(websiteId: string, id: string): Promise<Collection> {
      return toCollection(await findCollectionRow(db, websiteId, id), clock.now());
    },

    /** Creates a collection; a status other than Draft needs a publishing actor. */
    async createCollection(websiteId: string, raw: CreateCollectionInput, actor: ContentActor = SYSTEM_ACTOR): Promise<Collection> {
      const input = parseInput(CreateCollectionSchema, raw);
      const now = clock.now();
      const folder = input.folder ?? false;
      const folderBehavior = folder ? (input.folderBehavior ?? FolderBehavior.NONE) : null;
      const typeName = input.typeName ?? defaultTypeName(input.type, folder, folderBehavior);
      const status = planStatusChange({ status: 'draft', publishOn: null }, { status: input.status ?? 'draft', publishOn: input.publishOn }, actor, now);
      const row = await guardWrite(() =>
        db.transaction(async (tx) => {
          if (isPhotoGallery({ type: input.type, typeName })) await checkGalleryRoom(tx, websiteId);
          const urlId = await chooseUrlId(tx, websiteId, input.urlId, input.title);
          const [inserted] = await tx
            .insert(collections)
            .values({
              id: ids.next(),
              websiteId,
              type: input.type,
              typeName,
              urlId,
              title: input.title,
              navigationTitle: input.navigationTitle ?? input.title,
              description: input.description ?? '',
              enabled: input.enabled ?? true,
              ordering: input.ordering ?? defaultOrdering(input.type, typeName, folder),
              folder,
              folderBehavior,
              status: status.status,
              publishOn: toDate(status.publishOn),
              settings: input.settings ?? {},
              layout: input.type === CollectionType.PAGE ? { rows: [] } : null,
              createdAt: new Date(now),
              updatedAt: new Date(now),
            })
            .returning();
          return inserted!;
        }),
      );
      changed(websiteId);
      return toCollection(row, now);
    },

    /** Changes a collection's fields; settings merge into the current ones. */
    async updateCollection(websiteId: string, id: string, raw: UpdateCollectionInput): Promise<Collection> {
      const patch = parseInput(UpdateCollectionSchema, raw);
      const now = clock.now();
      const row = await guardWrite(() =>
        db.transaction(async (tx) => {
          const current = await findCollectionRow(tx, websiteId, id, true);
          if (patch.folderBehavior !== undefined && !current.folder) {
            throw new DomainError('VALIDATION_FAILED', { errors: { folderBehavior: 'Only folders have a folder behaviour.' } });
          }
          if (patch.ordering === CollectionOrdering.USER_ORDERED && current.ordering !== patch.ordering) {
            if ((await itemCount(tx, websiteId, id)) > MAX_ITEMS_USER_ORDERED) throw new DomainError('CONTENT_ITEM_LIMIT', { max: MAX_ITEMS_USER_ORDERED });
          }
          if (patch.typeName !== undefined && !isPhotoGallery(current) && isPhotoGallery({ type: current.type, typeName: patch.typeName })) {
            await checkGalleryRoom(tx, websiteId);
            if ((await itemCount(tx, websiteId, id)) > MAX_ITEMS_PER_GALLERY) throw new DomainError('CONTENT_GALLERY_ITEM_LIMIT', { max: MAX_ITEMS_PER_GALLERY });
          }
          const urlId = patch.urlId === undefined || patch.urlId === current.urlId ? current.urlId : await chooseUrlId(tx, websiteId, patch.urlId, '', id);
          // A folder's template follows its behaviour (an index renders with `index`) unless the patch names one.
          const typeName = patch.typeName ?? (patch.folderBehavior !== undefined && current.folder ? defaultTypeName(current.type, true, patch.folderBehavior) : undefined);
          const [updated] = await tx
            .update(collections)
            .set({
              ...(typeName !== undefined && { typeName }),
              ...(patch.title !== undefined && { title: patch.title }),
              ...(patch.navigationTitle !== undefined && { navigationTitle: patch.navigationTitle }),
              ...(patch.description !== undefined && { description: patch.description }),
              ...(patch.enabled !== undefined && { enabled: patch.enabled }),
              ...(patch.ordering !== undefined && { ordering: patch.ordering }),
              ...(patch.folderBehavior !== undefined && { folderBehavior: patch.folderBehavior }),
              ...(patch.settings !== undefined && { settings: { ...current.settings, ...patch.settings } }),
              urlId,
              updatedAt: new Date(now),
            })
            .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)))
            .returning();
          return updated!;
        }),
      );
      changed(websiteId);
      return toCollection(row, now);
    },

    /**
     * Deletes a collection with its items and categories, and takes it out of the navigation.
     * A folder that still holds entries in the navigation is refused (CONTENT_FOLDER_NOT_EMPTY).
     */
    async deleteCollection(websiteId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await findCollectionRow(tx, websiteId, id, true);
        const navigation = await readNavigationForUpdate(tx, websiteId);
        let navigationChanged = false;
        for (const list of Object.values(navigation)) {
          const found = locateCollectionEntry(list, id);
          if (found === null) continue;
          if (found.entry.items.length > 0) throw new DomainError('CONTENT_FOLDER_NOT_EMPTY', { id });
          found.list.splice(found.index, 1);
          navigationChanged = true;
        }
        if (navigationChanged) await writeNavigation(tx, websiteId, navigation, new Date(clock.now()));
        await tx.delete(collections).where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)));
      });
      changed(websiteId);
    },

    /** Moves a collection to another status (GAP-08); see planStatusChange for the rules. */
    async setCollectionStatus(websiteId: string, id: string, raw: StatusChangeInput, actor: ContentActor = SYSTEM_ACTOR): Promise<Collection> {
      const change = parseInput(StatusChangeSchema, raw);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const current = await findCollectionRow(tx, websiteId, id, true);
        const next = planStatusChange({ status: current.status as PageStatus, publishOn: current.publishOn?.getTime() ?? null }, change, actor, now);
        const [updated] = await tx
          .update(collections)
          .set({ status: next.status, publishOn: toDate(next.publishOn), updatedAt: new Date(now) })
          .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)))
          .returning();
        return updated!;
      });
      changed(websiteId);
      return toCollection(row, now);
    },

    /** Makes a collection the site's homepage (served at `/`); the previous one stops being it. */
    async setHomepage(websiteId: string, id: string): Promise<Collection> {
      const now = clock.now();
      const row: CollectionRow = await db.transaction(async (tx) => {
        await findCollectionRow(tx, websiteId, id, true);
        await tx
          .update(collections)
          .set({ homepage: false, updatedAt: new Date(now) })
          .where(and(eq(collections.websiteId, websiteId), eq(collections.homepage, true), ne(collections.id, id)));
        const [updated] = await tx
          .update(collections)
          .set({ homepage: true, updatedAt: new Date(now) })
          .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)))
          .returning();
        return updated!;
      });
      changed(websiteId);
      return toCollection(row, now);
    },
  };
}
