/**
 * Items of a collection under /api/admin/content ('content.edit'; publishing status changes
 * also 'content.publish', checked by the service).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CreateItemSchema, IdSchema, ListItemsQuerySchema, ReorderItemsSchema, StatusChangeSchema, UpdateItemSchema } from '../../../modules/content';
import { requirePermission } from '../../plugins/owner-auth';
import { CollectionParams, contentActor, contentSiteId } from './content-request';

const ItemParams = z.object({ itemId: IdSchema });

export function registerContentItemRoutes(app: FastifyInstance): void {
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const base = '/api/admin/content';

  app.get(`${base}/collections/:collectionId/items`, guard, async (request) => {
    const { collectionId } = CollectionParams.parse(request.params);
    const query = ListItemsQuerySchema.parse(request.query ?? {});
    return content.listItems(contentSiteId(request), collectionId, query);
  });

  app.post(`${base}/collections/:collectionId/items`, guard, async (request, reply) => {
    const { collectionId } = CollectionParams.parse(request.params);
    const body = CreateItemSchema.parse(request.body ?? {});
    const item = await content.createItem(contentSiteId(request), collectionId, body, contentActor(request));
    return reply.status(201).send({ item });
  });

  app.put(`${base}/collections/:collectionId/items/order`, guard, async (request, reply) => {
    const { collectionId } = CollectionParams.parse(request.params);
    const body = ReorderItemsSchema.parse(request.body ?? {});
    await content.reorderItems(contentSiteId(request), collectionId, body);
    return reply.status(204).send();
  });

  app.get(`${base}/items/:itemId`, guard, async (request) => {
    const { itemId } = ItemParams.parse(request.params);
    return { item: await content.getItem(contentSiteId(request), itemId) };
  });

  app.patch(`${base}/items/:itemId`, guard, async (request) => {
    const { itemId } = ItemParams.parse(request.params);
    const body = UpdateItemSchema.parse(request.body ?? {});
    return { item: await content.updateItem(contentSiteId(request), itemId, body) };
  });

  app.delete(`${base}/items/:itemId`, guard, async (request, reply) => {
    const { itemId } = ItemParams.parse(request.params);
    await content.deleteItem(contentSiteId(request), itemId);
    return reply.status(204).send();
  });

  app.post(`${base}/items/:itemId/status`, guard, async (request) => {
    const { itemId } = ItemParams.parse(request.params);
    const body = StatusChangeSchema.parse(request.body ?? {});
    return { item: await content.setItemStatus(contentSiteId(request), itemId, body, contentActor(request)) };
  });
}
