/**
 * The store's Products screen (/config/products): the site's products in a table, searched by
 * title or SKU, filtered by type, status, category and stock, sorted by a column header, a page
 * at a time ("Load more"); all of it in the URL. Chosen products can be published, hidden, put
 * in a category or deleted (after a confirm) at once. "Add product" makes a hidden product and
 * opens it; "Import CSV" and "Export CSV" move products in Shopify's product CSV.
 */
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import type { ProductBulkBody, ProductIndexSort } from '../../../shared/api/catalog-index';
import { useConfirm } from '../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import { StatusAndError } from '../../components/save-status';
import { SectionTabs } from '../../components/section-tabs';
import { ImportProductsDialog } from './import-products-dialog';
import { exportProductsCsv, failureText, useAddProduct, useBulkProducts, useProductIndex } from './products-data';
import { ProductsFilters } from './products-filters';
import { filtersOf, nextSort, readListState, writeListState, type ListState } from './products-list-state';
import { ProductsTable } from './products-table';
import { SetCategoryDialog } from './set-category-dialog';
import './products.css';

const route = getRouteApi('/products');

const DONE: Record<ProductBulkBody['action'], string> = { publish: 'Published', hide: 'Hidden', delete: 'Deleted', 'set-category': 'Category set for' };
const plural = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

export function ProductsScreen() {
  const state = readListState(route.useSearch());
  const navigateList = route.useNavigate();
  const navigate = useNavigate();
  const setState = (patch: Partial<ListState>, replace = false) => void navigateList({ search: writeListState({ ...state, pages: 1, ...patch }), replace });
  const list = useProductIndex(filtersOf(state));
  const bulk = useBulkProducts();
  const add = useAddProduct();
  const [confirmElement, confirm] = useConfirm();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [categorising, setCategorising] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [search, setSearch] = useState(state.q);

  // The search box writes the URL once typing pauses; the URL's text wins when it changes (back button).
  useEffect(() => setSearch(state.q), [state.q]);
  useEffect(() => {
    if (search.trim() === state.q) return undefined;
    const timer = setTimeout(() => setState({ q: search.trim() }, true), 300);
    return () => clearTimeout(timer);
  });

  // A shared link or the back button may ask for more pages than are loaded.
  const pagesLoaded = list.data?.pages.length ?? 0;
  useEffect(() => {
    if (pagesLoaded > 0 && pagesLoaded < state.pages && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, [pagesLoaded, state.pages, list]);

  const rows = list.data?.pages.flatMap((p) => p.products) ?? [];
  const firstPage = list.data?.pages[0];
  const selectedIds = rows.filter((r) => selection[r.id] === true).map((r) => r.id);

  const runBulk = (body: ProductBulkBody) => {
    setError(null);
    bulk.mutate(body, {
      onSuccess: (answer) => {
        setSelection({});
        setCategorising(false);
        const already = answer.unchanged.length > 0 ? ` ${plural(answer.unchanged.length)} already so.` : '';
        setStatus(`${DONE[answer.action]} ${plural(answer.changed.length)}.${already}`);
      },
      onError: (e) => setError(failureText(e)),
    });
  };

  const askDelete = async () => {
    const n = selectedIds.length;
    const yes = await confirm({ title: `Delete ${plural(n)}?`, body: 'Their variants, stock and pages are deleted with them. This cannot be undone.', confirmLabel: `Delete ${plural(n)}`, destructive: true });
    if (yes) runBulk({ action: 'delete', ids: selectedIds });
  };

  const addProduct = () => {
    setError(null);
    add.mutate(undefined, {
      onSuccess: ({ product }) => void navigate({ to: '/products/$productId', params: { productId: product.itemId } }),
      onError: (e) => setError(failureText(e)),
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    setError(null);
    try {
      await exportProductsCsv();
      setStatus('Exported products.csv.');
    } catch (e) {
      setError(failureText(e));
    } finally {
      setExporting(false);
    }
  };

  const filtered = state.q !== '' || state.type !== '' || state.status !== '' || state.category !== '' || state.stock !== '';
  let body;
  if (list.isPending) body = <Loading label="Loading products…" />;
  else if (list.isError) body = <LoadFailed error={list.error} retry={() => void list.refetch()} />;
  else if (rows.length === 0)
    body = filtered ? (
      <div className="panel products-empty">
        <p>No products match this search and these filters.</p>
        <button type="button" className="button" onClick={() => setState({ q: '', type: '', status: '', category: '', stock: '' })}>
          Clear search and filters
        </button>
      </div>
    ) : (
      <div className="panel products-empty">
        <h2>Add your first product</h2>
        <p>Products are what visitors buy in your store. Add one, or import a Shopify product CSV.</p>
      </div>
    );
  else
    body = (
      <>
        <p className="products-count" aria-live="polite">
          {firstPage?.total === undefined ? `${plural(rows.length)} shown` : `Showing ${rows.length} of ${plural(firstPage.total)}`}
        </p>
        <ProductsTable
          rows={rows}
          sort={state}
          onSort={(column: ProductIndexSort) => setState(nextSort(state, column))}
          selection={selection}
          onSelectionChange={setSelection}
          total={firstPage?.total}
        />
        {list.hasNextPage && (
          <button type="button" className="button products-more" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage().then(() => setState({ pages: pagesLoaded + 1 }, true))}>
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        )}
      </>
    );

  return (
    <section className="screen products-screen" aria-labelledby="screen-title">
      <SectionTabs />
      <div className="products-screen__head">
        <h1 id="screen-title" className="screen__title" tabIndex={-1}>
          Products
        </h1>
        <div className="products-screen__actions">
          <button type="button" className="button" onClick={() => setImporting(true)}>
            Import CSV
          </button>
          <button type="button" className="button" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
          <button type="button" className="button button--primary" disabled={add.isPending} onClick={addProduct}>
            {add.isPending ? 'Adding…' : 'Add product'}
          </button>
        </div>
      </div>
      <div className="products-toolbar">
        <SearchField className="field products-toolbar__search" value={search} onChange={setSearch} onSubmit={() => setState({ q: search.trim() })}>
          <Label>Search products</Label>
          <Input className="input" placeholder="Title or SKU" />
        </SearchField>
        <ProductsFilters state={state} categories={firstPage?.categories ?? []} onChange={(patch) => setState(patch)} />
      </div>
      <StatusAndError status={status} error={error} className="products-status" />
      {selectedIds.length > 0 && (
        <div className="products-bulk" role="toolbar" aria-label="Bulk actions">
          <span className="products-bulk__count">{plural(selectedIds.length)} selected</span>
          <button type="button" className="button button--small" disabled={bulk.isPending} onClick={() => runBulk({ action: 'publish', ids: selectedIds })}>
            Publish
          </button>
          <button type="button" className="button button--small" disabled={bulk.isPending} onClick={() => runBulk({ action: 'hide', ids: selectedIds })}>
            Hide
          </button>
          <button type="button" className="button button--small" disabled={bulk.isPending} onClick={() => setCategorising(true)}>
            Set category
          </button>
          <button type="button" className="button button--small button--danger" disabled={bulk.isPending} onClick={() => void askDelete()}>
            Delete
          </button>
          <button type="button" className="button button--small button--quiet" onClick={() => setSelection({})}>
            Clear selection
          </button>
        </div>
      )}
      {body}
      {importing && (
        <ImportProductsDialog
          onClose={() => setImporting(false)}
          onImported={(message) => {
            setImporting(false);
            setError(null);
            setStatus(message);
          }}
        />
      )}
      {categorising && (
        <SetCategoryDialog
          count={selectedIds.length}
          categories={firstPage?.categories ?? []}
          pending={bulk.isPending}
          onClose={() => setCategorising(false)}
          onSet={(category) => runBulk({ action: 'set-category', ids: selectedIds, category })}
        />
      )}
      {confirmElement}
    </section>
  );
}
