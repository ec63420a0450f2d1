/**
 * The API reference: `GET /api/openapi.json` (the OpenAPI 3.1 document of every `/api/` call)
 * and `GET /api/docs` (the same, as a readable page). Public: the calls are the same for
 * every site, and the document holds no site's data.
 */
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../../plugins/openapi';
import { apiReferenceHtml } from '../../render/api-reference-page';

export function registerApiReferenceRoutes(app: FastifyInstance): void {
  app.get('/api/openapi.json', async () => openApiDocument(app));

  let page: string | null = null;
  app.get('/api/docs', async (_request, reply) => {
    page ??= apiReferenceHtml(openApiDocument(app));
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
