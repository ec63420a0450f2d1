/** `robots.txt`, `sitemap.xml`, the product feeds and `favicon.ico` of the request's site. */
import type { FastifyInstance } from 'fastify';
import type { Storefront } from '../../render/storefront';
import { PRODUCT_FEED_CSV_PATH, PRODUCT_FEED_RSS_PATH } from '../../render/product-feed';
import { requestOrigin, sendStorefront } from '../../http/storefront-reply';

export function registerStorefrontSeoRoutes(app: FastifyInstance, storefront: Storefront): void {
  app.get('/robots.txt', async (request, reply) => sendStorefront(request, reply, await storefront.robots(request.site, requestOrigin(request))));
  // The product feed for dynamic ads (GAP-05): stable URLs an ads account fetches on its own.
  app.get(PRODUCT_FEED_RSS_PATH, async (request, reply) => sendStorefront(request, reply, await storefront.productFeed(request.site, requestOrigin(request), 'rss')));
  app.get(PRODUCT_FEED_CSV_PATH, async (request, reply) => sendStorefront(request, reply, await storefront.productFeed(request.site, requestOrigin(request), 'csv')));
  app.get('/sitemap.xml', async (request, reply) => sendStorefront(request, reply, await storefront.sitemap(request.site, requestOrigin(request))));
  // Browsers ask every site for /favicon.ico. A site with an icon of its own (settings.faviconUrl,
  // also linked from every page's head) is sent there; one without answers "none", not a 404
  // that each visitor's console reports as an error (Lighthouse counts it against the page).
  app.get('/favicon.ico', async (request, reply) => {
    const icon = request.site?.settings.faviconUrl;
    if (icon !== undefined && icon !== '') return reply.status(302).header('cache-control', 'public, max-age=300').redirect(icon);
    return reply.status(204).header('cache-control', 'public, max-age=86400').send();
  });
}
