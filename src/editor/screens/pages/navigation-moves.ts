/**
 * The Pages screen's edits of the site's navigation as pure functions on plain trees: each
 * returns a new Navigation (the input is never changed) or null when the move is not possible
 * there (the first entry moving up, a folder moving into a folder ...). They keep the rules the
 * server checks (src/modules/content/navigation-tree.ts): only folders at the top level hold
 * entries, and a collection appears once across the lists.
 */
import type { NavigationId } from '../../../shared/content-model';
import type { Navigation, NavigationItem } from '../../../shared/api/navigation';

/** Where an entry sits: its list, the folder entry holding it (null at the top) and its index. */
export interface EntryPlace {
  navigationId: NavigationId;
  parentId: string | null;
  index: number;
  entry: NavigationItem;
  siblings: readonly NavigationItem[];
}

/** Tells whether an entry is a folder (its collection is one). */
export type IsFolder = (entry: NavigationItem) => boolean;

export const NAVIGATION_ORDER: readonly NavigationId[] = ['mainNavigation', 'secondaryNavigation'];

export function findEntry(navigation: Navigation, entryId: string): EntryPlace | null {
  for (const navigationId of NAVIGATION_ORDER) {
    const list = navigation[navigationId];
    for (let index = 0; index < list.length; index++) {
      const entry = list[index]!;
      if (entry.id === entryId) return { navigationId, parentId: null, index, entry, siblings: list };
      const inner = entry.items.findIndex((child) => child.id === entryId);
      if (inner !== -1) return { navigationId, parentId: entry.id, index: inner, entry: entry.items[inner]!, siblings: entry.items };
    }
  }
  return null;
}

/** The ids of every collection any list links to. */
export function linkedCollectionIds(navigation: Navigation): Set<string> {
  const ids = new Set<string>();
  const visit = (entries: readonly NavigationItem[]) => {
    for (const entry of entries) {
      if (entry.collectionId !== null) ids.add(entry.collectionId);
      visit(entry.items);
    }
  };
  for (const id of NAVIGATION_ORDER) visit(navigation[id]);
  return ids;
}

/** A copy with `list` of `place` (the top of its navigation or a folder's items) replaced. */
function withList(navigation: Navigation, navigationId: NavigationId, parentId: string | null, list: NavigationItem[]): Navigation {
  if (parentId === null) return { ...navigation, [navigationId]: list };
  return { ...navigation, [navigationId]: navigation[navigationId].map((entry) => (entry.id === parentId ? { ...entry, items: list } : entry)) };
}

function without(navigation: Navigation, place: EntryPlace): Navigation {
  const list = place.siblings.filter((_, i) => i !== place.index);
  return withList(navigation, place.navigationId, place.parentId, list);
}

/** Target of a move: a list (top level, or inside the folder entry `parentId`) and a position (end when absent). */
export interface MoveTarget {
  navigationId: NavigationId;
  parentId: string | null;
  index?: number;
}

/** Puts `entry` at `target`; null when the target folder is missing or would nest a folder. */
export function insertEntry(navigation: Navigation, entry: NavigationItem, target: MoveTarget, isFolder: IsFolder): Navigation | null {
  let list: readonly NavigationItem[] = navigation[target.navigationId];
  if (target.parentId !== null) {
    const parent = list.find((e) => e.id === target.parentId);
    if (parent === undefined || !isFolder(parent) || isFolder(entry)) return null;
    list = parent.items;
  }
  const index = Math.max(0, Math.min(target.index ?? list.length, list.length));
  const next = [...list.slice(0, index), entry, ...list.slice(index)];
  return withList(navigation, target.navigationId, target.parentId, next);
}

/** Moves an entry (with the entries a folder holds) to `target`. */
export function moveEntry(navigation: Navigation, entryId: string, target: MoveTarget, isFolder: IsFolder): Navigation | null {
  const place = findEntry(navigation, entryId);
  if (place === null || target.parentId === entryId) return null;
  return insertEntry(without(navigation, place), place.entry, target, isFolder);
}

/** A copy with one entry changed in place (a link's title or URL). */
export function updateEntry(navigation: Navigation, entryId: string, change: (entry: NavigationItem) => NavigationItem): Navigation | null {
  const place = findEntry(navigation, entryId);
  if (place === null) return null;
  const list = place.siblings.map((entry, i) => (i === place.index ? change(entry) : entry));
  return withList(navigation, place.navigationId, place.parentId, list);
}

/** Swaps an entry with the one before it in its list; null for the first. */
export function moveUp(navigation: Navigation, entryId: string, isFolder: IsFolder): Navigation | null {
  const place = findEntry(navigation, entryId);
  if (place === null || place.index === 0) return null;
  return moveEntry(navigation, entryId, { navigationId: place.navigationId, parentId: place.parentId, index: place.index - 1 }, isFolder);
}

/** Swaps an entry with the one after it in its list; null for the last. */
export function moveDown(navigation: Navigation, entryId: string, isFolder: IsFolder): Navigation | null {
  const place = findEntry(navigation, entryId);
  if (place === null || place.index === place.siblings.length - 1) return null;
  return moveEntry(navigation, entryId, { navigationId: place.navigationId, parentId: place.parentId, index: place.index + 1 }, isFolder);
}

/** Puts an entry last in a folder (in any list); null for a folder or when it is there already. */
export function moveIntoFolder(navigation: Navigation, entryId: string, folderEntryId: string, isFolder: IsFolder): Navigation | null {
  const folder = findEntry(navigation, folderEntryId);
  const place = findEntry(navigation, entryId);
  if (folder === null || place === null || place.parentId === folderEntryId) return null;
  return moveEntry(navigation, entryId, { navigationId: folder.navigationId, parentId: folderEntryId }, isFolder);
}

/** Takes an entry out of its folder and puts it right after the folder; null at the top level. */
export function moveOutOfFolder(navigation: Navigation, entryId: string, isFolder: IsFolder): Navigation | null {
  const place = findEntry(navigation, entryId);
  if (place === null || place.parentId === null) return null;
  const folderIndex = navigation[place.navigationId].findIndex((e) => e.id === place.parentId);
  return moveEntry(navigation, entryId, { navigationId: place.navigationId, parentId: null, index: folderIndex + 1 }, isFolder);
}

/** Moves an entry to the end of another list's top level; null when it is at that list's top level already. */
export function moveToNavigation(navigation: Navigation, entryId: string, navigationId: NavigationId, isFolder: IsFolder): Navigation | null {
  const place = findEntry(navigation, entryId);
  if (place === null || (place.navigationId === navigationId && place.parentId === null)) return null;
  return moveEntry(navigation, entryId, { navigationId, parentId: null }, isFolder);
}

/**
 * Takes an entry out of the navigation (its page becomes Not linked); null for a folder still
 * holding entries, which the server refuses too (CONTENT_FOLDER_NOT_EMPTY).
 */
export function removeEntry(navigation: Navigation, entryId: string): Navigation | null {
  const place = findEntry(navigation, entryId);
  if (place === null || place.entry.items.length > 0) return null;
  return without(navigation, place);
}

/** The folder entries (top level of every list) an entry could move into. */
export function folderTargets(navigation: Navigation, entryId: string, isFolder: IsFolder): NavigationItem[] {
  const place = findEntry(navigation, entryId);
  if (place === null || isFolder(place.entry)) return [];
  return NAVIGATION_ORDER.flatMap((id) => navigation[id].filter((e) => isFolder(e) && e.id !== place.parentId));
}

/** The lists that differ between two navigations, those losing a collection first (so no save sees it twice). */
export function changedLists(before: Navigation, after: Navigation): NavigationId[] {
  const changed = NAVIGATION_ORDER.filter((id) => JSON.stringify(before[id]) !== JSON.stringify(after[id]));
  const loses = (id: NavigationId) => {
    const kept = idsIn(after[id]);
    return [...idsIn(before[id])].some((collectionId) => !kept.has(collectionId));
  };
  return [...changed.filter(loses), ...changed.filter((id) => !loses(id))];
}

function idsIn(entries: readonly NavigationItem[]): Set<string> {
  return linkedCollectionIds({ mainNavigation: [...entries], secondaryNavigation: [] });
}
