/**
 * The small page that accepts an invitation to join a site (`/config/invitation?token=…`):
 * plain HTML that works without JavaScript. The form posts back to the same path with the
 * token, the visitor's crumb and the password. Every value is escaped.
 */
import { PASSWORD_MIN_LENGTH } from '../../modules/accounts';
import { escapeHtml } from '../../shared/html';

export type InvitationPageState =
  | { kind: 'form'; siteTitle: string; email: string; roleLabel: string; mustSetPassword: boolean; token: string; crumb: string; error?: string | undefined }
  | { kind: 'refused'; message: string };

const HEAD =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex">';

/** The page for one state: the form (with an error after a refused try) or why the link does not work. */
export function renderInvitationPage(state: InvitationPageState): string {
  if (state.kind === 'refused') {
    return `${HEAD}<title>Invitation</title></head><body><main><h1>Invitation</h1><p role="alert">${escapeHtml(state.message)}</p></main></body></html>`;
  }
  const title = `Join ${state.siteTitle}`;
  const hint = state.mustSetPassword
    ? `Choose a password for your new account (at least ${PASSWORD_MIN_LENGTH} characters).`
    : 'Enter the password of your account to accept.';
  const error = state.error === undefined ? '' : `<p role="alert" id="invitation-error">${escapeHtml(state.error)}</p>`;
  const described = state.error === undefined ? 'invitation-hint' : 'invitation-hint invitation-error';
  return (
    `${HEAD}<title>${escapeHtml(title)}</title></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>` +
    `<p>You are invited as ${escapeHtml(state.roleLabel)} with the email ${escapeHtml(state.email)}.</p>` +
    error +
    '<form method="post" action="/config/invitation">' +
    `<input type="hidden" name="token" value="${escapeHtml(state.token)}">` +
    `<input type="hidden" name="crumb" value="${escapeHtml(state.crumb)}">` +
    `<p id="invitation-hint">${escapeHtml(hint)}</p>` +
    '<label for="invitation-password">Password</label> ' +
    `<input id="invitation-password" name="password" type="password" required aria-describedby="${described}"` +
    ` autocomplete="${state.mustSetPassword ? 'new-password' : 'current-password'}"${state.mustSetPassword ? ` minlength="${PASSWORD_MIN_LENGTH}"` : ''}> ` +
    '<button type="submit">Accept invitation</button>' +
    '</form></main></body></html>'
  );
}
