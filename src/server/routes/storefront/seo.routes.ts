/** `robots.txt` and `sitemap.xml` of the request's site. */
import type { FastifyInstance } from 'fastify';
import type { Storefront } from '../../render/storefront';
import { requestOrigin, sendStorefront } from './pages.routes';

export function registerStorefrontSeoRoutes(app: FastifyInstance, storefront: Storefront): void {
  app.get('/robots.txt', async (request, reply) => sendStorefront(request, reply, await storefront.robots(request.site, requestOrigin(request))));
  app.get('/sitemap.xml', async (request, reply) => sendStorefront(request, reply, await storefront.sitemap(request.site, requestOrigin(request))));
}
