/** What the content routes read off a request: its site and the owner's publish right. */
import type { FastifyRequest } from 'fastify';
import type { ContentActor, PublishingActor } from '../../../modules/content';
import { siteIdOf } from '../../http/site-of';

/** The request's site (owner-auth has checked that the owner belongs to it). */
export function contentSiteId(request: FastifyRequest): string {
  return siteIdOf(request);
}

/** Whether the signed-in owner may publish (GAP-08: only Draft <-> Needs Review is open without it). */
export function contentActor(request: FastifyRequest): ContentActor {
  return { canPublish: request.owner?.permissions.has('content.publish') ?? false };
}

/** The owner as a publisher: the publish right, and who they are for the page's version list. */
export function publishingActor(request: FastifyRequest): PublishingActor {
  const owner = request.owner;
  return { ...contentActor(request), publisher: owner === null ? null : { userId: owner.userId, email: owner.email } };
}
