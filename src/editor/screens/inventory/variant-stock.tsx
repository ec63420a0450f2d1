/**
 * One variant's stock in the expanded row (GAP-04): set it to a count (sent with the count the
 * owner saw, so a sale made meanwhile is not overwritten: the server answers 409), add or
 * remove units, or switch unlimited stock; and its adjustment history, newest first.
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { InventoryVariant } from '../../../shared/api/inventory';
import { catalogEndpoints } from '../../../shared/api/catalog-endpoints';
import { INVENTORY_LIMITS, type StockHistory } from '../../../shared/api/catalog';
import { formatMoney, type Currency } from '../../../shared/money';
import { ownerCall } from '../../api/owner-client';
import { inventoryKeys, stockText, wholeNumber } from './inventory-data';

type Change = { expected: number; quantity: number } | { delta: number } | { unlimited: boolean };

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function VariantStock({ variant, productName, currency, canEdit }: { variant: InventoryVariant; productName: string; currency: Currency; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const id = useId();
  const name = variant.label === '' ? productName : `${productName} — ${variant.label}`;
  const [setTo, setSetTo] = useState(String(variant.qtyInStock));
  const [by, setBy] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [showHistory, setShowHistory] = useState(false);

  const change = useMutation({
    mutationFn: (body: Change) => ownerCall(catalogEndpoints.adjustStock, { params: { variantId: variant.id }, body: { ...body, reason: 'inventory panel' } }),
    onSuccess: ({ stock }) => {
      setStatus(`${name}: ${stock.unlimited ? 'unlimited stock' : stock.qtyInStock === 0 ? 'sold out' : `${stock.qtyInStock} in stock`}. Saved.`);
      setSetTo(String(stock.qtyInStock));
      setBy('');
      // Restock notices can go once a variant has stock again: that screen's groups change too.
      void queryClient.invalidateQueries({ queryKey: ['restock'] });
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });

  const history = useQuery({
    queryKey: inventoryKeys.history(variant.id),
    queryFn: () => ownerCall(catalogEndpoints.stockHistory, { params: { variantId: variant.id }, query: { limit: 10 } }),
    enabled: showHistory,
  });

  const submit = (event: FormEvent<HTMLFormElement>, kind: 'set' | 'adjust') => {
    event.preventDefault();
    setFieldError(null);
    setStatus('');
    change.reset();
    const value = wholeNumber(kind === 'set' ? setTo : by);
    if (kind === 'set') {
      if (value === null || value < 0 || value > INVENTORY_LIMITS.maxQuantity) return setFieldError('Enter a whole number of units, 0 or more.');
      change.mutate({ expected: variant.qtyInStock, quantity: value });
    } else {
      if (value === null || value === 0) return setFieldError('Enter a number of units other than 0, such as 5 or -2.');
      if (variant.qtyInStock + value < 0) return setFieldError(`Only ${variant.qtyInStock} in stock: you can remove at most ${variant.qtyInStock}.`);
      change.mutate({ delta: value });
    }
  };

  const price = formatMoney({ amount: variant.onSale ? variant.salePrice : variant.price, currency });
  return (
    <div className="inventory-variant">
      <div className="inventory-variant__head">
        <span className="inventory-variant__name">{variant.label === '' ? productName : variant.label}</span>
        <span className="inventory-variant__meta">SKU {variant.sku}</span>
        <span className="inventory-variant__meta">{variant.onSale ? `${price} (on sale)` : price}</span>
        <span className={`inventory-stock${!variant.unlimited && variant.qtyInStock === 0 ? ' inventory-stock--out' : ''}`}>{stockText(variant)}</span>
      </div>
      {canEdit && (
        <div className="inventory-variant__edit">
          {!variant.unlimited && (
            <>
              <form className="inventory-variant__form" onSubmit={(e) => submit(e, 'set')} noValidate>
                <label htmlFor={`${id}-set`}>
                  Stock<span className="visually-hidden"> of {name}</span>
                </label>
                <input id={`${id}-set`} className="input inventory-variant__number" inputMode="numeric" value={setTo} onChange={(e) => setSetTo(e.target.value)} aria-describedby={fieldError === null ? undefined : `${id}-error`} />
                <button type="submit" className="button button--small" disabled={change.isPending}>
                  Set<span className="visually-hidden"> stock of {name}</span>
                </button>
              </form>
              <form className="inventory-variant__form" onSubmit={(e) => submit(e, 'adjust')} noValidate>
                <label htmlFor={`${id}-by`}>
                  Add or remove<span className="visually-hidden"> units of {name}</span>
                </label>
                <input id={`${id}-by`} className="input inventory-variant__number" inputMode="numeric" placeholder="+5 or -2" value={by} onChange={(e) => setBy(e.target.value)} aria-describedby={fieldError === null ? undefined : `${id}-error`} />
                <button type="submit" className="button button--small" disabled={change.isPending}>
                  Apply<span className="visually-hidden"> to {name}</span>
                </button>
              </form>
            </>
          )}
          <label className="inventory-variant__check">
            <input type="checkbox" checked={variant.unlimited} disabled={change.isPending} onChange={(e) => change.mutate({ unlimited: e.target.checked })} />
            Unlimited<span className="visually-hidden"> stock of {name}</span>
          </label>
          <button type="button" className="button button--small" aria-expanded={showHistory} onClick={() => setShowHistory((v) => !v)}>
            {showHistory ? 'Hide history' : 'History'}
            <span className="visually-hidden"> of {name}</span>
          </button>
        </div>
      )}
      <p role="status" className="inventory-variant__status">
        {change.isPending ? 'Saving…' : status}
      </p>
      {(fieldError !== null || change.isError) && (
        <p id={`${id}-error`} role="alert" className="notice notice--error">
          {fieldError ?? change.error?.message}
        </p>
      )}
      {showHistory && <StockHistoryList history={history} name={name} />}
    </div>
  );
}

function StockHistoryList({ history, name }: { history: UseQueryResult<StockHistory>; name: string }) {
  if (history.isPending) return <p className="inventory-variant__meta">Loading history…</p>;
  if (history.isError)
    return (
      <p role="alert" className="notice notice--error">
        The history could not be loaded. <button type="button" className="button button--small" onClick={() => void history.refetch()}>Try again</button>
      </p>
    );
  if (history.data.adjustments.length === 0) return <p className="inventory-variant__meta">No stock changes yet.</p>;
  return (
    <table className="inventory-history">
      <caption className="visually-hidden">Stock changes of {name}, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Change</th>
          <th scope="col">After</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {history.data.adjustments.map((a) => (
          <tr key={a.id}>
            <td>{when.format(a.at)}</td>
            <td>{a.delta > 0 ? `+${a.delta}` : a.delta === 0 ? '—' : String(a.delta)}</td>
            <td>{a.unlimitedAfter ? 'Unlimited' : a.qtyAfter}</td>
            <td>{a.reason === '' ? '—' : a.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
