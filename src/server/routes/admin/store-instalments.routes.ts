/**
 * The owner's instalment provider account ('commerce.settings'; BNPL, GAP-63): read it, and
 * connect or disconnect it and set its payment account country. Stored with the store
 * settings of the request's site; the provider's limits for that country come back with it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InstalmentSettings } from '../../../modules/store-settings';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { InstalmentsAnswer, InstalmentsBody, type OwnerInstalments } from '../../../shared/api/store-instalments';
import { INSTALMENT_COUNTRIES, INSTALMENT_COUNT, instalmentsOffered } from '../../../shared/instalments';
import type { Currency } from '../../../shared/money';
import { requirePermission } from '../../plugins/owner-auth';
import { siteOf } from '../../http/site-of';

/** The account with what follows from it: whether shoppers are offered instalments. */
function instalmentsDto(settings: InstalmentSettings, currency: Currency): OwnerInstalments {
  return {
    connected: settings.connected,
    paymentAccountCountry: settings.paymentAccountCountry,
    limits: settings.limits,
    available: instalmentsOffered(settings, currency),
    instalmentCount: INSTALMENT_COUNT,
    allowedCountries: [...INSTALMENT_COUNTRIES],
  };
}

export function registerAdminStoreInstalmentRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storeSettings } = app.services;
  const settings = { preHandler: requirePermission('commerce.settings') };

  app.get('/api/admin/store/instalments', { ...settings, schema: { response: { 200: InstalmentsAnswer } } }, async (request) => {
    const site = siteOf(request);
    const { instalments } = await storeSettings.getStoreSettings(site.id);
    return { instalments: instalmentsDto(instalments, site.currency) };
  });

  app.put('/api/admin/store/instalments', { ...settings, schema: { body: bodyOrEmpty(InstalmentsBody), response: { 200: InstalmentsAnswer } } }, async (request) => {
    const site = siteOf(request);
    const { instalments } = await storeSettings.updateStoreSettings(site.id, { instalments: request.body });
    return { instalments: instalmentsDto(instalments, site.currency) };
  });
}
