/**
 * Navigation (main and secondary lists) under /api/admin/content ('content.edit'), and the
 * header and footer code: /api/admin/content/header-footer and the spec's own path
 * /api/site-header-footer (ADM-14), both needing 'site.settings' (GAP-36: code injection is
 * for administrators).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AddNavigationItemSchema, HeaderFooterSchema, IdSchema, NavigationIdSchema, SetNavigationSchema } from '../../../modules/content';
import { requirePermission } from '../../plugins/owner-auth';
import { contentSiteId } from './content-request';

const NavigationParams = z.object({ navigationId: NavigationIdSchema });
const EntryParams = z.object({ entryId: IdSchema });

export function registerContentNavigationRoutes(app: FastifyInstance): void {
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const base = '/api/admin/content';

  app.get(`${base}/navigation`, guard, async (request) => ({ navigation: await content.getNavigation(contentSiteId(request)) }));

  app.put(`${base}/navigation/:navigationId`, guard, async (request) => {
    const { navigationId } = NavigationParams.parse(request.params);
    const body = SetNavigationSchema.parse(request.body ?? {});
    return { navigation: await content.setNavigation(contentSiteId(request), navigationId, body) };
  });

  app.post(`${base}/navigation/:navigationId/items`, guard, async (request, reply) => {
    const { navigationId } = NavigationParams.parse(request.params);
    const body = AddNavigationItemSchema.parse(request.body ?? {});
    return reply.status(201).send({ item: await content.addNavigationItem(contentSiteId(request), navigationId, body) });
  });

  app.delete(`${base}/navigation/items/:entryId`, guard, async (request) => {
    const { entryId } = EntryParams.parse(request.params);
    return { navigation: await content.removeNavigationItem(contentSiteId(request), entryId) };
  });

  const settingsGuard = { preHandler: requirePermission('site.settings') };
  const readHeaderFooter = async (request: FastifyRequest) => content.getHeaderFooter(contentSiteId(request));
  const writeHeaderFooter = async (request: FastifyRequest, _reply: FastifyReply) => {
    const body = HeaderFooterSchema.parse(request.body ?? {});
    return content.setHeaderFooter(contentSiteId(request), body);
  };
  for (const path of [`${base}/header-footer`, '/api/site-header-footer']) {
    app.get(path, settingsGuard, readHeaderFooter);
    app.put(path, settingsGuard, writeHeaderFooter);
  }
}
