/** Everything a visitor's browser GETs from a site: pages, theme assets, robots.txt, sitemap.xml. */
import type { FastifyInstance } from 'fastify';
import type { Storefront } from '../../render/storefront';
import { registerStorefrontPageRoutes } from './pages.routes';
import { registerStorefrontSeoRoutes } from './seo.routes';
import { registerThemeAssetRoutes } from './theme-assets.routes';

export function registerStorefrontRoutes(app: FastifyInstance, storefront: Storefront): void {
  registerThemeAssetRoutes(app, storefront);
  registerStorefrontSeoRoutes(app, storefront);
  registerStorefrontPageRoutes(app, storefront);
}
