/**
 * Navigation lists as plain trees: building entries from input, the rules a navigation keeps
 * (STORE-12 entries; folders hold the nested entries, MODEL-08), and edits by entry id.
 */
import type { IdSource } from '../../shared/ids';
import { DomainError } from '../../shared/errors';
import type { NavigationItemInput } from './content.schema';
import type { Navigation, NavigationItem } from './content.types';

/** Entries from input: missing or repeated ids get new ones, absent fields become null or []. */
export function buildEntries(input: readonly NavigationItemInput[], ids: IdSource, used = new Set<string>()): NavigationItem[] {
  return input.map((entry) => {
    let id = entry.id ?? ids.next();
    if (used.has(id)) id = ids.next();
    used.add(id);
    const link = entry.externalLink ?? null;
    return {
      id,
      collectionId: entry.collectionId ?? null,
      externalLink: link === null ? null : { url: link.url.trim(), title: link.title.trim(), newWindow: link.newWindow ?? false },
      memberAreaId: entry.memberAreaId ?? null,
      items: buildEntries(entry.items ?? [], ids, used),
    };
  });
}

/** Every entry of a navigation, depth first. */
export function* walkEntries(entries: readonly NavigationItem[]): Generator<NavigationItem> {
  for (const entry of entries) {
    yield entry;
    yield* walkEntries(entry.items);
  }
}

/**
 * Checks a site's whole navigation against its collections: every referenced collection
 * exists, a collection appears once across all lists, and only folder collections at the top
 * level hold nested entries (so a folder never sits inside a folder).
 */
export function checkNavigation(navigation: Navigation, folders: ReadonlyMap<string, boolean>): void {
  const seen = new Set<string>();
  const visit = (entries: readonly NavigationItem[], depth: number) => {
    for (const entry of entries) {
      if (entry.collectionId !== null) {
        const isFolder = folders.get(entry.collectionId);
        if (isFolder === undefined) throw new DomainError('CONTENT_COLLECTION_NOT_FOUND', { id: entry.collectionId });
        if (seen.has(entry.collectionId)) throw new DomainError('CONTENT_NAVIGATION_DUPLICATE', { collectionId: entry.collectionId });
        seen.add(entry.collectionId);
        if (isFolder && depth > 0) throw new DomainError('CONTENT_NAVIGATION_NESTING', { entryId: entry.id });
        if (!isFolder && entry.items.length > 0) throw new DomainError('CONTENT_NAVIGATION_NESTING', { entryId: entry.id });
      } else if (entry.items.length > 0) {
        throw new DomainError('CONTENT_NAVIGATION_NESTING', { entryId: entry.id });
      }
      visit(entry.items, depth + 1);
    }
  };
  for (const list of Object.values(navigation)) visit(list, 0);
}

/** The list holding the entry with `entryId` and its index there, or null. */
export function locateEntry(
  entries: NavigationItem[],
  entryId: string,
): { list: NavigationItem[]; index: number; entry: NavigationItem } | null {
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    if (entry.id === entryId) return { list: entries, index, entry };
    const inner = locateEntry(entry.items, entryId);
    if (inner !== null) return inner;
  }
  return null;
}

/** The entry that links to a collection, or null. */
export function locateCollectionEntry(
  entries: NavigationItem[],
  collectionId: string,
): { list: NavigationItem[]; index: number; entry: NavigationItem } | null {
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    if (entry.collectionId === collectionId) return { list: entries, index, entry };
    const inner = locateCollectionEntry(entry.items, collectionId);
    if (inner !== null) return inner;
  }
  return null;
}
