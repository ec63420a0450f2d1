/**
 * The CSV export of a mailing list (RFC 4180: comma-separated, CRLF lines, a header row). A
 * cell a spreadsheet would read as a formula (leading =, +, -, @, tab or carriage return) gets
 * a leading apostrophe, so a subscriber's name can never run in the owner's spreadsheet.
 */
import type { Subscriber } from '../../modules/mailing-lists';

export const SUBSCRIBERS_CSV_HEADER = ['email', 'name', 'status', 'source', 'created', 'confirmed', 'unsubscribed'] as const;

/** One cell: defused when formula-like, quoted when it holds a quote, comma, line break or edge space. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const isoOrEmpty = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** A subscriber's row, in the header's order. */
export function subscriberCsvLine(s: Subscriber): string {
  return csvLine([s.email, s.name ?? '', s.status, s.source ?? '', isoOrEmpty(s.created), isoOrEmpty(s.confirmed), isoOrEmpty(s.unsubscribed)]);
}

/** A download file name from the list's name: letters, digits and dashes only. */
export function subscribersCsvFileName(listName: string): string {
  const slug = listName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug === '' ? 'mailing-list' : slug}-subscribers.csv`;
}
