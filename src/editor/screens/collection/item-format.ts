/** How the collection screens show an item's status and dates. */
import type { Item } from '../../../shared/api/content-items';
import { PAGE_STATUS_LABELS } from '../../../shared/content-model';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(ms: number | null): string {
  return ms === null ? '—' : DATE_TIME.format(new Date(ms));
}

/** ADM-09's labels; a scheduled item says when it goes live. */
export function statusLabel(item: Pick<Item, 'status' | 'publishOn'>): string {
  const label = PAGE_STATUS_LABELS[item.status];
  return item.status === 'scheduled' && item.publishOn !== null ? `${label} ${formatDateTime(item.publishOn)}` : label;
}

/** A `datetime-local` input's value for a time, in the browser's zone. */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): number | null {
  if (value === '') return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The text of an HTML fragment (a gallery caption is stored as HTML). */
export function textOf(html: string): string {
  if (html === '') return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** A caption typed as plain text, stored as one paragraph of HTML. */
export function captionHtml(text: string): string {
  const escaped = text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped === '' ? '' : `<p>${escaped}</p>`;
}
