/**
 * The owner's email for one form submission (GAP-73): every question of the form with the
 * visitor's answer as the owner reads it ('N/A' when unanswered, FORM-22), in plain text and
 * HTML (everything the visitor typed is escaped).
 */
import type { NewMessage } from '../../modules/outbox';
import type { StoredSubmission } from '../../modules/forms';
import type { OwnerForm } from '../../shared/forms/form-model';
import { displayValue } from '../../shared/forms/form-rules';
import { escapeHtml } from '../../shared/html';

export function formNotificationEmail(form: OwnerForm, submission: StoredSubmission, to: string): NewMessage {
  const answers = form.fields
    .filter((field) => field.type !== 'section')
    .map((field) => ({ title: field.title, text: displayValue(field, submission.values[field.id]) }));
  const page = submission.pagePath ?? submission.pageTitle;
  const subject = `New submission: ${form.name}`;
  const text = [
    `A visitor sent the form "${form.name}".`,
    ...(page === null ? [] : [`Page: ${page}`]),
    '',
    ...answers.map((a) => `${a.title}: ${a.text}`),
  ].join('\n');
  const rows = answers.map((a) => `<tr><th align="left" valign="top">${escapeHtml(a.title)}</th><td style="white-space:pre-wrap">${escapeHtml(a.text)}</td></tr>`).join('');
  const html =
    `<p>A visitor sent the form &ldquo;${escapeHtml(form.name)}&rdquo;.</p>` +
    (page === null ? '' : `<p>Page: ${escapeHtml(page)}</p>`) +
    `<table cellpadding="6">${rows}</table>`;
  return { to, subject, text, html, dedupeKey: `form-submission:${submission.id}` };
}
