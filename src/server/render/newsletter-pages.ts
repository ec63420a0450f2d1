/**
 * The newsletter pages a subscriber reaches from an email: the confirmation page, and the
 * newsletter unsubscribe page (page type 300, GAP-68: one-click unsubscribe with a confirming
 * button), plus the page that says why a link does not work. Plain HTML that works without
 * JavaScript, in the site's theme stylesheet; every value is escaped.
 */
import { PageType } from '../../shared/enums';
import { escapeHtml } from '../../shared/html';

export type NewsletterPageState =
  | { kind: 'confirmed'; listName: string; siteTitle: string; already: boolean }
  | { kind: 'unsubscribe'; listName: string; email: string; token: string; crumb: string; error?: string | undefined }
  | { kind: 'unsubscribed'; listName: string; siteTitle: string }
  | { kind: 'refused'; message: string };

export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed.';

function page(title: string, body: string, stylesheetUrl: string | null, pageType?: number): string {
  const css = stylesheetUrl === null ? '' : `<link rel="stylesheet" href="${escapeHtml(stylesheetUrl)}">`;
  const bodyClass = pageType === undefined ? '' : ` class="page-type-${pageType}"`;
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${css}</head>` +
    `<body${bodyClass}><main id="main" class="Main"><div class="Container Container--narrow SystemPage">` +
    `<h1 class="SystemPage-title">${escapeHtml(title)}</h1>${body}</div></main></body></html>`
  );
}

function homeLink(siteTitle: string): string {
  return `<p><a href="/">Back to ${escapeHtml(siteTitle.trim() || 'the site')}</a></p>`;
}

/** The page for one state. */
export function renderNewsletterPage(state: NewsletterPageState, stylesheetUrl: string | null): string {
  switch (state.kind) {
    case 'confirmed': {
      const said = state.already ? `Your subscription to ${state.listName} was already confirmed.` : `Thank you. You are now subscribed to ${state.listName}.`;
      return page('Subscription confirmed', `<p role="status">${escapeHtml(said)}</p>${homeLink(state.siteTitle)}`, stylesheetUrl);
    }
    case 'unsubscribe': {
      const error = state.error === undefined ? '' : `<p role="alert">${escapeHtml(state.error)}</p>`;
      const body =
        `<p>Unsubscribe ${escapeHtml(state.email)} from ${escapeHtml(state.listName)}? You will not get its emails any more.</p>${error}` +
        '<form method="post" action="/newsletter/unsubscribe">' +
        `<input type="hidden" name="token" value="${escapeHtml(state.token)}">` +
        `<input type="hidden" name="crumb" value="${escapeHtml(state.crumb)}">` +
        '<button type="submit" class="Button">Unsubscribe</button></form>';
      return page('Unsubscribe', body, stylesheetUrl, PageType.NEWSLETTER_UNSUBSCRIBE);
    }
    case 'unsubscribed':
      return page(
        'Unsubscribed',
        `<p role="status">${escapeHtml(UNSUBSCRIBED_MESSAGE)}</p><p>${escapeHtml(`You will not get emails from ${state.listName} any more.`)}</p>${homeLink(state.siteTitle)}`,
        stylesheetUrl,
        PageType.NEWSLETTER_UNSUBSCRIBE,
      );
    case 'refused':
      return page('This link does not work', `<p role="alert">${escapeHtml(state.message)}</p>`, stylesheetUrl);
  }
}
