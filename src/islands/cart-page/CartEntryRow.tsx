/**
 * One line of the cart (the server's markup, now live): title, variant attributes, form
 * answers, unit price; the quantity (number input 1–9999 with − and + buttons; a burst of
 * typing or clicks settles for QUANTITY_DEBOUNCE_MS and sends one change, Enter sends at once);
 * 'Edit details' for an entry with an additional-fields form; 'Remove'; the line total; and
 * the line's failure, if any.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ShoppingCartEntry as CartEntry } from '../../shared/api/cart';
import { lineOptionValue } from '../../shared/line-options';
import { centsText, QUANTITY_DEBOUNCE_MS, readQuantity, stepQuantity, type FailureNotice } from './cart-page-rules';
import { Notice } from './Notice';

export interface CartEntryRowProps {
  entry: CartEntry;
  url: string | null;
  hasForm: boolean;
  answers: { label: string; value: string }[];
  currency: string;
  locale: string;
  notice: FailureNotice | null;
  /** Sends the quantity; resolves false when the change failed (the input then shows the cart's quantity again). */
  onQuantity: (entry: CartEntry, quantity: number) => Promise<boolean>;
  onRemove: (entry: CartEntry) => void;
  onEdit: (entry: CartEntry) => void;
}

export function CartEntryRow({ entry, url, hasForm, answers, currency, locale, notice, onQuantity, onRemove, onEdit }: CartEntryRowProps) {
  const [text, setText] = useState(String(entry.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The cart's quantity now: a change scheduled before an answer arrived is sent (or reset) against
  // this, not against the quantity its render saw.
  const current = useRef(entry.quantity);
  current.current = entry.quantity;
  const inputId = `cart-quantity-${entry.id}`;
  const problemId = `${inputId}-problem`;

  // The field follows the cart's quantity when an answer changes it, in the same commit (an effect
  // waits for the next frame, and text typed before it would be overwritten), and not while the
  // visitor's own newer change is still waiting to be sent.
  useLayoutEffect(() => {
    if (timer.current === undefined) setText(String(entry.quantity));
  }, [entry.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async (quantity: number) => {
    timer.current = undefined;
    if (quantity === current.current) return;
    // A failed change shows the cart's quantity again, unless the visitor has typed anew meanwhile.
    if (!(await onQuantity(entry, quantity)) && timer.current === undefined) setText(String(current.current));
  };
  const schedule = (value: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const read = readQuantity(value);
    setProblem(read.ok ? null : read.message);
    if (!read.ok) return;
    if (delay === 0) void send(read.quantity);
    else timer.current = setTimeout(() => void send(read.quantity), delay);
  };
  const step = (by: 1 | -1) => {
    const next = String(stepQuantity(text, by, entry.quantity));
    setText(next);
    schedule(next, QUANTITY_DEBOUNCE_MS);
  };

  const attributes = entry.optionValues.map((option) => [option.name, lineOptionValue(option, (cents) => centsText(cents, currency, locale))] as const);
  return (
    <li className="CartEntry" data-entry-id={entry.id}>
      <div className="CartEntry-details">
        <h2 className="CartEntry-title">{url === null ? entry.title : <a href={url}>{entry.title}</a>}</h2>
        {attributes.length > 0 && (
          <ul className="CartEntry-attributes">
            {attributes.map(([name, value]) => (
              <li key={name}>{`${name}: ${value}`}</li>
            ))}
          </ul>
        )}
        {answers.length > 0 && (
          <dl className="CartEntry-answers">
            {answers.map((a) => (
              <div key={a.label}>
                <dt>{a.label}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="CartEntry-unitPrice">{`${centsText(entry.purchasePriceCents, currency, locale)} each`}</p>
      </div>
      <div className="CartEntry-controls">
        <div className="CartQuantity">
          <button type="button" className="CartQuantity-step" aria-label={`Decrease quantity of ${entry.title}`} onClick={() => step(-1)}>
            −
          </button>
          <label className="visually-hidden" htmlFor={inputId}>
            {`Quantity of ${entry.title}`}
          </label>
          <input
            className="CartQuantity-input"
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={9999}
            step={1}
            value={text}
            aria-invalid={problem !== null ? true : undefined}
            aria-describedby={problem !== null ? problemId : undefined}
            onInput={(e) => {
              const value = (e.target as HTMLInputElement).value;
              setText(value);
              schedule(value, QUANTITY_DEBOUNCE_MS);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              schedule((e.target as HTMLInputElement).value, 0);
            }}
          />
          <button type="button" className="CartQuantity-step" aria-label={`Increase quantity of ${entry.title}`} onClick={() => step(1)}>
            +
          </button>
        </div>
        {problem !== null && (
          <p className="CartEntry-problem" id={problemId}>
            {problem}
          </p>
        )}
        <div className="CartEntry-actions">
          {hasForm && (
            <button type="button" className="CartEntry-edit" aria-label={`Edit details of ${entry.title}`} onClick={() => onEdit(entry)}>
              Edit details
            </button>
          )}
          <button type="button" className="CartEntry-remove" aria-label={`Remove ${entry.title}`} onClick={() => onRemove(entry)}>
            Remove
          </button>
        </div>
      </div>
      <p className="CartEntry-total">{centsText(entry.purchasePriceCents * entry.quantity, currency, locale)}</p>
      {notice !== null && <Notice notice={notice} />}
    </li>
  );
}
