/**
 * A site's contributors (spec §3 contributor roles): GET/POST /api/admin/contributors,
 * PATCH/DELETE /api/admin/contributors/:userId. All need 'contributors.manage'; the last admin
 * of a site can be neither demoted nor removed (409 CONTRIBUTOR_LAST_ADMIN).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isContributorRole, PASSWORD_MAX_LENGTH, type Contributor } from '../../../modules/accounts';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';

const Role = z.number().int().refine(isContributorRole, 'Not a contributor role.');

const AddBody = z.strictObject({
  email: z.string().max(256),
  role: Role,
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  displayName: z.string().trim().max(200).optional(),
});
const RoleBody = z.strictObject({ role: Role });
const UserParams = z.object({ userId: z.string().min(1).max(64) });

function contributorDto(c: Contributor) {
  return { userId: c.userId, email: c.email, displayName: c.displayName, role: c.role, createdAt: c.createdAt };
}

function siteId(request: FastifyRequest): string {
  if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
  return request.site.id;
}

export function registerAdminContributorRoutes(app: FastifyInstance): void {
  const accounts = app.services.accounts;
  const guard = { preHandler: requirePermission('contributors.manage') };

  app.get('/api/admin/contributors', guard, async (request) => ({
    contributors: (await accounts.listMembers(siteId(request))).map(contributorDto),
  }));

  app.post('/api/admin/contributors', guard, async (request, reply) => {
    const body = AddBody.parse(request.body ?? {});
    const contributor = await accounts.addContributor({ ...body, websiteId: siteId(request) });
    return reply.status(201).send({ contributor: contributorDto(contributor) });
  });

  app.patch('/api/admin/contributors/:userId', guard, async (request) => {
    const { userId } = UserParams.parse(request.params);
    const { role } = RoleBody.parse(request.body ?? {});
    return { contributor: contributorDto(await accounts.changeRole(siteId(request), userId, role)) };
  });

  app.delete('/api/admin/contributors/:userId', guard, async (request, reply) => {
    const { userId } = UserParams.parse(request.params);
    await accounts.removeMember(siteId(request), userId);
    return reply.status(204).send();
  });
}
