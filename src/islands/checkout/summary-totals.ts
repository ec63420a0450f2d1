/**
 * Keeps the server-rendered order summary's totals (`[data-total="KEY"]` in the theme's
 * checkout page) in step with the cart and the gift cards applied: the island changes their
 * text and hides the rows that do not apply (`[data-total-row]`), and renders nothing there
 * itself, so the summary never moves when the island starts.
 */
import type { TotalKey } from './checkout-rules';

export function syncSummaryTotals(root: ParentNode, totals: Readonly<Record<TotalKey, string | null>>): void {
  for (const [key, text] of Object.entries(totals)) {
    const cell = root.querySelector<HTMLElement>(`[data-total="${key}"]`);
    if (cell === null) continue;
    if (text !== null && cell.textContent !== text) cell.textContent = text;
    const row = cell.closest<HTMLElement>('[data-total-row]');
    if (row !== null && row.hidden !== (text === null)) row.hidden = text === null;
  }
}
