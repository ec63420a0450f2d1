/**
 * `?preview=draft` on a storefront page: the owner's editing frame shows the site with its
 * draft layouts. Only a signed-in contributor of this site who may edit content gets it
 * (owner-auth sets `request.owner` only for a session of the request's site); for anyone else
 * the parameter means nothing and they get the published page. Preview answers are never
 * stored by caches nor indexed.
 */
import type { FastifyRequest } from 'fastify';
import { PREVIEW_QUERY } from '../../shared/editor-frame-messages';

export const DRAFT_PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

/** True when this request asks for the draft preview and may have it. */
export function wantsDraftPreview(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.[PREVIEW_QUERY.name] !== PREVIEW_QUERY.value) return false;
  const owner = request.owner;
  return owner !== null && owner.apiKey === null && owner.permissions.has('content.edit');
}
