/**
 * Inviting a contributor: the accounts module records (or refreshes) the invitation and the
 * outbox queues the email with the link `<site origin>/config/invitation?token=…`. The admin's
 * answer is the invitation alone (email, role, expiry), the same whether or not the email has
 * an account anywhere. Sending again makes a new token, so only the latest link works.
 */
import type { AccountsService, Invitation, IssuedInvitation } from '../../modules/accounts';
import type { NewMessage, OutboxService } from '../../modules/outbox';
import { ContributorRole } from '../../shared/enums';
import { escapeHtml } from '../../shared/html';

export interface ContributorInvitationDeps {
  accounts: Pick<AccountsService, 'invite' | 'refreshInvitation'>;
  outbox: Pick<OutboxService, 'enqueue'>;
}

/** The site an invitation is for, as the email names it and links to it. */
export interface InvitingSite {
  websiteId: string;
  title: string;
  /** `http(s)://host[:port]` the site answers on. */
  origin: string;
}

/** The admin who invites. */
export interface Inviter {
  userId: string;
  email: string;
}

export const INVITATION_PAGE_PATH = '/config/invitation';

/** `STORE_MANAGER` → "Store manager"; an unknown code reads as itself. */
export function roleLabel(role: number): string {
  const name = Object.entries(ContributorRole).find(([, code]) => code === role)?.[0];
  if (name === undefined) return `role ${role}`;
  const words = name.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The invitation email: who invites, to which site, with which role, and the link. */
export function invitationEmail(site: InvitingSite, inviter: Inviter, issued: IssuedInvitation): NewMessage {
  const title = site.title.trim() || site.origin;
  const link = `${site.origin}${INVITATION_PAGE_PATH}?token=${encodeURIComponent(issued.token)}`;
  const role = roleLabel(issued.invitation.role);
  const until = new Date(issued.invitation.expiresAt).toUTCString();
  const intro = `${inviter.email} invited you to help run ${title} as ${role}.`;
  const closing = `The link works until ${until}. If you did not expect this invitation, you can ignore this email.`;
  return {
    to: issued.invitation.email,
    subject: `You are invited to ${title}`,
    text: [intro, '', `Accept the invitation: ${link}`, '', closing].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p>${escapeHtml(closing)}</p>`,
    ].join(''),
    // Whoever reads the site's outbox (admins, store managers) must not be able to accept for the invitee.
    secret: true,
  };
}

/** Invites `email` to the site with `role` (or refreshes its pending invitation) and emails the link. */
export async function inviteContributor(
  deps: ContributorInvitationDeps,
  site: InvitingSite,
  inviter: Inviter,
  input: { email: string; role: number },
): Promise<Invitation> {
  const issued = await deps.accounts.invite({ websiteId: site.websiteId, email: input.email, role: input.role, invitedBy: inviter.userId });
  await deps.outbox.enqueue(site.websiteId, invitationEmail(site, inviter, issued));
  return issued.invitation;
}

/** Sends a pending invitation again with a new link (the old one stops working). */
export async function resendInvitation(deps: ContributorInvitationDeps, site: InvitingSite, inviter: Inviter, invitationId: string): Promise<Invitation> {
  const issued = await deps.accounts.refreshInvitation(site.websiteId, invitationId, inviter.userId);
  await deps.outbox.enqueue(site.websiteId, invitationEmail(site, inviter, issued));
  return issued.invitation;
}
