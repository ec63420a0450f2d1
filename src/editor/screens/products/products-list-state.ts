/**
 * The Products list's URL state: search, filters, sort and how many pages are shown, read from
 * and written to the route's search params (values the list does not know are dropped), so a
 * view can be shared and the back button works.
 */
import { PRODUCT_INDEX_SORTS, PRODUCT_INDEX_STATUSES, PRODUCT_INDEX_STOCK, PRODUCT_INDEX_TYPES, type ProductIndexSort } from '../../../shared/api/catalog-index';

export interface ListFilters {
  q: string;
  type: string;
  status: string;
  category: string;
  stock: string;
  sort: ProductIndexSort;
  dir: 'asc' | 'desc';
}

export interface ListState extends ListFilters {
  /** Pages loaded ("Load more" adds one). */
  pages: number;
}

export const DEFAULT_SORT: Pick<ListFilters, 'sort' | 'dir'> = { sort: 'updated', dir: 'desc' };
const MAX_PAGES = 20;

const oneOf = (value: string | undefined, allowed: readonly string[]) => (value !== undefined && allowed.includes(value) ? value : '');

export function readListState(search: Record<string, string>): ListState {
  const sort = oneOf(search.sort, PRODUCT_INDEX_SORTS) as ProductIndexSort | '';
  const pages = Number(search.pages);
  return {
    q: (search.q ?? '').slice(0, 200),
    type: oneOf(search.type, PRODUCT_INDEX_TYPES),
    status: oneOf(search.status, PRODUCT_INDEX_STATUSES),
    category: (search.category ?? '').slice(0, 100),
    stock: oneOf(search.stock, PRODUCT_INDEX_STOCK),
    sort: sort === '' ? DEFAULT_SORT.sort : sort,
    dir: search.dir === 'asc' || search.dir === 'desc' ? search.dir : sort === '' ? DEFAULT_SORT.dir : sort === 'title' ? 'asc' : 'desc',
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_PAGES) : 1,
  };
}

/** The search params for a state: only what differs from the defaults. */
export function writeListState(state: ListState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['q', 'type', 'status', 'category', 'stock'] as const) if (state[key] !== '') out[key] = state[key];
  if (state.sort !== DEFAULT_SORT.sort || state.dir !== DEFAULT_SORT.dir) {
    out.sort = state.sort;
    out.dir = state.dir;
  }
  if (state.pages > 1) out.pages = String(state.pages);
  return out;
}

/** The filters part (the query key: pages loaded are not part of it). */
export function filtersOf(state: ListState): ListFilters {
  const { pages: _pages, ...filters } = state;
  return filters;
}

/** The next sort when a column header is pressed: a new column starts at its natural direction, the same one flips. */
export function nextSort(current: Pick<ListFilters, 'sort' | 'dir'>, column: ProductIndexSort): Pick<ListFilters, 'sort' | 'dir'> {
  if (current.sort === column) return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: column === 'title' ? 'asc' : 'desc' };
}

export const TYPE_LABELS: Record<string, string> = { physical: 'Physical', digital: 'Digital', service: 'Service', 'gift-card': 'Gift card', paywall: 'Paywall' };
export const STOCK_LABELS: Record<string, string> = { in: 'In stock', low: 'Low stock', out: 'Out of stock' };
export const STATUS_LABELS: Record<string, string> = { published: 'Published', hidden: 'Hidden' };
