/**
 * The pages a form block's no-script post answers (the island shows the same outcomes in
 * place): the submission message after success, the form's errors (each field's message
 * next to its title, under the spec's summary message) or why the form cannot be sent, each
 * with a link back to the page the form is on. Everything the owner or visitor wrote is
 * escaped; the submission message is the owner's sanitized rich text.
 */
import { escapeHtml } from '../../shared/html';
import type { PublicForm } from '../../shared/forms/form-model';
import { sanitizeRichText } from './rich-text-sanitizer';

export interface FormPostPage {
  /** The site theme's stylesheet, so the page looks like the site; null for none. */
  stylesheetUrl: string | null;
  /** The page the form was posted from (a path on this site). */
  back: string;
}

function page(title: string, body: string, { stylesheetUrl, back }: FormPostPage, backText: string): string {
  const css = stylesheetUrl === null ? '' : `<link rel="stylesheet" href="${escapeHtml(stylesheetUrl)}">`;
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${css}</head>` +
    '<body><main id="main" class="Main"><div class="Container Container--narrow SystemPage FormPostPage">' +
    `<h1 class="SystemPage-title">${escapeHtml(title)}</h1>${body}` +
    `<p><a class="Button" href="${escapeHtml(back)}">${escapeHtml(backText)}</a></p></div></main></body></html>`
  );
}

/** After a successful post (FORM-48): the form's submission message, or a plain thank-you when it has none. */
export function formSentHtml(form: Pick<PublicForm, 'name' | 'submissionMessage'>, where: FormPostPage): string {
  const message = sanitizeRichText(form.submissionMessage).trim();
  const body = `<div class="FormPostPage-message" role="status">${message === '' ? '<p>Thank you.</p>' : message}</div>`;
  return page(form.name, body, where, 'Back to the page');
}

/**
 * A refused post: the summary message (spec §8) and, for a 400 with field errors, each
 * field's title and message in the form's order (a field the form no longer has by its id).
 */
export function formRefusedHtml(form: Pick<PublicForm, 'name' | 'fields'> | null, message: string, errors: Record<string, string>, where: FormPostPage): string {
  const titleOf = (id: string) => form?.fields.find((f) => f.id === id)?.title || id;
  const order = form?.fields.map((f) => f.id) ?? [];
  const ids = Object.keys(errors).sort((a, b) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0));
  const list =
    ids.length === 0
      ? ''
      : '<div class="FormPostPage-errors">' +
        ids.map((id) => `<p><strong>${escapeHtml(titleOf(id))}</strong>: <span class="FormField-error">${escapeHtml(errors[id]!)}</span></p>`).join('') +
        '</div>';
  return page(form?.name ?? 'Form', `<p role="alert">${escapeHtml(message)}</p>${list}`, where, 'Back to the form');
}
