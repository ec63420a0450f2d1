/**
 * The site's design for its owners: GET/PUT /api/admin/site/styles (heading and body fonts,
 * colours). Design belongs with pages (GAP-10): editors and website managers change it, roles
 * that read content read it, store managers do not see it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { SiteStylesAnswer, SiteStylesBody, SiteStylesReadAnswer } from '../../../shared/api/site-styles';
import { SITE_STYLES_PATH } from '../../../shared/api/site-styles-endpoints';
import { SITE_FONTS } from '../../../shared/site-styles';
import { requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

export function registerAdminSiteStylesRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sites = app.services.sites;
  const guard = { preHandler: requirePermission('content.edit') };
  const fonts = SITE_FONTS.map((f) => ({ ...f, weights: [...f.weights] }));

  app.get(SITE_STYLES_PATH, { ...guard, schema: { response: { 200: SiteStylesReadAnswer } } }, async (request) => {
    return { styles: await sites.getStyles(siteIdOf(request)), fonts };
  });

  app.put(SITE_STYLES_PATH, { ...guard, schema: { body: bodyOrEmpty(SiteStylesBody), response: { 200: SiteStylesAnswer } } }, async (request) => {
    return { styles: await sites.updateStyles(siteIdOf(request), request.body) };
  });
}
