/**
 * The instalment provider's information popup, fetched by the product page with a GET by
 * locale (BNPL-21, GAP-50): an HTML fragment, cached for 24 hours. An unknown locale answers
 * 404, which the page only logs as a warning (BNPL-22). The fragment is the same for every
 * site, so no site is needed.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../../shared/errors';
import { countryOfInstalmentLocale, parseInstalmentLocale } from '../../../shared/instalments';
import { renderInstalmentModal } from '../../render/instalment-modal';

const ModalQuery = z.looseObject({
  locale: z.string().max(20).optional(),
  /** An order amount in minor units, to show its payments. */
  amount: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
});

const ONE_DAY_SECONDS = 24 * 60 * 60;

export function registerCommerceInstalmentRoutes(app: FastifyInstance): void {
  const { storeSettings } = app.services;

  app.get('/api/commerce/instalments/modal', async (request, reply) => {
    const query = ModalQuery.parse(request.query ?? {});
    const locale = parseInstalmentLocale(query.locale);
    if (locale === null) throw new DomainError('INSTALMENTS_LOCALE_UNKNOWN', { locale: query.locale ?? null });
    const limits = storeSettings.instalmentLimitsFor(countryOfInstalmentLocale(locale));
    reply.header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`);
    reply.type('text/html; charset=utf-8');
    return renderInstalmentModal(locale, limits, query.amount ?? null);
  });
}
