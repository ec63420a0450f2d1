/**
 * The site's analytics settings for its owners (issue 14, GAP-66): GET/PUT
 * /api/admin/analytics/settings — whether the site collects visitor analytics and which cookie
 * banner visitors see, with the deployment's retention shown beside them. Reading needs
 * 'analytics.read' or 'site.settings'; changing needs 'site.settings'. A change is announced
 * like every site change, so storefront pages show (or stop showing) the banner at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Website } from '../../../modules/sites';
import { AnalyticsSettings, AnalyticsSettingsBody } from '../../../shared/api/analytics';
import { analyticsEndpoints } from '../../../shared/api/analytics-endpoints';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { DomainError } from '../../../shared/errors';
import { requireAnyPermission, requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

/** The stored settings with their defaults: analytics on, no banner. */
function analyticsSettingsOf(site: Website, retentionDays: number): AnalyticsSettings {
  const stored = site.settings.analytics ?? {};
  return { enabled: stored.enabled ?? true, cookieBanner: stored.cookieBanner ?? 'off', retentionDays };
}

export function registerAdminAnalyticsSettingsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sites = app.services.sites;
  const retentionDays = app.config.analyticsRetentionDays;
  const path = analyticsEndpoints.settings.path;

  app.get(path, { preHandler: requireAnyPermission('analytics.read', 'site.settings'), schema: { response: { 200: AnalyticsSettings } } }, async (request) => {
    const site = await sites.get(siteIdOf(request));
    if (site === null) throw new DomainError('SITE_NOT_FOUND');
    return analyticsSettingsOf(site, retentionDays);
  });

  app.put(
    path,
    { preHandler: requirePermission('site.settings'), schema: { body: bodyOrEmpty(AnalyticsSettingsBody), response: { 200: AnalyticsSettings } } },
    async (request) => analyticsSettingsOf(await sites.updateAnalytics(siteIdOf(request), request.body), retentionDays),
  );
}
