/**
 * The emails a subscriber gets from the platform. Each carries the list's unsubscribe link
 * (in the text and the HTML); every value in the HTML is escaped.
 */
import type { NewMessage } from '../outbox';
import { escapeHtml } from '../../shared/html';
import type { SubscribingSite } from './mailing-lists.types';

/** The double opt-in email: confirm the subscription, or leave it. */
export function confirmationEmail(to: string, site: SubscribingSite, listName: string, links: { confirm: string; unsubscribe: string }): NewMessage {
  const siteName = site.title.trim() || site.origin;
  const intro = `Please confirm that you want to receive "${listName}" from ${siteName}.`;
  const ignore = 'If you did not sign up, ignore this email and you will not hear from this list.';
  return {
    to,
    subject: `Confirm your subscription to ${listName}`,
    text: [intro, '', `Confirm your subscription: ${links.confirm}`, '', ignore, '', `Unsubscribe: ${links.unsubscribe}`].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(links.confirm)}">Confirm your subscription</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`,
    ].join(''),
    // The links act for the recipient alone: whoever reads the site's outbox must not confirm for them.
    secret: true,
  };
}
