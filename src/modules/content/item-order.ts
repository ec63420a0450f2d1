/**
 * The display order of a collection's items, by its ordering: blogs newest first, events by
 * start date, everything else in the owner's hand-made order. The SQL and in-memory forms
 * must agree: the owner list pages with SQL, the storefront snapshot sorts in memory.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { items } from './content.tables';
import { CollectionOrdering, type Item } from './content.types';

export function itemOrderBy(ordering: number): SQL[] {
  switch (ordering) {
    case CollectionOrdering.CHRONOLOGICAL:
      return [sql`coalesce(${items.publishOn}, ${items.createdAt}) desc`, desc(items.createdAt), asc(items.id)];
    case CollectionOrdering.CALENDAR:
      return [sql`${items.startDate} asc nulls last`, asc(items.title), asc(items.id)];
    default:
      return [asc(items.displayIndex), asc(items.createdAt), asc(items.id)];
  }
}

type Sortable = Pick<Item, 'id' | 'publishOn' | 'createdAt' | 'startDate' | 'title' | 'displayIndex'>;

const byId = (a: Sortable, b: Sortable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function compareForDisplay(ordering: number): (a: Sortable, b: Sortable) => number {
  switch (ordering) {
    case CollectionOrdering.CHRONOLOGICAL:
      return (a, b) => (b.publishOn ?? b.createdAt) - (a.publishOn ?? a.createdAt) || b.createdAt - a.createdAt || byId(a, b);
    case CollectionOrdering.CALENDAR:
      return (a, b) =>
        (a.startDate ?? Number.MAX_SAFE_INTEGER) - (b.startDate ?? Number.MAX_SAFE_INTEGER) ||
        (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
        byId(a, b);
    default:
      return (a, b) => a.displayIndex - b.displayIndex || a.createdAt - b.createdAt || byId(a, b);
  }
}
