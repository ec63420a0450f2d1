/**
 * The Products list's filter selects (type, status, category, stock), each labelled; "All" is
 * no filter. A change goes to the URL.
 */
import { useId } from 'react';
import { PRODUCT_INDEX_STATUSES, PRODUCT_INDEX_STOCK, PRODUCT_INDEX_TYPES } from '../../../shared/api/catalog-index';
import { STATUS_LABELS, STOCK_LABELS, TYPE_LABELS, type ListState } from './products-list-state';

interface Props {
  state: ListState;
  categories: string[];
  onChange(patch: Partial<ListState>): void;
}

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="field products-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ProductsFilters({ state, categories, onChange }: Props) {
  // A category in the URL stays choosable even when no product is in it any more.
  const categoryNames = state.category !== '' && !categories.includes(state.category) ? [state.category, ...categories] : categories;
  return (
    <>
      <FilterSelect label="Type" value={state.type} options={PRODUCT_INDEX_TYPES.map((t) => [t, TYPE_LABELS[t]!])} onChange={(type) => onChange({ type })} />
      <FilterSelect label="Status" value={state.status} options={PRODUCT_INDEX_STATUSES.map((s) => [s, STATUS_LABELS[s]!])} onChange={(status) => onChange({ status })} />
      <FilterSelect label="Category" value={state.category} options={categoryNames.map((c) => [c, c])} onChange={(category) => onChange({ category })} />
      <FilterSelect label="Stock" value={state.stock} options={PRODUCT_INDEX_STOCK.map((s) => [s, STOCK_LABELS[s]!])} onChange={(stock) => onChange({ stock })} />
    </>
  );
}
