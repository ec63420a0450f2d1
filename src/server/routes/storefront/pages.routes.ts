/**
 * Storefront pages: every GET that no other route claims is a page of the request's site
 * (page type resolution, `?format=json` for theme developers). `/api/` paths are never
 * pages: they answer with the JSON 404 of the API.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Storefront } from '../../render/storefront';
import { requestOrigin, sendStorefront } from '../../http/storefront-reply';

/** Query parameters pages read; anything else (or malformed) is ignored, never an error. */
const PageQuery = z.object({
  format: z.enum(['json', 'json-pretty']).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  page: z.string().max(12).optional().catch(undefined),
  category: z.string().max(100).optional().catch(undefined),
  tag: z.string().max(100).optional().catch(undefined),
});

export function registerStorefrontPageRoutes(app: FastifyInstance, storefront: Storefront): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    const query = PageQuery.parse(request.query ?? {});
    const answer = await storefront.page(request.site, path, { origin: requestOrigin(request), query, format: query.format, requestId: request.id, cspNonce: request.cspNonce });
    return sendStorefront(request, reply, answer);
  };
  app.get('/', handler);
  app.get('/*', handler);
}
