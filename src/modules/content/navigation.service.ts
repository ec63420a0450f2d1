/**
 * The site's navigation (main and secondary lists, STORE-12 entries, folders holding nested
 * entries) and its header and footer code (ADM-14, GAP-36).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../shared/errors';
import { announceChange, type ContentDeps } from './content.deps';
import { guardWrite } from './content.repository';
import {
  AddNavigationItemSchema,
  HeaderFooterSchema,
  NavigationIdSchema,
  SetNavigationSchema,
  parseInput,
  type NavigationItemInput,
} from './content.schema';
import { collections, headerFooter } from './content.tables';
import type { HeaderFooter, Navigation, NavigationId, NavigationItem } from './content.types';
import { buildEntries, checkNavigation, locateEntry, walkEntries } from './navigation-tree';
import { readNavigation, readNavigationForUpdate, writeNavigation } from './navigation.repository';

/** Which of the site's collections are folders, by id. */
async function folderMap(tx: DbOrTx, websiteId: string): Promise<Map<string, boolean>> {
  const rows = await tx.select({ id: collections.id, folder: collections.folder }).from(collections).where(eq(collections.websiteId, websiteId));
  return new Map(rows.map((r) => [r.id, r.folder]));
}

function usedIds(navigation: Navigation, except?: NavigationId): Set<string> {
  const used = new Set<string>();
  for (const [id, list] of Object.entries(navigation)) if (id !== except) for (const entry of walkEntries(list)) used.add(entry.id);
  return used;
}

export function createNavigationService({ db, ids, clock, events }: ContentDeps) {
  /** Applies an edit to the locked navigation, checks the result, saves it and announces it. */
  async function editNavigation<T>(websiteId: string, edit: (navigation: Navigation) => T): Promise<{ navigation: Navigation; result: T }> {
    const out = await guardWrite(() => db.transaction(async (tx) => {
      const navigation = await readNavigationForUpdate(tx, websiteId);
      const result = edit(navigation);
      checkNavigation(navigation, await folderMap(tx, websiteId));
      await writeNavigation(tx, websiteId, navigation, new Date(clock.now()));
      return { navigation, result };
    }));
    announceChange(events, websiteId);
    return out;
  }

  return {
    /** Both lists; a site that never set one has it empty. */
    async getNavigation(websiteId: string): Promise<Navigation> {
      return readNavigation(db, websiteId);
    },

    /** Replaces one list (reordering and nesting included); returns the whole navigation. */
    async setNavigation(websiteId: string, navigationId: NavigationId, raw: { items: NavigationItemInput[] }): Promise<Navigation> {
      const id = parseInput(NavigationIdSchema, navigationId);
      const input = parseInput(SetNavigationSchema, raw);
      const { navigation } = await editNavigation(websiteId, (nav) => {
        nav[id] = buildEntries(input.items, ids, usedIds(nav, id));
      });
      return navigation;
    },

    /**
     * Adds one entry, first or last (default) in a list or in a folder entry (`parentId`).
     * Store creation puts the store first in the main navigation (STORE-10, STORE-11).
     */
    async addNavigationItem(
      websiteId: string,
      navigationId: NavigationId,
      raw: { item: NavigationItemInput; position?: 'first' | 'last'; parentId?: string },
    ): Promise<NavigationItem> {
      const id = parseInput(NavigationIdSchema, navigationId);
      const input = parseInput(AddNavigationItemSchema, raw);
      const { result } = await editNavigation(websiteId, (nav) => {
        const [entry] = buildEntries([input.item], ids, usedIds(nav));
        let list = nav[id];
        if (input.parentId !== undefined) {
          const parent = locateEntry(nav[id], input.parentId);
          if (parent === null) throw new DomainError('CONTENT_NAVIGATION_ITEM_NOT_FOUND', { id: input.parentId });
          list = parent.entry.items;
        }
        if (input.position === 'first') list.unshift(entry!);
        else list.push(entry!);
        return entry!;
      });
      return result;
    },

    /** Removes an entry; a folder entry must be emptied first (CONTENT_FOLDER_NOT_EMPTY). */
    async removeNavigationItem(websiteId: string, entryId: string): Promise<Navigation> {
      const { navigation } = await editNavigation(websiteId, (nav) => {
        for (const list of Object.values(nav)) {
          const found = locateEntry(list, entryId);
          if (found === null) continue;
          if (found.entry.items.length > 0) throw new DomainError('CONTENT_FOLDER_NOT_EMPTY', { id: entryId });
          found.list.splice(found.index, 1);
          return;
        }
        throw new DomainError('CONTENT_NAVIGATION_ITEM_NOT_FOUND', { id: entryId });
      });
      return navigation;
    },

    async getHeaderFooter(websiteId: string): Promise<HeaderFooter> {
      const [row] = await db.select().from(headerFooter).where(eq(headerFooter.websiteId, websiteId));
      return { header: row?.header ?? '', footer: row?.footer ?? '' };
    },

    /** Replaces both (the PUT body of ADM-14 carries both). */
    async setHeaderFooter(websiteId: string, raw: HeaderFooter): Promise<HeaderFooter> {
      const input = parseInput(HeaderFooterSchema, raw);
      const updatedAt = new Date(clock.now());
      await guardWrite(() =>
        db
          .insert(headerFooter)
          .values({ websiteId, ...input, updatedAt })
          .onConflictDoUpdate({ target: headerFooter.websiteId, set: { ...input, updatedAt } }),
      );
      announceChange(events, websiteId);
      return input;
    },
  };
}
