/**
 * The owner's content APIs under /api/admin/content: collections (with status, homepage and
 * page layouts) here; items, navigation with header and footer, and categories in the sibling
 * content-*.routes.ts files, registered from here. Reading and editing need 'content.edit';
 * status changes that publish also need 'content.publish' (the service checks, GAP-08).
 */
import type { FastifyInstance } from 'fastify';
import { CreateCollectionSchema, PageLayoutSchema, StatusChangeSchema, UpdateCollectionSchema } from '../../../modules/content';
import { requirePermission } from '../../plugins/owner-auth';
import { registerContentCategoryRoutes } from './content-categories.routes';
import { registerContentItemRoutes } from './content-items.routes';
import { registerContentNavigationRoutes } from './content-navigation.routes';
import { CollectionParams, contentActor, contentSiteId } from './content-request';

export function registerAdminContentRoutes(app: FastifyInstance): void {
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const base = '/api/admin/content';

  app.get(`${base}/collections`, guard, async (request) => ({ collections: await content.listCollections(contentSiteId(request)) }));

  app.post(`${base}/collections`, guard, async (request, reply) => {
    const body = CreateCollectionSchema.parse(request.body ?? {});
    const collection = await content.createCollection(contentSiteId(request), body, contentActor(request));
    return reply.status(201).send({ collection });
  });

  app.get(`${base}/collections/:collectionId`, guard, async (request) => {
    const { collectionId } = CollectionParams.parse(request.params);
    return { collection: await content.getCollection(contentSiteId(request), collectionId) };
  });

  app.patch(`${base}/collections/:collectionId`, guard, async (request) => {
    const { collectionId } = CollectionParams.parse(request.params);
    const body = UpdateCollectionSchema.parse(request.body ?? {});
    return { collection: await content.updateCollection(contentSiteId(request), collectionId, body) };
  });

  app.delete(`${base}/collections/:collectionId`, guard, async (request, reply) => {
    const { collectionId } = CollectionParams.parse(request.params);
    await content.deleteCollection(contentSiteId(request), collectionId);
    return reply.status(204).send();
  });

  app.post(`${base}/collections/:collectionId/status`, guard, async (request) => {
    const { collectionId } = CollectionParams.parse(request.params);
    const body = StatusChangeSchema.parse(request.body ?? {});
    return { collection: await content.setCollectionStatus(contentSiteId(request), collectionId, body, contentActor(request)) };
  });

  app.post(`${base}/collections/:collectionId/homepage`, guard, async (request) => {
    const { collectionId } = CollectionParams.parse(request.params);
    return { collection: await content.setHomepage(contentSiteId(request), collectionId) };
  });

  app.get(`${base}/pages/:collectionId/layout`, guard, async (request) => {
    const { collectionId } = CollectionParams.parse(request.params);
    return { layout: await content.getPageLayout(contentSiteId(request), collectionId) };
  });

  app.put(`${base}/pages/:collectionId/layout`, guard, async (request) => {
    const { collectionId } = CollectionParams.parse(request.params);
    const body = PageLayoutSchema.parse(request.body ?? {});
    return { layout: await content.setPageLayout(contentSiteId(request), collectionId, body) };
  });

  registerContentItemRoutes(app);
  registerContentNavigationRoutes(app);
  registerContentCategoryRoutes(app);
}
