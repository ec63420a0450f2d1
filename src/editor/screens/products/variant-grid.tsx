/**
 * The variant grid: one row per variant with its price, sale price, SKU, stock and image, and
 * a bulk edit that sets price, sale price, SKU or stock on every selected row at once. Long
 * grids (many options) render only the rows in view (TanStack Virtual) inside a scroll region.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ProductType } from '../../../shared/enums';
import type { Currency } from '../../../shared/money';
import { BulkEdit } from './variant-bulk-edit';
import type { ProductValues } from './product-values';
import { variantName, type VariantRow } from './variant-rows';

/** Above this many rows only those in view are rendered. */
const VIRTUAL_FROM = 40;
const ROW_HEIGHT = 64;

type RowField = 'price' | 'salePrice' | 'sku' | 'stock';

export function VariantGrid({ currency }: { currency: Currency }) {
  const { control, setValue, formState } = useFormContext<ProductValues>();
  const rows = useWatch({ control, name: 'variants' });
  const images = useWatch({ control, name: 'images' });
  const type = useWatch({ control, name: 'productType' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUAL_FROM;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8, enabled: virtual });
  const stocked = type === ProductType.PHYSICAL || type === ProductType.SERVICE;
  const chosen = rows.filter((r) => selected.has(r.key));

  const set = <K extends keyof VariantRow>(index: number, key: K, value: VariantRow[K]) => setValue(`variants.${index}.${key}` as `variants.${number}.sku`, value as never, { shouldDirty: true });
  const toggle = (key: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const allOn = rows.length > 0 && chosen.length === rows.length;

  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const before = virtual && items.length > 0 ? items[0]!.start : 0;
  const after = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.start - ROW_HEIGHT : 0;

  const cellError = (index: number, field: RowField | 'mainImageId') => formState.errors.variants?.[index]?.[field]?.message;
  const input = (index: number, row: VariantRow, field: RowField, label: string, extra: { inputMode?: 'decimal' | 'numeric'; disabled?: boolean } = {}) => {
    const error = cellError(index, field);
    const id = `variant-${index}-${field}`;
    return (
      <td>
        <input
          id={id}
          className="input variant-grid__input"
          aria-label={`${label}, ${variantName(row)}`}
          value={row[field]}
          inputMode={extra.inputMode}
          disabled={extra.disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? `${id}-error` : undefined}
          onChange={(e) => set(index, field, e.target.value)}
        />
        {error !== undefined && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </td>
    );
  };

  return (
    <div className="form-stack">
      <BulkEdit rows={rows} selected={chosen} currency={currency} stocked={stocked} onApply={(index, field, value) => set(index, field, value)} />
      <p className="field__help">
        {rows.length === 1 ? '1 variant' : `${rows.length} variants`}. Prices in {currency}; leave the sale price empty when there is none.
      </p>
      <div ref={scroller} className={`variant-grid scroll-cue${virtual ? ' variant-grid--long' : ''}`} role="region" aria-label="Variants" tabIndex={0}>
        <table className="variant-grid__table">
          <thead>
            <tr>
              <th scope="col">
                <input type="checkbox" aria-label="Select all variants" checked={allOn} onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.key)) : new Set())} />
              </th>
              <th scope="col">Variant</th>
              <th scope="col">Price ({currency})</th>
              <th scope="col">Sale price ({currency})</th>
              <th scope="col">On sale</th>
              <th scope="col">SKU</th>
              {stocked && <th scope="col">Stock</th>}
              {stocked && <th scope="col">Unlimited</th>}
              <th scope="col">Image</th>
            </tr>
          </thead>
          <tbody>
            {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
            {items.map(({ index }) => {
              const row = rows[index]!;
              const name = variantName(row);
              return (
                <tr key={row.key} className="variant-grid__row">
                  <td>
                    <input type="checkbox" aria-label={`Select ${name}`} checked={selected.has(row.key)} onChange={(e) => toggle(row.key, e.target.checked)} />
                  </td>
                  <th scope="row" className="variant-grid__name">
                    {name}
                  </th>
                  {input(index, row, 'price', 'Price', { inputMode: 'decimal' })}
                  {input(index, row, 'salePrice', 'Sale price', { inputMode: 'decimal' })}
                  <td>
                    <input type="checkbox" aria-label={`On sale, ${name}`} checked={row.onSale} onChange={(e) => set(index, 'onSale', e.target.checked)} />
                  </td>
                  {input(index, row, 'sku', 'SKU')}
                  {stocked && input(index, row, 'stock', 'Stock', { inputMode: 'numeric', disabled: row.unlimited })}
                  {stocked && (
                    <td>
                      <input type="checkbox" aria-label={`Unlimited stock, ${name}`} checked={row.unlimited} onChange={(e) => set(index, 'unlimited', e.target.checked)} />
                    </td>
                  )}
                  <td>
                    <select className="input variant-grid__input" aria-label={`Image, ${name}`} value={row.mainImageId ?? ''} onChange={(e) => set(index, 'mainImageId', e.target.value === '' ? null : e.target.value)}>
                      <option value="">Main image</option>
                      {images.map((image, i) => (
                        <option key={image.id} value={image.id}>
                          {image.filename || `Image ${i + 1}`}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
            {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
          </tbody>
        </table>
      </div>
    </div>
  );
}
