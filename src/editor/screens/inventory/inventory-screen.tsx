/**
 * The store inventory panel (GAP-04, ADM-04..ADM-06): products with their stock, searched,
 * sorted by name, stock or price (all in the URL, so reloads and shared links keep them), a
 * page at a time; a row expands into its variants, each with inline stock edits and history;
 * the settings dialog holds the scarcity choices. Every panel action records its event.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { inventoryEndpoints } from '../../../shared/api/catalog-endpoints';
import { INVENTORY_SORTS, type InventoryProduct, type InventorySort } from '../../../shared/api/inventory';
import { formatMoney, type Currency } from '../../../shared/money';
import { ownerCall } from '../../api/owner-client';
import { recordOwnerEvent } from '../../api/owner-events';
import { useSession } from '../../app/session';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import { inventoryKeys } from './inventory-data';
import { ScarcitySettingsDialog } from './scarcity-settings-dialog';
import { VariantStock } from './variant-stock';
import './inventory.css';

const route = getRouteApi('/inventory');
const SORT_LABELS: Record<InventorySort, string> = { name: 'Product', stock: 'Stock', price: 'Price' };
const SORT_EVENTS = { name: 'inventory_sort_by_name', stock: 'inventory_sort_by_stock', price: 'inventory_sort_by_price' } as const;
const SEARCH_EVENT_DELAY_MS = 800;

const isSort = (value: string | undefined): value is InventorySort => INVENTORY_SORTS.includes(value as InventorySort);

export function InventoryScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = useSession();
  const q = search.q ?? '';
  const sort: InventorySort = isSort(search.sort) ? search.sort : 'name';
  const dir: 'asc' | 'desc' = search.dir === 'desc' ? 'desc' : 'asc';
  const cursor = search.cursor;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [status, setStatus] = useState('');
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (searchTimer.current !== null && clearTimeout(searchTimer.current)), []);

  const query = { ...(q.trim() !== '' && { q: q.trim() }), sort, dir, ...(cursor !== undefined && { cursor }) };
  const page = useQuery({ queryKey: inventoryKeys.page(query), queryFn: () => ownerCall(inventoryEndpoints.list, { query }), placeholderData: (previous) => previous });

  const base = { ...(q !== '' && { q }), ...(sort !== 'name' && { sort }), ...(dir !== 'asc' && { dir }) };
  const onSearch = (text: string) => {
    void navigate({ search: { ...base, q: text }, replace: true });
    if (searchTimer.current !== null) clearTimeout(searchTimer.current);
    // One event per search the owner settles on, not one per keystroke.
    searchTimer.current = setTimeout(() => text.trim() !== '' && recordOwnerEvent('inventory_search_products', { queryLength: text.trim().length }), SEARCH_EVENT_DELAY_MS);
  };
  const sortBy = (next: InventorySort) => {
    const nextDir = next === sort && dir === 'asc' ? 'desc' : 'asc';
    recordOwnerEvent(SORT_EVENTS[next], { direction: nextDir });
    void navigate({ search: { ...(q !== '' && { q }), ...(next !== 'name' && { sort: next }), ...(nextDir !== 'asc' && { dir: nextDir }) } });
  };
  const toggle = (product: InventoryProduct) => {
    const open = !expanded.has(product.itemId);
    if (open) recordOwnerEvent('inventory_expand_row', { productId: product.itemId, variants: product.variants.length });
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(product.itemId);
      else next.delete(product.itemId);
      return next;
    });
  };
  const openSettings = () => {
    recordOwnerEvent('inventory_settings_open');
    setStatus('');
    setSettingsOpen(true);
  };

  const data = page.data;
  const canEdit = can('commerce.inventory');
  return (
    <section className="screen inventory" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Inventory
      </h1>
      <div className="screen__toolbar">
        <SearchField className="field inventory__search" value={q} onChange={onSearch}>
          <Label>Search products</Label>
          <Input className="input" placeholder="Name or SKU" />
        </SearchField>
        {can('commerce.settings') && (
          <button type="button" className="button inventory__settings" onClick={openSettings}>
            Inventory settings
          </button>
        )}
      </div>
      <p role="status" className="inventory__status">
        {status}
      </p>
      {page.isPending ? (
        <Loading label="Loading inventory…" />
      ) : page.isError ? (
        <LoadFailed error={page.error} retry={() => void page.refetch()} />
      ) : data === undefined || data.products.length === 0 ? (
        <p className="panel">{q.trim() === '' ? 'No products yet. Products you add in Products appear here with their stock.' : `No products match “${q.trim()}”.`}</p>
      ) : (
        <table className="inventory__table">
          <caption className="visually-hidden">
            Products and their stock, sorted by {SORT_LABELS[sort].toLowerCase()} {dir === 'asc' ? 'ascending' : 'descending'}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Variants</span>
              </th>
              {INVENTORY_SORTS.map((key) => (
                <th key={key} scope="col" aria-sort={sort === key ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" className="inventory__sort" onClick={() => sortBy(key)}>
                    <span className="visually-hidden">Sort by </span>
                    {SORT_LABELS[key]}
                    {sort === key && <span aria-hidden="true">{dir === 'asc' ? ' ▲' : ' ▼'}</span>}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.products.map((product) => (
              <ProductRows key={product.itemId} product={product} currency={data.currency} open={expanded.has(product.itemId)} onToggle={() => toggle(product)} canEdit={canEdit} />
            ))}
          </tbody>
        </table>
      )}
      {data !== undefined && (
        <nav className="inventory__pager" aria-label="Inventory pages">
          <span className="inventory__count">
            {data.total} {data.total === 1 ? 'product' : 'products'}
          </span>
          {cursor !== undefined && (
            <Link to="/inventory" search={base} className="button">
              First page
            </Link>
          )}
          {data.nextCursor !== null && (
            <Link to="/inventory" search={{ ...base, cursor: data.nextCursor }} className="button" onClick={() => recordOwnerEvent('inventory_next_page', { sort, direction: dir })}>
              Next page
            </Link>
          )}
        </nav>
      )}
      {settingsOpen && (
        <ScarcitySettingsDialog
          onClose={() => setSettingsOpen(false)}
          onSaved={(message) => {
            setSettingsOpen(false);
            setStatus(message);
          }}
        />
      )}
    </section>
  );
}

function ProductRows({ product, currency, open, onToggle, canEdit }: { product: InventoryProduct; currency: Currency; open: boolean; onToggle(): void; canEdit: boolean }) {
  const name = product.name === '' ? 'Untitled product' : product.name;
  const soldOut = !product.unlimited && product.totalStock === 0;
  const low = product.variants.filter((v) => !v.unlimited && v.qtyInStock === 0).length;
  return (
    <Fragment>
      <tr className={open ? 'inventory__row is-open' : 'inventory__row'}>
        <td className="inventory__toggle">
          <button type="button" className="button button--small" aria-expanded={open} aria-controls={`variants-${product.itemId}`} onClick={onToggle}>
            <span aria-hidden="true">{open ? '−' : '+'}</span>
            <span className="visually-hidden">
              {open ? 'Hide' : 'Show'} variants of {name}
            </span>
          </button>
        </td>
        <td data-label="Product" className="inventory__name">
          <Link to="/products/$productId" params={{ productId: product.itemId }} onClick={() => recordOwnerEvent('inventory_click_row', { productId: product.itemId })}>
            {name}
          </Link>
          <span className="inventory__sub">
            {product.variants.length === 1 ? `SKU ${product.variants[0]!.sku}` : `${product.variants.length} variants${low > 0 ? `, ${low} sold out` : ''}`}
          </span>
        </td>
        <td data-label="Stock">
          <span className={soldOut ? 'inventory-stock inventory-stock--out' : 'inventory-stock'}>{product.unlimited ? 'Unlimited' : soldOut ? 'Sold out' : `${product.totalStock} in stock`}</span>
        </td>
        <td data-label="Price">{formatMoney({ amount: product.lowestPrice, currency })}{product.variants.some((v) => v.price !== product.lowestPrice) ? ' and up' : ''}</td>
      </tr>
      {open && (
        <tr className="inventory__variants-row">
          <td colSpan={4} id={`variants-${product.itemId}`}>
            <div role="group" aria-label={`Variants of ${name}`} className="inventory__variants">
              {product.variants.map((variant) => (
                <VariantStock key={variant.id} variant={variant} productName={name} currency={currency} canEdit={canEdit} />
              ))}
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
