/**
 * Items of a collection under /api/admin/content ('content.edit'; publishing status changes
 * also 'content.publish', checked by the service). Inputs and answers are the contract's
 * (`src/shared/api/content-items.ts`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/api/cart';
import { CollectionParams, StatusChangeSchema } from '../../../shared/api/content';
import {
  CollectionTagsAnswer,
  CreateItemSchema,
  ItemAnswer,
  ItemParams,
  ItemsPage,
  ListItemsQuerySchema,
  RenameTagSchema,
  ReorderItemsSchema,
  TagQuerySchema,
  UpdateItemSchema,
} from '../../../shared/api/content-items';
import { requirePermission } from '../../plugins/owner-auth';
import { contentActor, contentSiteId } from './content-request';

export function registerContentItemRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;
  const guard = { preHandler: requirePermission('content.edit') };
  const base = '/api/admin/content';

  const listSchema = { params: CollectionParams, querystring: ListItemsQuerySchema, response: { 200: ItemsPage } };
  app.get(`${base}/collections/:collectionId/items`, { ...guard, schema: listSchema }, async (request) => {
    return content.listItems(contentSiteId(request), request.params.collectionId, request.query);
  });

  const createSchema = { params: CollectionParams, body: bodyOrEmpty(CreateItemSchema), response: { 201: ItemAnswer } };
  app.post(`${base}/collections/:collectionId/items`, { ...guard, schema: createSchema }, async (request, reply) => {
    const item = await content.createItem(contentSiteId(request), request.params.collectionId, request.body, contentActor(request));
    return reply.status(201).send({ item });
  });

  const reorderSchema = { params: CollectionParams, body: bodyOrEmpty(ReorderItemsSchema) };
  app.put(`${base}/collections/:collectionId/items/order`, { ...guard, schema: reorderSchema }, async (request, reply) => {
    await content.reorderItems(contentSiteId(request), request.params.collectionId, request.body);
    return reply.status(204).send();
  });

  app.get(`${base}/items/:itemId`, { ...guard, schema: { params: ItemParams, response: { 200: ItemAnswer } } }, async (request) => {
    return { item: await content.getItem(contentSiteId(request), request.params.itemId) };
  });

  const updateSchema = { params: ItemParams, body: bodyOrEmpty(UpdateItemSchema), response: { 200: ItemAnswer } };
  app.patch(`${base}/items/:itemId`, { ...guard, schema: updateSchema }, async (request) => {
    return { item: await content.updateItem(contentSiteId(request), request.params.itemId, request.body) };
  });

  app.delete(`${base}/items/:itemId`, { ...guard, schema: { params: ItemParams } }, async (request, reply) => {
    await content.deleteItem(contentSiteId(request), request.params.itemId);
    return reply.status(204).send();
  });

  const statusSchema = { params: ItemParams, body: bodyOrEmpty(StatusChangeSchema), response: { 200: ItemAnswer } };
  app.post(`${base}/items/:itemId/status`, { ...guard, schema: statusSchema }, async (request) => {
    return { item: await content.setItemStatus(contentSiteId(request), request.params.itemId, request.body, contentActor(request)) };
  });

  // A collection's tags, collected from its items; renaming or removing one changes every item.
  app.get(`${base}/collections/:collectionId/tags`, { ...guard, schema: { params: CollectionParams, response: { 200: CollectionTagsAnswer } } }, async (request) => {
    return { tags: await content.listTags(contentSiteId(request), request.params.collectionId) };
  });

  const renameTagSchema = { params: CollectionParams, body: bodyOrEmpty(RenameTagSchema), response: { 200: CollectionTagsAnswer } };
  app.patch(`${base}/collections/:collectionId/tags`, { ...guard, schema: renameTagSchema }, async (request) => {
    await content.renameTag(contentSiteId(request), request.params.collectionId, request.body);
    return { tags: await content.listTags(contentSiteId(request), request.params.collectionId) };
  });

  const deleteTagSchema = { params: CollectionParams, querystring: TagQuerySchema };
  app.delete(`${base}/collections/:collectionId/tags`, { ...guard, schema: deleteTagSchema }, async (request, reply) => {
    await content.deleteTag(contentSiteId(request), request.params.collectionId, request.query);
    return reply.status(204).send();
  });
}
