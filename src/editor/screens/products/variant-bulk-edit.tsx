/**
 * Bulk edit of the selected variants: a price, a sale price, a stock count, or SKUs made from
 * a prefix and each variant's values (TEE-M-BLUE). Only the boxes filled in are applied; a
 * value that is not an amount or a count is refused with its message before anything changes.
 */
import { useState, type KeyboardEvent } from 'react';
import { parseDecimal, type Currency } from '../../../shared/money';
import type { VariantRow } from './variant-rows';

type BulkField = 'price' | 'salePrice' | 'sku' | 'stock';

interface Props {
  rows: VariantRow[];
  selected: VariantRow[];
  currency: Currency;
  stocked: boolean;
  onApply: (index: number, field: BulkField, value: string) => void;
}

/** "TEE" and {Size: M, Color: Blue} → "TEE-M-BLUE" (letters, digits and dashes only). */
export function skuFor(prefix: string, attributes: Record<string, string>): string {
  const parts = [prefix, ...Object.values(attributes)].map((p) => p.trim().toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, ''));
  return parts.filter((p) => p !== '').join('-').slice(0, 64);
}

export function BulkEdit({ rows, selected, currency, stocked, onApply }: Props) {
  const [values, setValues] = useState({ price: '', salePrice: '', stock: '', skuPrefix: '' });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const count = selected.length;

  const apply = () => {
    const amount = (t: string) => t.trim() === '' || (parseDecimal(t, currency) ?? -1) >= 0;
    if (!amount(values.price)) return setError('Enter the price as an amount, such as 19.99.');
    if (!amount(values.salePrice)) return setError('Enter the sale price as an amount, such as 15.00.');
    if (values.stock.trim() !== '' && !/^\d{1,10}$/.test(values.stock.trim())) return setError('Enter the stock as a whole number of units.');
    if (Object.values(values).every((v) => v.trim() === '')) return setError('Fill in at least one box to apply.');
    setError(null);
    for (const row of selected) {
      const index = rows.indexOf(row);
      if (values.price.trim() !== '') onApply(index, 'price', values.price.trim());
      if (values.salePrice.trim() !== '') onApply(index, 'salePrice', values.salePrice.trim());
      if (stocked && values.stock.trim() !== '' && !row.unlimited) onApply(index, 'stock', values.stock.trim());
      if (values.skuPrefix.trim() !== '') onApply(index, 'sku', skuFor(values.skuPrefix, row.attributes));
    }
    setStatus(count === 1 ? 'Applied to 1 variant.' : `Applied to ${count} variants.`);
    setValues({ price: '', salePrice: '', stock: '', skuPrefix: '' });
  };
  // Enter in a bulk box applies it instead of saving the whole product.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (count > 0) apply();
    }
  };
  const box = (key: keyof typeof values, label: string, inputMode?: 'decimal' | 'numeric') => (
    <div className="field">
      <label htmlFor={`bulk-${key}`}>{label}</label>
      <input id={`bulk-${key}`} className="input" inputMode={inputMode} value={values[key]} disabled={count === 0} onKeyDown={onKeyDown} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} />
    </div>
  );

  return (
    <fieldset className="variant-bulk">
      <legend className="field__label">Edit selected variants</legend>
      <p className="field__help">{count === 0 ? 'Select variants in the grid to change several at once.' : `${count} of ${rows.length} selected.`}</p>
      <div className="variant-bulk__boxes">
        {box('price', `Price (${currency})`, 'decimal')}
        {box('salePrice', `Sale price (${currency})`, 'decimal')}
        {stocked && box('stock', 'Stock', 'numeric')}
        {box('skuPrefix', 'SKU prefix')}
        <button type="button" className="button variant-bulk__apply" disabled={count === 0} onClick={apply}>
          Apply to selected
        </button>
      </div>
      <p role="status" className="product-form__live">
        {status}
      </p>
      {error !== null && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
