/**
 * A site's contributors (spec §3 contributor roles). All need 'contributors.manage'.
 * - `GET /api/admin/contributors`: the members and the pending invitations;
 * - `POST /api/admin/contributors` {email, role}: invites the email (202 with the invitation).
 *   The answer is the same whether or not the email has an account anywhere, and no password
 *   is taken: the person joins by accepting the emailed link (invitations.routes.ts);
 * - `POST /api/admin/contributors/invitations/:invitationId/resend`, `DELETE
 *   /api/admin/contributors/invitations/:invitationId`: send a pending invitation again with a
 *   new link, or withdraw it;
 * - `PATCH/DELETE /api/admin/contributors/:userId`: change a member's role, remove them. The
 *   last admin of a site can be neither demoted nor removed (409 CONTRIBUTOR_LAST_ADMIN).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Inviter, InvitingSite } from '../../../flows/accounts';
import type { Contributor, Invitation } from '../../../modules/accounts';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  ContributorAnswer,
  ContributorParams,
  ContributorRoleBody,
  ContributorsAnswer,
  InvitationAnswer,
  InvitationParams,
  InviteContributorBody,
  type ContributorView,
  type InvitationView,
} from '../../../shared/api/contributors';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

/** A host as browsers send it: a name or address and an optional port. */
const HOST_PATTERN = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

function contributorDto(c: Contributor): ContributorView {
  return { userId: c.userId, email: c.email, displayName: c.displayName, role: c.role, createdAt: c.createdAt };
}

function invitationDto(i: Invitation): InvitationView {
  return { id: i.id, email: i.email, role: i.role, status: i.status, invitedAt: i.invitedAt, expiresAt: i.expiresAt };
}

/** The site as the invitation email names it, linking to the host this request came on (it resolved to this site). */
function invitingSite(request: FastifyRequest): InvitingSite {
  const site = request.site;
  if (site === null) throw new DomainError('SITE_NOT_FOUND');
  const { baseDomain, secureCookies } = request.server.config;
  const sent = request.headers.host ?? '';
  const host = HOST_PATTERN.test(sent) ? sent.toLowerCase() : `${site.identifier}.${baseDomain}`;
  return { websiteId: site.id, title: site.title, origin: `${secureCookies ? 'https' : request.protocol}://${host}` };
}

function inviterOf(request: FastifyRequest): Inviter {
  const owner = request.owner;
  if (owner === null) throw new DomainError('UNAUTHENTICATED');
  return { userId: owner.userId, email: owner.email };
}

export function registerAdminContributorRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts, contributorFlows } = app.services;
  const guard = { preHandler: requirePermission('contributors.manage') };

  app.get('/api/admin/contributors', { ...guard, schema: { response: { 200: ContributorsAnswer } } }, async (request) => {
    const websiteId = siteIdOf(request);
    const [members, invitations] = await Promise.all([accounts.listMembers(websiteId), accounts.listInvitations(websiteId)]);
    return { contributors: members.map(contributorDto), invitations: invitations.map(invitationDto) };
  });

  app.post('/api/admin/contributors', { ...guard, schema: { body: bodyOrEmpty(InviteContributorBody), response: { 202: InvitationAnswer } } }, async (request, reply) => {
    const body = request.body;
    const invitation = await contributorFlows.invite(invitingSite(request), inviterOf(request), body);
    return reply.status(202).send({ invitation: invitationDto(invitation) });
  });

  const resendSchema = { params: InvitationParams, response: { 202: InvitationAnswer } };
  app.post('/api/admin/contributors/invitations/:invitationId/resend', { ...guard, schema: resendSchema }, async (request, reply) => {
    const { invitationId } = request.params;
    const invitation = await contributorFlows.resend(invitingSite(request), inviterOf(request), invitationId);
    return reply.status(202).send({ invitation: invitationDto(invitation) });
  });

  app.delete('/api/admin/contributors/invitations/:invitationId', { ...guard, schema: { params: InvitationParams } }, async (request, reply) => {
    const { invitationId } = request.params;
    await accounts.revokeInvitation(siteIdOf(request), invitationId);
    return reply.status(204).send();
  });

  const roleSchema = { params: ContributorParams, body: bodyOrEmpty(ContributorRoleBody), response: { 200: ContributorAnswer } };
  app.patch('/api/admin/contributors/:userId', { ...guard, schema: roleSchema }, async (request) => {
    const { userId } = request.params;
    const { role } = request.body;
    return { contributor: contributorDto(await accounts.changeRole(siteIdOf(request), userId, role)) };
  });

  app.delete('/api/admin/contributors/:userId', { ...guard, schema: { params: ContributorParams } }, async (request, reply) => {
    const { userId } = request.params;
    await accounts.removeMember(siteIdOf(request), userId);
    return reply.status(204).send();
  });
}
