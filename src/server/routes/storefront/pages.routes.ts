/**
 * Storefront pages: every GET that no other route claims is a page of the request's site
 * (page type resolution, `?format=json` for theme developers, `?preview=draft` for the
 * owner's editing frame: http/draft-preview.ts). `/api/` paths are never
 * pages: they answer with the JSON 404 of the API.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Storefront } from '../../render/storefront';
import { DRAFT_PREVIEW_HEADERS, wantsDraftPreview } from '../../http/draft-preview';
import { requestOrigin, sendStorefront } from '../../http/storefront-reply';
import type { PageFastLane } from '../../http/page-fast-lane';

/** Query parameters pages read; anything else (or malformed) is ignored, never an error. */
const PageQuery = z.object({
  format: z.enum(['json', 'json-pretty']).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  page: z.string().max(12).optional().catch(undefined),
  category: z.string().max(100).optional().catch(undefined),
  tag: z.string().max(100).optional().catch(undefined),
});

/** `lane`: told of each page answered from the page cache, so it can answer the same request next time. */
export function registerStorefrontPageRoutes(app: FastifyInstance, storefront: Storefront, lane: PageFastLane | null = null): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    const query = PageQuery.parse(request.query ?? {});
    const drafts = wantsDraftPreview(request);
    const answer = await storefront.page(request.site, path, { origin: requestOrigin(request), query, format: query.format, requestId: request.id, cspNonce: request.cspNonce, drafts });
    if (drafts) return sendStorefront(request, reply, { ...answer, headers: { ...answer.headers, ...DRAFT_PREVIEW_HEADERS } });
    if (lane !== null && answer.cached !== undefined && request.site !== null) lane.learn(request, request.site.id, answer.cached.key);
    return sendStorefront(request, reply, answer);
  };
  app.get('/', handler);
  app.get('/*', handler);
}
