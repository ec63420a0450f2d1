/**
 * The owner's sign-in, site settings and contributor calls as endpoint descriptors (no zod:
 * safe for the editor). The types come from `owner-session.ts`, `site.ts` and `contributors.ts`.
 */
import type { z } from 'zod';
import { endpoint, type In, type None } from './endpoint';
import type { OwnerInfo, OwnerSignInAnswer, OwnerSignInBody } from './owner-session';
import type { SiteUpdateBody, WebsiteAnswer } from './site';
import type {
  ContributorAnswer,
  ContributorParams,
  ContributorRoleBody,
  ContributorsAnswer,
  InvitationAnswer,
  InvitationParams,
  InviteContributorBody,
} from './contributors';

type ByContributor = z.output<typeof ContributorParams>;
type ByInvitation = z.output<typeof InvitationParams>;

export const sessionEndpoints = {
  signIn: endpoint<None, None, In<typeof OwnerSignInBody>, OwnerSignInAnswer>('POST', '/api/admin/session'),
  signOut: endpoint<None, None, None, undefined>('DELETE', '/api/admin/session'),
  me: endpoint<None, None, None, OwnerInfo>('GET', '/api/admin/me'),
};

export const siteEndpoints = {
  getSite: endpoint<None, None, None, WebsiteAnswer>('GET', '/api/admin/site'),
  updateSite: endpoint<None, None, In<typeof SiteUpdateBody>, WebsiteAnswer>('PUT', '/api/admin/site'),
};

export const contributorEndpoints = {
  list: endpoint<None, None, None, ContributorsAnswer>('GET', '/api/admin/contributors'),
  invite: endpoint<None, None, In<typeof InviteContributorBody>, InvitationAnswer>('POST', '/api/admin/contributors'),
  resendInvitation: endpoint<ByInvitation, None, None, InvitationAnswer>('POST', '/api/admin/contributors/invitations/:invitationId/resend'),
  revokeInvitation: endpoint<ByInvitation, None, None, undefined>('DELETE', '/api/admin/contributors/invitations/:invitationId'),
  changeRole: endpoint<ByContributor, None, In<typeof ContributorRoleBody>, ContributorAnswer>('PATCH', '/api/admin/contributors/:userId'),
  remove: endpoint<ByContributor, None, None, undefined>('DELETE', '/api/admin/contributors/:userId'),
};
