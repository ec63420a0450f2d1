/**
 * Drag and drop over one navigation shown as a flat list of rows (a folder's entries indented
 * under it), the way the Pages screen draws it: where a dropped row lands decides its place in
 * the tree. A page dropped right under a folder's title, or between two entries of a folder,
 * joins that folder; anywhere else it sits at the top level. A folder always stays at the top
 * level and takes its entries with it.
 */
import type { NavigationId } from '../../../shared/content-model';
import type { Navigation, NavigationItem } from '../../../shared/api/navigation';
import type { IsFolder } from './navigation-moves';

export interface FlatRow {
  id: string;
  depth: 0 | 1;
  parentId: string | null;
  entry: NavigationItem;
}

/** The rows of one list in screen order. */
export function flattenList(list: readonly NavigationItem[]): FlatRow[] {
  return list.flatMap((entry) => [
    { id: entry.id, depth: 0 as const, parentId: null, entry },
    ...entry.items.map((child) => ({ id: child.id, depth: 1 as const, parentId: entry.id, entry: child })),
  ]);
}

/** Builds a list back from rows: a row at depth 1 belongs to the folder row before it. */
function rowsToList(rows: readonly { id: string; depth: 0 | 1; entry: NavigationItem }[]): NavigationItem[] {
  const list: NavigationItem[] = [];
  for (const row of rows) {
    if (row.depth === 0 || list.length === 0) list.push({ ...row.entry, items: [] });
    else list[list.length - 1]!.items.push({ ...row.entry, items: [] });
  }
  return list;
}

/** The depth a page row gets at `index` of `rows` (where it now is). */
function depthAt(rows: readonly FlatRow[], index: number, isFolder: IsFolder): 0 | 1 {
  const above = rows[index - 1];
  const below = rows[index + 1];
  if (above === undefined) return 0;
  if (above.depth === 0 && isFolder(above.entry)) return 1;
  return above.depth === 1 && below?.depth === 1 ? 1 : 0;
}

/**
 * The navigation after dropping row `activeId` onto the place of row `overId` in the list
 * `navigationId` (the sortable list's semantics: the row takes the other's place, the rows
 * between shift by one); null when nothing changes.
 */
export function dropRow(navigation: Navigation, navigationId: NavigationId, activeId: string, overId: string, isFolder: IsFolder): Navigation | null {
  if (activeId === overId) return null;
  const rows = flattenList(navigation[navigationId]);
  const from = rows.findIndex((r) => r.id === activeId);
  const to = rows.findIndex((r) => r.id === overId);
  if (from === -1 || to === -1) return null;
  const active = rows[from]!;
  let next: { id: string; depth: 0 | 1; entry: NavigationItem }[];

  if (active.depth === 0 && isFolder(active.entry)) {
    const block = rows.filter((r) => r.id === activeId || r.parentId === activeId);
    const rest = rows.filter((r) => r.id !== activeId && r.parentId !== activeId);
    const over = rows[to]!;
    if (over.parentId === activeId) return null;
    const targetId = over.depth === 1 ? over.parentId! : over.id;
    const targetStart = rest.findIndex((r) => r.id === targetId);
    let at = targetStart;
    if (to > from) {
      at = targetStart + 1;
      while (rest[at]?.depth === 1) at++;
    }
    next = [...rest.slice(0, at), ...block, ...rest.slice(at)];
  } else {
    const moved = [...rows];
    moved.splice(from, 1);
    moved.splice(to, 0, active);
    next = moved.map((row, i) => (i === to ? { ...row, depth: depthAt(moved, i, isFolder) } : row));
  }
  const list = rowsToList(next);
  if (JSON.stringify(list) === JSON.stringify(navigation[navigationId])) return null;
  return { ...navigation, [navigationId]: list };
}
