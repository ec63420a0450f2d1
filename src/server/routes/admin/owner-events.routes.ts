/**
 * The owner's panel events (ADM-02..ADM-06): the editor sends batches of `{name, properties,
 * at}`; any signed-in contributor of the site may record what they did (with the owner crumb
 * and the CSRF crumb like every write). Only the catalogue's names are stored.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { OwnerEventsAnswer, OwnerEventsBody } from '../../../shared/api/owner-events';
import { OWNER_EVENTS_PATH } from '../../../shared/api/owner-events-endpoints';
import { siteOf } from '../../http/site-of';
import { requireOwner } from '../../plugins/owner-auth';

export function registerAdminOwnerEventRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = app.services;
  const schema = { body: bodyOrEmpty(OwnerEventsBody), response: { 200: OwnerEventsAnswer } };
  app.post(OWNER_EVENTS_PATH, { preHandler: requireOwner, schema }, async (request) => ({
    recorded: await analytics.recordOwnerEvents(siteOf(request).id, request.owner?.userId ?? null, request.body),
  }));
}
