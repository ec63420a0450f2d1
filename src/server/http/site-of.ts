/** The site a request resolved to (site-resolution plugin); every site-scoped route starts here. */
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/errors';

/** The request's site; a request on a host naming no site is SITE_NOT_FOUND. */
export function siteOf(request: FastifyRequest) {
  if (request.site === null) throw new DomainError('SITE_NOT_FOUND');
  return request.site;
}

/** The request's site id (owner routes: owner-auth has checked that the owner belongs to it). */
export function siteIdOf(request: FastifyRequest): string {
  return siteOf(request).id;
}
