/**
 * Navigation (main and secondary lists) under /api/admin/content ('content.edit'), and the
 * header and footer code: /api/admin/content/header-footer and the spec's own path
 * /api/site-header-footer (ADM-14), both needing 'site.settings' (GAP-36: code injection is
 * for administrators). The contract is `src/shared/api/navigation.ts`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  AddNavigationItemSchema,
  HeaderFooter,
  HeaderFooterSchema,
  NavigationAnswer,
  NavigationEntryParams,
  NavigationItemAnswer,
  NavigationParams,
  SetNavigationSchema,
} from '../../../shared/api/navigation';
import { requirePermission } from '../../plugins/owner-auth';
import { contentSiteId } from './content-request';

export function registerContentNavigationRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const base = '/api/admin/content';

  app.get(`${base}/navigation`, { ...guard, schema: { response: { 200: NavigationAnswer } } }, async (request) => ({
    navigation: await content.getNavigation(contentSiteId(request)),
  }));

  const setSchema = { params: NavigationParams, body: bodyOrEmpty(SetNavigationSchema), response: { 200: NavigationAnswer } };
  app.put(`${base}/navigation/:navigationId`, { ...guard, schema: setSchema }, async (request) => {
    return { navigation: await content.setNavigation(contentSiteId(request), request.params.navigationId, request.body) };
  });

  const addSchema = { params: NavigationParams, body: bodyOrEmpty(AddNavigationItemSchema), response: { 201: NavigationItemAnswer } };
  app.post(`${base}/navigation/:navigationId/items`, { ...guard, schema: addSchema }, async (request, reply) => {
    return reply.status(201).send({ item: await content.addNavigationItem(contentSiteId(request), request.params.navigationId, request.body) });
  });

  app.delete(`${base}/navigation/items/:entryId`, { ...guard, schema: { params: NavigationEntryParams, response: { 200: NavigationAnswer } } }, async (request) => {
    return { navigation: await content.removeNavigationItem(contentSiteId(request), request.params.entryId) };
  });

  const settingsGuard = { preHandler: requirePermission('site.settings') };
  for (const path of [`${base}/header-footer`, '/api/site-header-footer']) {
    app.get(path, { ...settingsGuard, schema: { response: { 200: HeaderFooter } } }, async (request) => content.getHeaderFooter(contentSiteId(request)));
    app.put(path, { ...settingsGuard, schema: { body: bodyOrEmpty(HeaderFooterSchema), response: { 200: HeaderFooter } } }, async (request) => {
      return content.setHeaderFooter(contentSiteId(request), request.body);
    });
  }
}
