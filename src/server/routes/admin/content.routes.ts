/**
 * The owner's content APIs under /api/admin/content: collections (with status, homepage and
 * page layouts) here; items, navigation with header and footer, and categories in the sibling
 * content-*.routes.ts files, registered from here. Reading and editing need 'content.edit';
 * status changes that publish, and replacing a page's published layout, also need
 * 'content.publish' (the service checks, GAP-08). Page drafts, versions and the preview are
 * in page-drafts.routes.ts (registered by the app, which hands it the storefront renderer).
 * Inputs and answers are the contract's (`src/shared/api/content.ts`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  CollectionAnswer,
  CollectionParams,
  CollectionsAnswer,
  CreateCollectionSchema,
  PageLayoutAnswer,
  PageLayoutSchema,
  StatusChangeSchema,
  UpdateCollectionSchema,
} from '../../../shared/api/content';
import { requirePermission } from '../../plugins/owner-auth';
import { registerContentCategoryRoutes } from './content-categories.routes';
import { registerContentItemRoutes } from './content-items.routes';
import { registerContentNavigationRoutes } from './content-navigation.routes';
import { contentActor, contentSiteId, publishingActor } from './content-request';

export function registerAdminContentRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const base = '/api/admin/content';
  const params = CollectionParams;

  app.get(`${base}/collections`, { ...guard, schema: { response: { 200: CollectionsAnswer } } }, async (request) => ({
    collections: await content.listCollections(contentSiteId(request)),
  }));

  app.post(`${base}/collections`, { ...guard, schema: { body: bodyOrEmpty(CreateCollectionSchema), response: { 201: CollectionAnswer } } }, async (request, reply) => {
    const collection = await content.createCollection(contentSiteId(request), request.body, contentActor(request));
    return reply.status(201).send({ collection });
  });

  app.get(`${base}/collections/:collectionId`, { ...guard, schema: { params, response: { 200: CollectionAnswer } } }, async (request) => {
    return { collection: await content.getCollection(contentSiteId(request), request.params.collectionId) };
  });

  const updateSchema = { params, body: bodyOrEmpty(UpdateCollectionSchema), response: { 200: CollectionAnswer } };
  app.patch(`${base}/collections/:collectionId`, { ...guard, schema: updateSchema }, async (request) => {
    return { collection: await content.updateCollection(contentSiteId(request), request.params.collectionId, request.body) };
  });

  app.delete(`${base}/collections/:collectionId`, { ...guard, schema: { params } }, async (request, reply) => {
    await content.deleteCollection(contentSiteId(request), request.params.collectionId);
    return reply.status(204).send();
  });

  const statusSchema = { params, body: bodyOrEmpty(StatusChangeSchema), response: { 200: CollectionAnswer } };
  app.post(`${base}/collections/:collectionId/status`, { ...guard, schema: statusSchema }, async (request) => {
    const collection = await content.setCollectionStatus(contentSiteId(request), request.params.collectionId, request.body, contentActor(request));
    return { collection };
  });

  app.post(`${base}/collections/:collectionId/homepage`, { ...guard, schema: { params, response: { 200: CollectionAnswer } } }, async (request) => {
    return { collection: await content.setHomepage(contentSiteId(request), request.params.collectionId) };
  });

  app.get(`${base}/pages/:collectionId/layout`, { ...guard, schema: { params, response: { 200: PageLayoutAnswer } } }, async (request) => {
    return { layout: await content.getPageLayout(contentSiteId(request), request.params.collectionId) };
  });

  const layoutSchema = { params, body: bodyOrEmpty(PageLayoutSchema), response: { 200: PageLayoutAnswer } };
  app.put(`${base}/pages/:collectionId/layout`, { ...guard, schema: layoutSchema }, async (request) => {
    return { layout: await content.setPageLayout(contentSiteId(request), request.params.collectionId, request.body, publishingActor(request)) };
  });

  registerContentItemRoutes(fastify);
  registerContentNavigationRoutes(fastify);
  registerContentCategoryRoutes(fastify);
}
