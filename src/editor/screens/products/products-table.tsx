/**
 * The product list as a table (TanStack Table for columns and row selection, TanStack Virtual
 * so thousands of loaded rows stay quick): sortable headers with aria-sort (the sort lives in
 * the URL and runs on the server), a checkbox per row and a select-all, and a row that opens
 * the product when clicked (its title is the keyboard's link).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { createColumnHelper, rowSelectionFeature, tableFeatures, useTable, type RowSelectionState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type MouseEvent } from 'react';
import type { ProductIndexRow, ProductIndexSort } from '../../../shared/api/catalog-index';
import { formatMoney, isCurrency } from '../../../shared/money';
import { STATUS_LABELS, TYPE_LABELS, type ListFilters } from './products-list-state';

const features = tableFeatures({ rowSelectionFeature });
const column = createColumnHelper<typeof features, ProductIndexRow>();

function money(amount: number, currency: string): string {
  return isCurrency(currency) ? formatMoney({ amount, currency }) : `${(amount / 100).toFixed(2)} ${currency}`;
}

export function priceText(row: ProductIndexRow): string {
  const { min, max, currency } = row.price;
  return min === max ? money(min, currency) : `${money(min, currency)} – ${money(max, currency)}`;
}

function stockText(row: ProductIndexRow): string {
  if (row.totalStock === null) return 'Unlimited';
  if (row.totalStock === 0) return 'Out of stock';
  return `${row.totalStock} in stock`;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

const SORTABLE: Partial<Record<string, { sort: ProductIndexSort; label: string }>> = {
  title: { sort: 'title', label: 'Product' },
  price: { sort: 'price', label: 'Price' },
  stock: { sort: 'stock', label: 'Stock' },
  updated: { sort: 'updated', label: 'Updated' },
};

interface Props {
  rows: ProductIndexRow[];
  sort: Pick<ListFilters, 'sort' | 'dir'>;
  onSort(column: ProductIndexSort): void;
  selection: RowSelectionState;
  onSelectionChange(next: RowSelectionState): void;
  /** All matching products, when the server counted them. */
  total: number | undefined;
}

const ROW_HEIGHT = 57;

export function ProductsTable({ rows, sort, onSort, selection, onSelectionChange, total }: Props) {
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const columns = column.columns([
    column.display({
      id: 'select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label="Select all products shown"
          checked={table.getIsAllRowsSelected()}
          ref={(el) => {
            if (el !== null) el.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected();
          }}
          onChange={(e) => table.toggleAllRowsSelected(e.target.checked)}
        />
      ),
      cell: ({ row }) => <input type="checkbox" aria-label={`Select ${row.original.title}`} checked={row.getIsSelected()} onChange={(e) => row.toggleSelected(e.target.checked)} />,
    }),
    column.accessor('title', {
      header: 'Product',
      cell: ({ row }) => (
        <span className="products-table__product">
          {row.original.thumbnail === null ? <span className="products-table__thumb products-table__thumb--none" aria-hidden="true" /> : <img className="products-table__thumb" src={row.original.thumbnail} alt="" loading="lazy" />}
          <Link to="/products/$productId" params={{ productId: row.original.id }} className="products-table__title">
            {row.original.title === '' ? 'Untitled product' : row.original.title}
          </Link>
        </span>
      ),
    }),
    column.accessor('status', { header: 'Status', cell: ({ getValue }) => <span className={`badge badge--${getValue()}`}>{STATUS_LABELS[getValue()]}</span> }),
    column.accessor('type', { header: 'Type', cell: ({ getValue }) => TYPE_LABELS[getValue()] }),
    column.accessor((r) => r.price.min, { id: 'price', header: 'Price', cell: ({ row }) => priceText(row.original) }),
    column.accessor('totalStock', { id: 'stock', header: 'Stock', cell: ({ row }) => stockText(row.original) }),
    column.accessor('variantCount', { header: 'Variants' }),
    column.accessor('categories', { header: 'Categories', cell: ({ getValue }) => (getValue().length === 0 ? '—' : getValue().join(', ')) }),
    column.accessor('updatedAt', { id: 'updated', header: 'Updated', cell: ({ getValue }) => dateFormat.format(getValue()) }),
  ]);
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    enableRowSelection: true,
  });
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({ count: tableRows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length === 0 ? 0 : virtualizer.getTotalSize() - items[items.length - 1]!.end;
  const colSpan = columns.length;

  const openRow = (event: MouseEvent, id: string) => {
    // The checkbox and the title link do their own thing.
    if ((event.target as HTMLElement).closest('input, a, button') !== null) return;
    void navigate({ to: '/products/$productId', params: { productId: id } });
  };

  return (
    <div className="products-table__scroll scroll-cue" ref={scroller} role="region" aria-label="Product list" tabIndex={0}>
      <table className="products-table" aria-rowcount={(total ?? rows.length) + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sortable = SORTABLE[header.column.id];
                const active = sortable !== undefined && sort.sort === sortable.sort;
                return (
                  <th key={header.id} scope="col" className={`products-table__th products-table__th--${header.column.id}`} aria-sort={sortable === undefined ? undefined : active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    {sortable === undefined ? (
                      <table.FlexRender header={header} />
                    ) : (
                      <button type="button" className="products-table__sort" onClick={() => onSort(sortable.sort)}>
                        {sortable.label}
                        <span aria-hidden="true" className="products-table__arrow">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={colSpan} style={{ height: padTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = tableRows[item.index]!;
            return (
              <tr key={row.id} ref={virtualizer.measureElement} data-index={item.index} aria-rowindex={item.index + 2} className={row.getIsSelected() ? 'products-table__row is-selected' : 'products-table__row'} onClick={(e) => openRow(e, row.id)}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`products-table__td products-table__td--${cell.column.id}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={colSpan} style={{ height: padBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
