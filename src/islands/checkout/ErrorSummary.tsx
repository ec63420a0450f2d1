/**
 * What stopped the order, above the form: the messages no field explains (stock gone, the
 * session, the network) and a link to each field or section with an error. It takes focus
 * after a failed attempt, so keyboard and screen reader users start from the list; a link
 * moves focus to its field.
 */
import { forwardRef } from 'react';

export interface ErrorSummaryItem {
  /** The id of the field or section the message belongs to. */
  target: string;
  message: string;
}

export interface ErrorSummaryProps {
  general: readonly string[];
  items: readonly ErrorSummaryItem[];
}

/** Focuses a field, or the first control inside a section. */
export function focusTarget(id: string): void {
  const element = document.getElementById(id);
  if (element === null) return;
  const control = element.matches('input, select, textarea, button') ? element : element.querySelector<HTMLElement>('input, select, textarea, button');
  (control ?? element).focus();
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ general, items }, ref) {
  if (general.length === 0 && items.length === 0) return null;
  return (
    <div className="CheckoutErrors" ref={ref} tabIndex={-1} aria-labelledby="checkout-errors-title">
      <h2 className="CheckoutErrors-title" id="checkout-errors-title">
        Your order was not placed
      </h2>
      {general.map((message) => (
        <p key={message} className="CheckoutErrors-message">
          {message}
        </p>
      ))}
      {items.length > 0 && (
        <ul className="CheckoutErrors-list">
          {items.map((item) => (
            <li key={`${item.target}:${item.message}`}>
              <a
                href={`#${item.target}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusTarget(item.target);
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
