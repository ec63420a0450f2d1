/**
 * The site's own settings for its owners: GET/PUT /api/admin/site (title, locale, currency,
 * time zone and the spec's Website settings) and custom domains (POST /api/admin/site/domains,
 * DELETE /api/admin/site/domains/:domain). All need 'site.settings'.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Website } from '../../../modules/sites';
import { isValidEmail } from '../../../shared/email';
import { DomainError } from '../../../shared/errors';
import { CURRENCIES } from '../../../shared/money';
import { requirePermission } from '../../plugins/owner-auth';
import { siteIdOf } from '../../http/site-of';

const text = (max: number) => z.string().trim().max(max);
/** Links shown on pages must be web links, never `javascript:` and the like. */
const webUrl = z.url({ protocol: /^https?$/, message: 'Links must start with http:// or https://.' }).max(2082);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isLocale(tag: string): boolean {
  try {
    return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag) && Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const SettingsSchema = z.strictObject({
  siteTagLine: text(500).optional(),
  siteDescription: text(5000).optional(),
  logoImageUrl: z.union([z.literal(''), webUrl, z.string().regex(/^\/[^/\\]/, 'Use a web link or a path on this site.').max(2082)]).optional(),
  captchaSettings: z.strictObject({ siteKey: text(200).optional() }).optional(),
  useCLDRMoneyFormat: z.boolean().optional(),
  disqusShortname: z.string().regex(/^[a-z0-9-]{0,100}$/i, 'Letters, digits and dashes only.').optional(),
  commentsEnabled: z.boolean().optional(),
  simpleLikingEnabled: z.boolean().optional(),
  socialAccounts: z.array(z.strictObject({ serviceName: text(100).min(1), profileUrl: webUrl })).max(50).optional(),
  contactEmail: z.union([z.literal(''), z.string().trim().refine(isValidEmail, 'Please enter a valid email.')]).optional(),
  contactPhoneNumber: text(50).optional(),
  location: z
    .strictObject({
      addressTitle: text(200).optional(),
      addressLine1: text(200).optional(),
      addressLine2: text(200).optional(),
      addressCountry: text(100).optional(),
      mapLat: z.number().min(-90).max(90).optional(),
      mapLng: z.number().min(-180).max(180).optional(),
    })
    .optional(),
});

const SiteUpdateBody = z.strictObject({
  title: text(200).min(1).optional(),
  locale: z.string().refine(isLocale, 'Not a language tag such as en or en-GB.').optional(),
  currency: z.enum(CURRENCIES).optional(),
  timeZone: z.string().max(100).refine(isTimeZone, 'Not a time zone such as America/New_York.').optional(),
  settings: SettingsSchema.optional(),
});

const DomainParams = z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) });

/** What owners see of their site. */
function websiteDto(site: Website) {
  const { id, identifier, title, locale, currency, timeZone, isDefault, status, theme, settings, domains, createdAt, updatedAt } = site;
  return { id, identifier, title, locale, currency, timeZone, isDefault, status, theme, settings, domains, createdAt, updatedAt };
}

export function registerAdminSiteRoutes(app: FastifyInstance): void {
  const sites = app.services.sites;
  const baseDomain = app.config.baseDomain;
  // A custom domain under the platform's own domain would take over another site's address.
  const DomainBody = z.strictObject({
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .max(253)
      .refine((d) => d.replace(/\.$/, '') !== baseDomain && !d.replace(/\.$/, '').endsWith(`.${baseDomain}`), 'Addresses under the platform domain are given by the site identifier.'),
  });
  const guard = { preHandler: requirePermission('site.settings') };

  app.get('/api/admin/site', guard, async (request) => {
    const site = await sites.get(siteIdOf(request));
    if (site === null) throw new DomainError('SITE_NOT_FOUND');
    return { website: websiteDto(site) };
  });

  app.put('/api/admin/site', guard, async (request) => {
    const body = SiteUpdateBody.parse(request.body ?? {});
    return { website: websiteDto(await sites.update(siteIdOf(request), body)) };
  });

  app.post('/api/admin/site/domains', guard, async (request, reply) => {
    const { domain } = DomainBody.parse(request.body ?? {});
    await sites.addDomain(siteIdOf(request), domain);
    return reply.status(201).send({ domain: domain.replace(/\.$/, '') });
  });

  app.delete('/api/admin/site/domains/:domain', guard, async (request, reply) => {
    const { domain } = DomainParams.parse(request.params);
    await sites.removeDomain(siteIdOf(request), domain);
    return reply.status(204).send();
  });
}
