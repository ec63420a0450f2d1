/**
 * The site's own settings for its owners: GET/PUT /api/admin/site (title, locale, currency,
 * time zone and the spec's Website settings) and custom domains (POST /api/admin/site/domains,
 * DELETE /api/admin/site/domains/:domain). All need 'site.settings'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Website } from '../../../modules/sites';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { SiteDomainAnswer, SiteDomainParams, siteDomainBody, SiteUpdateBody, WebsiteAnswer, type WebsiteView } from '../../../shared/api/site';
import { DomainError } from '../../../shared/errors';
import { requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

/** What owners see of their site. */
function websiteDto(site: Website): WebsiteView {
  const { id, identifier, title, locale, currency, timeZone, isDefault, status, theme, settings, domains, createdAt, updatedAt } = site;
  return { id, identifier, title, locale, currency, timeZone, isDefault, status, theme, settings: { ...settings }, domains, createdAt, updatedAt };
}

export function registerAdminSiteRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sites = app.services.sites;
  const DomainBody = siteDomainBody(app.config.baseDomain);
  const guard = { preHandler: requirePermission('site.settings') };

  app.get('/api/admin/site', { ...guard, schema: { response: { 200: WebsiteAnswer } } }, async (request) => {
    const site = await sites.get(siteIdOf(request));
    if (site === null) throw new DomainError('SITE_NOT_FOUND');
    return { website: websiteDto(site) };
  });

  app.put('/api/admin/site', { ...guard, schema: { body: bodyOrEmpty(SiteUpdateBody), response: { 200: WebsiteAnswer } } }, async (request) => {
    return { website: websiteDto(await sites.update(siteIdOf(request), request.body)) };
  });

  app.post('/api/admin/site/domains', { ...guard, schema: { body: bodyOrEmpty(DomainBody), response: { 201: SiteDomainAnswer } } }, async (request, reply) => {
    const { domain } = request.body;
    await sites.addDomain(siteIdOf(request), domain);
    return reply.status(201).send({ domain: domain.replace(/\.$/, '') });
  });

  app.delete('/api/admin/site/domains/:domain', { ...guard, schema: { params: SiteDomainParams } }, async (request, reply) => {
    const { domain } = request.params;
    await sites.removeDomain(siteIdOf(request), domain);
    return reply.status(204).send();
  });
}
