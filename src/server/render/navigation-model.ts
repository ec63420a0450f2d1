/**
 * Navigation as `<squarespace:navigation>` templates read it: `{items: [...]}` per navigation,
 * each entry with `collection` or `externalLink` (the other one null, so a lookup never climbs
 * to the page's own `collection`), `active` for the current page and `folderActive` for the
 * folder holding it. Trees are built once per (page collection, theme) and reused.
 */
import type { ContentSnapshot } from '../../modules/content';

type Entry = ContentSnapshot['navigation']['mainNavigation'][number];

export interface NavigationModel {
  /** Every navigation the theme names, with the current page's entries marked active. */
  forPage(currentCollectionId: string | null, names: readonly string[]): Record<string, { items: unknown[] }>;
}

function entryJson(entry: Entry, current: string | null): { json: Record<string, unknown>; active: boolean } {
  const children = entry.items.map((child) => entryJson(child, current));
  const active = current !== null && entry.collection?.id === current;
  const folderActive = children.some((c) => c.active || c.json.folderActive === true);
  return {
    json: {
      id: entry.id,
      title: entry.title,
      collection: entry.collection ?? null,
      externalLink: entry.externalLink ?? null,
      active,
      folderActive,
      items: children.map((c) => c.json),
    },
    active,
  };
}

export function buildNavigationModel(content: ContentSnapshot): NavigationModel {
  const sources: Record<string, Entry[]> = { ...content.navigation };
  const memo = new Map<string, Record<string, { items: unknown[] }>>();
  return {
    forPage(current, names) {
      const key = `${current ?? ''}|${names.join(',')}`;
      let trees = memo.get(key);
      if (trees === undefined) {
        trees = {};
        for (const name of new Set([...names, ...Object.keys(sources)])) {
          trees[name] = { items: (sources[name] ?? []).map((entry) => entryJson(entry, current).json) };
        }
        if (memo.size < 2000) memo.set(key, trees);
      }
      return trees;
    },
  };
}
