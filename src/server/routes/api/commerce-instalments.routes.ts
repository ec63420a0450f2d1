/**
 * The instalment provider's information popup, fetched by the product page with a GET by
 * locale (BNPL-21, GAP-50): an HTML fragment, cached for 24 hours. An unknown locale answers
 * 404, which the page only logs as a warning (BNPL-22). The fragment is the same for every
 * site, so no site is needed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../../shared/errors';
import { countryOfInstalmentLocale, parseInstalmentLocale } from '../../../shared/instalments';
import { INSTALMENT_MODAL_PATH, InstalmentModalQuery } from '../../../shared/api/instalments';
import { renderInstalmentModal } from '../../render/instalment-modal';

const ONE_DAY_SECONDS = 24 * 60 * 60;

export function registerCommerceInstalmentRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storeSettings } = app.services;

  // The answer is HTML, not JSON: the call declares its query only.
  app.get(INSTALMENT_MODAL_PATH, { schema: { querystring: InstalmentModalQuery } }, async (request, reply) => {
    const query = request.query;
    const locale = parseInstalmentLocale(query.locale);
    if (locale === null) throw new DomainError('INSTALMENTS_LOCALE_UNKNOWN', { locale: query.locale ?? null });
    const limits = storeSettings.instalmentLimitsFor(countryOfInstalmentLocale(locale));
    reply.header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`);
    reply.type('text/html; charset=utf-8');
    return renderInstalmentModal(locale, limits, query.amount ?? null);
  });
}
