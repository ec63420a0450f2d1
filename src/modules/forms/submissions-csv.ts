/**
 * The owner's CSV export of a form's submissions (GAP-73): one column per question of the
 * form as it is now, plus the date and the page it was sent from; answers as the owner reads
 * them (displayValue, 'N/A' when unanswered). Cells are quoted when needed, and a cell that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading apostrophe.
 */
import type { FormField, OwnerForm } from '../../shared/forms/form-model';
import { displayValue } from '../../shared/forms/form-rules';
import type { StoredSubmission } from './submissions.types';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-safe, and quoted when it holds a comma, quote or line break. */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The questions that get a column: everything but section headings. */
function columnsOf(form: OwnerForm): FormField[] {
  return form.fields.filter((field) => field.type !== 'section');
}

export function csvHeader(form: OwnerForm): string {
  return csvLine(['Submitted', 'Page', ...columnsOf(form).map((field) => field.title)]);
}

export function csvRow(form: OwnerForm, submission: StoredSubmission): string {
  const page = submission.pagePath ?? submission.pageTitle ?? '';
  return csvLine([submission.createdAt, page, ...columnsOf(form).map((field) => displayValue(field, submission.values[field.id]))]);
}

/** The whole export, a line at a time, for streaming. */
export async function* submissionsCsv(form: OwnerForm, rows: AsyncIterable<StoredSubmission>): AsyncGenerator<string> {
  yield `\uFEFF${csvHeader(form)}`;
  for await (const submission of rows) yield csvRow(form, submission);
}
